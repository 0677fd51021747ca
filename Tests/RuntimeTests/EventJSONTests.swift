import DropEngine
import DropGeometry
import Testing
import TaskModel
import TaskStore
import TestSupport
@testable import Runtime

/// `replay --json` writes each event straight to bytes (``RuntimeEvent/writeJSON(to:)``); the
/// model is the tree ``RuntimeEvent/json`` and its ``JSONValue/text``.
@Suite("Event JSON")
struct EventJSONTests {
    @Test("the JSON line of a drag, written straight, as a transcript")
    func transcript() {
        var out: [UInt8] = []
        let moved = RuntimeEvent(time: .milliseconds(1_250), line: 7,
                                 kind: .engine(.movedWithin(1, location: .among("list", parent: nil, index: 2, depth: 0), verdict: .accepts)))
        moved.writeJSON(to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"{"t":1250,"line":7,"event":"movedWithin","pointer":1,"receiver":"list","slot":2}"#)
        out = []
        let started = RuntimeEvent(time: Instant(microseconds: 300_500), line: 0,
                                   kind: .engine(.dragStarted(.keyboard, source: "t\"1", payload: Payload(kind: .task, objectID: "t\"1"),
                                                              position: Point(x: -2.5, y: 1e15), cues: Cues())))
        started.writeJSON(to: &out)
        #expect(String(decoding: out, as: UTF8.self)
                == #"{"t":300.5,"event":"dragStarted","pointer":"keyboard","source":"t\"1","payload":{"kind":"task","id":"t\"1"},"at":{"x":-2.5,"y":1000000000000000.0},"cues":""}"#)
    }

    @Test("20,000 seeded random events: the bytes written straight are the tree's text, escapes and numbers included")
    func randomEventsMatchTheTree() {
        for seed in UInt64(0)..<20_000 {
            var rng = SeededGenerator(seed: seed)
            let event = RandomEvent.make(using: &rng)
            var out: [UInt8] = Array("prefix ".utf8)
            event.writeJSON(to: &out)
            let written = String(decoding: out, as: UTF8.self)
            let expected = "prefix " + event.json.text
            #expect(written == expected, "seed \(seed): \(event)")
            if written != expected { return }
        }
    }
}

/// Events of every kind, with ids and texts from a hostile alphabet (quotes, backslashes,
/// controls, DEL, C1, bidirectional controls, accents, emoji) and numbers of every shape.
private enum RandomEvent {
    static let pieces = ["t1", "list", "a b", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}",
                         "\u{200E}", "\u{202E}", "\u{2066}", "\u{061C}", "é", "→", "🙂", "/", "}", ":", ",", "'"]

    static func text(_ rng: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func number(_ rng: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: Double(Int.random(in: -1_000...1_000, using: &rng))
        case 1: Double.random(in: -1e6...1e6, using: &rng)
        case 2: [0.0, -0.0, 1e15, -1e15, 999_999_999_999_999, 1e15 - 0.5, 0.1, 1e-7, 1e300, .nan, .infinity, -.infinity].randomElement(using: &rng)!
        default: Double(Int.random(in: 0...900, using: &rng)) + [0, 0.5, 0.25, 0.1].randomElement(using: &rng)!
        }
    }

    static func pointer(_ rng: inout SeededGenerator) -> PointerID {
        Bool.random(using: &rng) ? .keyboard : PointerID(Int.random(in: 0...20, using: &rng))
    }

