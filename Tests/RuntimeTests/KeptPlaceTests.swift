import DropEngine
import DropGeometry
import Foundation
import TaskModel
import Testing
import TestSupport
@testable import Runtime
@testable import TaskStore

/// A drop is aimed at the rows the runtime laid out; with a store, another process may have
/// committed since. The drop lands beside the rows it was released between, not at a slot
/// number counted among rows that have changed.
@Suite("Drops kept beside their rows when another process writes")
struct KeptPlaceTests {
    @Test("the top and the end stay so; between rows, a slot is kept after the nearest row above it that is still there, else before the nearest below, else its number")
    func slotsKeptBesideTheirRows() {
        let seen: [TaskID] = ["t1", "t2", "t3", "t4", "t5"]
        // A row added at the top: between t2 and t3 is now slot 3.
        #expect(DropMeaning.slot(2, among: seen, now: ["x", "t1", "t2", "t3", "t4", "t5"]) == 3)
        // t2, the row above, trashed: after t1.
        #expect(DropMeaning.slot(2, among: seen, now: ["t1", "t3", "t4", "t5"]) == 1)
        // Every row above gone: before t3, the nearest below.
        #expect(DropMeaning.slot(2, among: seen, now: ["x", "t4", "t3"]) == 2)
        // t2 moved below t4 by the other process: the drop still follows t2.
        #expect(DropMeaning.slot(2, among: seen, now: ["t1", "t3", "t4", "t2", "t5"]) == 4)
        // At the top and the end, whatever came there: above a row added at the top, below one appended.
        #expect(DropMeaning.slot(0, among: seen, now: ["x", "t1", "t2", "t3", "t4", "t5"]) == 0)
        #expect(DropMeaning.slot(5, among: seen, now: ["t1", "t2", "t3", "t4", "t5", "x"]) == 6)
        // Nothing the drop was aimed among is left: its number, at most the end.
        #expect(DropMeaning.slot(1, among: ["t1", "t2", "t3"], now: ["x", "y", "z"]) == 1)
        #expect(DropMeaning.slot(2, among: ["t1", "t2", "t3"], now: ["x"]) == 1)
        // Unchanged rows keep the slot; a slot outside the rows is left for the board to refuse.
        #expect(DropMeaning.slot(3, among: seen, now: seen) == 3)
        #expect(DropMeaning.slot(9, among: seen, now: ["x"] + seen) == 9)
    }

