import DropEngine
import TaskModel

/// The names a board gives what announcements name: a task by its title; a source by its scene
/// `"title"` when it has one, else Add New as "Add New"; a receiver by its scene `"title"` when it
/// has one, else Complete and Trash, a list (or a tab to it) by its title; a folder by its title,
/// a section by its list's title; anything else by its id.
/// Each name is found in O(1).
public struct BoardNames: AnnouncementNames {
    public let scene: Scene
    public let board: TaskBoard
    /// The keys a keyboard drag is made with (the runtime's ``BoardRuntime/keyWords``).
    public let keyWords: KeyWords
    private let ids: SceneIDs
    private let removed: [TaskItem]

    /// The names `board` gives on `scene`, with `keyWords` for the keys of a keyboard drag.
    /// - Complexity: O(*n*) in the scene's receivers, sources and lists, to index them by id.
    public init(scene: Scene, board: TaskBoard, keyWords: KeyWords = .keyboard) {
        self.init(scene: scene, board: board, ids: SceneIDs(scene), keyWords: keyWords)
    }

    /// The names with the scene already indexed (the runtime's own tables), and tasks the board
    /// no longer holds named by their titles in `removed`.
    init(scene: Scene, board: TaskBoard, ids: SceneIDs, removed: [TaskItem] = [], keyWords: KeyWords = .keyboard) {
        self.scene = scene
        self.board = board
        self.keyWords = keyWords
        self.ids = ids
        self.removed = removed
    }

    public func name(of item: SourceID) -> String {
        if let task = board.task(TaskID(item.rawValue)) ?? removed.first(where: { $0.id.rawValue == item.rawValue }) { return task.title }
        if let i = ids.sources[item] { return scene.sources[i].title ?? (scene.sources[i].payload == .addNew ? "Add New" : item.rawValue) }
        return item.rawValue
    }

    public func name(of receiver: ReceiverID) -> String {
        if let i = ids.receivers[receiver], let title = scene.receivers[i].title { return title }
        return switch ids.receivers[receiver].map({ scene.receivers[$0].role }) {
        case .complete?: "Complete"
        case .trash?: "Trash"
        case .list(let list)?, .moveTo(let list)?: ids.listTitles[list] ?? list.rawValue
        case .custom(let name)?: name
        case .sections?, nil: receiver.rawValue
        }
    }

    public func name(ofContainer id: String) -> String {
        board.task(TaskID(id))?.title ?? ids.listTitles[ListID(id)] ?? id
    }

    /// "3 tasks", "1 task" (a folder or a header among them counts as one).
    public func name(ofItems count: Int) -> String { count == 1 ? "1 task" : "\(count) tasks" }
}
