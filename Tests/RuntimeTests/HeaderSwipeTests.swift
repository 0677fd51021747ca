import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore
import Testing

/// Seed 002's header swipes and rename on the documents scene (`"headerSwipe": {"left": "trash
/// section", "right": "rename"}`, rows 440 points wide: 220 points across commits). Work (h1) is
/// at y 110…146 with Report (d1) and Slides (d2) under it; Home (h2) at y 230…266.
@Suite("Headers swiped and nodes renamed on a board")
struct HeaderSwipeTests {
    static let documents = Scene.builtIn("documents")!

    private func input(_ kind: (PointerEvent) -> DragInput, _ x: Double, _ y: Double, at ms: Int64) -> DragInput {
        kind(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms)))
    }

    /// A press at (`from`, `y`), carried to `to` and let go there; the summaries of its events
    /// without the row's moves across.
    private func swipe(at y: Double, from: Double, to: Double, _ runtime: inout BoardRuntime, at ms: Int64 = 0) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(input(DragInput.pointerDown, from, y, at: ms), into: &events)
        try runtime.handle(input(DragInput.pointerMove, (from + to) / 2, y, at: ms + 20), into: &events)
        try runtime.handle(input(DragInput.pointerUp, to, y, at: ms + 40), into: &events)
        return events.map(\.summary).filter { !$0.hasPrefix("swiping") && !$0.hasPrefix("press on") }
    }

    @Test("a header swiped left trashes its section in one step, committed before it is reported; one undo brings it all back")
    func aHeaderSwipedLeftTrashesItsSection() throws {
        try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
            #expect(try swipe(at: 128, from: 400, to: 150, &runtime) == ["swiped h1 left", "applied: trash h1 d1 d2"])
            try other.refresh()
            #expect(other.board.openTaskIDs(in: "docs") == ["d0", "h2", "d3", "fd"])
            #expect(other.board.trashedCount == 3)
            var events: [RuntimeEvent] = []
            #expect(try runtime.undo(at: .milliseconds(500), into: &events))
            #expect(events.map(\.summary) == ["undone: trash h1 d1 d2"])
            #expect(runtime.board.openTaskIDs(in: "docs") == ["d0", "h1", "d1", "d2", "h2", "d3", "fd"])
        }
    }

    @Test("a header with no items under it swiped left is trashed alone")
    func anEmptySectionIsTrashedAlone() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        _ = try swipe(at: 128, from: 400, to: 150, &runtime)
        var events: [RuntimeEvent] = []
        _ = try runtime.undo(at: .milliseconds(100), into: &events)
        // Work's documents trashed one by one by swipes; then Work alone.
        #expect(try swipe(at: 168, from: 400, to: 150, &runtime, at: 200) == ["swiped d1 left", "applied: trash d1"])
        #expect(try swipe(at: 168, from: 400, to: 150, &runtime, at: 400) == ["swiped d2 left", "applied: trash d2"])
        #expect(try swipe(at: 128, from: 400, to: 150, &runtime, at: 600) == ["swiped h1 left", "applied: trash h1"])
    }

    @Test("a header swiped right asks for a rename and changes nothing; the title given back is committed, reported and undone as a step")
    func aHeaderSwipedRightAsksForANewTitle() throws {
        try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
            #expect(try swipe(at: 248, from: 100, to: 350, &runtime) == ["swiped h2 right", "rename requested: h2"])
            #expect(runtime.board.task("h2")?.title == "Home")
            var events: [RuntimeEvent] = []
            try runtime.rename("h2", to: "At home", at: .milliseconds(1_000), into: &events)
            #expect(events.map(\.textLine) == [#"   1000 ms       applied: rename h2 to "At home""#])
            #expect(events.map(\.json.text) == [#"{"t":1000,"event":"applied","action":"rename h2 to \"At home\"","changed":["h2"]}"#])
            try other.refresh()
            #expect(other.board.task("h2")?.title == "At home")
            events.removeAll()
            #expect(try runtime.undo(at: .milliseconds(1_100), into: &events))
            #expect(events.map(\.summary) == [#"undone: rename h2 to "At home""#])
            #expect(runtime.board.task("h2")?.title == "Home")
        }
    }

    @Test("a rename to the title it has is unchanged, and makes no undo step")
    func aRenameToTheSameTitleIsUnchanged() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        try runtime.rename("d1", to: "Report", at: .milliseconds(10), into: &events)
        #expect(events.map(\.summary) == [#"unchanged: rename d1 to "Report" (already so: nothing to do)"#])
        events.removeAll()
        #expect(try runtime.undo(at: .milliseconds(20), into: &events) == false)
    }

    @Test("a rename of a node another process completed meanwhile is rejected, with its reason, and nothing changes")
    func aRenameOfAClosedNodeIsRejected() throws {
        try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
            guard case .applied = try other.apply(.complete("d1")) else { Issue.record("the other process could not complete d1"); return }
            var events: [RuntimeEvent] = []
            try runtime.rename("d1", to: "Annual report", at: .milliseconds(10), into: &events)
            #expect(events.first?.summary == #"rejected: rename d1 to "Annual report" (task "d1" is not open)"#)
            #expect(events.first?.json.text
                    == #"{"t":10,"event":"rejected","action":"rename d1 to \"Annual report\"","reason":"taskNotOpen","detail":"task \"d1\" is not open"}"#)
            // The other process's change was read: the rows follow it.
            #expect(runtime.rows(of: Self.documents.receivers[0]).map(\.task.id) == ["d0", "h1", "d2", "h2", "d3", "fd", "fd"]) // Archive and its drop zone
            #expect(runtime.board.task("d1")?.title == "Report")
            events.removeAll()
            try runtime.rename("zz", to: "Nothing", at: .milliseconds(20), into: &events)
            #expect(events.map(\.summary) == [#"rejected: rename zz to "Nothing" (no task "zz")"#])
        }
    }

    @Test("a rename at a time before the last input's is rejected as the input would be, and renames nothing")
    func aRenameBackInTimeIsRejected() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        try runtime.handle(.tick(at: .milliseconds(500)), into: &events)
        try runtime.rename("d1", to: "Later", at: .milliseconds(100), into: &events)
        #expect(events.map(\.summary) == ["input rejected: time went backwards (500 ms, then 100 ms)"])
        #expect(runtime.board.task("d1")?.title == "Report")
    }

    @Test("a header swipe of a way the scene gives nothing does not swipe; a file may not give a header complete or a row trash section")
    func headerSwipeMeaningsAreChecked() throws {
        let text = Scene.documentsJSON
        func decoded(_ swipe: String) -> InputError? {
            let file = text.replacingOccurrences(of: #""swipe": {"left": "trash"}, "headerSwipe": {"left": "trash section", "right": "rename"}"#, with: swipe)
            do { _ = try Scene.decode(file, file: "documents.json"); return nil } catch { return error }
        }
        #expect(decoded(#""headerSwipe": {"right": "complete"}"#)
                == InputError(file: "documents.json", location: .path("receivers[0].rows.headerSwipe.right"),
                              expected: #""trash", "trash section" or "rename""#, found: #""complete""#))
        #expect(decoded(#""headerSwipe": {"left": "trash section"}, "swipe": {"left": "trash section"}"#)?.expected
                == #""complete", "trash" or "rename""#)
        #expect(decoded(#""headerSwipe": {"left": "rename"}"#) == nil)
    }

    @Test("a tap on a header asks for a rename when the rows give \"headerTap\": \"rename\", and does nothing without it; a tap on a document never does")
    func aTapOnAHeaderAsksForARename() throws {
        func tap(_ y: Double, _ scene: Scene) throws -> [String] {
            var runtime = try BoardRuntime(scene: scene)
            var events: [RuntimeEvent] = []
            try runtime.handle(input(DragInput.pointerDown, 300, y, at: 0), into: &events)
            try runtime.handle(input(DragInput.pointerUp, 300, y, at: 50), into: &events)
            return events.map(\.summary)
        }
        #expect(try tap(128, Self.documents) == ["press on h1 (long-press until 300 ms)", "press on h1 ended: released", "rename requested: h1"])
        #expect(try tap(168, Self.documents) == ["press on d1 (long-press until 300 ms)", "press on d1 ended: released"])
        var plain = Self.documents
        plain.receivers[0].rows?.headerTap = nil
        #expect(try tap(128, plain) == ["press on h1 (long-press until 300 ms)", "press on h1 ended: released"])
        let file = Scene.documentsJSON.replacingOccurrences(of: #""headerTap": "rename""#, with: #""headerTap": "edit""#)
        #expect(throws: InputError(file: "documents.json", location: .path("receivers[0].rows.headerTap"), expected: #""rename""#, found: #""edit""#)) {
            try Scene.decode(file, file: "documents.json")
        }
    }

    @Test("with announcements on, a rename is said once committed, by the old title and the new; the same title again says nothing")
    func aRenameIsAnnounced() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.rename("h2", to: "At home", at: .milliseconds(10), into: &events)
        #expect(events.map(\.summary) == [#"applied: rename h2 to "At home""#, "announced: Renamed Home to At home."])
        events.removeAll()
        try runtime.rename("h2", to: "At home", at: .milliseconds(20), into: &events)
        #expect(events.map(\.summary) == [#"unchanged: rename h2 to "At home" (already so: nothing to do)"#])
        // Its undo and redo say the titles (they said "Undid dropping Home. Home is back at position 5 of 7 in Documents.").
        events.removeAll()
        try runtime.undo(at: .milliseconds(30), into: &events)
        try runtime.redo(at: .milliseconds(40), into: &events)
        #expect(events.map(\.summary) == [#"undone: rename h2 to "At home""#, "announced: Undid renaming: At home is Home again.",
                                          #"redone: rename h2 to "At home""#, "announced: Redid renaming Home to At home."])
    }
}
