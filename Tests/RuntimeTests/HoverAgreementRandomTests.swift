import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// The goal as a property: whatever is dragged — a task, a header, a folder, Add New, a row of a
/// selection holding any of them — wherever it is let go, the board never refuses a drop the
/// hover accepted. The drop is cancelled where the hover refused or blocked it, and applied where
/// the hover accepted it. The trees are shown as a list, or (one seed in three) as the sections
/// of two lists, folders and all; the tabs go to each of the two lists, so a task may be over its
/// own list's; a selection may name a completed or trashed node, or hold one that redo completes.
@Suite("The hover agrees with the drop, at random")
struct HoverAgreementRandomTests {
    /// A random tree (``TreeModel``) in a list, or in the first of two sections, beside Complete,
    /// Trash, a tab to each list and Add New.
    static func scene(_ model: TreeModel, sections: Bool = false) throws -> Scene {
        var scene = try model.scene()
        scene.lists.append(Scene.List(id: "other", title: "Other", tasks: [], schedule: nil))
        scene.receivers[0].accepts = [.task, .addNew]
        if sections { scene.receivers[0].role = .sections(["files", "other"], collapsed: []) }
        for (id, role, y) in [("complete", TaskRole.complete, 80.0), ("trash", .trash, 260), ("tab", .moveTo("other"), 440),
                              ("tab-files", .moveTo("files"), 760)] {
            scene.receivers.append(Scene.Receiver(id: ReceiverID(id), frame: Rect(x: 540, y: y, width: 220, height: 140), role: role, z: 0,
                                                  isEnabled: true, accepts: [.task], rows: nil))
        }
        scene.sources = [Scene.Source(id: "add", frame: Rect(x: 540, y: 620, width: 220, height: 100), z: 0, payload: .addNew, activation: .immediate)]
        return scene
    }

