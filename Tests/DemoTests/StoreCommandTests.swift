import Foundation
import Testing
@testable import dragtoact

@Suite("dragtoact --store and show")
struct StoreCommandTests {
    @Test("replay --store creates the store from the scene, leaves it updated, and a second replay continues from it")
    func replayAgainstAStore() throws {
        let store = try temporaryPath("board.db")
        let first = try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--json")
        #expect(first.status == 0)
        #expect(first.stdout.hasSuffix(#"{"final":{"lists":[{"id":"inbox","title":"Inbox","items":[{"id":"t2","title":"Walk the dog"},{"id":"t3","title":"Write report"},{"id":"t4","title":"Call mom"},{"id":"t5","title":"Pay bills"}]},{"id":"today","title":"Today","items":[]},{"id":"upcoming","title":"Upcoming","items":[]}],"completed":[{"id":"t1","title":"Buy milk"}],"trashed":[]}}"# + "\n"))
        // The same trace again: the top row is now Walk the dog, so the expectations about t1 fail (exit 1)…
        let second = try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--json")
        #expect(second.status == 1)
        #expect(second.stderr.hasPrefix("dragtoact: Demo/traces/complete.trace:6: expected a drag of t1, found a drag of t2\n"))
        // …and the store holds both completions.
        #expect(try dragtoact("show", "--store", store, "--json")
                == Outcome(status: 0, stdout: #"{"final":{"lists":[{"id":"inbox","title":"inbox","items":[{"id":"t3","title":"Write report"},{"id":"t4","title":"Call mom"},{"id":"t5","title":"Pay bills"}]},{"id":"today","title":"today","items":[]},{"id":"upcoming","title":"upcoming","items":[]}],"completed":[{"id":"t1","title":"Buy milk"},{"id":"t2","title":"Walk the dog"}],"trashed":[]}}"# + "\n", stderr: ""))
        #expect(try dragtoact("show", "--store", store) == Outcome(status: 0,
            stdout: "inbox (3): Write report, Call mom, Pay bills\ntoday (0)\nupcoming (0)\nCompleted (2): Buy milk, Walk the dog\nTrashed (0)\n", stderr: ""))
    }

    @Test("show --scene prints the store's lists by the scene's titles and its dated tasks by the scene clock's days; a scene the store was not made from is refused, exit 2")
    func showWithTheScene() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/schedule-at-midnight.trace", "--store", store).status == 0)
        #expect(try dragtoact("show", "--store", store, "--scene", "Demo/scenes/layered.json") == Outcome(status: 0, stdout: """
            Inbox (0)
            Today (2): Buy milk (2026-11-21), Write report (2026-11-22)
            Upcoming (1): Walk the dog (2026-11-23)
            Completed (0)
            Trashed (0)

            """, stderr: ""))
        #expect(try dragtoact("show", "--store", store, "--scene", "Demo/scenes/layered.json", "--json").stdout
                .hasPrefix(#"{"final":{"lists":[{"id":"inbox","title":"Inbox","items":[]},{"id":"today","title":"Today","items":[{"id":"t1","title":"Buy milk","scheduled":"2026-11-20T23:00:00Z"}"#))
        // Without the scene: the ids, and each day as the exact instant it starts (UTC).
        #expect(try dragtoact("show", "--store", store).stdout.hasPrefix("inbox (0)\ntoday (2): Buy milk (scheduled 2026-11-20T23:00:00Z)"))
        #expect(try dragtoact("show", "--store", store, "--scene", "Demo/scenes/files.json") == Outcome(status: 2, stdout: "", stderr: """
            dragtoact: Demo/scenes/files.json: lists[0].id: expected a list the store has (inbox, today, upcoming), found "files", not in \(store)\(Self.storeRemedy)

            """))
    }

    @Test("an undo the store refuses because another writer changed the task since exits 4, not 3: a script tells a conflict from a store it cannot read or write")
    func aRefusedUndoExitsFour() throws {
        let store = try temporaryPath("board.db")
        let first = try temporaryPath("a.trace"), second = try temporaryPath("b.trace")
        try "scene todo\n0 rename t1 \"Oat milk\"\n".write(toFile: first, atomically: true, encoding: .utf8)
        try "scene todo\n0 rename t1 \"Soy milk\"\n".write(toFile: second, atomically: true, encoding: .utf8)
        #expect(try dragtoact("replay", first, "--store", store, "--writer", "kiosk-1").status == 0)
        #expect(try dragtoact("replay", second, "--store", store, "--writer", "kiosk-2").status == 0)
        let refused = try dragtoact("undo", "--store", store, "--writer", "kiosk-1")
        #expect(refused.status == 4)
        #expect(refused.stdout == "")
        #expect(refused.stderr.contains("was renamed \"Soy milk\" since by another writer; nothing was written"), "\(refused.stderr)")
        #expect(try dragtoact("show", "--store", store).stdout.hasPrefix("inbox (5): Soy milk,"))
    }

    @Test("undo, redo and compact with --scene print the board by the scene's titles; a scene the store was not made from is refused before anything is written")
    func undoAndCompactWithTheScene() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let before = try dragtoact("show", "--store", store, "--json").stdout
        #expect(try dragtoact("undo", "--store", store, "--scene", "Demo/scenes/files.json") == Outcome(status: 2, stdout: "", stderr: """
            dragtoact: Demo/scenes/files.json: lists[0].id: expected a list the store has (inbox, today, upcoming), found "files", not in \(store)\(Self.storeRemedy)

            """))
        #expect(try dragtoact("show", "--store", store, "--json").stdout == before)
        #expect(try dragtoact("undo", "--store", store, "--scene", "Demo/scenes/todo.json") == Outcome(status: 0, stdout: """
            undone: complete t1

            Inbox (5): Buy milk, Walk the dog, Write report, Call mom, Pay bills
            Today (0)
            Upcoming (0)
            Completed (0)
            Trashed (0)

            """, stderr: ""))
        #expect(try dragtoact("redo", "--store", store, "--scene", "Demo/scenes/todo.json").stdout.hasSuffix("Completed (1): Buy milk\nTrashed (0)\n"))
        #expect(try dragtoact("compact", "--store", store, "--scene", "Demo/scenes/todo.json").stdout
                .contains("\n\nInbox (4): Walk the dog, Write report, Call mom, Pay bills\nToday (0)\n"))
        // An older store: refused before it is opened to write, which would have migrated the file.
        let older = try temporaryPath("version2.db")
        try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Tests/TaskStoreTests/Fixtures/version2.db").path, toPath: older)
        let original = FileManager.default.contents(atPath: older)
        for command in ["undo", "redo", "compact"] {
            #expect(try dragtoact(command, "--store", older, "--scene", "Demo/scenes/files.json").status == 2)
            #expect(FileManager.default.contents(atPath: older) == original, "\(command) changed the file")
        }
    }

    /// What a store/scene mismatch's error ends with.
    static let storeRemedy = " (a store keeps the lists and tasks of the scene it was made from: open it with that scene, or use another store)"

    @Test("a store made from another scene is refused before anything is applied: exit 2 naming the list it lacks, the store unchanged")
    func storeOfAnotherScene() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let before = try dragtoact("show", "--store", store, "--json")
        #expect(try dragtoact("replay", "Demo/traces/demo-files.trace", "--store", store) == Outcome(status: 2, stdout: "", stderr: """
            dragtoact: built-in files scene: lists[0].id: expected a list the store has (inbox, today, upcoming), found "files", not in \(store) (a store keeps the lists and tasks of the scene it was made from: open it with that scene, or use another store)

            """))
        #expect(try dragtoact("show", "--store", store, "--json") == before)
    }

    @Test("a W3C move off the viewport after a drop is refused before the drop is committed: exit 2, the store as it was")
    func offViewportBeforeAnyCommit() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let before = try dragtoact("show", "--store", store, "--json")
        // Drag row 1 to Trash (a drop the store would commit), then move off the viewport.
        let actions = try temporaryFile("off.json", #"{"actions": [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": ["#
            + #"{"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, "#
            + #"{"type": "pointerMove", "duration": 100, "x": 650, "y": 330}, {"type": "pointerUp", "button": 0}, "#
            + #"{"type": "pointerMove", "x": 900, "y": 92}]}]}"#)
        #expect(try dragtoact("replay", actions, "--store", store) == Outcome(status: 2, stdout: "", stderr:
            "dragtoact: \(actions): actions[0].actions[5]: expected a move target inside the viewport 0…800 × 0…600, found 900,92 (move target out of bounds)\n"))
        #expect(try dragtoact("show", "--store", store, "--json") == before)
    }

    @Test("undo and redo say which action they reverted or applied again, then print the board; with none, say so")
    func undoNamesTheAction() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let board = "inbox (4): Walk the dog, Write report, Call mom, Pay bills\ntoday (0)\nupcoming (0)\nCompleted (1): Buy milk\nTrashed (0)\n"
        let undone = "inbox (5): Buy milk, Walk the dog, Write report, Call mom, Pay bills\ntoday (0)\nupcoming (0)\nCompleted (0)\nTrashed (0)\n"
        #expect(try dragtoact("undo", "--store", store) == Outcome(status: 0, stdout: "undone: complete t1\n\n" + undone, stderr: ""))
        #expect(try dragtoact("undo", "--store", store) == Outcome(status: 0, stdout: "nothing to undo\n", stderr: ""))
        #expect(try dragtoact("redo", "--store", store) == Outcome(status: 0, stdout: "redone: complete t1\n\n" + board, stderr: ""))
        #expect(try dragtoact("redo", "--store", store) == Outcome(status: 0, stdout: "nothing to redo\n", stderr: ""))
    }

    @Test("a row dropped in its own place says unchanged, in text and JSON, exits 0, and makes no step of the undo history: it said applied, with \"changed\":[], and undo then took back another drop")
    func dropInItsOwnPlaceIsUnchanged() throws {
        let store = try temporaryPath("board.db")
        let text = try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store)
        #expect(text.status == 0)
        #expect(text.stdout.contains("  unchanged: reorder t2 to 2 (already so: nothing to do)\n"), "\(text.stdout)")
        #expect(!text.stdout.contains("applied"))
        let json = try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store, "--json")
        #expect(json.status == 0)
        #expect(json.stdout.contains(#"{"t":550,"line":6,"event":"unchanged","action":"reorder t2 to 2"}"#), "\(json.stdout)")
        #expect(!json.stdout.contains(#""event":"applied""#))
        #expect(try dragtoact("undo", "--store", store) == Outcome(status: 0, stdout: "nothing to undo\n", stderr: ""))
    }

    @Test("compact deletes the trashed tasks and the history, says how many, and prints the board; again it deletes nothing; it never creates a store")
    func compactEmptiesTheTrash() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/trash.trace", "--store", store).status == 0)
        let board = "inbox (4): Buy milk, Write report, Call mom, Pay bills\ntoday (0)\nupcoming (0)\nCompleted (0)\nTrashed (0)\n"
        #expect(try dragtoact("compact", "--store", store) == Outcome(status: 0, stdout: "compacted: deleted 1 trashed task and 1 history step\n\n" + board, stderr: ""))
        #expect(try dragtoact("undo", "--store", store) == Outcome(status: 0, stdout: "nothing to undo\n", stderr: ""))
        #expect(try dragtoact("compact", "--store", store) == Outcome(status: 0, stdout: "compacted: deleted 0 trashed tasks and 0 history steps\n\n" + board, stderr: ""))
        let missing = try temporaryPath("missing.db")
        #expect(try dragtoact("compact", "--store", missing)
                == Outcome(status: 3, stdout: "", stderr: "dragtoact: store \(missing): opening: no such file; show, undo, redo and compact never make a store (replay --store or live --store makes one from its scene) (SQLite result code 14)\n"))
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try dragtoact("compact") == Outcome(status: 2, stdout: "", stderr: "dragtoact: compact needs --store FILE\nTry 'dragtoact compact --help'.\n"))
        #expect(try dragtoact("compact", "--help") == Outcome(status: 0, stdout: Help.compact, stderr: ""))
    }

    @Test("show never creates a store, not even in an empty file, and refuses a file that is not one")
    func showErrors() throws {
        #expect(try dragtoact("show", "--store", "/nonexistent/board.db")
                == Outcome(status: 3, stdout: "", stderr: "dragtoact: store /nonexistent/board.db: opening: no such folder /nonexistent (SQLite result code 14)\n"))
        let missing = try temporaryPath("missing.db")
        #expect(try dragtoact("show", "--store", missing)
                == Outcome(status: 3, stdout: "", stderr: "dragtoact: store \(missing): opening: no such file; show, undo, redo and compact never make a store (replay --store or live --store makes one from its scene) (SQLite result code 14)\n"))
        #expect(!FileManager.default.fileExists(atPath: missing))
        let empty = try temporaryFile("empty.db", "")
        #expect(try dragtoact("undo", "--store", empty) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(empty): opening: not a DragToAct store: the file is empty; it was left untouched (what a creation cut short leaves: opening it to write, as replay --store and live --store do, makes it a store)\n"))
        #expect(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int == 0)
        #expect(!FileManager.default.fileExists(atPath: empty + "-wal"))
        let text = try temporaryFile("notes.txt", "just some text, certainly not a SQLite database file at all\n")
        #expect(try dragtoact("show", "--store", text) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(text): opening: not a DragToAct store: it is not a SQLite database; the file was left untouched\n"))
        #expect(try dragtoact("show") == Outcome(status: 2, stdout: "", stderr: "dragtoact: show needs --store FILE\nTry 'dragtoact show --help'.\n"))
        // The file given without the option is named in the hint.
        #expect(try dragtoact("show", "board.db") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: show needs --store FILE (found board.db: dragtoact show --store board.db?)\nTry 'dragtoact show --help'.\n"))
    }

    @Test("show reads an older store without changing it: a version-2 file stays byte for byte as it was, so an older build sharing it still opens it; redo, which writes, migrates it")
    func showLeavesAnOlderStoreAsItWas() throws {
        let store = try temporaryPath("version2.db")
        try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Tests/TaskStoreTests/Fixtures/version2.db").path, toPath: store)
        let original = FileManager.default.contents(atPath: store)
        #expect(try dragtoact("show", "--store", store) == Outcome(status: 0,
            stdout: "inbox (2): New task, Pay bills\ntoday (3): Write report, Walk the dog, Call mom\nupcoming (1): Buy milk\nCompleted (0)\nTrashed (0)\n", stderr: ""))
        #expect(FileManager.default.contents(atPath: store) == original)
        #expect(try dragtoact("redo", "--store", store) == Outcome(status: 0, stdout: """
            redone: complete new-1

            inbox (1): Pay bills
            today (3): Write report, Walk the dog, Call mom
            upcoming (1): Buy milk
            Completed (1): New task
            Trashed (0)

            """, stderr: ""))
        #expect(FileManager.default.contents(atPath: store) != original)
    }

    /// The schema version in a store file's header (`PRAGMA user_version`: bytes 60–63, big-endian).
    static func userVersion(_ path: String) -> UInt32? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 64 else { return nil }
        return data[60 ..< 64].reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test("a replay refused for its scene (a list an older store lacks) leaves a version-2, -3, -4, -5 or -6 store byte for byte as it was, its schema version kept, and makes no -wal or -shm; a replay of the store's own scene migrates it to 7: the refused one migrated the file, then refused")
    func refusedSceneLeavesAnOlderStoreAsItWas() throws {
        // Each fixture, a trace of another scene (refused), and one of its own scene (accepted; its expectations, written for the scene's board, fail).
        let cases: [(version: UInt32, refused: String, lacking: String, accepted: String)] = [
            (2, "Demo/traces/demo-files.trace", "built-in files scene: lists[0].id: expected a list the store has (inbox, today, upcoming), found \"files\"", "Demo/traces/complete.trace"),
            (3, "Demo/traces/complete.trace", "built-in todo scene: lists[0].id: expected a list the store has (files), found \"inbox\"", "Demo/traces/demo-files.trace"),
            (4, "Demo/traces/complete.trace", "built-in todo scene: lists[0].id: expected a list the store has (work, home, errands), found \"inbox\"", "Demo/traces/demo-projects.trace"),
            (5, "Demo/traces/complete.trace", "built-in todo scene: lists[0].id: expected a list the store has (work, home, errands), found \"inbox\"", "Demo/traces/demo-projects.trace"),
            (6, "Demo/traces/complete.trace", "built-in todo scene: lists[0].id: expected a list the store has (work, home, errands), found \"inbox\"", "Demo/traces/demo-projects.trace"),
        ]
        for fixture in cases {
            let store = try temporaryPath("version\(fixture.version).db")
            try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Tests/TaskStoreTests/Fixtures/version\(fixture.version).db").path, toPath: store)
            let original = FileManager.default.contents(atPath: store)
            #expect(Self.userVersion(store) == fixture.version)
            #expect(try dragtoact("replay", fixture.refused, "--store", store) == Outcome(status: 2, stdout: "", stderr: "dragtoact: \(fixture.lacking), not in \(store)\(Self.storeRemedy)\n"))
            #expect(FileManager.default.contents(atPath: store) == original, "version \(fixture.version): the file as it was")
            #expect(Self.userVersion(store) == fixture.version)
            #expect(!FileManager.default.fileExists(atPath: store + "-wal") && !FileManager.default.fileExists(atPath: store + "-shm"))
            #expect(try dragtoact("replay", fixture.accepted, "--store", store).status == 1, "version \(fixture.version): replayed on the store's board")
            #expect(Self.userVersion(store) == 7, "version \(fixture.version): migrated")
        }
    }

    @Test("show on a store with a -wal left by a writer killed mid-use prints the board the -wal holds and changes neither the store nor its -wal: it folded the -wal into the file (the same board, other bytes) and removed it, as the last connection to close does")
    func showLeavesALeftoverWALAsItIs() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        // store-churn commits seeded actions until killed: its last commits are in the -wal only.
        let writer = Process()
        writer.executableURL = dragtoactURL.deletingLastPathComponent().appendingPathComponent("store-churn")
        writer.arguments = [store, "7"]
        let said = Pipe()
        writer.standardOutput = said
        try writer.run()
        var log = ""
        while log.components(separatedBy: "\nok ").count <= 5 {
            let data = said.fileHandleForReading.availableData
            if data.isEmpty { break }
            log += String(decoding: data, as: UTF8.self)
        }
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        let (file, wal) = (FileManager.default.contents(atPath: store), FileManager.default.contents(atPath: store + "-wal"))
        #expect(wal.map { $0.count > 0 } == true, "the killed writer left its -wal")
        let shown = try dragtoact("show", "--store", store, "--json")
        #expect(shown.status == 0)
        #expect(FileManager.default.contents(atPath: store) == file, "the store as it was")
        #expect(FileManager.default.contents(atPath: store + "-wal") == wal, "the -wal as it was")
        // A command that writes opens it as a writer does, and the -wal is folded back as it closes;
        // show then leaves no -wal or -shm of its own behind.
        #expect(try dragtoact("undo", "--store", store).status == 0)
        #expect(!FileManager.default.fileExists(atPath: store + "-wal"))
        #expect(try dragtoact("redo", "--store", store).status == 0)
        #expect(try dragtoact("show", "--store", store, "--json") == shown, "the board show printed was the one the -wal held")
        #expect(!FileManager.default.fileExists(atPath: store + "-wal") && !FileManager.default.fileExists(atPath: store + "-shm"))
    }

    @Test("a damaged store — a page of its tasks overwritten, or its header's page size — exits 3 saying which file, that it is damaged and what to do, and leaves it as it is: SQLite's \"database disk image is malformed\" came alone, and a broken header was \"not a SQLite database\"")
    func damagedStoreSaysWhatToDo() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let healthy = try #require(FileManager.default.contents(atPath: store))
        let damaged = "the file \(store) is damaged (a disk fault, a copy taken while it was being written, or another program writing it), "
            + "and nothing was changed; restore it from a backup, with every process on it stopped and its -wal and -shm files "
            + "removed, or save what is still readable into a new file with the sqlite3 shell's .recover or .dump"
        // Page 5 is the tasks table's (the schema makes the same pages every time).
        var page = healthy
        page.replaceSubrange(4 * 4096 ..< 5 * 4096, with: Data(repeating: 0xFF, count: 4096))
        try page.write(to: URL(fileURLWithPath: store))
        #expect(try dragtoact("show", "--store", store) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(store): loading: database disk image is malformed: \(damaged) (SQLite result code 11)\n"))
        #expect(try dragtoact("undo", "--store", store).stderr.contains(": database disk image is malformed: \(damaged) (SQLite result code 11)\n"))
        #expect(FileManager.default.contents(atPath: store) == page)
        // Bytes 16 and 17 are the page size: 3 is none SQLite makes.
        var header = healthy
        header.replaceSubrange(16 ..< 18, with: [0, 3])
        try header.write(to: URL(fileURLWithPath: store))
        #expect(try dragtoact("show", "--store", store) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(store): opening: file is not a database: \(damaged) (SQLite result code 26)\n"))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 3)
        #expect(FileManager.default.contents(atPath: store) == header)
    }

    @Test("a store in a folder its user may not write: making one says so, not that the file is missing; opening one whose -wal and -shm files are not there says they are made in the folder")
    func unwritableFolder() throws {
        let store = try temporaryPath("board.db")
        let folder = URL(fileURLWithPath: store).deletingLastPathComponent().path
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        #expect(chmod(folder, 0o555) == 0)
        defer { chmod(folder, 0o755) }
        #expect(try dragtoactWithoutRoot("replay", "Demo/traces/complete.trace", "--store", folder + "/new.db") == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(folder)/new.db: opening: permission denied: the folder \(folder) is not writable, so the store cannot be made there (SQLite result code 14)\n"))
        #expect(try dragtoactWithoutRoot("show", "--store", store) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(store): opening: permission denied: the folder \(folder) is not writable, and the store's -wal and -shm files are made there (make the folder writable for this user, or, on read-only media, copy the store, with its -wal if there is one, to a writable folder and open the copy) (SQLite result code 1544)\n"))
        // show never creates, so a missing file is only missing.
        #expect(try dragtoactWithoutRoot("show", "--store", folder + "/new.db").stderr.hasSuffix(": opening: no such file; show, undo, redo and compact never make a store (replay --store or live --store makes one from its scene) (SQLite result code 14)\n"))
    }

    @Test("an older store its user may not write, opened to write: the error says it was being migrated, which is why a write was needed; show reads it")
    func unwritableOlderStoreSaysItWasMigrating() throws {
        let store = try temporaryPath("version2.db")
        let folder = URL(fileURLWithPath: store).deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Tests/TaskStoreTests/Fixtures/version2.db").path, toPath: store)
        #expect(chmod(store, 0o444) == 0)
        #expect(chmod(folder, 0o777) == 0)
        defer { chmod(folder, 0o755) }
        let original = FileManager.default.contents(atPath: store)
        #expect(try dragtoactWithoutRoot("undo", "--store", store) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(store): migrating the store from schema version 2 to 7: permission denied (attempt to write a readonly database) (SQLite result code 8)\n"))
        #expect(try dragtoactWithoutRoot("show", "--store", store).status == 0)
        #expect(FileManager.default.contents(atPath: store) == original)
    }

    @Test("a store path through a file, or a symbolic link to a missing folder, names the part that is wrong: they said \"not a directory\" and \"no such file\"")
    func pathErrorsNameThePartThatIsWrong() throws {
        let file = try temporaryFile("notes.txt", "a file, not a folder\n")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", file + "/board.db") == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(file)/board.db: opening: \(file) is not a folder (SQLite result code 14)\n"))
        let link = try temporaryPath("board.db")
        #expect(symlink("/nonexistent-dragtoact-folder/board.db", link) == 0)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", link) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(link): opening: no such folder /nonexistent-dragtoact-folder (\(link) is a symbolic link to /nonexistent-dragtoact-folder/board.db) (SQLite result code 14)\n"))
    }

    @Test("a store in a folder its user may not write, with a -wal file left beside it and no -shm (a writer killed, then the -shm removed): opening it says the folder is not writable, not that the store is missing")
    func unwritableFolderWithLeftoverWAL() throws {
        let store = try temporaryPath("board.db")
        let folder = URL(fileURLWithPath: store).deletingLastPathComponent().path
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        #expect(FileManager.default.createFile(atPath: store + "-wal", contents: Data()))
        #expect(chmod(folder, 0o555) == 0)
        defer { chmod(folder, 0o755) }
        let said = "dragtoact: store \(store): opening: permission denied: the folder \(folder) is not writable, and the store's -wal and -shm files are made there (make the folder writable for this user, or, on read-only media, copy the store, with its -wal if there is one, to a writable folder and open the copy) (SQLite result code 14)\n"
        #expect(try dragtoactWithoutRoot("show", "--store", store) == Outcome(status: 3, stdout: "", stderr: said))
        #expect(try dragtoactWithoutRoot("undo", "--store", store) == Outcome(status: 3, stdout: "", stderr: said))
    }

    @Test("a store path naming a device or a FIFO is refused as not a store, exit 3, before SQLite opens it: /dev/null said \"disk I/O error\" to replay and \"the file is empty\" to show, a FIFO \"illegal seek\"")
    func devicesAndFIFOsAreNotStores() throws {
        let said = "dragtoact: store /dev/null: opening: not a DragToAct store: it is a character device, not a file; it was left untouched\n"
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", "/dev/null") == Outcome(status: 3, stdout: "", stderr: said))
        #expect(try dragtoact("show", "--store", "/dev/null") == Outcome(status: 3, stdout: "", stderr: said))
        let fifo = try temporaryPath("board.db")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(try dragtoact("undo", "--store", fifo) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(fifo): opening: not a DragToAct store: it is a FIFO (named pipe), not a file; it was left untouched\n"))
    }

    @Test("a store path naming a file of the kernel's /proc (or /sys) is refused as not a store, exit 3: /proc/version, 0 bytes by its size, was \"no such file\" to replay and \"the file is empty\" to show")
    func kernelFilesAreNotStores() throws {
        let said = "dragtoact: store /proc/version: opening: not a DragToAct store: it is a file of the kernel's proc file system, not a file; it was left untouched\n"
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", "/proc/version") == Outcome(status: 3, stdout: "", stderr: said))
        #expect(try dragtoact("show", "--store", "/proc/version") == Outcome(status: 3, stdout: "", stderr: said))
        #expect(try dragtoact("undo", "--store", "/proc/self/status") == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store /proc/self/status: opening: not a DragToAct store: it is a file of the kernel's proc file system, not a file; it was left untouched\n"))
    }

    @Test("--store \"\" is refused as usage, exit 2: SQLite took it for a temporary database, so replay applied every drop, exit 0, and kept none")
    func emptyStorePathIsRefused() throws {
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", "") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --store expects a file's path, found \"\" (nothing would be kept)\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("undo", "--store", "") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --store expects a file's path, found \"\" (nothing would be kept)\nTry 'dragtoact undo --help'.\n"))
    }

    @Test("--store :memory:, - and a path ending in / are refused as usage, exit 2: SQLite kept nothing for the first (exit 0), made a file named - for the second, and opened the file without the slash for the third")
    func storePathsThatAreNotFilesAreRefused() throws {
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", ":memory:") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --store expects a file's path, found \":memory:\" (SQLite's database in memory: nothing would be kept)\nTry 'dragtoact replay --help'.\n"))
        // `-` made a SQLite file named `-` in the current folder, silently.
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", "-") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --store expects a file's path, found \"-\" (a store is a file, not standard input; ./- names a file called -)\nTry 'dragtoact replay --help'.\n"))
        #expect(!FileManager.default.fileExists(atPath: repositoryURL.appendingPathComponent("-").path))
        let folder = try temporaryPath("stores")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", folder + "/board.db/") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --store expects a file's path, found \"\(folder)/board.db/\", which ends in / (a folder's path)\nTry 'dragtoact replay --help'.\n"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/board.db"))
    }

    @Test("a file name that is not UTF-8 is refused as usage, exit 2, naming its bytes: read as text it became U+FFFD, and replay --store made a store under that other name and exited 0")
    func nonUTF8FileNameIsRefused() throws {
        let folder = URL(fileURLWithPath: try temporaryPath("board.db")).deletingLastPathComponent().path
        // Process takes arguments as Strings: the shell makes the byte 0xFE.
        let result = try run(URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" replay Demo/traces/complete.trace --store "$1/$(printf '\376').db""#,
                                                               dragtoactURL.path, folder])
        #expect(result == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: argument 4 is not UTF-8 text, found \"\(folder)/\\xFE.db\": file names must be UTF-8\nTry 'dragtoact --help'.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test("replay --store --writer NAME: a replay under left-screen completes Buy milk; a later replay's undo under right-screen or no name finds nothing of its own, one under left-screen takes it back; a bad or storeless --writer is a usage error")
    func writerNameReachesAcrossRuns() throws {
        let store = try temporaryPath("board.db")
        let undo = (store as NSString).deletingLastPathComponent + "/undo.trace"
        try "scene todo\n0     undo\nexpect completed 0\n".write(toFile: undo, atomically: true, encoding: .utf8)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--writer", "left-screen").status == 0)
        #expect(try dragtoact("replay", undo, "--store", store, "--writer", "right-screen").status == 1, "not right-screen's step")
        #expect(try dragtoact("replay", undo, "--store", store).status == 1, "not a new writer's step")
        #expect(try dragtoact("replay", undo, "--store", store, "--writer=left-screen").status == 0, "left-screen's own, from its earlier run")
        #expect(try dragtoact("replay", undo, "--store", store, "--writer", "") == Outcome(status: 2, stdout: "", stderr:
            "dragtoact: --writer expected 1 to 64 characters, no control or invisible character, no white space at either end, found \"\" (it is empty)\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("live", "--writer", "left-screen") == Outcome(status: 2, stdout: "", stderr:
            "dragtoact: --writer names the writer of a --store: give --store FILE too\nTry 'dragtoact live --help'.\n"))
    }
}
