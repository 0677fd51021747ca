import DropEngine
import DropGeometry
import Runtime
import Testing

/// The row-shift animation a preview names: a flat list's rows move by it; a tree's never move, so
/// its preview names none (it named the receiver's spring with no row to move).
@Suite("Previews' row-shift animation")
struct TreePreviewAnimationTests {
    /// Lifts the row at (250, `y`) of `runtime`'s scene by a long-press and carries it to each of
    /// `ys`: the preview's slot, rows shifted and animation at each.
    static func previews(_ runtime: inout BoardRuntime, liftingAt y: Double, over ys: [Double]) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, kind: .touch, position: Point(x: 250, y: y), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        return try ys.enumerated().map { i, y in
            try runtime.handle(.pointerMove(PointerEvent(pointer: 1, kind: .touch, position: Point(x: 250, y: y), time: .milliseconds(400 + 100 * Int64(i)))), into: &events)
            guard let preview = runtime.engine.preview(for: 1) else { return "none" }
            let animation = preview.animation.map { "\($0.curve.rawValue) \($0.milliseconds) ms" } ?? "no animation"
            return "slot \(preview.slot)\(preview.refused ? " refused" : ""), rows \(preview.shifted) by \(preview.offset), \(animation)"
        }
    }

    @Test("folders: Readme over Folder A's middle, Folder B's drop zone, the end; Folder A over its own child (refused): no row moves and no animation is named")
    func aTreeNamesNoAnimation() throws {
        var files = try BoardRuntime(scene: Scene.builtIn("files")!)
        #expect(try Self.previews(&files, liftingAt: 88, over: [128, 288, 500]) == [
            "slot 6, rows 6..<6 by 0.0, no animation",
            "slot 5, rows 5..<5 by 0.0, no animation",
            "slot 11, rows 11..<11 by 0.0, no animation",
        ])
        var folder = try BoardRuntime(scene: Scene.builtIn("files")!)
        #expect(try Self.previews(&folder, liftingAt: 128, over: [215]) == ["slot 4 refused, rows 4..<4 by 0.0, no animation"])
    }

    @Test("sections: Write spec carried into Home, above Laundry, and to Work's end: no row moves and no animation is named")
    func sectionsNameNoAnimation() throws {
        var projects = try BoardRuntime(scene: Scene.builtIn("projects")!)
        #expect(try Self.previews(&projects, liftingAt: 88 + 40, over: [290, 225]) == [
            "slot 5, rows 5..<5 by 0.0, no animation",
            "slot 4, rows 4..<4 by 0.0, no animation",
        ])
    }

    @Test("a flat list keeps its spring: rows shifted below Buy milk's place, and at its own place, where none is shifted (those shifted move back)")
    func aFlatListKeepsItsAnimation() throws {
        var todo = try BoardRuntime(scene: .todo)
        #expect(try Self.previews(&todo, liftingAt: 92, over: [200, 92]) == [
            "slot 3, rows 1..<3 by -50.0, spring 200 ms",
            "slot 1, rows 1..<1 by 0.0, spring 200 ms",
        ])
    }
}
