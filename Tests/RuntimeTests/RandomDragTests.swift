import DropEngine
import DropGeometry
import Testing
import TaskModel
import TestSupport
import Runtime

/// Thousands of random pointer sessions over random layouts, with a board applying every drop.
@Suite("Random drags")
struct RandomDragTests {
    @Test("3,000 seeded random event sequences: no crash, invariants hold, one ending per drag, and only applied drops change the board")
    func randomSequences() throws {
        for seed in UInt64(0)..<3_000 {
            var world = try RandomWorld(seed: seed)
            for _ in 0..<Int.random(in: 10...80, using: &world.rng) {
                let failure = world.step()
                #expect(failure == nil, "seed \(seed): \(failure ?? "")")
                if failure != nil { return }
            }
        }
    }

    @Test("reorder agrees with move(fromOffsets:toOffset:) on 2,000 seeded random lists and slots")
    func reorderMatchesMoveSemantics() throws {
        for seed in UInt64(0)..<2_000 {
            var rng = SeededGenerator(seed: seed)
            var board = try TaskBoard(lists: ["inbox"])
            let count = Int.random(in: 1...12, using: &rng)
            for i in 0..<count { try board.append(id: TaskID("t\(i)"), title: "t\(i)", to: "inbox") }
            var reference = (0..<count).map { "t\($0)" }
            for _ in 0..<20 {
                let from = Int.random(in: 0..<count, using: &rng)
                let slot = Int.random(in: 0...count, using: &rng)
                let id = TaskID(reference[from])
                _ = board.apply(.reorder(id, slot: slot))
                reference = move(reference, from: from, toOffset: slot)
                #expect(board.openTasks(in: "inbox").map(\.id.rawValue) == reference, "seed \(seed): \(id) to slot \(slot)")
                #expect(board.invariantViolations() == [], "seed \(seed)")
            }
        }
    }
}

/// The definition of `move(fromOffsets: [from], toOffset:)`: the element goes just before the
/// element that was at `toOffset` (or to the end), written independently of the board's arithmetic.
private func move(_ items: [String], from: Int, toOffset: Int) -> [String] {
    var result: [String] = []
    for i in 0...items.count {
        if i == toOffset { result.append(items[from]) }
        if i < items.count, i != from { result.append(items[i]) }
    }
    return result
}

/// A random layout, a board, and a stream of random inputs; checks every step.
private struct RandomWorld {
    var rng: SeededGenerator
    var engine = DragDispatcher()
    var board: TaskBoard
    var receivers: [(id: ReceiverID, frame: Rect, z: Int, kinds: [PayloadKind], enabled: Bool)] = []
    var rowSources: [SourceID] = []
    var time: Int64 = 0
    /// Per pointer: is it dragging, and what is it over.
    var dragging: [PointerID: Bool] = [:]
    var over: [PointerID: ReceiverID] = [:]
    /// What a drop on each receiver means.
    var roles: [ReceiverID: TaskRole] = [:]

    init(seed: UInt64) throws {
        rng = SeededGenerator(seed: seed)
        board = try TaskBoard(lists: ["inbox", "today"])
        for i in 0..<Int.random(in: 0...6, using: &rng) {
            try board.append(id: TaskID("t\(i)"), title: "Task \(i)", to: "inbox")
        }
        let table: [(ReceiverID, TaskRole, [PayloadKind])] = [
            ("list", .list("inbox"), [.task, .addNew]), ("complete", .complete, [.task]),
            ("trash", .trash, [.task]), ("today", .moveTo("today"), [.task]), ("odd", .custom("odd"), [.addNew]),
        ]
        var ignored: [DragAction] = []
        for (id, role, kinds) in table where Int.random(in: 0..<5, using: &rng) > 0 {
            let frame = randomRect(maxSide: 400)
            let z = Int.random(in: 0...2, using: &rng)
            let placement: DropReceiver.Placement = if case .list = role { .amongRows } else { .onto }
            try engine.register(DropReceiver(id: id, frame: frame, tag: role.description, z: z, accepts: .accepts(kinds), placement: placement),
                                into: &ignored)
            receivers.append((id, frame, z, kinds, true))
            roles[id] = role
        }
        try engine.register(DragSource(id: "add", frame: randomRect(maxSide: 100), payload: Payload(kind: .addNew), activation: .distance(4)))
        try layOutRows()
    }

    mutating func randomRect(maxSide: Double) -> Rect {
        Rect(x: rng.double(in: 0...600), y: rng.double(in: 0...500),
             width: rng.double(in: 0...maxSide), height: rng.double(in: 0...maxSide))
    }

    /// Registers one source per open Inbox task, top to bottom, and gives the list its rows.
    mutating func layOutRows() throws {
        var ignored: [DragAction] = []
        for id in rowSources { try engine.unregisterSource(id, into: &ignored) }
        rowSources = []
        var rows: [ListRow] = []
        for (i, task) in board.openTasks(in: "inbox").enumerated() {
            let id = SourceID(task.id.rawValue)
            let frame = Rect(x: 30, y: 70 + 50 * Double(i), width: 440, height: 44)
            let activation: Activation = [.longPress(), .distance(3), .immediate].randomElement(using: &rng)!
            try engine.register(DragSource(id: id, frame: frame, z: 1, payload: task.payload, activation: activation))
            rowSources.append(id)
            rows.append(ListRow(source: id, frame: frame))
        }
        if receivers.contains(where: { $0.id == "list" }) { try engine.setRows(rows, ofList: "list", into: &ignored) }
    }

