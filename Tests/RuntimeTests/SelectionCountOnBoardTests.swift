import DropEngine
import Runtime
import TaskModel
import Testing

/// A drag of a selection says one count everywhere — its badge, its pick-up, where it is over,
/// its drop, its cancel, the action applied, and the undo and redo of it — and a node inside a
/// selected folder travels in it, not counted on its own. A user trial on the files demo found
/// Folder A, Photo B1 (inside Folder B inside Folder A), Todo and Readme badged 4 and picked up as
/// "3 tasks"; and Folder A with its Notes A1 picked up as 2, dropped as "1 task", undone as Folder A.
@Suite("A selection's count on the board")
struct SelectionCountOnBoardTests {
    typealias Board = HoverAgreesWithDropTests.Board

    /// The files demo, announcing, over a store in memory when `stored`.
    static func files(stored: Bool = false) throws -> Board {
        let scene = Scene.builtIn("files")!
        var runtime = stored ? try UndoEventsTests.storedRuntime(scene) : try BoardRuntime(scene: scene)
        runtime.enableAnnouncements()
        return Board(runtime: runtime)
    }

    @Test("Folder A, Photo B1 inside it, Todo and Readme dragged by a finger to Todo's place carry 3 items: badge 3, picked up, dropped, undone and redone as 3 tasks; the action names Folder A alone")
    func folderWithAHiddenNodeAndTwoTasks() throws {
        var files = try Self.files()
        #expect(files.runtime.select(["fa", "b1", "r3", "r1"]) == [])
        #expect(try files.down(250, 128, at: 0) == ["      0 ms   p1  press on fa (long-press until 300 ms)"])
        #expect(try files.move(250, 128, at: 300) == [
            "    300 ms   p1  drag started: fa — haptic: medium, lift, opacity 0.7, shadow, badge 3",
            "    300 ms       announced: Picked up 3 tasks.",
            "    300 ms   p1  over list: accepts, slot 1",
        ])
        #expect(try files.move(250, 488, at: 400) == ["    400 ms   p1  over list: slot 4"])
        #expect(try files.up(250, 488, at: 500) == [
            "    500 ms   p1  dropped task(fa) on list at slot 4 — haptic: light, settle (spring, 200 ms)",
            "    500 ms       applied: place fa r3 r1 in files at 4",
            "    500 ms       announced: Dropped 3 tasks to Files.",
        ])
        #expect(files.runtime.board.openTasks(in: "files").map(\.id) == ["r2", "fc", "r1", "fa", "r3"])
        #expect(try files.undo(at: 600) == [
            "    600 ms       undone: place fa r3 r1 in files at 4",
            "    600 ms       announced: Undid dropping 3 tasks. They are back where they were.",
        ])
        #expect(try files.redo(at: 700) == [
            "    700 ms       redone: place fa r3 r1 in files at 4",
            "    700 ms       announced: Redid dropping 3 tasks to Files.",
        ])
    }

    @Test("the same selection by keyboard from Todo: badge 3, picked up as 3 tasks, at position 3 of 5 (Photo B1 not joining the list), cancelled as 3")
    func folderWithAHiddenNodeByKeyboard() throws {
        var files = try Self.files()
        files.runtime.select(["fa", "b1", "r3", "r1"])
        #expect(try files.key(.focus("r3"), at: 0) == [])
        #expect(try files.key(.pickUp, at: 10) == [
            "     10 ms  key  press on r3",
            "     10 ms  key  drag started: r3 — haptic: medium, lift, opacity 0.7, shadow, badge 3",
            "     10 ms       announced: Picked up 3 tasks. Tab or the arrow keys choose where they go, Space or Enter drops them, Escape cancels.",
            "     10 ms  key  over list: accepts, slot 4",
        ])
        #expect(try files.feed(.tick(at: .milliseconds(510))) == ["    510 ms       announced: Position 3 of 5 in Files."])
        #expect(try files.key(.cancel, at: 520) == [
            "    520 ms  key  cancelled r3: escape — returnToOrigin (easeInOut, 250 ms)",
            "    520 ms       announced: Cancelled; 3 tasks stay where they were.",
        ])
    }

    @Test("Folder A with Notes A1 inside it, dragged by Notes A1 into Folder C, carries one item, Folder A: no badge, said as Folder A when picked up, dropped, undone and redone (with a store)")
    func folderWithItsChildIsOneItem() throws {
        var files = try Self.files(stored: true)
        files.runtime.select(["fa", "a1"])
        #expect(try files.down(250, 168, at: 0) == ["      0 ms   p1  press on a1 (long-press until 300 ms)"])
        #expect(try files.move(250, 168, at: 300) == [
            "    300 ms   p1  drag started: a1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms       announced: Picked up Folder A.",
            "    300 ms   p1  over list: blocked inside fa at 0 (fa cannot go inside itself)",
        ])
        #expect(try files.move(250, 408, at: 400) == ["    400 ms   p1  over list: inside fc at 1"])
        #expect(try files.up(250, 408, at: 500) == [
            "    500 ms   p1  dropped task(a1) on list inside fc at 1 — haptic: light, settle (spring, 200 ms)",
            "    500 ms       applied: place fa into fc at 1",
            "    500 ms       announced: Dropped Folder A from position 2 of 5 in Files into Folder C, position 2 of 2.",
        ])
        #expect(try files.undo(at: 600) == [
            "    600 ms       undone: place fa into fc at 1",
            "    600 ms       announced: Undid dropping Folder A. Folder A is back at position 2 of 5 in Files.",
        ])
        #expect(try files.redo(at: 700) == [
            "    700 ms       redone: place fa into fc at 1",
            "    700 ms       announced: Redid dropping Folder A into Folder C, position 2 of 2 (closed).",
        ])
    }
}
