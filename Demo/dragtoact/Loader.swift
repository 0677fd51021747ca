import Foundation
import Replay
import Runtime

/// Reads trace and scene files, tells the two trace formats apart, and finds the scene.
enum Loader {
    /// The trace at `path` and the scene it plays against: `sceneOverride` if given, else the
    /// trace's `scene` line (a built-in name — `todo`, `files`, `documents` — or a path relative
    /// to the trace's folder), else the
    /// built-in todo scene.
    static func load(trace path: String, sceneOverride: String?) throws(Failure) -> (Trace, Scene) {
        let text = try read(path, what: "trace")
        var scene = Scene.todo
        if let sceneOverride {
            scene = try loadScene(sceneOverride)
        } else if !isWebDriver(text) {
            // The native trace names its scene; parse once to read it.
            let trace = try parseTrace(text: text, file: path, scene: scene)
            if let name = trace.scene {
                if let builtIn = Scene.builtIn(name) {
                    scene = builtIn
                } else {
                    let folder = (path as NSString).deletingLastPathComponent
                    scene = try loadScene(name.hasPrefix("/") || folder.isEmpty ? name : folder + "/" + name)
                }
            }
            return (trace, scene)
        }
        return (try parseTrace(text: text, file: path, scene: scene), scene)
    }

    static func loadScene(_ path: String) throws(Failure) -> Scene {
        let text = try read(path, what: "scene")
        do { return try Scene.decode(text, file: path) } catch { throw .input(error) }
    }

    /// W3C WebDriver Actions when the first character is `{` or `[`; the native format otherwise.
    static func isWebDriver(_ text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
        return first == "{" || first == "["
    }

    static func parseTrace(text: String, file: String, scene: Scene) throws(Failure) -> Trace {
        do {
            return isWebDriver(text) ? try WebDriverActions.parse(text, file: file, scene: scene) : try NativeTrace.parse(text, file: file)
        } catch {
            throw .input(error)
        }
    }

    static func read(_ path: String, what: String) throws(Failure) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw .unreadable(path: path, what: what, reason: !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, what: what, reason: "it is not UTF-8 text")
        }
        return text
    }
}