    /// Feeds one random input or layout change; returns a description of the first broken rule.
    mutating func step() -> String? {
        time += Int64.random(in: 0...120, using: &rng)
        let pointer = PointerID(Int.random(in: 1...3, using: &rng))
        let point = Bool.random(using: &rng)
            ? Point(x: rng.double(in: -50...850), y: rng.double(in: -50...650))
            : Point(x: rng.double(in: 30...470), y: rng.double(in: 70...320)) // over the rows
        let event = PointerEvent(pointer: pointer, position: point, time: .milliseconds(time))
        var actions: [DragAction] = []
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<20: engine.handle(.pointerDown(event), into: &actions)
        case 20..<60: engine.handle(.pointerMove(event), into: &actions)
        case 60..<78: engine.handle(.pointerUp(event), into: &actions)
        case 78..<82: engine.handle(.pointerCancel(event), into: &actions)
        case 82..<84: engine.handle(.escape(at: .milliseconds(time)), into: &actions)
        case 84..<90: engine.handle(.tick(at: .milliseconds(time)), into: &actions)
        case 90..<92: engine.handle(.pointerMove(PointerEvent(pointer: pointer, position: Point(x: .nan, y: 1), time: .milliseconds(time))), into: &actions)
        case 92..<94: engine.handle(.tick(at: .milliseconds(time - 500)), into: &actions)
        default:
            guard !receivers.isEmpty else { return nil }
            let i = Int.random(in: 0..<receivers.count, using: &rng)
            receivers[i].enabled.toggle()
            try? engine.setEnabled(receivers[i].enabled, receiver: receivers[i].id, into: &actions)
        }
        if let problem = check(actions) { return problem }
        for pointer in engine.activePointers {
            guard let drag = engine.drag(of: pointer) else { continue }
            let expected = bruteForceTarget(at: drag.position, payload: drag.payload)
            if drag.over != expected { return "pointer \(pointer) at \(drag.position) is over \(drag.over as Any), brute force says \(expected as Any)" }
        }
        for receiver in receivers { _ = engine.highlight(of: receiver.id) }
        return nil
    }

    /// Checks the actions of one input and applies its drops to the board.
    mutating func check(_ actions: [DragAction]) -> String? {
        for action in actions {
            switch action {
            case .dragStarted(let p, _, _, _, _):
                if dragging[p] == true { return "pointer \(p) started a second drag before ending the first" }
                dragging[p] = true
            case .entered(let p, let location, _):
                let r = location.receiver
                if let old = over[p] { return "pointer \(p) entered \(r) while still over \(old)" }
                over[p] = r
            case .exited(let p, let r):
                if over[p] != r { return "pointer \(p) exited \(r) but was over \(over[p] as Any)" }
                over[p] = nil
            case .movedWithin(let p, let location, _), .dwelled(let p, let location):
                let r = location.receiver
                if over[p] != r { return "pointer \(p) moved within \(r) but was over \(over[p] as Any)" }
            case .dropped(let p, let intent, _):
                if dragging[p] != true { return "pointer \(p) dropped without a drag" }
                dragging[p] = false
                over[p] = nil
                let before = board
                let outcome: TaskOutcome
                do {
                    guard let role = roles[intent.receiver] else { return "a drop on unknown receiver \(intent.receiver)" }
                    outcome = board.apply(try DropMeaning(intent: intent, role: role).action(on: board, at: nil))
                } catch {
                    outcome = .rejected(.unknownTask(TaskID("refused: \(error)")))
                }
                switch outcome {
                case .applied:
                    do { try layOutRows() } catch { return "relayout failed: \(error)" }
                case .rejected:
                    if board != before { return "a rejected drop changed the board" }
                }
                let problems = board.invariantViolations()
                if !problems.isEmpty { return "invariants: \(problems)" }
            case .cancelled(let p, _, _, _):
                if dragging[p] != true { return "pointer \(p) cancelled without a drag" }
                dragging[p] = false
                over[p] = nil
            case .pressBegan, .pressEnded, .pressRefused, .inputRejected:
                break
            case .swiping(let p, let source, _, _), .swipeEnded(let p, let source, _):
                return "pointer \(p) swiped \(source), a row without a swipe"
            }
        }
        return nil
    }

    /// The target, by scanning every receiver: topmost enabled acceptor, else topmost enabled.
    func bruteForceTarget(at point: Point, payload: Payload) -> ReceiverID? {
        let under = receivers.enumerated()
            .filter { $0.element.enabled && $0.element.frame.contains(point) }
            .sorted { ($0.element.z, $0.offset) > ($1.element.z, $1.offset) }
            .map(\.element)
        return (under.first { $0.kinds.contains(payload.kind) } ?? under.first)?.id
    }
}
