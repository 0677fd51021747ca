import DropEngine
import Testing

/// `place(of:carrying:)` asked of locations no drag could have: `nil`, not a made-up position.
/// The rows are ``SelectionDragTests/Board``'s: r1, fa (holding a1), fc (closed, one hidden), h1.
@Suite("Places asked of bad locations")
struct PlaceQueryTests {
    @Test("a place among the files' rows, inside fa, and onto the bin is counted; the end of the rows and of fa are the last places")
    func goodLocationsAreCounted() throws {
        let engine = try SelectionDragTests.Board().engine
        #expect(engine.place(of: .among("files", index: 4), carrying: "r1") == .among("files", container: .topLevel, position: 4, count: 4))
        #expect(engine.place(of: .among("files", parent: "fa", index: 1, depth: 1), carrying: "r1")
                == .among("files", container: .folder("fa"), position: 2, count: 2))
        #expect(engine.place(of: .among("files", parent: "fc", index: 1, depth: 1), carrying: "r1")
                == .among("files", container: .folder("fc"), position: 2, count: 2))
        #expect(engine.place(of: .onto("bin"), carrying: "r1") == .onto("bin"))
    }

    @Test("an index past the rows or below 0, a parent that is no folder or not a row, a receiver not registered or taking drops onto itself, a source nobody has: nil")
    func badLocationsAreNil() throws {
        let engine = try SelectionDragTests.Board().engine
        #expect(engine.place(of: .among("files", index: 5), carrying: "r1") == nil)
        #expect(engine.place(of: .among("files", index: -1), carrying: "r1") == nil)
        #expect(engine.place(of: .among("files", parent: "fa", index: 2, depth: 1), carrying: "r1") == nil)
        #expect(engine.place(of: .among("files", parent: "a1", index: 0, depth: 2), carrying: "r1") == nil)
        #expect(engine.place(of: .among("files", parent: "nope", index: 0, depth: 1), carrying: "r1") == nil)
        #expect(engine.place(of: .among("shelf", index: 0), carrying: "r1") == nil)
        #expect(engine.place(of: .onto("shelf"), carrying: "r1") == nil)
        #expect(engine.place(of: .among("bin", index: 0), carrying: "r1") == nil)
        #expect(engine.place(of: .among("files", index: 0), carrying: "ghost") == nil)
    }
}
