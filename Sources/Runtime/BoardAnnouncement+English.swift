import DropEngine

/// The board's own English announcements; a drag's are the engine's (`Announcement+English.swift`
/// in DropEngine), said as they are.
///
/// | announcement | text |
/// |---|---|
/// | undone | Undid dropping Buy milk. Buy milk is back at position 1 of 5 in Inbox. · Undid adding New task. |
/// | undone (one task trashed or completed, by a swipe or a drop) | Undid trashing Report. Report is back at position 2 of 5 in Inbox. · Undid completing Buy milk. Buy milk is back at position 1 of 5 in Inbox. |
/// | undone (into a closed folder or section) | Undid dropping Photo B1. Photo B1 is back inside Folder B, position 1 of 1 (closed). |
/// | undone (a selection) | Undid dropping 3 tasks. They are back where they were. |
/// | redone | Redid dropping Buy milk to position 2 of 5 in Inbox. · Redid adding New task at position 1 of 5 in Inbox. |
/// | redone (one task trashed or completed) | Redid trashing Report. · Redid completing Buy milk. |
/// | redone (into a closed folder or section) | Redid dropping Readme into Folder B, position 2 of 2 (closed). · Redid dropping Write spec to position 2 of 2 in Errands (closed). |
/// | redone (a selection) | Redid dropping 3 tasks onto Complete. · Redid dropping 3 tasks to Today. |
/// | nothing to undo | Nothing to undo. · Nothing to redo. |
/// | undo refused | Cannot undo: "Buy milk" was moved since by another writer. |
/// | renamed | Renamed Home to At home. |
/// | undone, redone (a rename) | Undid renaming: At home is Home again. · Redid renaming Home to At home. |
/// | undone, redone (a header's section or a folder trashed) | Undid trashing Work with 2 tasks. They are back where they were. · Redid trashing Work with 2 tasks. |
/// | swiped | Completed Buy milk. · Trashed Report. · Trashed Work with 3 tasks. · Could not trash Report: Report is trashed. |
extension BoardAnnouncement {
    /// The announcement as one English sentence (or two), with `names` for the things it names.
    public func english(_ names: some AnnouncementNames) -> String {
        switch self {
        case .drag(let announcement):
            return announcement.english(names)
        case .undone(let item, let others, let now, let step, let closed):
            let name = names.name(of: item)
            if others > 0 { return "Undid \(step.gerund) \(names.name(ofItems: others + 1)). They are back where they were." }
            if step == .add { return "Undid adding \(name)." }
            return "Undid \(step.gerund) \(name)." + (now.map { " \(name) is back " + Announcement.at($0, names) + (closed ? " (closed)." : ".") } ?? "")
        case .redone(let item, let others, let to, let step, let closed):
            // Trashed or completed: where it went is what the verb says.
            if step == .trash || step == .complete { return "Redid \(step.gerund) \(others > 0 ? names.name(ofItems: others + 1) : names.name(of: item))." }
            if others > 0 {
                let target = to.map { place in
                    switch place {
                    case .onto(let receiver): " " + Announcement.destination(receiver, nil, names)
                    case .among(let receiver, let container, _, _): " " + Announcement.destination(receiver, container, names)
                    }
                } ?? ""
                return "Redid \(step.gerund) \(names.name(ofItems: others + 1))\(target)."
            }
            let target = to.map { place in
                switch place {
                case .onto(let receiver): " onto \(names.name(of: receiver))"
                case .among(_, .folder(let folder), let position, let count): " into \(names.name(ofContainer: folder)), position \(position) of \(count)"
                case .among: (step == .add ? " at " : " to ") + Announcement.phrase(place, names)
                }
            } ?? ""
            return "Redid \(step.gerund) \(names.name(of: item))\(target)\(closed && to != nil ? " (closed)" : "")."
        case .nothingToUndo(let redo):
            return redo ? "Nothing to redo." : "Nothing to undo."
        case .undoRefused(_, let redo, let reason):
            return "Cannot \(redo ? "redo" : "undo"): \(reason)."
        case .renamed(let item, let old):
            return "Renamed \(old) to \(names.name(of: item))."
        case .undoneRename(let item, let renamed):
            return "Undid renaming: \(renamed) is \(names.name(of: item)) again."
        case .redoneRename(let item, let old):
            return "Redid renaming \(old) to \(names.name(of: item))."
        case .undoneTrashing(let item, let others):
            return "Undid trashing \(names.name(of: item)) with \(names.name(ofItems: others)). They are back where they were."
        case .redoneTrashing(let item, let others):
            return "Redid trashing \(names.name(of: item)) with \(names.name(ofItems: others))."
        case .swiped(let item, .completed(let others)):
            return "Completed \(names.name(of: item))" + (others > 0 ? " with \(names.name(ofItems: others))." : ".")
        case .swiped(let item, .trashed(let others)):
            return "Trashed \(names.name(of: item))" + (others > 0 ? " with \(names.name(ofItems: others))." : ".")
        case .swiped(let item, .refused(let completing, let reason)):
            return "Could not \(completing ? "complete" : "trash") \(names.name(of: item)): \(Announcement.because(reason, item: item, names))."
        }
    }
}

extension StepKind {
    /// The step's verb as an announcement says it: `dropping`, `adding`, `trashing`, `completing`.
    var gerund: String {
        switch self {
        case .drop: "dropping"
        case .add: "adding"
        case .trash: "trashing"
        case .complete: "completing"
        }
    }
}
