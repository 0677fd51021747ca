import DropGeometry
@testable import Runtime
import Testing

/// A scene is checked when it is made; a runtime checks again only one changed since
/// (SceneBuiltInCodeTests: what it then refuses).
@Suite("Scenes checked once")
struct SceneCheckedOnceTests {
    @Test("a decoded or built scene is known checked; a change to a field the rules read makes it unchecked, its file does not, and equality ignores it")
    func aSceneKnowsWhetherItWasChecked() throws {
        let decoded = try Scene.decode(Scene.todoJSON, file: "todo.json")
        #expect(decoded.isChecked)
        let built = try Scene(name: decoded.name, viewport: decoded.viewport, lists: decoded.lists, receivers: decoded.receivers,
                              sources: decoded.sources)
        #expect(built.isChecked)
        var renamed = decoded
        renamed.file = "elsewhere.json"
        #expect(renamed.isChecked && renamed == decoded)
        var changed = decoded
        changed.receivers[0].hysteresis = 0
        #expect(!changed.isChecked)
        changed.receivers[0].hysteresis = decoded.receivers[0].hysteresis
        #expect(!changed.isChecked)
        #expect(changed == decoded)
        var moved = decoded
        moved.viewport = Size(width: 10, height: 10)
        #expect(!moved.isChecked)
        // Changed in place (an append, a nested field), as by assignment.
        var grown = decoded
        grown.receivers.append(Scene.Receiver(id: "bin", frame: Rect(x: 0, y: 0, width: 10, height: 10), role: .trash, accepts: [.task]))
        #expect(!grown.isChecked && grown.receivers.count == decoded.receivers.count + 1)
        var retitled = decoded
        retitled.lists[0].tasks[0].title = "Oat milk"
        #expect(!retitled.isChecked && retitled.lists[0].tasks[0].title == "Oat milk" && decoded.lists[0].tasks[0].title != "Oat milk")
    }
}
