/// The English announcements. Positions are 1-based and count the items as they will stand
/// after the drop ("position 3 of 5 in Inbox", "inside Folder A, position 2 of 4"). The texts
/// below are the todo board's (`BoardNames`); what the board alone says — undo and redo, renames,
/// swipes — is in the Runtime module, `BoardAnnouncement+English.swift`.
///
/// | announcement | text |
/// |---|---|
/// | picked up (keyboard) | Picked up Buy milk. Tab or the arrow keys choose where it goes, Space or Enter drops it, Escape cancels. |
/// | picked up (pointer) | Picked up Buy milk. |
/// | picked up (a selection) | Picked up 3 tasks. (by keyboard: … Tab or the arrow keys choose where they go, …) |
/// | over | Position 3 of 5 in Inbox. · Inside Folder A, position 2 of 4. · Over Complete. |
/// | over nothing | Not over a drop target. |
/// | blocked | Cannot drop inside Folder A, position 1 of 3: Folder A cannot go inside itself. · Cannot drop on Trash: it does not take Add New. |
/// | dropped | Dropped Buy milk from position 1 of 5 in Inbox to position 3 of 5 in Inbox. · … onto Complete. · … into Folder A, position 2 of 4. |
/// | dropped (a selection) | Dropped 3 tasks onto Complete. · Dropped 3 tasks to Inbox. · Dropped 3 tasks into Folder A. |
/// | refused | Could not drop Work onto Complete: Work cannot be completed. Work returned to position 2 of 7 in Documents. |
/// | refused (a selection) | Could not drop 3 tasks onto Complete: Buy milk is completed. They stay where they were. |
/// | cancelled | Cancelled; Buy milk returned to position 1 of 5 in Inbox. |
/// | cancelled (a selection) | Cancelled; 3 tasks stay where they were. |
/// | not picked up | Cannot pick up Buy milk: it is no longer shown. · Nothing to pick up: nothing is focused. |
/// | opened, closed | Errands opened, 3 tasks. · Folder A opened, empty. · Errands closed. |
/// | drag ended | Drag ended: Buy milk is no longer shown. |
extension Announcement {
    /// The announcement as one English sentence (or two), with `names` for the things it names.
    public func english(_ names: some AnnouncementNames) -> String {
        switch self {
        case .pickedUp(let item, let byKeyboard):
            let keys = names.keyWords
            return "Picked up \(names.name(of: item))."
                + (byKeyboard ? " \(keys.choose) choose where it goes, \(keys.pickUpAndDrop) drops it, \(keys.cancel) cancels." : "")
        case .pickedUpSelection(_, let count, let byKeyboard):
            let keys = names.keyWords
            return "Picked up \(names.name(ofItems: count))."
                + (byKeyboard ? " \(keys.choose) choose where they go, \(keys.pickUpAndDrop) drops them, \(keys.cancel) cancels." : "")
        case .cancelledSelection(_, let count):
            return "Cancelled; \(names.name(ofItems: count)) stay where they were."
        case .over(_, .onto(let receiver)):
            return "Over \(names.name(of: receiver))."
        case .over(_, let place):
            return Self.capitalized(Self.phrase(place, names)) + "."
        case .overNothing:
            return "Not over a drop target."
        case .blocked(let item, let place, let reason):
            return "Cannot drop \(Self.at(place, names)): \(Self.because(reason, item: item, names))."
        case .dropped(let item, let from, let to):
            let origin = from.map { " from " + Self.phrase($0, names) } ?? ""
            let target = switch to {
            case .onto(let receiver): " onto \(names.name(of: receiver))"
            case .among(_, .folder(let folder), let position, let count): " into \(names.name(ofContainer: folder)), position \(position) of \(count)"
            case .among: (from == nil ? " at " : " to ") + Self.phrase(to, names)
            }
            return "Dropped \(names.name(of: item))\(origin)\(target)."
        case .refused(let item, let place, let reason, let from):
            let target = switch place {
            case .onto(let receiver): "onto \(names.name(of: receiver))"
            case .among(_, .folder(let folder), let position, let count): "into \(names.name(ofContainer: folder)), position \(position) of \(count)"
            case .among: "at " + Self.phrase(place, names)
            }
            let back = from.map { " \(names.name(of: item)) returned to " + Self.phrase($0, names) + "." } ?? ""
            return "Could not drop \(names.name(of: item)) \(target): \(Self.because(reason, item: item, names)).\(back)"
        case .cancelled(let item, let place):
            let back = switch place {
            case nil: ""
            case .onto(let receiver)?: " to \(names.name(of: receiver))"
            case .among(_, .folder(let folder), let position, let count)?: " to \(names.name(ofContainer: folder)), position \(position) of \(count)"
            case let place?: " to " + Self.phrase(place, names)
            }
            return "Cancelled; \(names.name(of: item)) returned\(back)."
        case .droppedSelection(_, let count, let receiver, let container):
            return "Dropped \(names.name(ofItems: count)) \(Self.destination(receiver, container, names))."
        case .refusedSelection(let item, let count, let receiver, let container, let reason):
            return "Could not drop \(names.name(ofItems: count)) \(Self.destination(receiver, container, names)): "
                + "\(Self.because(reason, item: item, names)). They stay where they were."
        case .notPickedUp(nil, _):
            return "Nothing to pick up: nothing is focused."
        case .notPickedUp(let item?, let reason):
            let why = switch reason {
            case .notShown: "it is no longer shown"
            case .held: "it is already being dragged"
            case .disabled: "it is turned off"
            case .kindNotAccepted, .insideItself, .topLevelOnly, .alreadyThere, .other: Self.because(reason, item: item, names)
            }
            return "Cannot pick up \(names.name(of: item)): \(why)."
        case .opened(let container, let count):
            return "\(names.name(ofContainer: container)) opened, \(count == 0 ? "empty" : names.name(ofItems: count))."
        case .closed(let container):
            return "\(names.name(ofContainer: container)) closed."
        case .dragEnded(let item, let reason):
            return "Drag ended: \(Self.because(reason, item: item, names))."
        }
    }

