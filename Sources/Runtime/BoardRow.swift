import DropEngine
import DropGeometry
import TaskModel

/// One visible row of a list receiver: a node's row, or (`isDropZone`) the drop zone after a
/// folder's contents, whose `task` is the folder.
public struct BoardRow: Hashable, Sendable, CustomStringConvertible {
    public var task: TaskItem
    public var frame: Rect
    public var depth: Int
    public var isDropZone: Bool
    /// A collapsed folder's (or section's) open children, which have no rows.
    public var hidden: Int
    /// For a section's title row (a sections receiver), its list; `task` then carries the list's
    /// title as a header that is not on the board.
    public var section: ListID?
    /// Whether a section is collapsed.
    public var collapsed: Bool

    public init(task: TaskItem, frame: Rect, depth: Int, isDropZone: Bool, hidden: Int = 0, section: ListID? = nil, collapsed: Bool = false) {
        self.task = task
        self.frame = frame
        self.depth = depth
        self.isDropZone = isDropZone
        self.hidden = hidden
        self.section = section
        self.collapsed = collapsed
    }

    /// One line for people: `t1 "Buy milk" at (x: 0, y: 40, width: 300, height: 40), depth 1`, then
    /// `drop zone`, `section inbox (collapsed)` and `3 hidden` where they apply.
    public var description: String {
        var parts = ["\(task.id) \(task.title.quotedOneLine) at \(frame)", "depth \(depth)"]
        if isDropZone { parts.append("drop zone") }
        if let section { parts.append("section \(section)" + (collapsed ? " (collapsed)" : "")) }
        if hidden > 0 { parts.append("\(hidden) hidden") }
        return parts.joined(separator: ", ")
    }

    /// Whether the row stands for a node of the board (not a drop zone or a section's title): its drag source.
    public var isNode: Bool { !isDropZone && section == nil }

    /// The row as the engine sees it: drop zones are never picked up; headers stay at the top level.
    var listRow: ListRow {
        let id = task.id.rawValue
        if isDropZone { return ListRow(source: nil, frame: frame, node: .dropZone(of: id), depth: depth) }
        if let section { return ListRow(source: nil, frame: frame, node: .section(section.rawValue, expanded: !collapsed, hidden: hidden), depth: 0) }
        return ListRow(source: SourceID(id), frame: frame, node: Self.node(of: task, hidden: hidden), depth: depth)
    }

    /// What `task`'s own row stands for in the engine (a collapsed folder's `hidden` children counted).
    static func node(of task: TaskItem, hidden: Int) -> ListRow.Node {
        switch task.kind {
        case .task: .item(task.id.rawValue)
        case .header: .item(task.id.rawValue, topLevelOnly: true)
        case .folder(let expanded): .container(task.id.rawValue, expanded: expanded, hidden: hidden)
        }
    }

    /// The payload kind of the row whose node is `node` (made by ``node(of:hidden:)``): `header`
    /// for a header's, `task` for a task's or a folder's (``TaskKind/payloadKind``).
    static func payloadKind(of node: ListRow.Node) -> PayloadKind {
        switch node {
        case .item(_, topLevelOnly: true): .header
        case .item, .container, .dropZone, .section: .task
        }
    }
}
