import DropEngine
import TaskModel

/// A scene's receivers and sources by id (the first of a repeated id), its lists' titles and
/// the lists shown as sections: what the runtime and the announcements' names look up in O(1)
/// instead of searching the scene.
struct SceneIDs: Sendable {
    /// Each receiver's and source's position in the scene.
    let receivers: [ReceiverID: Int]
    let sources: [SourceID: Int]
    let listTitles: [ListID: String]
    /// The lists some receiver shows as sections (a `sections` role).
    let sectionLists: Set<ListID>
    /// The tabs (`moveTo` roles) of each list that has one, in scene order: the receivers a
    /// task of the list is already in (``DragSource/alreadyIn``), where a drop would change nothing.
    let tabs: [ListID: [ReceiverID]]

    /// - Complexity: O(*n*) in the scene's receivers, sources and lists.
    init(_ scene: Scene) {
        // One lookup per id, in a table reserved for them all (a lookup to ask and another to
        // insert, in a table grown by doubling, cost 2,800 instructions a receiver).
        receivers = Dictionary(zip(scene.receivers.map(\.id), scene.receivers.indices), uniquingKeysWith: { first, _ in first })
        sources = Dictionary(zip(scene.sources.map(\.id), scene.sources.indices), uniquingKeysWith: { first, _ in first })
        listTitles = Dictionary(scene.lists.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        var sectionLists: Set<ListID> = []
        var tabs: [ListID: [ReceiverID]] = [:]
        for receiver in scene.receivers {
            switch receiver.role {
            case .sections(let lists, _): sectionLists.formUnion(lists)
            case .moveTo(let list): tabs[list, default: []].append(receiver.id)
            case .complete, .trash, .list, .custom: continue
            }
        }
        self.sectionLists = sectionLists
        self.tabs = tabs
    }
}

extension Scene {
    /// Each list's title, by its id: the final board's (``TaskBoard/finalJSON(titles:collapsed:)``),
    /// for the `dragtoact` command and the C library's board JSON.
    /// - Complexity: O(*l*) in the scene's lists.
    package var titles: [ListID: String] {
        lists.reduce(into: [:]) { titles, list in titles[list.id] = list.title }
    }
}
