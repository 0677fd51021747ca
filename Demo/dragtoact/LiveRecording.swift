import Foundation
import Replay

/// `live --record TRACE`: where the trace may be written, and how it names the scene.
enum LiveRecording {
    /// The first line of every trace `live` records: a file starting with it may be recorded over.
    static let header = "# Recorded by dragtoact live: a native trace; replay it, or check its expectations."

    /// Why `live --record path` must not write `path`, or `nil` when it may: nothing there, a
    /// file that is not a regular one (a FIFO, a terminal), an empty file, or an earlier
    /// recording (a file starting with ``header``). Anything else — a scene, a store, a trace
    /// written by hand, notes — is kept: `--record` once took the scene being played for its file.
    /// The scene and the store of the session itself are refused whatever they hold.
    static func refusal(of path: String, scene: String?, store: String?) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        for (option, other) in [("--scene", scene), ("--store", store)] {
            var theirs = stat()
            if let other, stat(other, &theirs) == 0, theirs.st_dev == status.st_dev, theirs.st_ino == status.st_ino {
                return "--record \(path) is the file of \(option) \(other): the trace would overwrite it"
            }
        }
        guard status.st_mode & S_IFMT == S_IFREG, status.st_size > 0, let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 4_096)
        head.removeSubrange(fread(&head, 1, head.count, file)...)
        if head.starts(with: header.utf8) { return nil }
        return "--record \(path) holds \(describe(head)), not a recording of live (it does not start with \"\(header.prefix(28))\"): the trace would overwrite it"
    }

    /// What the first bytes of a file hold, in a few words.
    private static func describe(_ head: [UInt8]) -> String {
        if head.starts(with: "SQLite format 3\0".utf8) { return "an SQLite database (a store?)" }
        // The head may end inside a character: up to three bytes are left for it.
        guard let text = (0...min(3, head.count)).lazy.compactMap({ String(validating: head.dropLast($0), as: UTF8.self) }).first else {
            return "bytes that are not UTF-8 text"
        }
        let format = Loader.format(of: text)
        return format == .native ? Loader.nativeOrNothing(text) : format.name
    }

    /// The scene line's name of the scene at `scene` (as given on the command line) in a trace
    /// written at `trace`: a path relative to the trace's folder, which scene lines are read
    /// from, so that a folder holding both can be moved; `..` climbs out of the trace's folder when
    /// they share a folder other than `/`. Absolute when they share none, or when either folder
    /// cannot be resolved (it holds a symbolic link that cannot be followed). Symbolic links in
    /// the folders are resolved first, as the kernel follows a `..` from where a link points.
    static func sceneName(_ scene: String, trace: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let absolute = scene.hasPrefix("/") ? scene : current + "/" + scene
        func folder(of path: String) -> (folder: String, name: String) {
            let full = path.hasPrefix("/") ? path : current + "/" + path
            guard let slash = full.lastIndex(of: "/") else { return ("/", full) }
            return (String(full[..<slash]).isEmpty ? "/" : String(full[..<slash]), String(full[full.index(after: slash)...]))
        }
        func real(_ path: String) -> [Substring]? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved).split(separator: "/")
        }
        let (sceneFolder, sceneFile) = folder(of: scene)
        guard let from = real(folder(of: trace).folder), let to = real(sceneFolder) else { return absolute }
        let shared = zip(from, to).prefix { $0 == $1 }.count
        guard shared > 0 else { return absolute }
        let climbs = Array(repeating: "..", count: from.count - shared)
        return (climbs + to.dropFirst(shared).map(String.init) + [sceneFile]).joined(separator: "/")
    }
}
