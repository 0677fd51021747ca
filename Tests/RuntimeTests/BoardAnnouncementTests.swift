import DropEngine
import Runtime
import Testing

/// The board's own announcements (undo and redo, renames, swipes), moved out of the engine's
/// `Announcement`: their English texts pinned word for word, as they were there.
@Suite("Board announcements")
struct BoardAnnouncementTests {
    struct Names: AnnouncementNames {
        func name(of item: SourceID) -> String {
            ["t1": "Buy milk", "t3": "Write report", "add": "Add New", "fa": "Folder A", "work": "Work"][item] ?? item.rawValue
        }
        func name(of receiver: ReceiverID) -> String { ["list": "Inbox", "complete": "Complete", "trash": "Trash"][receiver] ?? receiver.rawValue }
        func name(ofContainer id: String) -> String { ["fa": "Folder A", "work": "Work"][id] ?? id }
    }

    @Test("golden English texts: every board announcement, in lists, folders and onto receivers")
    func goldenTexts() {
        let inbox3 = DropPlace.among("list", container: .topLevel, position: 3, count: 5)
        let inbox1 = DropPlace.among("list", container: .topLevel, position: 1, count: 5)
        let folder = DropPlace.among("files", container: .folder("fa"), position: 2, count: 4)
        let cases: [(BoardAnnouncement, String)] = [
            (.undone("t1", others: 0, now: inbox1, step: .drop), "Undid dropping Buy milk. Buy milk is back at position 1 of 5 in Inbox."),
            (.undone("t1", others: 2, now: folder, step: .drop), "Undid dropping 3 items. They are back where they were."),
            (.undone("t1", others: 0, now: nil, step: .drop), "Undid dropping Buy milk."),
            (.undone("t1", others: 0, now: folder, step: .drop, closed: true), "Undid dropping Buy milk. Buy milk is back inside Folder A, position 2 of 4 (closed)."),
            (.undone("t3", others: 0, now: nil, step: .add), "Undid adding Write report."),
            (.undone("t1", others: 0, now: inbox1, step: .trash), "Undid trashing Buy milk. Buy milk is back at position 1 of 5 in Inbox."),
            (.undone("t1", others: 0, now: inbox1, step: .complete), "Undid completing Buy milk. Buy milk is back at position 1 of 5 in Inbox."),
            (.redone("t1", others: 0, to: .onto("trash"), step: .trash), "Redid trashing Buy milk."),
            (.redone("t1", others: 0, to: .onto("complete"), step: .complete), "Redid completing Buy milk."),
            (.redone("t1", others: 0, to: .onto("complete"), step: .drop), "Redid dropping Buy milk onto Complete."),
            (.redone("t1", others: 2, to: inbox3, step: .drop), "Redid dropping 3 items to Inbox."),
            (.redone("t1", others: 1, to: .onto("complete"), step: .drop), "Redid dropping 2 items onto Complete."),
            (.redone("t1", others: 0, to: folder, step: .drop), "Redid dropping Buy milk into Folder A, position 2 of 4."),
            (.redone("t1", others: 0, to: folder, step: .drop, closed: true), "Redid dropping Buy milk into Folder A, position 2 of 4 (closed)."),
            (.redone("t1", others: 0, to: inbox3, step: .drop, closed: true), "Redid dropping Buy milk to position 3 of 5 in Inbox (closed)."),
            (.redone("t3", others: 0, to: inbox1, step: .add), "Redid adding Write report at position 1 of 5 in Inbox."),
            (.redone("t1", others: 0, to: nil, step: .drop), "Redid dropping Buy milk."),
            (.undoRefused("t1", redo: false, reason: #""Buy milk" was moved since by another writer"#),
             #"Cannot undo: "Buy milk" was moved since by another writer."#),
            (.undoRefused("t1", redo: true, reason: #""Buy milk" was renamed "Oat milk" since by another writer"#),
             #"Cannot redo: "Buy milk" was renamed "Oat milk" since by another writer."#),
            (.renamed("t1", from: "Buy bread"), "Renamed Buy bread to Buy milk."),
            (.undoneRename("t1", from: "Buy oat milk"), "Undid renaming: Buy oat milk is Buy milk again."),
            (.redoneRename("t1", from: "Buy bread"), "Redid renaming Buy bread to Buy milk."),
            (.undoneTrashing("t3", others: 2), "Undid trashing Write report with 2 items. They are back where they were."),
            (.redoneTrashing("t3", others: 1), "Redid trashing Write report with 1 item."),
            (.swiped("t1", .completed(others: 0)), "Completed Buy milk."),
            (.swiped("t1", .completed(others: 1)), "Completed Buy milk with 1 item."),
            (.swiped("t3", .trashed(others: 0)), "Trashed Write report."),
            (.swiped("t3", .trashed(others: 2)), "Trashed Write report with 2 items."),
            (.swiped("t1", .refused(completing: true, reason: .other("Buy milk is trashed"))), "Could not complete Buy milk: Buy milk is trashed."),
            (.swiped("t1", .refused(completing: false, reason: .disabled)), "Could not trash Buy milk: it is turned off."),
        ]
        for (announcement, text) in cases {
            #expect(announcement.english(Names()) == text)
        }
    }

    @Test("a drag's announcement is said, named and printed as the engine's")
    func aDragIsSaidAsTheEngines() {
        let over = Announcement.over("t1", .among("list", container: .topLevel, position: 3, count: 5))
        let said = BoardAnnouncement.drag(over)
        #expect(said.english(Names()) == "Position 3 of 5 in Inbox.")
        #expect("\(said)" == "Position 3 of 5 in list.")
        #expect(said.item == "t1" && said.caseName == "over")
        #expect(BoardAnnouncement.drag(.opened(container: "fa", count: 0)).item == nil)
    }

    @Test("a board announcement prints as its English text with every thing named by its id")
    func aBoardAnnouncementPrintsAsEnglishWithIDs() {
        #expect("\(BoardAnnouncement.renamed("h1", from: "Home"))" == "Renamed Home to h1.")
        #expect("\(BoardAnnouncement.nothingToUndo(redo: true))" == "Nothing to redo.")
        #expect(BoardAnnouncement.nothingToUndo(redo: false).item == nil)
        let refused = BoardAnnouncement.undoRefused("t1", redo: false, reason: #""Buy milk" was moved since by another writer"#)
        #expect("\(refused)" == #"Cannot undo: "Buy milk" was moved since by another writer."#)
        #expect(refused.item == "t1" && refused.caseName == "undoRefused")
        #expect(BoardAnnouncement.swiped("t3", .trashed(others: 2)).caseName == "swiped")
        #expect(BoardAnnouncement.undoneTrashing("t3", others: 2).caseName == "undoneTrashing")
    }
}
