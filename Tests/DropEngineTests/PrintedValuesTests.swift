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

    @Test("an input prints as one line, its pointer, kind, position and time, not as a nest of module-qualified types")
    func inputsPrintAsOneLine() {
        let press = PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))
        #expect("\(press)" == "p1 touch at (250, 92), 0ms")
        #expect("\(DragInput.pointerDown(press))" == "down p1 touch at (250, 92), 0ms")
        #expect("\(DragInput.pointerMove(PointerEvent(pointer: 2, kind: .mouse, position: Point(x: 0.5, y: -3), time: Instant(microseconds: 16_500))))"
                == "move p2 mouse at (0.5, -3), 16.5ms")
        #expect("\(DragInput.pointerUp(press))" == "up p1 touch at (250, 92), 0ms")
        #expect("\(DragInput.pointerCancel(press))" == "cancel p1 touch at (250, 92), 0ms")
        #expect("\(DragInput.escape(at: .milliseconds(5)))" == "escape at 5ms")
        #expect("\(DragInput.tick(at: .milliseconds(300)))" == "tick at 300ms")
        #expect("\(DragInput.key(.pickUp, at: .milliseconds(10)))" == "key pickup at 10ms")
        #expect("\(DragInput.key(.focus("t1"), at: .milliseconds(10)))" == "key focus t1 at 10ms")
    }

    @Test("cues and places print as words: empty cues as 'no cues', a drag's and a receiver's cues by part, a place by its ids")
    func cuesAndPlacesPrintAsWords() {
        #expect("\(Cues())" == "no cues")
        #expect(Cues().summary == "", "the status line's form says nothing for them")
        let drag = DragCues(lift: Cues(haptic: .medium, appearance: DragAppearance(lifted: true, opacity: 0.7, shadow: true)),
                            cancel: Cues(animation: CueAnimation(kind: .returnToOrigin, curve: .easeInOut, milliseconds: 250)))
        #expect("\(drag)" == "lift: haptic: medium, lift, opacity 0.7, shadow; cancel: returnToOrigin (easeInOut, 250 ms)")
        #expect("\(DragCues())" == "lift: no cues; cancel: no cues")
        let drop = DropCues(drop: Cues(haptic: .light), rowShift: CueAnimation(kind: .rowShift, curve: .spring, milliseconds: 200))
        #expect("\(drop)" == "drop: haptic: light; rows shift: spring, 200 ms")
        #expect("\(DropPlace.onto("complete"))" == "onto complete")
        #expect("\(DropPlace.among("list", container: .topLevel, position: 2, count: 5))" == "2 of 5 in list")
        #expect("\(DropPlace.among("files", container: .folder("fa"), position: 1, count: 2))" == "1 of 2 in files, folder fa")
        #expect("\(DropPlace.among("doc", container: .section("today"), position: 3, count: 3))" == "3 of 3 in doc, section today")
    }
}
