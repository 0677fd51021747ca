// Each list's title of a scene, for printing a board.

import Runtime
import TaskModel

extension Scene {
    /// Each list's title, for the final board.
    var titles: [ListID: String] {
        lists.reduce(into: [:]) { titles, list in titles[list.id] = list.title }
    }
}
