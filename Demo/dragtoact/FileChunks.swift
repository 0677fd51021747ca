import Foundation
import Replay
import Runtime

/// A file read a chunk at a time (64 KiB), for a trace replayed as it is read.
final class FileChunks: ByteChunks {
    let path: String
    private let descriptor: Int32
    /// Where a chunk is read to before it is appended.
    private var scratch = [UInt8](repeating: 0, count: chunkSize)
    static let chunkSize = 1 << 16

    /// Opens `path`, or says why it cannot be read (no such file, a directory, permission denied).
    init(path: String, what: String) throws(Failure) {
        self.path = path
        self.descriptor = try Self.open(path, what: what)
    }

    /// Standard input, named `-` in messages.
    private init(standardInput: ()) {
        path = Self.standardInput
        descriptor = dup(STDIN_FILENO)
    }

    deinit { close(descriptor) }

    /// A descriptor of `path` opened for reading, or the reason it cannot be read.
    private static func open(_ path: String, what: String) throws(Failure) -> Int32 {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists, !isDirectory.boolValue else {
            throw .unreadable(path: path, what: what, reason: !exists ? "no such file" : "it is a directory")
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, what: what, reason: Self.reason(errno)) }
        return descriptor
    }

    /// The TRACE that names standard input (only a trace: a scene or recording named `-` is a file).
    static let standardInput = "-"

    /// Whether the trace at `path` can be read twice from its start: a regular file, not
    /// standard input, a pipe (`/dev/stdin`, `<(…)`), a FIFO or a device, which give their bytes once.
    static func canBeReadAgain(trace path: String) -> Bool {
        guard path != standardInput else { return false }
        var status = stat()
        return stat(path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG
    }

    /// The most a trace that cannot be read twice may hold: it is kept in memory whole.
    static let onceLimit = 256 << 20

    /// The most a scene may hold, from a file, a pipe or a device alike: it is read whole, and a
    /// pipe or a device may never end. A scene of 100,000 receivers (`Benchmarks/scene-load.sh`'s)
    /// is 10.6 MB of JSON without spaces, 12.1 MB as Python's `json.dump` writes it, 21.1 MB
    /// indented by two spaces: 64 MiB is five times the second.
    static let sceneLimit = 64 << 20

    /// The most an evemu device description (a `play` line's `device`, `--device`) may hold: a
    /// few kilobytes in practice (`evemu-describe` of a touchscreen is about 3 KB).
    static let deviceDescriptionLimit = 1 << 20

    /// The most `what` may hold when read whole: a scene ``sceneLimit``, a device description
    /// ``deviceDescriptionLimit``, a trace or a recording ``onceLimit``.
    static func limit(of what: String) -> Int {
        switch what {
        case "scene": sceneLimit
        case "device description": deviceDescriptionLimit
        default: onceLimit
        }
    }

    /// Every byte of `path`, read to its end: a regular file, a pipe or a device, at most
    /// ``limit(of:)`` bytes of `what` (a pipe or a device may never end: `play /dev/zero` grew
    /// until the process was killed); `trace`: `-` is standard input.
    static func bytes(of path: String, what: String, trace: Bool = false) throws(Failure) -> [UInt8] {
        let file = trace && path == standardInput ? FileChunks(standardInput: ()) : try FileChunks(path: path, what: what)
        let limit = Self.limit(of: what)
        var bytes: [UInt8] = []
        while true {
            let more: Bool
            do { more = try file.read(into: &bytes) } catch { throw .unreadable(path: path, what: what, reason: error.found) }
            guard more else { return bytes }
            if bytes.count > limit {
                // Named for what it is: a pipe, a character device (/dev/zero), a file on standard input.
                let kind = file.kind
                let from = path == standardInput ? "\(kind) on standard input" : kind
                let reason = if trace {
                    "more than \(limit >> 20) MiB from \(from) (\(kind == "a file" ? "give its path" : "save it to a file"): a file is read a chunk at a time)"
                } else if what == "scene" {
                    "more than \(limit >> 20) MiB\(kind == "a file" ? "" : " from \(kind)"), the most a scene may hold (a scene of 100,000 receivers is about 12 MiB): give a scene file that holds less"
                } else {
                    "more than \(limit >> 20) MiB\(kind == "a file" ? "" : " from \(kind)"), the most a \(what) may hold"
                }
                throw .unreadable(path: path, what: what, reason: reason)
            }
        }
    }

    /// What the descriptor reads, as a message names it: "a file", "a pipe", "a character device"
    /// (`/dev/zero`), "a block device" or "a socket".
    var kind: String {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return "a file" }
        switch status.st_mode & S_IFMT {
        case S_IFIFO: return "a pipe"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a file"
        }
    }

    func read(into buffer: inout [UInt8]) throws(InputError) -> Bool {
        var count: Int
        repeat {
            count = scratch.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, Self.chunkSize) }
        } while count < 0 && errno == EINTR
        if count < 0 {
            throw InputError(file: path, location: .path(""), expected: "a file that can be read to its end", found: Self.reason(errno))
        }
        // Copied from the bytes' address: appending a repeated zero then cutting it back cost
        // ~400 ns a byte in a debug build (256 MiB of /dev/zero took minutes to refuse).
        scratch.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        return count > 0
    }

    /// `errno` in words, as messages give it: "permission denied".
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

extension ByteChunks {
    /// Up to `limit` bytes from the start, and as text (for telling a file's format apart).
    mutating func head(_ limit: Int) throws(InputError) -> (bytes: [UInt8], text: String) {
        var bytes: [UInt8] = []
        while bytes.count < limit, try read(into: &bytes) {}
        return (bytes, String(decoding: bytes.prefix(limit), as: UTF8.self))
    }
}
