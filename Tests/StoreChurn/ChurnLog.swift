import DropEngine
import TaskModel

/// The one-line form of an action in the churn log: `complete ID`, `add SLOT`, `move ID LIST`.
enum ChurnLog {
    static func encode(_ action: TaskAction) -> String {
        switch action {
        case .complete(let id): "complete \(id)"
        case .trash(let id): "trash \(id)"
        case .add(_, _, let slot): "add \(slot)"
        case .reorder(let id, let slot): "reorder \(id) \(slot)"
        case .move(let id, let list, _): "move \(id) \(list)"
        }
    }
}
