/// A stable, caller-chosen name for a task or a list.
///
/// The phantom `Tag` keeps the kinds apart: a `TaskID` cannot be passed where a `ListID` is
/// expected, although both are strings underneath.
public struct EntityID<Tag>: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// Ids are compared byte for byte, as C, JSON and SQLite compare them: `"\u{E9}"` and
    /// `"e\u{301}"` (é composed, and e with a combining accent) are two ids, which `String`'s
    /// equality (canonical equivalence) would merge.
    public static func == (a: Self, b: Self) -> Bool {
        var (x, y) = (a.rawValue, b.rawValue)
        return x.withUTF8 { x in y.withUTF8 { y in x.count == y.count && x.elementsEqual(y) } }
    }

    public func hash(into hasher: inout Hasher) {
        var bytes = rawValue
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// In the order of their UTF-8 bytes (of their code points).
    public static func < (a: Self, b: Self) -> Bool { a.rawValue.utf8.lexicographicallyPrecedes(b.rawValue.utf8) }
}

/// Tells ``TaskID`` apart from other ids at compile time.
public enum TaskTag {}
/// Tells ``ListID`` apart from other ids at compile time.
public enum ListTag {}
/// A task's stable id.
public typealias TaskID = EntityID<TaskTag>
/// Names a list of tasks: Inbox, Today, Upcoming.
public typealias ListID = EntityID<ListTag>

/// One task: where it lives, its place there, whether it is open, completed or trashed, and
/// its dates.
public struct TaskItem: Hashable, Sendable {
    public var id: TaskID
    public var title: String
    public var list: ListID
    /// Its place in `list`: open tasks of a list have increasing keys, spaced by
    /// ``OrderKeys/spacing`` when first laid out. Actions never make two keys equal; equal keys
    /// from elsewhere (an imported or hand-edited store) are ordered by ``isListed(before:)``.
    public var order: Int64
    public var status: TaskStatus
    /// When it is due, if ever; breaks ties between equal order keys (earlier first, none last).
    public var due: UnixTime?
    /// Breaks ties between equal order keys and due dates: high first.
    public var priority: Priority
    /// The day it is planned for: the start of that day, set by the list it was put in
    /// (see ``ListSchedule``).
    public var scheduled: UnixTime?
    /// The folder it is in, or `nil` at its list's top level. `order` orders it among its parent's children.
    public var parent: TaskID?
    /// A task, a section header (seed 002), or a folder (seed 003).
    public var kind: TaskKind

    public init(id: TaskID, title: String, list: ListID, order: Int64, status: TaskStatus = .open,
                due: UnixTime? = nil, priority: Priority = .none, scheduled: UnixTime? = nil,
                parent: TaskID? = nil, kind: TaskKind = .task) {
        self.id = id
        self.title = title
        self.list = list
        self.order = order
        self.status = status
        self.due = due
        self.priority = priority
        self.scheduled = scheduled
        self.parent = parent
        self.kind = kind
    }

    /// Whether it is a folder (expanded or not).
    public var isFolder: Bool {
        if case .folder = kind { true } else { false }
    }

    /// The visible order of a list, total and stable (seed 000's fetch order): order key, then
    /// due date (earlier first, none last), then priority (high first), then title, then id.
    public func isListed(before other: TaskItem) -> Bool {
        if order != other.order { return order < other.order }
        switch (due, other.due) {
        case (let a?, let b?) where a != b: return a < b
        case (.some, nil): return true
        case (nil, .some): return false
        case (.some, .some), (nil, nil): break
        }
        if priority != other.priority { return priority > other.priority }
        if title != other.title { return title < other.title }
        return id < other.id
    }
}

/// How urgent a task is; only breaks ties in the visible order.
public enum Priority: Int, Hashable, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    case none = 0
    case low = 1
    case medium = 2
    case high = 3

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

    /// `none`, `low`, `medium`, `high`.
    public var description: String {
        switch self {
        case .none: "none"
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        }
    }
}

/// What a node of a list is. Headers and folders are dragged like tasks.
public enum TaskKind: Hashable, Sendable {
    case task
    /// A section header (seed 002): the top-level nodes below it, up to the next header, belong
    /// to it by position. It stays at the top level; Complete refuses it.
    case header
    /// A folder (seed 003) holding tasks and folders; its expanded state is shown, stored, and
    /// not an undo step.
    case folder(expanded: Bool)

    /// `task`, `header`, `folder` (as stores write it).
    public var name: String {
        switch self {
        case .task: "task"
        case .header: "header"
        case .folder: "folder"
        }
    }
}

/// Open, or completed / trashed with the sequence number that orders completions and trashings.
public enum TaskStatus: Hashable, Sendable {
    case open
    case completed(sequence: Int)
    case trashed(sequence: Int)
}

extension TaskItem: CustomStringConvertible {
    /// One line for people (a print, a failed test): `t1 "Buy milk" in inbox, order 1000, open`, then
    /// what it has of its folder (`inside fa`), a kind other than task, due, priority and scheduled.
    /// The title is quoted (a `"` in it doubled) and its controls and format characters spelled
    /// as `\u{A}`, so a line feed in it stays on the line.
    public var description: String {
        var parts = ["\(id) \(title.quotedOneLine) in \(list)" + (parent.map { " inside \($0)" } ?? ""), "order \(order)", "\(status)"]
        if kind != .task { parts.append("\(kind)") }
        if let due { parts.append("due \(due)") }
        if priority != .none { parts.append("priority \(priority)") }
        if let scheduled { parts.append("scheduled \(scheduled)") }
        return parts.joined(separator: ", ")
    }
}

extension TaskStatus: CustomStringConvertible {
    /// `open`, `completed #3`, `trashed #4`: the sequence orders completions and trashings.
    public var description: String {
        switch self {
        case .open: "open"
        case .completed(let sequence): "completed #\(sequence)"
        case .trashed(let sequence): "trashed #\(sequence)"
        }
    }
}

extension TaskKind: CustomStringConvertible {
    /// `task`, `header`, `folder (expanded)`, `folder (collapsed)`.
    public var description: String {
        switch self {
        case .task, .header: name
        case .folder(let expanded): "folder (\(expanded ? "expanded" : "collapsed"))"
        }
    }
}
