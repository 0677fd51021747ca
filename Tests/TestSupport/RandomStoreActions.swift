import TaskModel

/// Seeded random actions on a board with Inbox, Today and Upcoming, shared by the undo/redo test
/// and the SIGKILL test's child: adds to Inbox, completions, trashings, reorders, and moves
/// between Today and Upcoming that set, clear or keep the scheduled date, and renames.
public enum RandomStoreActions {
    public static func next(on board: TaskBoard, using random: inout SeededGenerator) -> TaskAction {
        let open = board.lists.flatMap { board.openTasks(in: $0) }
        func pick() -> TaskItem { open[Int(random.next() % UInt64(open.count))] }
        switch open.count < 3 ? 0 : random.next() % 6 {
        case 0:
            return .add(title: "New task", list: "inbox", slot: Int(random.next() % UInt64(board.openTasks(in: "inbox").count + 1)))
        case 1:
            return .complete(pick().id)
        case 2:
            return .trash(pick().id)
        case 3:
            let task = pick()
            return .reorder(task.id, slot: Int(random.next() % UInt64(board.openTasks(in: task.list).count + 1)))
        case 4:
            return .rename(pick().id, title: "Renamed-\(random.next() % 100)")
        default:
            let task = pick()
            let day = UnixTime(milliseconds: Int64(random.next() % 3_000) * 86_400_000)
            let scheduling: Scheduling = switch random.next() % 3 {
            case 0: .unchanged
            case 1: .set(nil)
            default: .set(day)
            }
            return .move(task.id, to: task.list == "today" ? "upcoming" : "today", slot: nil, scheduled: scheduling)
        }
    }
}

/// One action per line, as the SIGKILL test's child logs it: `complete ID`, `trash ID`,
/// `add SLOT` (a "New task" in Inbox), `reorder ID SLOT`, `move ID LIST DATE` where DATE is
/// milliseconds since 1970, `-` for none or `=` for unchanged; `place ID LIST PARENT INDEX DATE`
/// (PARENT `-` for the top level), `expand ID 1|0`, `rename ID TITLE` (a title without spaces).
public enum ChurnLog {
    public static func encode(_ action: TaskAction) -> String {
        switch action {
        case .complete(let id): "complete \(id)"
        case .trash(let id): "trash \(id)"
        case .add(_, _, let slot, _): "add \(slot)"
        case .reorder(let id, let slot): "reorder \(id) \(slot)"
        case .move(let id, let list, _, let scheduling): "move \(id) \(list) \(encode(scheduling))"
        case .place(let id, let list, let parent, let index, let scheduling): "place \(id) \(list) \(parent.map(\.rawValue) ?? "-") \(index) \(encode(scheduling))"
        case .setExpanded(let id, let expanded): "expand \(id) \(expanded ? 1 : 0)"
        case .completeAll(let ids): "complete-all \(ids.map(\.rawValue).joined(separator: ","))"
        case .trashAll(let ids): "trash-all \(ids.map(\.rawValue).joined(separator: ","))"
        case .placeAll(let ids, let list, let parent, let index, let scheduling):
            "place-all \(ids.map(\.rawValue).joined(separator: ",")) \(list) \(parent.map(\.rawValue) ?? "-") \(index) \(encode(scheduling))"
        case .rename(let id, let title, _): "rename \(id) \(title)"
        }
    }

    /// The action `encode` wrote as `words` (the line split at spaces), or `nil` for a torn line.
    public static func decode(_ words: [Substring]) -> TaskAction? {
        switch (words.first, words.count) {
        case ("complete", 2): .complete(TaskID(String(words[1])))
        case ("trash", 2): .trash(TaskID(String(words[1])))
        case ("add", 2): Int(words[1]).map { .add(title: "New task", list: "inbox", slot: $0) }
        case ("reorder", 3): Int(words[2]).map { .reorder(TaskID(String(words[1])), slot: $0) }
        case ("move", 4): decode(scheduling: words[3]).map { .move(TaskID(String(words[1])), to: ListID(String(words[2])), slot: nil, scheduled: $0) }
        case ("place", 6):
            Int(words[4]).flatMap { index in decode(scheduling: words[5]).map { scheduling in
                .place(TaskID(String(words[1])), list: ListID(String(words[2])), parent: words[3] == "-" ? nil : TaskID(String(words[3])),
                       index: index, scheduled: scheduling)
            } }
        case ("expand", 3): .setExpanded(TaskID(String(words[1])), words[2] == "1")
        case ("rename", 3): .rename(TaskID(String(words[1])), title: String(words[2]))
        default: nil
        }
    }

    static func encode(_ scheduling: Scheduling) -> String {
        switch scheduling {
        case .unchanged: "="
        case .set(nil): "-"
        case .set(let time?): "\(time.milliseconds)"
        }
    }

    static func decode(scheduling word: Substring) -> Scheduling? {
        switch word {
        case "=": .unchanged
        case "-": .set(nil)
        default: Int64(word).map { .set(UnixTime(milliseconds: $0)) }
        }
    }
}
