import Runtime
import Testing

/// "Did you mean": every name as near as the nearest, never one guessed among equals, never none.
@Suite("Nearest names")
struct NearestNameTests {
    @Test("a typo as near to several names names them all, in byte order; one nearer than the rest names it alone; none close names none")
    func tiedNamesAreAllNamed() {
        #expect(nearestNames(to: "c1x", among: ["c11", "c10", "c2"]) == ["c10", "c11"])
        #expect(nearestNames(to: "rowe", among: ["rows", "role", "id"]) == ["role", "rows"])
        #expect(nearestNames(to: "accept", among: ["accepts", "frame", "role"]) == ["accepts"])
        // Another case or a `_` is nearer than any edit: it alone is named.
        #expect(nearestNames(to: "spring_load", among: ["springLoad", "springLoads"]) == ["springLoad"])
        #expect(nearestNames(to: "zzzz", among: ["c10", "c11"]) == [])
        // A name given twice is named once.
        #expect(nearestNames(to: "t1x", among: ["t10", "t10", "t11"]) == ["t10", "t11"])
    }

    @Test("a name written with spaces, or without the spaces it has, is as near as one in another case: an id t1 for t 1")
    func spacesAreFolded() {
        #expect(nearestNames(to: "t1", among: ["t 1", "t2", "t11"]) == ["t 1"])
        #expect(nearestNames(to: "spring load", among: ["springLoad", "spring"]) == ["springLoad"])
        // A no-break space is a space.
        #expect(nearestNames(to: "In Progress", among: ["In\u{A0}Progress", "Done"]) == ["In\u{A0}Progress"])
    }

    @Test("the hint names one, two or three names with or; past three the first three, an ellipsis and how many")
    func hintIsBounded() {
        #expect(didYouMean([]) == nil)
        #expect(didYouMean(["accepts"]) == #"did you mean "accepts"?"#)
        #expect(didYouMean(["c10", "c11"]) == #"did you mean "c10" or "c11"?"#)
        #expect(didYouMean(["c10", "c11", "c12"], spelled: { $0 }) == "did you mean c10, c11 or c12?")
        #expect(didYouMean(["c1", "c10", "c11", "c12", "c13"], spelled: { $0 }) == "did you mean c1, c10, c11, … (5 as near)?")
    }
}
