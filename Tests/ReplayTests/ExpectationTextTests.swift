import DropEngine
import Replay
import Runtime
import TaskModel
import Testing
import TestSupport

/// Expectations print as the `expect` lines that parse back to them.
@Suite("Expectations as text")
struct ExpectationTextTests {
    @Test("each form prints as its trace line, ids quoted where a bare word would misread")
    func eachFormPrints() {
        let lines: [(TraceExpectation, String)] = [
            (.action(.complete(["t1"])), "expect action complete t1"),
            (.action(.trash(["t2", "t4"])), "expect action trash t2 t4"),
            (.action(.add(slot: nil)), "expect action add"),
            (.action(.reorder("t3", slot: 0)), "expect action reorder t3 to 0"),
            (.action(.move("Buy milk", to: "In Progress", slot: nil)), #"expect action move "Buy milk" to "In Progress""#),
            (.action(.move("w1", to: "home", slot: 1)), "expect action move w1 to home at 1"),
            (.action(.place(["a1"], in: .folder("fb"), at: 0)), "expect action place a1 into fb at 0"),
            (.action(.place(["into", "in", "t1"], in: .list("inbox"), at: nil)), #"expect action place into "in" t1 in inbox"#),
            (.noAction, "expect no action"), (.noDrag, "expect no drag"),
            (.refused("trash", reason: "kindNotAccepted"), "expect refused trash kindNotAccepted"),
            (.pressEnded("released"), "expect press ended released"),
            (.order(nil, []), "expect order"),
            (.order("x:", ["none", "#1"]), ##"expect order "x:": "none" "#1""##),
            (.scheduled("t1", CivilDate(year: 2026, month: 11, day: 21)), "expect scheduled t1 2026-11-21"),
            (.tree("files", [TreeNode(id: "old stuff", children: [TreeNode(id: "a b"), TreeNode(id: "c")]), TreeNode(id: "fb", children: [])]),
             #"expect tree files: "old stuff"["a b" c] fb[]"#),
            (.under(nil, ["d0"]), "expect under none: d0"),
            (.under("none", []), #"expect under "none":"#),
            (.underNone("doing", ["c1"]), "expect under doing: none: c1"),
            (.underNone("none", []), #"expect under "none": none:"#),
            (.selected([]), "expect selected none"),
            (.steady(.target(.keyboard, "list", slot: 3, sticky: true)), "expect target keyboard list at 3 sticky"),
            (.steady(.target(2, nil, slot: nil, sticky: false)), "expect target 2 none"),
            (.steady(.scroll("list", 9494.5)), "expect scroll list 9494.5"),
            (.steady(.highlight("trash can", .canAccept)), #"expect highlight "trash can" canAccept"#),
            (.announced("Picked up Buy milk."), "expect announced Picked up Buy milk."),
            (.announced("Picked up Fix #12."), #"expect announced "Picked up Fix #12.""#),
        ]
        for (expectation, line) in lines {
            #expect(expectation.description == line)
            #expect((try? NativeTrace.parse(line, file: "e.trace").steps.map(\.kind)) == [.expect(expectation)], "\(line)")
        }
    }

    /// An id a scene could hold (no quote: a word holding one cannot be quoted), drawn to land on
    /// what a bare word misreads: spaces, `#`, brackets, a trailing colon, `none`, other scripts.
    static func id(_ random: inout SeededGenerator) -> String {
        let pieces = ["t", "1", " ", "#", "[", "]", ":", "none", "é", "e\u{301}", "\u{A0}", "\t", "to", "at", "sticky", "keyboard", "-", "_", "名"]
        if Int.random(in: 0..<6, using: &random) == 0 { return ["none", "at", "to", "in", "into", "x:", " ", "[", "#"].randomElement(using: &random)! }
        return (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func ids(_ random: inout SeededGenerator, atLeast: Int = 0) -> [TaskID] {
        (0..<Int.random(in: atLeast...4, using: &random)).map { _ in TaskID(id(&random)) }
    }

    /// One to four ids, each once: an action's nodes.
    static func distinctIDs(_ random: inout SeededGenerator) -> [TaskID] {
        var seen: Set<TaskID> = []
        return ids(&random, atLeast: 1).filter { seen.insert($0).inserted }
    }

    static func nodes(_ random: inout SeededGenerator, depth: Int = 0) -> [TreeNode] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
            let folder = depth < 2 && Bool.random(using: &random)
            return TreeNode(id: TaskID(id(&random)), children: folder ? nodes(&random, depth: depth + 1) : nil)
        }
    }

    static func expectation(_ random: inout SeededGenerator) -> TraceExpectation {
        let list = { (random: inout SeededGenerator) -> ListID? in Bool.random(using: &random) ? ListID(id(&random)) : nil }
        let slot = { (random: inout SeededGenerator) -> Int? in Bool.random(using: &random) ? Int.random(in: 0...999_999_999, using: &random) : nil }
        switch Int.random(in: 0..<15, using: &random) {
        case 14:
            // What a title may hold: a `#`, runs of spaces, a tab (no quote: a text holding one cannot be quoted).
            let words = ["Picked", "up", "Fix", "#12", "", "\t", "milk.", "né"]
            let text = (0..<Int.random(in: 1...5, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            return .announced(text.isEmpty ? "Picked up" : text) // An announcement is never empty.
        case 0: return .action(Bool.random(using: &random) ? .complete(distinctIDs(&random)) : .trash(distinctIDs(&random)))
        case 1: return .action(.reorder(TaskID(id(&random)), slot: slot(&random)))
        case 2: return .action(.move(TaskID(id(&random)), to: ListID(id(&random)), slot: slot(&random)))
        case 3: return .action(.place(distinctIDs(&random), in: Bool.random(using: &random) ? .list(ListID(id(&random))) : .folder(TaskID(id(&random))),
                                      at: slot(&random)))
        case 4: return .drag(SourceID(id(&random)))
        case 5: return .refused(ReceiverID(id(&random)), reason: Bool.random(using: &random) ? "alreadyThere" : nil)
        case 6: return .pressRefused(SourceID(id(&random)))
        case 7: return .order(list(&random), ids(&random))
        case 8: return .tree(list(&random), nodes(&random))
        case 9:
            if Bool.random(using: &random) { return .underNone(ListID(id(&random)), ids(&random)) }
            return .under(Bool.random(using: &random) ? TaskID(id(&random)) : nil, ids(&random))
        case 10: return Bool.random(using: &random) ? .expanded(ids(&random, atLeast: 1)) : .collapsed(ids(&random, atLeast: 1))
        case 11: return .selected(ids(&random))
        case 12: return .steady(.target(Bool.random(using: &random) ? .keyboard : PointerID(Int.random(in: 0...999_999_999, using: &random)),
                                        Bool.random(using: &random) ? ReceiverID(id(&random)) : nil, slot: nil, sticky: false))
        default: return .steady(.highlight(ReceiverID(id(&random)), [.idle, .canAccept, .targeted, .rejecting].randomElement(using: &random)!))
        }
    }

    @Test("2,000 seeded expectations naming ids of every awkward spelling print as lines that parse back to them")
    func printedLinesParseBack() throws {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            var expectation = Self.expectation(&random)
            // A target's receiver is written only with a receiver; none is its own form.
            if case .steady(.target(let pointer, nil, _, _)) = expectation { expectation = .steady(.target(pointer, nil, slot: nil, sticky: false)) }
            let line = expectation.description
            let parsed = try NativeTrace.parse(line, file: "e.trace").steps.map(\.kind)
            #expect(parsed == [.expect(expectation)], "seed \(seed): \(line)")
        }
    }
}
