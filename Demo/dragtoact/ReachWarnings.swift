// What the commands say of a scene's parts no pointer reaches: the first few, then how many more.

import Runtime

enum ReachWarnings {
    /// The most parts named one by one; a scene of thousands of receivers strewn past its
    /// viewport is told in a few lines, not thousands.
    static let shown = 10

    /// `runtime`'s reach warnings (``BoardRuntime/reachWarnings``), the first ``shown``, then one
    /// line counting the rest: `big.json: 4,150 more parts no pointer reaches`.
    static func of(_ runtime: BoardRuntime) -> [String] {
        let all = runtime.reachWarnings
        guard all.count > shown else { return all }
        return Array(all.prefix(shown)) + ["\(runtime.scene.file ?? runtime.scene.name): \(all.count - shown) more parts no pointer reaches"]
    }
}