    @Test("over 2,000 seeded edits of another process, the kept slot is the top or the end where it was one, else just after the nearest surviving row above, else before the nearest below, found by scanning")
    func keptSlotsAgreeWithAScan() {
        for seed in UInt64(0)..<2_000 {
            var random = SeededGenerator(seed: seed)
            let seen = (0..<Int.random(in: 0...8, using: &random)).map { TaskID("t\($0)") }
            var now = seen
            for step in 0..<Int.random(in: 0...4, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !now.isEmpty: now.remove(at: Int.random(in: 0..<now.count, using: &random))
                case 1 where !now.isEmpty:
                    let moved = now.remove(at: Int.random(in: 0..<now.count, using: &random))
                    now.insert(moved, at: Int.random(in: 0...now.count, using: &random))
                default: now.insert(TaskID("x\(step)"), at: Int.random(in: 0...now.count, using: &random))
                }
            }
            let slot = Int.random(in: 0...seen.count, using: &random)
            let kept = DropMeaning.slot(slot, among: seen, now: now)
            let above = seen[..<slot].last { now.contains($0) }
            let below = seen[slot...].first { now.contains($0) }
            let expected = if slot == 0 { 0 } else if slot == seen.count { now.count }
                else if let above { now.firstIndex(of: above)! + 1 } else if let below { now.firstIndex(of: below)! } else { min(slot, now.count) }
            #expect(kept == expected, "seed \(seed): slot \(slot) among \(seen) is \(kept) among \(now)")
            #expect((0...now.count).contains(kept), "seed \(seed)")
        }
    }

    /// Pay bills long-pressed and carried up to the lower half of Walk the dog: between Walk the dog and Write report.
    private func dragPayBillsUp(_ runtime: inout BoardRuntime, events: inout [RuntimeEvent]) throws {
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 292), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 146), time: .milliseconds(400))), into: &events)
    }

    @Test("a task another process adds at the top while Pay bills is carried: Pay bills still lands between Walk the dog and Write report")
    func rowAddedAboveByAnotherProcess() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            var events: [RuntimeEvent] = []
            try dragPayBillsUp(&runtime, events: &events)
            #expect(try other.apply(.add(title: "Other", list: "inbox", slot: 0)).description.hasPrefix("applied: "))
            events = []
            try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 250, y: 146), time: .milliseconds(500))), into: &events)
            #expect(events.contains { $0.textLine == "    500 ms       applied: reorder t5 to 3" })
            #expect(runtime.board.openTasks(in: "inbox").map(\.title) == ["Other", "Buy milk", "Walk the dog", "Pay bills", "Write report", "Call mom"])
        }
    }

    @Test("the row above the drop trashed by another process meanwhile: Pay bills lands after the row above that one")
    func rowAboveTrashedByAnotherProcess() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            var events: [RuntimeEvent] = []
            try dragPayBillsUp(&runtime, events: &events)
            #expect(try other.apply(.trash("t2")).description.hasPrefix("applied: "))
            events = []
            try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 250, y: 146), time: .milliseconds(500))), into: &events)
            #expect(events.contains { $0.textLine == "    500 ms       applied: reorder t5 to 1" }, "\(events.map(\.textLine).joined(separator: "\n"))")
            #expect(runtime.board.openTasks(in: "inbox").map(\.title) == ["Buy milk", "Pay bills", "Write report", "Call mom"])
        }
    }

    @Test("Buy milk completed by another process while the keyboard carries it: the drop is refused, and Buy milk is not said to be back in the list")
    func carriedTaskCompletedByAnotherProcess() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            runtime.enableAnnouncements()
            var events: [RuntimeEvent] = []
            for (ms, key) in [(0, KeyInput.focus("t1")), (10, .pickUp), (20, .next), (30, .next)] {
                try runtime.handle(.key(key, at: .milliseconds(Int64(ms))), into: &events)
            }
            #expect(try other.apply(.complete("t1")).description.hasPrefix("applied: "))
            events = []
            try runtime.handle(.key(.drop, at: .milliseconds(100)), into: &events)
            #expect(events.map(\.textLine) == [
                "    100 ms  key  dropped task(t1) on list at slot 3 — haptic: light, settle (spring, 200 ms)",
                "    100 ms       refused by list: task \"t1\" is not open",
                "    100 ms       announced: Could not drop Buy milk at position 3 of 5 in Inbox: Buy milk is completed."])
            #expect(runtime.board.completed.map(\.id) == ["t1"])
        }
    }

    @Test("a commit that fails after reading another process's commits: the drop is not applied, and the rows are that board's, so a press on the top row lifts the task added there")
    func failedCommitLaysOutTheBoardItRead() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            var events: [RuntimeEvent] = []
            try dragPayBillsUp(&runtime, events: &events)
            #expect(try other.apply(.add(title: "Other", list: "inbox", slot: 0)).description.hasPrefix("applied: "))
            // Every later write to the tasks fails, after the transaction has read the task above.
            try other.db.execute("CREATE TRIGGER refuse BEFORE UPDATE ON tasks BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END")
            events = []
            do throws(RuntimeError) {
                try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 250, y: 146), time: .milliseconds(500))), into: &events)
                Issue.record("the drop was committed through a trigger that refuses it")
            } catch .store(let error) {
                #expect(error.description.contains("refused by a test trigger"))
            } catch {
                Issue.record("expected a store error, found \(error)")
            }
            #expect(runtime.board.openTasks(in: "inbox").map(\.title) == ["Other", "Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"])
            events = []
            try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(600))), into: &events)
            try runtime.handle(.tick(at: .milliseconds(900)), into: &events)
            let lifted = events.compactMap { event -> String? in
                guard case .engine(.dragStarted(_, let source, _, _, _)) = event.kind else { return nil }
                return source.rawValue
            }
            #expect(lifted == [runtime.board.openTasks(in: "inbox")[0].id.rawValue])
        }
    }
}

@Suite("A failed commit leaves no auto-scroll behind")
struct FailedCommitScrollTests {
    @Test("a drop at a scrollable list's bottom edge that the store cannot commit: the drag has ended, so the list asks for no tick and a tick does not scroll it")
    func failedDropAtTheEdgeStopsScrolling() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-failed-scroll-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("board.db").path
        let scene = try AutoScrollTests.scene(count: 30)
        var runtime = try BoardRuntime(scene: scene, store: TaskStore(path: path, scene: scene))
        let other = try TaskStore(path: path)
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 575), time: .milliseconds(30))), into: &events)
        #expect(runtime.nextDeadline == .milliseconds(46))
        try other.db.execute("CREATE TRIGGER refuse BEFORE UPDATE ON tasks BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END")
        do throws(RuntimeError) {
            try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 250, y: 575), time: .milliseconds(40))), into: &events)
            Issue.record("the drop was committed through a trigger that refuses it")
        } catch .store {
        } catch {
            Issue.record("expected a store error, found \(error)")
        }
        #expect(runtime.engine.drag(of: 1) == nil)
        let offset = runtime.scrollOffset(of: "list")
        #expect(runtime.nextDeadline == nil)
        try runtime.handle(.tick(at: .milliseconds(500)), into: &events)
        #expect(runtime.scrollOffset(of: "list") == offset)
    }
}
