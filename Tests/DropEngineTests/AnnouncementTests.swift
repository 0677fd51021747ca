import DropEngine
import DropGeometry
import Testing

/// Announcements (issue 16): the values the announcer makes from actions, its debouncing on the
/// inputs' clock, and the English texts, pinned word for word.
@Suite("Announcements")
struct AnnouncementTests {
    struct Names: AnnouncementNames {
        func name(of item: SourceID) -> String {
            ["t1": "Buy milk", "t3": "Write report", "add": "Add New", "fa": "Folder A", "work": "Work"][item] ?? item.rawValue
        }
        func name(of receiver: ReceiverID) -> String { ["list": "Inbox", "complete": "Complete", "trash": "Trash"][receiver] ?? receiver.rawValue }
        func name(ofContainer id: String) -> String { ["fa": "Folder A", "work": "Work"][id] ?? id }
    }

    @Test("golden English texts: every announcement, in lists, folders, sections and onto receivers")
    func goldenTexts() {
        let inbox3 = DropPlace.among("list", container: .topLevel, position: 3, count: 5)
        let inbox1 = DropPlace.among("list", container: .topLevel, position: 1, count: 5)
        let folder = DropPlace.among("files", container: .folder("fa"), position: 2, count: 4)
        let section = DropPlace.among("projects", container: .section("work"), position: 1, count: 3)
        let cases: [(Announcement, String)] = [
            (.pickedUp("t1", byKeyboard: true),
             "Picked up Buy milk. Tab or the arrow keys choose where it goes, Space or Enter drops it, Escape cancels."),
            (.pickedUp("t1", byKeyboard: false), "Picked up Buy milk."),
            (.over("t1", inbox3), "Position 3 of 5 in Inbox."),
            (.over("t1", folder), "Inside Folder A, position 2 of 4."),
            (.over("t1", section), "Position 1 of 3 in Work."),
            (.over("t1", .onto("complete")), "Over Complete."),
            (.overNothing("t1"), "Not over a drop target."),
            (.blocked("add", .onto("trash"), reason: .kindNotAccepted(PayloadKind("addNew"))), "Cannot drop on Trash: it does not take Add New."),
            (.blocked("t1", .onto("trash"), reason: .disabled), "Cannot drop on Trash: it is turned off."),
            (.blocked("fa", folder, reason: .insideItself), "Cannot drop inside Folder A, position 2 of 4: Folder A cannot go inside itself."),
            (.blocked("work", folder, reason: .topLevelOnly), "Cannot drop inside Folder A, position 2 of 4: Work stays at the top level."),
            (.blocked("t1", inbox1, reason: .other("the first row is pinned")), "Cannot drop at position 1 of 5 in Inbox: the first row is pinned."),
            (.refused("work", at: .onto("complete"), reason: .other("Work cannot be completed"), returnedTo: inbox1),
             "Could not drop Work onto Complete: Work cannot be completed. Work returned to position 1 of 5 in Inbox."),
            (.refused("add", at: inbox3, reason: .other("the list is full"), returnedTo: nil),
             "Could not drop Add New at position 3 of 5 in Inbox: the list is full."),
            (.refused("fa", at: folder, reason: .insideItself, returnedTo: section),
             "Could not drop Folder A into Folder A, position 2 of 4: Folder A cannot go inside itself. Folder A returned to position 1 of 3 in Work."),
            (.dropped("t1", from: inbox1, to: inbox3), "Dropped Buy milk from position 1 of 5 in Inbox to position 3 of 5 in Inbox."),
            (.dropped("t1", from: inbox1, to: .onto("complete")), "Dropped Buy milk from position 1 of 5 in Inbox onto Complete."),
            (.dropped("t1", from: section, to: folder), "Dropped Buy milk from position 1 of 3 in Work into Folder A, position 2 of 4."),
            (.dropped("t1", from: folder, to: inbox3), "Dropped Buy milk from inside Folder A, position 2 of 4 to position 3 of 5 in Inbox."),
            (.dropped("add", from: nil, to: inbox3), "Dropped Add New at position 3 of 5 in Inbox."),
            (.dropped("add", from: nil, to: .onto("trash")), "Dropped Add New onto Trash."),
            (.cancelled("t3", returnedTo: inbox3), "Cancelled; Write report returned to position 3 of 5 in Inbox."),
            (.cancelled("t3", returnedTo: folder), "Cancelled; Write report returned to Folder A, position 2 of 4."),
            (.cancelled("add", returnedTo: nil), "Cancelled; Add New returned."),
            (.pickedUpSelection("t1", count: 3, byKeyboard: false), "Picked up 3 items."),
            (.pickedUpSelection("t1", count: 2, byKeyboard: true),
             "Picked up 2 items. Tab or the arrow keys choose where they go, Space or Enter drops them, Escape cancels."),
            (.cancelledSelection("t1", count: 3), "Cancelled; 3 items stay where they were."),
        ]
        for (announcement, text) in cases {
            #expect(announcement.english(Names()) == text)
        }
        #expect(Announcement.englishInstructions(for: "t1", Names())
                == "Press Space or Enter to pick up Buy milk; then Tab or the arrow keys choose where it goes, Space or Enter drops it, and Escape cancels.")
        #expect(Announcement.over("t1", inbox3).english(IDNames()) == "Position 3 of 5 in list.")
    }

    /// Feeds `input` to the fixture's engine and the announcer as a runtime does; returns what is said now.
    static func feed(_ input: DragInput, _ todo: inout TodoFixture, _ announcer: inout Announcer) -> [Announcement] {
        var said: [Announcement] = []
        let actions = todo.engine.handle(input)
        announcer.tick(at: input.time, into: &said)
        for action in actions { announcer.observe(action, engine: todo.engine, at: input.time, into: &said) }
        return said
    }

    @Test("an announcement prints as its English text with every thing named by its id")
    func anAnnouncementPrintsAsEnglishWithIDs() {
        #expect("\(Announcement.over("t1", .among("list", container: .topLevel, position: 3, count: 5)))" == "Position 3 of 5 in list.")
        let blocked = Announcement.blocked("t1", .onto("trash"), reason: .disabled)
        #expect("\(blocked)" == "Cannot drop on trash: it is turned off.")
        #expect(blocked.item == "t1" && blocked.caseName == "blocked" && blocked.isUpdate)
    }

    @Test("updates wait 500 ms of quiet and a newer one replaces the waiting one; pick-up and drop are said at once and drop a waiting update")
    func debouncing() throws {
        var todo = try TodoFixture()
        var announcer = Announcer()
        func key(_ input: KeyInput, _ ms: Int64) -> DragInput { .key(input, at: .milliseconds(ms)) }
        let inbox = { (position: Int) in DropPlace.among("list", container: .topLevel, position: position, count: 5) }
        #expect(Self.feed(key(.focus("t3"), 0), &todo, &announcer) == [])
        #expect(Self.feed(key(.pickUp, 0), &todo, &announcer) == [.pickedUp("t3", byKeyboard: true)])
        #expect(announcer.deadline == .milliseconds(500))
        #expect(Self.feed(key(.next, 300), &todo, &announcer) == [])          // replaces "position 3", waits again
        #expect(announcer.deadline == .milliseconds(800))
        #expect(Self.feed(.tick(at: .milliseconds(799)), &todo, &announcer) == [])
        #expect(Self.feed(.tick(at: .milliseconds(800)), &todo, &announcer) == [.over("t3", inbox(4))])
        #expect(announcer.deadline == nil)
        #expect(Self.feed(key(.next, 900), &todo, &announcer) == [])
        #expect(Self.feed(key(.drop, 1_000), &todo, &announcer)
                == [.dropped("t3", from: inbox(3), to: inbox(5))])                // at once; the waiting update is dropped
        #expect(announcer.deadline == nil)
        #expect(Self.feed(.tick(at: .milliseconds(2_000)), &todo, &announcer) == [])
    }

    @Test("a pointer drag is announced too: over a receiver that refuses, over nothing, and the cancel that sends it home")
    func pointerDrags() throws {
        var todo = try TodoFixture()
        var announcer = Announcer(debounce: .milliseconds(100))
        func event(_ x: Double, _ y: Double, _ ms: Int64) -> PointerEvent { PointerEvent(pointer: 1, position: Point(x, y), time: .milliseconds(ms)) }
        #expect(Self.feed(.pointerDown(event(650, 510, 0)), &todo, &announcer) == [])
        #expect(Self.feed(.pointerMove(event(650, 330, 10)), &todo, &announcer) == [.pickedUp("add", byKeyboard: false)])
        #expect(Self.feed(.tick(at: .milliseconds(110)), &todo, &announcer)
                == [.blocked("add", .onto("trash"), reason: .kindNotAccepted(PayloadKind("addNew")))])
        #expect(Self.feed(.pointerMove(event(650, 440, 120)), &todo, &announcer) == [])
        #expect(Self.feed(.pointerMove(event(250, 142, 130)), &todo, &announcer) == [])   // over nothing, then the list, in 100 ms
        #expect(Self.feed(.tick(at: .milliseconds(230)), &todo, &announcer)
                == [.over("add", .among("list", container: .topLevel, position: 2, count: 6))])
        #expect(Self.feed(.pointerCancel(event(250, 142, 240)), &todo, &announcer) == [.cancelled("add", returnedTo: nil)])
    }
}
