import DropEngine
import Runtime
import TaskModel

/// Expectations print as the `expect` lines that parse back to them, ids quoted where they
/// must be (``NativeTrace/word(_:)``): `expect order "In Progress": t1 "#2"`.
extension TraceExpectation: CustomStringConvertible {
    public var description: String {
        "expect " + body
    }

    private var body: String {
        func words(_ ids: [TaskID]) -> String { ids.isEmpty ? "" : " " + NativeTrace.words(ids) }
        func list(_ id: ListID?) -> String { id.map { " " + NativeTrace.word($0.rawValue) + ":" } ?? "" }
        switch self {
        case .action(let action): return "action \(action)"
        case .noAction: return "no action"
        case .drag(let source): return "drag " + NativeTrace.word(source.rawValue)
        case .noDrag: return "no drag"
        case .steady(let steady): return steady.description
        case .refused(let receiver, let reason): return "refused " + NativeTrace.word(receiver.rawValue) + (reason.map { " " + $0 } ?? "")
        case .cancelled(let reason): return "cancelled \(reason)"
        case .pressEnded(let reason): return "press ended \(reason)"
        case .swiped(let source, let way): return "swiped \(NativeTrace.word(source.rawValue)) \(way?.rawValue ?? "back")"
        case .pressRefused(let source): return "press refused " + NativeTrace.word(source.rawValue)
        case .renameRequested(let id): return "rename requested " + NativeTrace.word(id.rawValue)
        case .custom(let role, let objects): return "custom " + NativeTrace.word(role) + objects.map { " " + NativeTrace.word($0) }.joined()
        case .title(let id, let title): return "title " + NativeTrace.word(id.rawValue) + " " + NativeTrace.word(title)
        case .order(let id, let ids): return "order" + list(id) + words(ids)
        case .completed(let count): return "completed \(count)"
        case .trashed(let count): return "trashed \(count)"
        case .scheduled(let id, let day): return "scheduled " + NativeTrace.word(id.rawValue) + " " + (day.map(String.init(describing:)) ?? "none")
        case .tree(let id, let nodes): return "tree" + list(id) + nodes.map { " \($0)" }.joined()
        case .under(let header, let ids): return "under " + (header.map { NativeTrace.word($0.rawValue) } ?? "none") + ":" + words(ids)
        case .underNone(let id, let ids): return "under" + list(id) + " none:" + words(ids)
        case .expanded(let ids): return "expanded" + words(ids)
        case .collapsed(let ids): return "collapsed" + words(ids)
        case .selected(let ids): return ids.isEmpty ? "selected none" : "selected" + words(ids)
        case .announced(let text):
            // Quoted when its words would not read back as they are (a `#`, a run of spaces, a
            // tab) or it holds a `"` (doubled inside the quotes). Per scalar, as lines are read:
            // a space or `#` followed by a combining mark is still one.
            var previous: Unicode.Scalar = " "
            let plain = text.unicodeScalars.allSatisfy { scalar in
                defer { previous = scalar }
                return scalar == " " ? previous != " " : !(scalar.properties.isWhitespace || scalar == "#" || scalar == "\"")
            } && previous != " "
            return "announced " + (plain ? text : NativeTrace.quoted(text))
        }
    }
}

/// `complete t1`, `trash t2 t4`, `place a1 into fb at 0`: what follows `expect action`.
extension ExpectedAction: CustomStringConvertible {
    public var description: String { text(spelling: NativeTrace.word) }

    /// The ids as a message names them (``NativeTrace/shown(_:)``), for a failure beside the
    /// action found (which prints them so).
    var summary: String { text(spelling: NativeTrace.shown) }

    private func text(spelling word: (String) -> String) -> String {
        func at(_ slot: Int?, _ preposition: String) -> String { slot.map { " \(preposition) \($0)" } ?? "" }
        // A place's nodes end at a bare `in` or `into` after the first: a later id so spelt is quoted.
        func nodes(_ ids: [TaskID], beforePreposition: Bool = false) -> String {
            ids.enumerated().map { i, id in
                beforePreposition && i > 0 && (id.rawValue == "in" || id.rawValue == "into")
                    ? NativeTrace.quoted(id.rawValue) : word(id.rawValue)
            }.joined(separator: " ")
        }
        switch self {
        case .complete(let ids): return "complete " + nodes(ids)
        case .trash(let ids): return "trash " + nodes(ids)
        case .rename(let id): return "rename " + word(id.rawValue)
        case .add(let slot): return "add" + at(slot, "at")
        case .reorder(let id, let slot): return "reorder " + word(id.rawValue) + at(slot, "to")
        case .move(let id, let list, let slot): return "move " + word(id.rawValue) + " to " + word(list.rawValue) + at(slot, "at")
        case .place(let ids, .list(let list), let index):
            return "place " + nodes(ids, beforePreposition: true) + " in " + word(list.rawValue) + at(index, "at")
        case .place(let ids, .folder(let folder), let index):
            return "place " + nodes(ids, beforePreposition: true) + " into " + word(folder.rawValue) + at(index, "at")
        }
    }
}

/// `target 1 list at 3 sticky`, `scroll list 9494`, `highlight trash canAccept`: what follows `expect`.
extension SteadyExpectation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .target(let pointer, let receiver, let slot, let sticky):
            return "target \(pointer.isKeyboard ? "keyboard" : "\(pointer.rawValue)") " + Self.target(receiver, slot: slot, sticky: sticky)
        case .scroll(let receiver, let offset):
            return "scroll " + NativeTrace.word(receiver.rawValue) + " " + JSONValue.format(offset)
        case .highlight(let receiver, let highlight):
            return "highlight " + NativeTrace.word(receiver.rawValue) + " \(highlight)"
        }
    }

    /// `RECEIVER [at SLOT] [sticky]`, or `none`: what a target line says after its pointer (a
    /// failure says it too, the receiver `spelled` as a message names ids).
    static func target(_ receiver: ReceiverID?, slot: Int?, sticky: Bool, spelling spelled: (String) -> String = NativeTrace.word) -> String {
        guard let receiver else { return "none" }
        return spelled(receiver.rawValue) + (slot.map { " at \($0)" } ?? "") + (sticky ? " sticky" : "")
    }
}
