import DropEngine
import TaskModel

/// The one-line form of an action in the churn log: `complete ID`, `add SLOT`,
/// `move ID LIST SCHEDULED-MS` (`-` for no date, `=` for unchanged).
enum ChurnLog {
    static func encode(_ action: TaskAction) -> String {
        switch action {
        case .complete(let id): "complete \(id)"
        case .trash(let id): "trash \(id)"
        case .add(_, _, let slot, _): "add \(slot)"
        case .reorder(let id, let slot): "reorder \(id) \(slot)"
        case .move(let id, let list, _, let scheduling): "move \(id) \(list) \(encode(scheduling))"
        }
    }

    static func encode(_ scheduling: Scheduling) -> String {
        switch scheduling {
        case .unchanged: "="
        case .set(nil): "-"
        case .set(let time?): "\(time.milliseconds)"
        }
    }
}