    /// `onto Complete`, `to Inbox`, `to Work` (a section), `into Folder A`: where a selection goes, without a position.
    package static func destination(_ receiver: ReceiverID, _ container: DropPlace.Container?, _ names: some AnnouncementNames) -> String {
        switch container {
        case nil: "onto \(names.name(of: receiver))"
        case .topLevel?: "to \(names.name(of: receiver))"
        case .section(let list)?: "to \(names.name(ofContainer: list))"
        case .folder(let folder)?: "into \(names.name(ofContainer: folder))"
        }
    }

    /// How to start a keyboard drag of `item`: the hint a focused draggable gives, in the keys
    /// of `names` (``AnnouncementNames/keyWords``).
    public static func englishInstructions(for item: SourceID, _ names: some AnnouncementNames) -> String {
        let keys = names.keyWords
        return "Press \(keys.pickUpAndDrop) to pick up \(names.name(of: item)); then \(keys.choose) choose where it goes, "
            + "\(keys.pickUpAndDrop) drops it, and \(keys.cancel) cancels."
    }

    /// `it does not take Add New`, `Folder A cannot go inside itself`: why, of `item`.
    package static func because(_ reason: Obstacle, item: SourceID, _ names: some AnnouncementNames) -> String {
        switch reason {
        case .kindNotAccepted: "it does not take \(names.name(of: item))"
        case .disabled: "it is turned off"
        case .insideItself: "\(names.name(of: item)) cannot go inside itself"
        case .topLevelOnly: "\(names.name(of: item)) stays at the top level"
        case .alreadyThere: "\(names.name(of: item)) is already there"
        case .notShown: "\(names.name(of: item)) is no longer shown"
        case .held: "\(names.name(of: item)) is already being dragged"
        case .other(let words): words
        }
    }

    /// `at position 3 of 5 in Inbox`, `inside Folder A, position 2 of 4`, `on Complete`: where an item stands.
    package static func at(_ place: DropPlace, _ names: some AnnouncementNames) -> String {
        switch place {
        case .onto(let receiver): "on " + names.name(of: receiver)
        case .among(_, .folder, _, _): phrase(place, names)
        case .among: "at " + phrase(place, names)
        }
    }

    /// `position 3 of 5 in Inbox`, `inside Folder A, position 2 of 4`, `Complete`.
    package static func phrase(_ place: DropPlace, _ names: some AnnouncementNames) -> String {
        switch place {
        case .onto(let receiver): names.name(of: receiver)
        case .among(let receiver, .topLevel, let position, let count): "position \(position) of \(count) in \(names.name(of: receiver))"
        case .among(_, .section(let list), let position, let count): "position \(position) of \(count) in \(names.name(ofContainer: list))"
        case .among(_, .folder(let folder), let position, let count): "inside \(names.name(ofContainer: folder)), position \(position) of \(count)"
        }
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
