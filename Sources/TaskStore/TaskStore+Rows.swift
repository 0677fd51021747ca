import TaskModel

/// Task and list rows read into a board, and a task written as a row: every column checked for
/// its own type, never converted.
extension TaskStore {
    /// Each list's stored `collapsed` state, for the lists that have one (not NULL).
    static func loadCollapsed(_ db: Database) throws(StoreError) -> [ListID: Bool] {
        let lists = try db.prepare("SELECT id, collapsed FROM lists WHERE collapsed IS NOT NULL")
        var collapsed: [ListID: Bool] = [:]
        while try lists.step() {
            let id = ListID(try lists.string(0, of: "a list", "loading"))
            collapsed[id] = try lists.integer(1, of: "list \"\(id)\"", "loading") != 0
        }
        return collapsed
    }

    /// The columns of a task row, in the order ``item(_:db:offset:operation:)`` reads and ``columns(_:)`` writes.
    static let taskColumns = "id, title, list_id, order_key, status, status_sequence, due, priority, scheduled, parent_id, kind, expanded"

    /// Reads every list and task into a board, in the visible order: order key, then due date,
    /// then priority (high first), then title (``TaskItem/isListed(before:)``).
    static func load(_ db: Database) throws(StoreError) -> TaskBoard {
        let lists = try db.prepare("SELECT id, schedule FROM lists ORDER BY position")
        var listIDs: [ListID] = []
        var schedules: [ListID: ListSchedule] = [:]
        while try lists.step() {
            let id = ListID(try lists.string(0, of: "a list", "loading"))
            listIDs.append(id)
            guard !lists.isNull(1) else { continue }
            let schedule = try lists.string(1, of: "list \"\(id)\"", "loading")
            guard let rule = ListSchedule(rawValue: schedule) else {
                throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: "list \"\(id)\" has unknown schedule \"\(schedule)\"")
            }
            schedules[id] = rule
        }
        var board: TaskBoard
        do { board = try TaskBoard(lists: listIDs, schedules: schedules) } catch {
            throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: error.description)
        }
        let tasks = try db.prepare("""
        SELECT \(taskColumns) FROM tasks
        ORDER BY list_id, parent_id, order_key, due IS NULL, due, priority DESC, title, id
        """)
        var items: [TaskItem] = []
        while try tasks.step() {
            let item = try Self.item(tasks, db: db)
            guard board.hasList(item.list) else {
                throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: "task \"\(item.id)\" is in unknown list \"\(item.list)\"")
            }
            items.append(item)
        }
        board.restore(contentsOf: items) // each collection filled once, not one sorted insert per row
        if let problem = board.invariantViolations(allowingTies: true).first {
            throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: problem)
        }
        return board
    }

    /// The largest completion or trashing sequence a row may hold: half the range. The board numbers
    /// the next one past the largest it holds, so a sequence near `Int.max` (only another program
    /// writes one; ours count up from 1) would overflow and trap there; below this one, 2^62 more
    /// completions fit.
    static let largestSequence = Int.max / 2

    /// A task from the ``taskColumns`` (starting at `offset`). Each column must hold its own type:
    /// a value SQLite would convert (text in `order_key`, a blob as a title) is an error, not a guess.
    static func item(_ row: Statement, db: Database, offset: Int32 = 0, operation: String = "loading") throws(StoreError) -> TaskItem {
        let id = TaskID(try row.string(offset, of: "a task", operation))
        guard !id.rawValue.isEmpty else {
            // Nothing could name it again (a trace, JSON, the C ABI); the board refuses such ids too.
            let title = try row.string(offset + 1, of: "a task", operation), list = try row.string(offset + 2, of: "a task", operation)
            throw StoreError(kind: .corrupt, path: db.path, operation: operation,
                             message: "a task titled \(title.quotedOneLine) in list \"\(list)\": \(TaskRejection.emptyID)")
        }
        let owner = "task \"\(id)\""
        let sequence = Int(try row.integer(offset + 5, of: owner, operation))
        let status: TaskStatus
        switch try row.string(offset + 4, of: owner, operation) {
        case "open": status = .open
        case "completed": status = .completed(sequence: sequence)
        case "trashed": status = .trashed(sequence: sequence)
        case let other:
            throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "\(owner) has unknown status \"\(other)\"")
        }
        if status != .open, sequence > largestSequence {
            throw StoreError(kind: .corrupt, path: db.path, operation: operation,
                             message: "\(owner): status_sequence holds the integer \(sequence), expected at most \(largestSequence)")
        }
        let rawPriority = try row.integer(offset + 7, of: owner, operation)
        guard let priority = Priority(rawValue: Int(rawPriority)) else {
            throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "\(owner) has unknown priority \(rawPriority)")
        }
        func time(_ column: Int32) throws(StoreError) -> UnixTime? {
            try row.optionalInteger(offset + column, of: owner, operation).map { UnixTime(milliseconds: $0) }
        }
        let parent = row.isNull(offset + 9) ? nil : TaskID(try row.string(offset + 9, of: owner, operation))
        let expanded = try row.integer(offset + 11, of: owner, operation)
        let kind: TaskKind
        switch (try row.string(offset + 10, of: owner, operation), expanded) {
        case ("task", 0): kind = .task
        case ("header", 0): kind = .header
        case ("folder", 0), ("folder", 1): kind = .folder(expanded: expanded == 1)
        case let (other, flag):
            throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "\(owner) has unknown kind \"\(other)\" (expanded \(flag))")
        }
        return TaskItem(id: id, title: try row.string(offset + 1, of: owner, operation), list: ListID(try row.string(offset + 2, of: owner, operation)),
                        order: try row.integer(offset + 3, of: owner, operation), status: status, due: try time(6), priority: priority, scheduled: try time(8),
                        parent: parent, kind: kind)
    }

    static func columns(_ item: TaskItem) -> [SQLValue?] {
        let (status, sequence): (String, Int) = switch item.status {
        case .open: ("open", 0)
        case .completed(let s): ("completed", s)
        case .trashed(let s): ("trashed", s)
        }
        return [.text(item.id.rawValue), .text(item.title), .text(item.list.rawValue), .integer(item.order), .text(status), .integer(Int64(sequence)),
                item.due.map { .integer($0.milliseconds) }, .integer(Int64(item.priority.rawValue)), item.scheduled.map { .integer($0.milliseconds) },
                item.parent.map { .text($0.rawValue) }, .text(item.kind.name), .integer(item.kind == .folder(expanded: true) ? 1 : 0)]
    }

    func write(_ item: TaskItem) throws(StoreError) {
        try upsert.run(Self.columns(item))
    }
}