    static func location(_ rng: inout SeededGenerator) -> DropLocation {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: .onto(ReceiverID(text(&rng)))
        case 1: .among(ReceiverID(text(&rng)), parent: nil, index: Int.random(in: 0...50, using: &rng), depth: 0)
        default: .among(ReceiverID(text(&rng)), parent: text(&rng), index: Int.random(in: 0...50, using: &rng), depth: Int.random(in: 0...5, using: &rng))
        }
    }

    static func reason(_ rng: inout SeededGenerator) -> RejectReason {
        [.kindNotAccepted(PayloadKind(text(&rng))), .disabled, .custom(text(&rng))].randomElement(using: &rng)!
    }

    static func verdict(_ rng: inout SeededGenerator) -> Verdict {
        [.accepts, .rejects(reason(&rng)), .blocked(wanted: location(&rng), reason: text(&rng))].randomElement(using: &rng)!
    }

    static func payload(_ rng: inout SeededGenerator) -> Payload {
        Payload(kind: PayloadKind(text(&rng)), objectID: Bool.random(using: &rng) ? text(&rng) : nil)
    }

    static func cues(_ rng: inout SeededGenerator) -> Cues {
        Cues(haptic: Bool.random(using: &rng) ? .light : nil,
             appearance: Bool.random(using: &rng) ? DragAppearance(lifted: true, opacity: number(&rng), shadow: Bool.random(using: &rng)) : nil,
             animation: Bool.random(using: &rng) ? CueAnimation(kind: .settle, curve: .spring, milliseconds: Int.random(in: 0...500, using: &rng)) : nil)
    }

    static func intent(_ rng: inout SeededGenerator) -> DropIntent {
        DropIntent(payload: payload(&rng), source: SourceID(text(&rng)), location: location(&rng),
                   origin: Bool.random(using: &rng) ? location(&rng) : nil, tag: text(&rng))
    }

    static func instant(_ rng: inout SeededGenerator) -> Instant { Instant(microseconds: Int64.random(in: 0...999_999_999_999_000, using: &rng)) }

    static func action(_ rng: inout SeededGenerator) -> DragAction {
        let p = pointer(&rng)
        let source = SourceID(text(&rng))
        switch Int.random(in: 0..<11, using: &rng) {
        case 0: return .pressBegan(p, source: source, deadline: Bool.random(using: &rng) ? instant(&rng) : nil)
        case 1: return .pressEnded(p, source: source, reason: [.released, .movedBeforeLongPress, .escape, .sourceRemoved].randomElement(using: &rng)!)
        case 2: return .pressRefused(p, source: source, heldBy: pointer(&rng))
        case 3: return .dragStarted(p, source: source, payload: payload(&rng), position: Point(x: number(&rng), y: number(&rng)), cues: cues(&rng))
        case 4: return .entered(p, location: location(&rng), verdict: verdict(&rng))
        case 5: return .movedWithin(p, location: location(&rng), verdict: verdict(&rng))
        case 6: return .dwelled(p, location: location(&rng))
        case 7: return .exited(p, receiver: ReceiverID(text(&rng)))
        case 8: return .dropped(p, intent: intent(&rng), cues: cues(&rng))
        case 9:
            let reason: CancelReason = [.releasedOutside, .releasedOnRefusingReceiver(ReceiverID(text(&rng)), reason(&rng)),
                                        .blocked(location(&rng), reason: text(&rng)), .escape, .pointerCancelled,
                                        .receiverRemoved(ReceiverID(text(&rng))), .receiverDisabled(ReceiverID(text(&rng))), .pointerPressedAgain, .itemGone].randomElement(using: &rng)!
            return .cancelled(p, source: source, reason: reason, cues: cues(&rng))
        default:
            let rejection: InputRejection = [.nonFinitePosition, .timeWentBackwards(previous: instant(&rng), found: instant(&rng)),
                                             .timeOutOfRange(instant(&rng)), .reservedPointer, .unknownSource(source),
                                             .hiddenSource(source, inside: .folder(text(&rng))), .hiddenSource(source, inside: .section(text(&rng))),
                                             .unknownReceiver(ReceiverID(text(&rng))), .receiverRefuses(ReceiverID(text(&rng)), reason: reason(&rng)),
                                             .everyPlaceBlocked(ReceiverID(text(&rng)))]
                .randomElement(using: &rng)!
            return .inputRejected(Bool.random(using: &rng) ? p : nil, reason: rejection)
        }
    }

    static func make(using rng: inout SeededGenerator) -> RuntimeEvent {
        let kind: RuntimeEvent.Kind
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            let id = TaskID(text(&rng))
            let scheduling: Scheduling = [.unchanged, .set(nil), .set(UnixTime(milliseconds: Int64.random(in: 0...4_000_000_000_000, using: &rng)))]
                .randomElement(using: &rng)!
            let action: TaskAction = Bool.random(using: &rng) ? .complete(id) : .move(id, to: ListID(text(&rng)), slot: nil, scheduled: scheduling)
            let changes = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                TaskChange(before: nil, after: TaskItem(id: TaskID(text(&rng)), title: text(&rng), list: "inbox", order: 0))
            }
            kind = .applied(action, changes: changes)
        case 1:
            kind = .refused([.customRole(text(&rng)), .missingObjectID(PayloadKind(text(&rng)))].randomElement(using: &rng)!, intent: intent(&rng))
        case 2:
            kind = .announced(.drag(.cancelled(SourceID(text(&rng)), returnedTo: nil)), text: text(&rng))
        case 3:
            func item() -> TaskItem { TaskItem(id: TaskID(text(&rng)), title: text(&rng), list: "inbox", order: 0) }
            let step = HistoryStep(action: text(&rng), task: TaskID(text(&rng)),
                                   changes: (0..<Int.random(in: 0...3, using: &rng)).map { _ in TaskChange(before: item(), after: item()) },
                                   removed: (0..<Int.random(in: 0...2, using: &rng)).map { _ in item() })
            kind = Bool.random(using: &rng) ? .undone(step) : .redone(step)
        case 4:
            kind = .sectionToggled(ListID(text(&rng)), collapsed: Bool.random(using: &rng))
        case 5:
            kind = .customDrop(CustomDrop(role: text(&rng), pointer: pointer(&rng), intent: intent(&rng),
                                          tasks: (0..<Int.random(in: 0...3, using: &rng)).map { _ in TaskID(text(&rng)) }))
        default:
            kind = .engine(action(&rng))
        }
        var explanation: HitExplanation?
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let candidates = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                HitExplanation.Candidate(receiver: ReceiverID(text(&rng)), z: Int.random(in: -5...5, using: &rng), tag: text(&rng), verdict: verdict(&rng))
            }
            explanation = HitExplanation(point: Point(x: number(&rng), y: number(&rng)), payload: payload(&rng), candidates: candidates,
                                         target: Bool.random(using: &rng) ? ReceiverID(text(&rng)) : nil, targetVerdict: nil)
        }
        return RuntimeEvent(time: instant(&rng), line: Int.random(in: -1...100_000, using: &rng), kind: kind, explanation: explanation)
    }
}