    @Test("1,500 seeded random trees, lists or sections, selections and drags: every drop the hover accepted is applied, and every one it refused or blocked is cancelled")
    func dropsDoWhatTheHoverSaid() throws {
        var applied = 0, cancelled = 0
        for seed in UInt64(0)..<1_500 {
            var rng = SeededGenerator(seed: seed)
            let model = TreeModel.random(&rng)
            let sections = seed % 3 == 2
            var runtime = try BoardRuntime(scene: Self.scene(model, sections: sections))
            var time: Int64 = 0
            var history: [String] = []
            for drag in 0..<3 {
                var ignored: [RuntimeEvent] = []
                // Now and then the last drop is undone before the selection is made and redone after:
                // a node it completes or trashes again was selected while open.
                var travel = false
                if drag > 0, Int.random(in: 0..<3, using: &rng) == 0 { travel = try runtime.undo(at: .milliseconds(time), into: &ignored) }
                let board = runtime.board
                let nodes = board.lists.flatMap { list in Self.nodes(board.openTasks(in: list), board) }
                let closed = (board.completed + board.trashed).map(\.id)
                // A selection of up to three nodes (some maybe inside closed folders: no rows; some maybe not open).
                let selection = (0..<Int.random(in: 0...3, using: &rng)).compactMap { _ in
                    Int.random(in: 0..<4, using: &rng) == 0 ? closed.randomElement(using: &rng) : nodes.randomElement(using: &rng)
                }
                runtime.select(selection, at: .milliseconds(time), into: &ignored)
                if travel { _ = try runtime.redo(at: .milliseconds(time), into: &ignored) }
                // Press a row, or Add New.
                let rows = runtime.laidOut[0].map { laid in laid.sources.indices.filter { laid.sources[$0] != nil } } ?? []
                let rowCount = runtime.laidOut[0]?.frames.count ?? 0
                let start: Point
                if rows.isEmpty || Int.random(in: 0..<5, using: &rng) == 0 {
                    start = Point(x: 650, y: 670)
                } else {
                    let row = rows.randomElement(using: &rng)!
                    start = runtime.laidOut[0]!.frame(ofRow: row).center
                }
                let end = switch Int.random(in: 0..<6, using: &rng) {
                case 0: Point(x: 650, y: 150)
                case 1: Point(x: 650, y: 330)
                case 2: Point(x: 650, y: 510)
                case 3: Point(x: 650, y: 830)
                default: Point(x: 250, y: Double.random(in: 62...(70 + 40 * Double(rowCount + 1)), using: &rng).rounded())
                }
                var events: [RuntimeEvent] = []
                try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: start, time: .milliseconds(time))), into: &events)
                try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: end, time: .milliseconds(time + 10))), into: &events)
                try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: end, time: .milliseconds(time + 20))), into: &events)
                time += 100
                history.append("drag \(drag)\(travel ? " (undone, selected, redone)" : ""): \(start) to \(end), selected \(selection), selection \(runtime.selection)")
                let context = "seed \(seed)\(sections ? " (sections)" : ""), " + history.joined(separator: "; ") + "\n"
                    + events.map(\.textLine).joined(separator: "\n")
                let refusals = events.filter { if case .refused = $0.kind { true } else { false } }
                #expect(refusals.isEmpty, "\(context)")
                let dropped = events.contains { if case .engine(.dropped) = $0.kind { true } else { false } }
                let wasApplied = events.contains { if case .applied = $0.kind { true } else { false } }
                let wasCancelled = events.contains { if case .engine(.cancelled) = $0.kind { true } else { false } }
                #expect(dropped == wasApplied && dropped != wasCancelled, "\(context)")
                // And the other way round: a drop the hover refused or blocked, the board would refuse too.
                if let disagreement = Self.boardWouldTake(events, runtime) { Issue.record("\(context)\nthe board would apply \(disagreement)") }
                if wasApplied { applied += 1 }
                if wasCancelled { cancelled += 1 }
                if !refusals.isEmpty { return }
            }
        }
        // Both outcomes are common: the property is not met by dropping everything, or nothing.
        #expect(applied > 1_000 && cancelled > 500, "applied \(applied), cancelled \(cancelled)")
    }

    /// The action the board would apply, with changes, for the drop `events` cancelled as refused
    /// or blocked, had it been dropped there: `nil` when the board would refuse it too (or nothing
    /// was refused). A refusing list's place is not known, and is not asked.
    static func boardWouldTake(_ events: [RuntimeEvent], _ runtime: BoardRuntime) -> TaskAction? {
        var payload: Payload?
        for event in events { if case .engine(.dragStarted(_, _, let carried, _, _)) = event.kind { payload = carried } }
        for event in events {
            guard case .engine(.cancelled(_, let source, let reason, _)) = event.kind, let payload else { continue }
            let location: DropLocation
            switch reason {
            case .releasedOnRefusingReceiver(let receiver, _) where runtime.sceneReceiver(receiver)?.role.shownLists.isEmpty == true:
                location = .onto(receiver)
            case .blocked(let wanted, _):
                location = wanted
            case .releasedOnRefusingReceiver, .releasedOutside, .escape, .pointerCancelled, .receiverRemoved, .receiverDisabled, .pointerPressedAgain, .itemGone:
                continue
            }
            let intent = DropIntent(payload: payload, source: source, location: location)
            guard let role = runtime.sceneReceiver(location.receiver)?.role, let meaning = try? DropMeaning(intent: intent, role: role),
                  let action = try? meaning.action(on: runtime.board, at: nil, selection: runtime.selection) else { continue }
            var board = runtime.board
            if case .applied(let changes) = board.apply(action), !changes.isEmpty { return action }
        }
        return nil
    }

    /// Every open node under `items`, depth first.
    static func nodes(_ items: [TaskItem], _ board: TaskBoard) -> [TaskID] {
        items.flatMap { [$0.id] + nodes(board.children(of: $0.id), board) }
    }
}
