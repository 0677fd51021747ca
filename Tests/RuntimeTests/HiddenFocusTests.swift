import DropEngine
import Runtime
import Testing

/// The keyboard's focus on a task that has no row because a collapsed folder or section hides it:
/// rejected, as a focus on an id no source has, but saying what hides it.
@Suite("Focus on a task hidden inside a collapsed folder or section")
struct HiddenFocusTests {
    /// Feeds `key` at `ms` to `runtime`; the events as `replay` prints them.
    static func key(_ runtime: inout BoardRuntime, _ key: KeyInput, at ms: Int64) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(key, at: .milliseconds(ms)), into: &events)
        return events.map(\.textLine)
    }

    @Test("a focus on Photo B1, inside collapsed Folder B, is rejected naming Folder B; with Folder A closed too, naming Folder A, whose row shows; the focus stays on Readme")
    func hiddenInsideAFolder() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("files")!)
        #expect(try Self.key(&runtime, .focus("r1"), at: 0) == [])
        #expect(try Self.key(&runtime, .focus("b1"), at: 10)
                == [#"     10 ms  key  input rejected: no source "b1" to focus: it is hidden inside collapsed folder "fb""#])
        #expect(runtime.keyboardFocus == "r1")
        #expect(try Self.key(&runtime, .focus("fa"), at: 20) == [])
        #expect(try Self.key(&runtime, .activate, at: 30) == ["     30 ms       applied: collapse fa"])
        #expect(try Self.key(&runtime, .focus("b1"), at: 40)
                == [#"     40 ms  key  input rejected: no source "b1" to focus: it is hidden inside collapsed folder "fa""#])
        #expect(try Self.key(&runtime, .focus("a1"), at: 50)
                == [#"     50 ms  key  input rejected: no source "a1" to focus: it is hidden inside collapsed folder "fa""#])
        #expect(runtime.keyboardFocus == "fa")
        // An id nothing has is rejected as before.
        #expect(try Self.key(&runtime, .focus("zz"), at: 60) == [#"     60 ms  key  input rejected: no source "zz" to focus"#])
    }

    @Test("a focus on Post office, in collapsed Errands, is rejected naming the section (in JSON too); opened, Post office takes the focus")
    func hiddenInsideASection() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("e1"), at: .milliseconds(0)), into: &events)
        #expect(events.map(\.textLine) == [#"      0 ms  key  input rejected: no source "e1" to focus: it is hidden inside collapsed section "errands""#])
        #expect(events.map(\.json.text)
                == [#"{"t":0,"event":"inputRejected","pointer":"keyboard","reason":"hiddenSource","source":"e1","section":"errands"}"#])
        #expect(runtime.keyboardFocus == nil)
        #expect(try Self.key(&runtime, .focus("errands"), at: 10) == [])
        #expect(try Self.key(&runtime, .activate, at: 20) == ["     20 ms       section expanded: errands"])
        #expect(try Self.key(&runtime, .focus("e1"), at: 30) == [])
        #expect(runtime.keyboardFocus == "e1")
    }
}
