// The commands on a store — `show`, `undo`, `redo`, `compact` — and the `--store` and `--scene` options they share.

import Foundation
import CDragToAct
import DropEngine
import Replay
import Runtime
import TaskModel
import TaskStore

extension DragToActCommand {
    static func show(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        guard let (path, options) = try storeOptions("show", arguments, allowed: ["--json", "--scene"], help: Help.show, console: console) else { return .success }
        let scene = try sceneOption(options)
        let contents = try StoreAccess.contents(path)
        try check(scene, fits: contents.board, at: path)
        if options.json {
            console.write(contents.board.finalJSON(titles: scene?.titles ?? [:], collapsed: contents.collapsedLists).text + "\n")
        } else {
            console.write(BoardText.describe(contents.board, scene: scene, collapsed: contents.collapsedLists))
        }
        return .success
    }

    // MARK: undo, redo

    /// `undo --store FILE` / `redo --store FILE`: one step of the store's history, in one transaction:
    /// the newest whoever made it, or with `--writer NAME` that writer's own (a name the store
    /// never knew is refused, exit 2, naming the ones it knows).
    static func travel(_ command: String, arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        guard let (path, options) = try storeOptions(command, arguments, allowed: ["--writer", "--scene"], help: Help.undo, console: console) else { return .success }
        let scene = try sceneOption(options, ofStore: path)
        let store = try StoreAccess.openExisting(path, writer: options.writer)
        let undo = command == "undo"
        if let name = options.writer {
            let known: [String]
            do { known = try store.writerNames() } catch { throw .store(error) }
            guard known.contains(name) else {
                let names = known.isEmpty ? "it has none" : "it has " + known.map(\.quotedOneLine).joined(separator: ", ")
                throw .usage("\(command) --writer: the store \(path) has no writer named \(name.quotedOneLine) (\(names))", help: "dragtoact \(command) --help")
            }
        }
        // With a writer, its own newest step; else the newest whoever made it.
        let scope: HistoryScope = options.writer == nil ? .anyone : .own
        let travel: HistoryTravel
        do { travel = undo ? try store.undo(scope) : try store.redo(scope) } catch { throw .store(error) }
        let action: String?
        switch travel {
        case .travelled(let step): action = step.action
        case .nothing: action = nil
        case .refused(let refusal):
            throw .store(StoreError(kind: .conflict, path: path, operation: undo ? "undoing" : "redoing", message: "\(refusal.description); nothing was written"))
        }
        let whose = options.writer.map { " for writer \($0.quotedOneLine)" } ?? ""
        console.write(action.map { "\(undo ? "undone" : "redone")\(whose): \($0)\n\n" + BoardText.describe(store.board, scene: scene, collapsed: store.collapsedLists) }
                      ?? "nothing to \(command)\(whose)\n")
        return .success
    }

    // MARK: compact

    /// `compact --store FILE`: the trash emptied for good and the history forgotten, in one transaction.
    static func compact(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        guard let (path, options) = try storeOptions("compact", arguments, allowed: ["--scene"], help: Help.compact, console: console) else { return .success }
        let scene = try sceneOption(options, ofStore: path)
        let store = try StoreAccess.openExisting(path)
        let compaction: Compaction
        do { compaction = try store.compact() } catch { throw .store(error) }
        console.write("compacted: \(compaction)\n\n" + BoardText.describe(store.board, scene: scene, collapsed: store.collapsedLists))
        return .success
    }

    /// `--scene SCENE` of a command on a store: the scene the store was made from, whose list
    /// titles and clock days the board is printed with (a store keeps neither). Read before the
    /// store is opened: a scene that cannot be read is refused with the store untouched.
    static func sceneOption(_ options: Arguments) throws(Failure) -> Scene? {
        guard let file = options.scene else { return nil }
        return try Loader.loadScene(file)
    }

    /// ``sceneOption(_:)`` of a command that writes the store at `path` (`undo`, `redo`,
    /// `compact`): checked against the store as `show` reads it (an older store migrated in
    /// memory) before the command opens it to write, which would migrate the file itself —
    /// a scene the store was not made from is refused with the file as it was, byte for byte.
    static func sceneOption(_ options: Arguments, ofStore path: String) throws(Failure) -> Scene? {
        guard let scene = try sceneOption(options) else { return nil }
        try check(scene, fits: StoreAccess.contents(path).board, at: path)
        return scene
    }

    /// Refuses, before anything is written, a `--scene` the store's board does not fit, as
    /// `replay --store` refuses it (exit 2): its titles would name another board's lists.
    static func check(_ scene: Scene?, fits board: TaskBoard, at path: String) throws(Failure) {
        guard let scene else { return }
        do { try BoardRuntime.check(scene, fitsStoreBoard: board, at: path) } catch { throw .input(error) }
    }

    /// The options of a command on a store (`show`, `undo`, `redo`, `compact`): `nil` when it
    /// printed `help`, else the store's path — `--store FILE` is required, and no TRACE is taken.
    static func storeOptions(_ command: String, _ arguments: [String], allowed: Set<String> = [], help: String,
                             console: Console) throws(Failure) -> (path: String, options: Arguments)? {
        let options = try parse(arguments, allowed: allowed.union(["--store"]), command: command)
        if options.help {
            console.write(help)
            return nil
        }
        guard let path = options.store else {
            // `show board.db`: the file given where the option was meant.
            let meant = options.positional.count == 1 ? " (found \(options.positional[0]): dragtoact \(command) --store \(options.positional[0])?)" : ""
            throw .usage("\(command) needs --store FILE" + meant, help: "dragtoact \(command) --help")
        }
        guard options.positional.isEmpty else { throw .usage("\(command) takes no TRACE", help: "dragtoact \(command) --help") }
        return (path, options)
    }
}
