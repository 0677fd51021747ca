import DropEngine
import TaskModel

/// What a drop on a receiver means for tasks: the scene's `role`. The engine carries it only
/// as the receiver's ``DropReceiver/tag`` (its ``description``); a drop on it becomes a
/// ``DropMeaning`` (DropMeaning.swift), the one place a drop becomes a ``TaskAction``.
public enum TaskRole: Hashable, Sendable, CustomStringConvertible {
    /// Completes the dropped task.
    case complete
    /// Trashes the dropped task.
    case trash
    /// Inserts or reorders at a position among this list's rows.
    case list(ListID)
    /// Shows several lists as sections (seed 000's projects), each a title row and its tasks'
    /// rows (none for a collapsed one); a drop moves the task into the section's list there.
    case sections([ListID], collapsed: [ListID])
    /// Moves the dropped task to another list, appended at its end (a tab).
    case moveTo(ListID)
    /// A role the embedding app maps to its own action (a scanner, a printer, an archive): a
    /// ``BoardRuntime`` hands a drop on it to the app, a ``RuntimeEvent/Kind/customDrop(_:)``
    /// event, and changes nothing.
    case custom(String)

    /// `complete`, `trash`, `list(inbox)`, `moveTo(today)`, `custom(name)`: the receiver's tag.
    public var description: String {
        switch self {
        case .complete: "complete"
        case .trash: "trash"
        case .list(let list): "list(\(list))"
        case .sections(let lists, _): "sections(\(lists.map(\.rawValue).joined(separator: ", ")))"
        case .moveTo(let list): "moveTo(\(list))"
        case .custom(let name): "custom(\(name))"
        }
    }

    /// Whether drops land among the receiver's rows rather than on it as a whole.
    var placement: DropReceiver.Placement {
        switch self {
        case .list, .sections: .amongRows
        case .complete, .trash, .moveTo, .custom: .onto
        }
    }

    /// The kinds a receiver with this role accepts when its scene names `named`: of those, the
    /// ones its drop can take (``DropMeaning``), so that what the pointer is told over it is what
    /// a drop there does. `task` takes header rows too wherever a header can go (every role but
    /// Complete, since the board completes no header), so a scene written before headers had a
    /// kind of their own means what it did.
    ///
    /// | named    | complete | trash, moveTo(L) | list(L), sections | custom       |
    /// |----------|----------|------------------|-------------------|--------------|
    /// | `task`   | task     | task, header     | task, header      | task, header |
    /// | `header` | —        | header           | header            | header       |
    /// | `addNew` | —        | —                | addNew            | addNew       |
    /// | another  | —        | —                | —                 | itself       |
    ///
    /// A custom role's drops are the app's to map: it takes every kind named. A checked scene
    /// names no kind its role leaves out (``Scene/checkRoleKinds(of:file:)``).
    /// - Complexity: O(n) for the n kinds named.
    public func acceptedKinds(_ named: [PayloadKind]) -> [PayloadKind] {
        var kinds: [PayloadKind] = []
        func take(_ kind: PayloadKind) { if !kinds.contains(kind) { kinds.append(kind) } }
        for kind in named {
            switch kind {
            case .task:
                take(.task)
                if takesHeaders { take(.header) }
            case .header:
                if takesHeaders { take(.header) }
            default:
                if takesSourceKind(kind) { take(kind) }
            }
        }
        return kinds
    }

    /// Whether this role takes `kind` when a scene names it: `acceptedKinds([kind])` is not
    /// empty, without building either array (asked for every kind of every receiver,
    /// ``Scene/checkRoleKinds(of:file:)``).
    func takes(_ kind: PayloadKind) -> Bool {
        switch kind {
        case .task: true
        case .header: takesHeaders
        default: takesSourceKind(kind)
        }
    }

    /// The location rule of a `list` receiver that takes Add New among rows that can hold
    /// folders: Add New makes a task at the top level (``DropMeaning`` refuses it inside a
    /// folder), so a place inside a folder is blocked for it — under the pointer, where a release
    /// cancels (`blocked`), and among the keyboard's targets. Other payloads go anywhere.
    public static let newTasksAtTopLevel = LocationRule("Add New makes a task at the top level") { payload, location in
        guard payload.kind == .addNew, case .among(_, _?, _, _) = location else { return nil }
        return "new tasks go at the top level"
    }

    /// The location rule of a `sections` receiver showing `lists` that takes Add New among rows
    /// that can hold folders: Add New makes a task at a section's top level (``DropMeaning``
    /// refuses it inside a folder), so a place inside a folder is blocked for it, as
    /// ``newTasksAtTopLevel`` does for a list. Other payloads go anywhere.
    public static func newTasksInSections(_ lists: [ListID]) -> LocationRule {
        LocationRule("Add New makes a task at a section's top level") { payload, location in
            guard payload.kind == .addNew, case .among(_, let parent?, _, _) = location, !lists.contains(ListID(parent)) else { return nil }
            return "new tasks go at a section's top level"
        }
    }

    /// Where Add New may not go among this role's rows when they can hold folders: inside a
    /// folder (``newTasksAtTopLevel``, ``newTasksInSections(_:)``); `nil` for a role without rows.
    var newTasksRule: LocationRule? {
        switch self {
        case .list: Self.newTasksAtTopLevel
        case .sections(let lists, _): Self.newTasksInSections(lists)
        case .complete, .trash, .moveTo, .custom: nil
        }
    }

    /// Whether its rows can show folders, and so a rest on a collapsed one's middle half opens it
    /// (the receiver's `springLoad`): a list's and a sections receiver's.
    var opensFolders: Bool {
        switch self {
        case .list, .sections: true
        case .complete, .trash, .moveTo, .custom: false
        }
    }

    /// Whether a drop of a header here can be applied: everywhere but Complete.
    private var takesHeaders: Bool {
        switch self {
        case .complete: false
        case .trash, .list, .sections, .moveTo, .custom: true
        }
    }

    /// Whether a drop of a source carrying `kind` (not a row's task or header) here means
    /// something: Add New among a list's or a section's rows; any kind on the app's own role.
    func takesSourceKind(_ kind: PayloadKind) -> Bool {
        switch self {
        case .custom: true
        case .list, .sections: kind == .addNew
        case .complete, .trash, .moveTo: false
        }
    }

    /// `list`, `sections`, `moveTo`, `complete`, `trash` or `custom`: the role's key in a scene.
    var name: String {
        switch self {
        case .complete: "complete"
        case .trash: "trash"
        case .list: "list"
        case .sections: "sections"
        case .moveTo: "moveTo"
        case .custom: "custom"
        }
    }
}
