import DropEngine
import DropGeometry
import TaskModel

/// Sections (a list shown as a title row and its tasks): opened and closed by a tap on the
/// title, a spring-load rest or the keyboard's activate, and stored with a store.
extension BoardRuntime {
    /// Collapses or expands `section`, as a tap on its title, a spring-load rest or the keyboard's
    /// activate asks: with a store, stored there first (durably; other processes read it at their
    /// next refresh), then reported (a `sectionToggled` event) and its rows laid out again with the input's.
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot commit it: the section stays as it was.
    mutating func setSection(_ section: ListID, collapsed: Bool, at time: Instant, line: Int,
                                     into events: inout [RuntimeEvent], changed: inout ChangedLists) throws(RuntimeError) {
        if let store {
            // A failure after other writers' commits were read lays the rows out from them, as a
            // failed drop's does: the rows drawn are the store's board.
            do { try store.setCollapsed(section, collapsed) } catch { try commitFailed(error, at: time, line: line, into: &events) }
        }
        if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }
        changed.insert(section)
        events.append(RuntimeEvent(time: time, line: line, kind: .sectionToggled(section, collapsed: collapsed)))
    }

    /// A tap on a section's title opens or closes the section (``TitleTaps``): the section `input`
    /// taps, which the caller opens or closes. A press on a title while the pointer holds nothing
    /// starts one; its hold becomes no tap at the rows' long-press deadline (`"activation":
    /// "longPress"`, 300 ms unless the scene says otherwise), as a task's row held that long lifts
    /// instead of being tapped. Rows activated otherwise (a distance, at once: a mouse's) have no
    /// hold: a click held any time is a click.
    mutating func trackTitleTap(_ input: DragInput) -> ListID? {
        if case .pointerDown(let event) = input, engine.payload(of: event.pointer) == nil, let (section, index) = sectionTitle(at: event.position) {
            let holdsFrom: Instant? = switch scene.receivers[index].rows?.activation {
            case .longPress(let duration, _)?: event.time + duration
            case .immediate?, .distance?, nil: nil
            }
            titleTaps.pressed(event.pointer, on: section, at: event.position, holdsFrom: holdsFrom)
            return nil
        }
        return titleTaps.handle(input)
    }

    /// The section whose title row holds `point`, and its receiver's position in the scene: the
    /// first such receiver's, in the scene's order.
    /// - Complexity: O(*s*) in the sections' titles of the receivers holding `point`.
    func sectionTitle(at point: Point) -> (section: ListID, receiver: Int)? {
        for index in sectionReceivers where scene.receivers[index].frame.contains(point) {
            guard let rows = laidOut[index] else { continue }
            if let title = rows.titles.first(where: { rows.frame(ofRow: $0.row).contains(point) }) { return (title.section, index) }
        }
        return nil
    }
}
