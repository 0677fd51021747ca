import Foundation

/// The built `dragtoact`, beside the test bundle in the build folder.
let dragtoactURL: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("dragtoact")
}()

let repositoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct Outcome: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `dragtoact` with `arguments` from the repository's root, standard output a pipe (not a
/// terminal); `stdin`, when given, is written to its standard input, a pipe.
func dragtoact(_ arguments: String..., stdin: String? = nil, environment: [String: String] = [:]) throws -> Outcome {
    try run(dragtoactURL, arguments, stdin: stdin, environment: environment)
}

/// Runs `dragtoact` as ``dragtoact(_:stdin:environment:)`` does, but never as root: as user
/// `nobody` (through `setpriv`) when the tests run as root, for whom permissions do not hold.
func dragtoactWithoutRoot(_ arguments: String...) throws -> Outcome {
    guard geteuid() == 0 else { return try run(dragtoactURL, arguments) }
    return try run(URL(fileURLWithPath: "/usr/bin/setpriv"),
                   ["--reuid=65534", "--regid=65534", "--clear-groups", dragtoactURL.path] + arguments)
}

/// Runs `executable` with `arguments` from the repository's root, as ``dragtoact(_:stdin:environment:)`` runs the command.
func run(_ executable: URL, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = repositoryURL
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    if stdin != nil { process.standardInput = input }
    try process.run()
    if let stdin {
        try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try input.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
}

/// The folder this test process writes its files in, removed when the process exits.
private let testsFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-tests-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: testsFolder) }
    return folder
}()

/// Another process holding `store`'s write lock for `milliseconds` (store-churn --hold-write-lock),
/// started and holding it when this returns; wait for it with `waitUntilExit()`.
func holdWriteLock(of store: String, for milliseconds: Int) throws -> Process {
    let holder = Process()
    holder.executableURL = dragtoactURL.deletingLastPathComponent().appendingPathComponent("store-churn")
    holder.arguments = [store, "--hold-write-lock", String(milliseconds)]
    let held = Pipe()
    holder.standardOutput = held
    try holder.run()
    let said = String(decoding: held.fileHandleForReading.availableData, as: UTF8.self)
    guard said == "locked\n" else { throw HoldError(said: said) }
    return holder
}

struct HoldError: Error, CustomStringConvertible {
    var said: String
    var description: String { "store-churn did not take the lock: it said \"\(said)\"" }
}

/// A path named `name` in a fresh temporary folder (inside ``testsFolder``); nothing is written there.
func temporaryPath(_ name: String) throws -> String {
    let folder = testsFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}

/// A file in a fresh temporary folder.
func temporaryFile(_ name: String, _ contents: String) throws -> String {
    let path = try temporaryPath(name)
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
