import DropEngine
import DropGeometry
import Testing

@Suite("Values an app prints")
struct PrintedValuesTests {
    @Test("an accept rule and a location rule print as their summaries, not as their storage and a closure")
    func rulesPrintAsTheirSummaries() {
        #expect("\(AcceptRule.accepts(PayloadKind("card"), PayloadKind("newCard")))" == "accepts card, newCard")
        #expect("\(AcceptRule.accepts([]))" == "accepts nothing")
        #expect("\(AcceptRule.custom("cards from Drafts") { _ in .accepts })" == "cards from Drafts")
        let pinned = LocationRule("nothing above the pinned row") { _, _ in nil }
        #expect("\(pinned)" == "nothing above the pinned row")
        let bin = DropReceiver(id: "bin", frame: Rect(x: 0, y: 0, width: 10, height: 10), accepts: .accepts(PayloadKind("card")), blocks: pinned)
        #expect("\(bin)".contains("accepts: accepts card, placement"))
        #expect("\(bin)".contains("blocks: Optional(nothing above the pinned row)"))
    }
}
