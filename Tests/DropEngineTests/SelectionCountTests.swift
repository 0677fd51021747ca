@testable import DropEngine
import DropGeometry
import Testing

/// A drag of a selection says one count everywhere — the badge, the pick-up, the drop, the
/// cancel and the positions — and a selected source inside another selected one travels in it,
/// not counted on its own: as the rows show it (Notes A1's row inside Folder A's), or as the app
/// tells (``SelectedSource/carriedBy``: a node hidden in a closed folder has no row). A user trial
/// found the badge at 4 and "Picked up 3 tasks" for one drag. The rows are
/// ``SelectionDragTests``': r1, fa ▾ holding a1, fc ▸ holding one hidden child, h1; a bin beside.
@Suite("A selection's count")
struct SelectionCountTests {
    typealias Board = SelectionDragTests.Board

    /// The `dragStarted` cues among `actions`.
    static func started(_ actions: [DragAction]) -> [Cues] {
        actions.compactMap { action in
            if case .dragStarted(_, _, _, _, let cues) = action { cues } else { nil }
        }
    }

    /// What `actions` say at once, in English with ids for names.
    static func said(_ actions: [DragAction], _ board: Board, _ announcer: inout Announcer, at ms: Int64) -> [String] {
        var said: [Announcement] = []
        for action in actions { announcer.observe(action, engine: board.engine, at: .milliseconds(ms), into: &said) }
        return said.map { $0.english(IDNames()) }
    }

    @Test("Readme, Folder A and Notes A1 (its row inside Folder A's) selected carry 2 items: badge 2, picked up and dropped on the bin as 2")
    func rowInsideASelectedRowIsNotCounted() throws {
        var board = try Board()
        var announcer = Announcer()
        _ = board.select(["r1", "fa", "a1"])
        let press = board.press(168)
        #expect(Self.started(press) == [Cues(badge: 2)])
        #expect(Self.said(press, board, &announcer, at: 0) == ["Picked up 2 items."])
        _ = board.move(650, 150, at: 10)
        #expect(Self.said(board.release(650, 150, at: 20), board, &announcer, at: 20) == ["Dropped 2 items onto bin."])
    }

    @Test("Folder A with Notes A1 alone carries one item, Folder A: a drag of Notes A1 has no badge, and is picked up, dropped and cancelled as Folder A")
    func folderWithItsChildIsOneItem() throws {
        var board = try Board()
        var announcer = Announcer()
        _ = board.select(["fa", "a1"])
        let press = board.press(168)
        #expect(Self.started(press) == [Cues()])
        #expect(Self.said(press, board, &announcer, at: 0) == ["Picked up fa."])
        _ = board.move(650, 150, at: 10)
        #expect(Self.said(board.release(650, 150, at: 20), board, &announcer, at: 20) == ["Dropped fa from position 2 of 4 in files onto bin."])
        _ = board.press(168, at: 30)
        #expect(Self.said(board.engine.handle(.escape(at: .milliseconds(40))), board, &announcer, at: 40)
                == ["Cancelled; fa returned to position 2 of 4 in files."])
    }

    @Test("Folder C's hidden child told carried by it is not counted: badge 2, and Readme with Folder C at the list's end land 3rd of 4, not of 5")
    func hiddenChildToldCarriedIsNotCounted() throws {
        var board = try Board()
        var actions: [DragAction] = []
        board.engine.select([SelectedSource("r1", payload: board.payload(of: "r1")), SelectedSource("fc", payload: board.payload(of: "fc")),
                             SelectedSource("c1", payload: board.payload(of: "c1"), carriedBy: "fc")], into: &actions)
        #expect(board.engine.place(of: Self.end, carrying: "r1") == .among(SelectionDragTests.list, container: .topLevel, position: 3, count: 4))
        #expect(Self.started(board.press(88)) == [Cues(badge: 2)])
    }

    @Test("selected by id, as the C library's dta_engine_select does, a row inside a selected row is found by the rows: badge 2")
    func registeredRowInsideASelectedRow() throws {
        var board = try Board()
        var actions: [DragAction] = []
        try board.engine.select(registered: ["r1", "fa", "a1"], into: &actions)
        #expect(Self.started(board.press(88)) == [Cues(badge: 2)])
    }

    @Test("a carrier that is not selected carries nothing, nor does a chain of carriers told in a circle (a tree told wrong): each source counts")
    func carriersNotSelectedOrInACircleCarryNothing() throws {
        var board = try Board()
        var actions: [DragAction] = []
        board.engine.select([SelectedSource("r1", payload: board.payload(of: "r1"), carriedBy: "fc"),
                             SelectedSource("h1", payload: board.payload(of: "h1"))], into: &actions)
        #expect(Self.started(board.press(88)) == [Cues(badge: 2)])
        _ = board.release(300, 88, at: 10)
        board.engine.select([SelectedSource("r1", payload: board.payload(of: "r1"), carriedBy: "h1"),
                             SelectedSource("h1", payload: board.payload(of: "h1"), carriedBy: "r1")], into: &actions)
        #expect(Self.started(board.press(88, at: 20)) == [Cues(badge: 2)])
    }

    /// The end of the list's top level: after h1, the 4th child.
    static let end = DropLocation.among(SelectionDragTests.list, parent: nil, index: 4, depth: 0)
}
