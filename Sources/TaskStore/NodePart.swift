import TaskModel

/// A part of a node that a history step changes as a whole: an undo or redo writes back only the
/// parts its step changed and checks only those against what another writer did since, so that
/// one writer's rename and another's completion of the same task both stand.
enum NodePart: CaseIterable {
    case title
    /// Its list, folder and order key, and the day its list planned it for (moving sets it).
    case place
    /// Open, completed or trashed, with the sequence number of a completion or trashing.
    case status
    case due
    case priority
    /// Task, header or folder; a folder's expanded state is no undo step, so it is no part of it.
    case kind

    /// The parts `a` and `b` differ in, in this enum's order.
    static func changed(from a: TaskItem, to b: TaskItem) -> [NodePart] {
        allCases.filter { !$0.isSame(in: a, b) }
    }

    /// Whether `a` and `b` have this part alike.
    func isSame(in a: TaskItem, _ b: TaskItem) -> Bool {
        switch self {
        case .title: a.title == b.title
        case .place: a.list == b.list && a.parent == b.parent && a.order == b.order && a.scheduled == b.scheduled
        case .status: a.status == b.status
        case .due: a.due == b.due
        case .priority: a.priority == b.priority
        case .kind: a.kind == b.kind || a.isFolder && b.isFolder
        }
    }

    /// `item` with this part as `source` has it (a folder keeps its own expanded state).
    func set(in item: inout TaskItem, from source: TaskItem) {
        switch self {
        case .title: item.title = source.title
        case .place:
            item.list = source.list
            item.parent = source.parent
            item.order = source.order
            item.scheduled = source.scheduled
        case .status: item.status = source.status
        case .due: item.due = source.due
        case .priority: item.priority = source.priority
        case .kind: if !(item.isFolder && source.isFolder) { item.kind = source.kind }
        }
    }
}
