import DropEngine
import Runtime
import TaskModel

/// The receivers and lists of the scene a trace replays against: the ids its `expect` lines may
/// name, which receivers scroll (what `expect scroll` may name) and which have no slots (what
/// `expect target … at SLOT` may not name). All are fixed by the scene (tasks and their rows come
/// and go), so a line naming another is a mistake in the trace, reported at its line and column
/// before anything runs — not an expectation that fails.
///
/// ```swift
/// let trace = try NativeTrace.parse(text, file: "bin.trace", names: SceneNames(.todo))
/// ```
public struct SceneNames: Sendable {
    private let receivers: Set<ReceiverID>
    private let lists: Set<ListID>
    /// The names of the receivers' custom roles (`{"custom": "scan"}`), in the scene's order, each once.
    private let customRoles: [String]
    /// The receivers whose rows scroll (`"scrollable": true`): what `expect scroll` may name.
    private let scrollables: Set<ReceiverID>
    /// The receivers that take drops as a whole, without slots (all but lists and sections):
    /// what `expect target … at SLOT` may not name.
    private let wholes: Set<ReceiverID>
    /// The first few of each, in the scene's order, for messages.
    private let receiverSample: String
    private let listSample: String
    private let scrollableSample: String
    /// Said after each sample when the trace names no scene: which one it plays against.
    private let unnamed: String

    /// The names of `scene`. `named` is false for a trace with no scene line (nor `--scene`),
    /// which plays the built-in todo scene: its errors then say so, since a team's own ids
    /// found missing there point at the forgotten line, not at the ids.
    public init(_ scene: Scene, named: Bool = true) {
        unnamed = named ? "" : "; the built-in todo scene, as the trace has no scene line"
        // One pass, sets reserved: filtering the receivers copied each one kept (a scene may
        // hold 100,000), and a sample of six spelled every id.
        var receivers = Set<ReceiverID>(minimumCapacity: scene.receivers.count)
        var wholes = Set<ReceiverID>(minimumCapacity: scene.receivers.count)
        var scrolling: [ReceiverID] = []
        var customRoles: [String] = []
        var seenRoles: Set<String> = []
        // By index, reading only the fields asked: binding each receiver copied it whole.
        for i in scene.receivers.indices {
            let id = scene.receivers[i].id
            receivers.insert(id)
            if scene.receivers[i].isScrollable { scrolling.append(id) }
            switch scene.receivers[i].role {
            case .list, .sections: break
            case .complete, .trash, .moveTo: wholes.insert(id)
            case .custom(let name):
                wholes.insert(id)
                if seenRoles.insert(name).inserted { customRoles.append(name) }
            }
        }
        self.receivers = receivers
        self.wholes = wholes
        self.customRoles = customRoles
        lists = Set(scene.lists.map(\.id))
        scrollables = Set(scrolling)
        receiverSample = Self.sample(scene.receivers.lazy.map(\.id.rawValue))
        listSample = Self.sample(scene.lists.lazy.map(\.id.rawValue))
        scrollableSample = Self.sample(scrolling.lazy.map(\.rawValue))
    }

    /// What an error says was expected, when `id` is not a receiver of the scene; `nil` when it is.
    func unknown(receiver id: ReceiverID) -> String? {
        receivers.contains(id) ? nil : "a receiver of the scene (\(receiverSample)\(unnamed))"
    }

    /// What an error says was expected, when receiver `id` of the scene does not scroll; `nil` when it does.
    func unscrollable(receiver id: ReceiverID) -> String? {
        if scrollables.contains(id) { return nil }
        return scrollables.isEmpty ? "a scrollable list receiver (the scene has none\(unnamed))"
            : "a scrollable list receiver of the scene (\(scrollableSample)\(unnamed))"
    }

    /// What an error says was expected instead of a slot after receiver `id`, when it takes drops
    /// as a whole; `nil` when it has slots.
    func slotless(receiver id: ReceiverID) -> String? {
        wholes.contains(id) ? "sticky or the end of the line (\(id) takes drops as a whole: only a list or sections receiver has slots)" : nil
    }

    /// What an error says was expected, when no receiver of the scene has the custom role `name`;
    /// `nil` when one has.
    func unknown(customRole name: String) -> String? {
        if customRoles.contains(name) { return nil }
        return customRoles.isEmpty ? "a custom role's name (the scene has no custom role\(unnamed))"
            : "a custom role of the scene (\(Self.sample(customRoles))\(unnamed))"
    }

    /// What an error says was expected, when `id` is not a list of the scene; `nil` when it is.
    func unknown(list id: ListID) -> String? {
        lists.contains(id) ? nil : "a list of the scene (\(listSample)\(unnamed))"
    }

    /// `a, b, c` — or the first six and `…`.
    private static func sample(_ ids: some Collection<String>) -> String {
        ids.prefix(6).joined(separator: ", ") + (ids.count > 6 ? ", …" : "")
    }
}
