import Foundation
import Replay
import Runtime

/// A file read a chunk at a time (64 KiB), for a trace replayed as it is read.
final class FileChunks: ByteChunks {
    let path: String
    private let descriptor: Int32
    static let chunkSize = 1 << 16

    /// Opens `path`, or says why it cannot be read (no such file, a directory, permission denied).
    init(path: String, what: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists, !isDirectory.boolValue else {
            throw .unreadable(path: path, what: what, reason: !exists ? "no such file" : "it is a directory")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, what: what, reason: String(cString: strerror(errno)).lowercased()) }
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func read(into buffer: inout [UInt8]) throws(InputError) -> Bool {
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        var count: Int
        repeat {
            count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + start, Self.chunkSize) }
        } while count < 0 && errno == EINTR
        let failure = count < 0 ? String(cString: strerror(errno)).lowercased() : nil
        buffer.removeLast(Self.chunkSize - max(count, 0))
        if let failure {
            throw InputError(file: path, location: .path(""), expected: "a file that can be read to its end", found: failure)
        }
        return count > 0
    }

    /// Up to `limit` bytes from the start of the file, as text (for telling its format apart).
    func head(_ limit: Int) throws(InputError) -> String {
        var bytes: [UInt8] = []
        while bytes.count < limit, try read(into: &bytes) {}
        return String(decoding: bytes.prefix(limit), as: UTF8.self)
    }
}
