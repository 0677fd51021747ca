import DropEngine
import DropGeometry
import Runtime
import TaskModel

extension Replayer {
    func check(_ expectation: TraceExpectation, in window: EventWindow, line: Int) -> ExpectationFailure? {
        guard let failure = failure(of: expectation, in: window, line: line) else { return nil }
        return failure.naming(unreachedTaskID(in: expectation))
    }

    /// The first id `expectation` names as a task's that no board the replay reached held (the one
    /// it began on, the one now, or with a task Add New added since), with the nearest ids one did
    /// hold (did you mean; every one as near): a misspelt id fails, and is said to be one. An id
    /// the scene names otherwise (a source, a list, a section) is not a task's to look for; one that prints like
    /// an id reached (`té` composed and decomposed) is not said so, as the failure spells the
    /// difference (``LookAlikes``).
    /// - Complexity: O(*n*) in the ids named; O(*t*) in the tasks reached for the one not found.
    func unreachedTaskID(in expectation: TraceExpectation) -> (id: TaskID, nearest: [TaskID])? {
        let board = runtime.board
        let scene = runtime.scene
        func reached(_ id: TaskID) -> Bool {
            board.task(id) != nil || initialBoard.task(id) != nil || addedTaskIDs.contains(id)
                || scene.sources.contains { $0.id.rawValue == id.rawValue } || scene.lists.contains { $0.id.rawValue == id.rawValue }
        }
        guard let missing = expectation.namedTaskIDs.first(where: { !reached($0) }) else { return nil }
        var names = Set(board.allTasks.map(\.id.rawValue))
        names.formUnion(initialBoard.allTasks.map(\.id.rawValue))
        names.formUnion(addedTaskIDs.map(\.rawValue))
        guard !names.contains(where: { LookAlikes.alike($0, missing.rawValue) }) else { return nil }
        return (missing, nearestNames(to: missing.rawValue, among: names).map { TaskID($0) })
    }

    private func failure(of expectation: TraceExpectation, in window: EventWindow, line: Int) -> ExpectationFailure? {
        func failure(_ expected: String, _ found: String) -> ExpectationFailure {
            // Ids that print alike but differ (`té` composed and decomposed) are spelled so the difference shows.
            let (expected, found) = LookAlikes.distinguished(expected: expected, found: found)
            return ExpectationFailure(file: outline.file, line: line, expected: expected, found: found)
        }
        let applied = window.applied
        // Spelled out only for a failure: every expectation of a block would otherwise describe
        // each distinct action of the window (a drop of 10,000 selected tasks is one long action).
        // A drop that changed nothing is said as the replay prints it (`unchanged: reorder i1 to 0`).
        func actionsFound() -> String {
            guard !applied.isEmpty else { return "no action" }
            return zip(applied.values, window.changedNothing).map { ($1 ? "unchanged: " : "") + $0.text(spellingIDs: NativeTrace.shown) }.joined(separator: ", ")
        }
        // What happened instead, after a failure's found, in parentheses (`found no action (p1
        // cancelled h1: releasedOnRefusingReceiver on done (…))`): the found's start stays as it
        // was, for tools that match it. Nothing when there is nothing to say.
        func instead(_ parts: [String]) -> String { parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")" }
        func appliedLines() -> [String] {
            zip(applied.values, window.changedNothing).map { ($1 ? "unchanged: " : "applied: ") + $0.text(spellingIDs: NativeTrace.shown) }
        }
        func outcomes(_ keep: (EventWindow.Outcome) -> Bool = { _ in true }) -> [String] {
            window.outcomes.values.filter(keep).map(\.description)
        }
        // A press or a drag not ended yet: the line likely came before its `up`.
        func underWay() -> [String] {
            unfinished.map { "\($0.pointer.lineText)'s \($0.dragging ? "drag of" : "press on") \(NativeTrace.shown($0.source.rawValue)) is under way" }
        }
        // A press that hit no source: said with where it was and what was near.
        func missedPress() -> [String] {
            guard let press = window.missedPress else { return [] }
            let nearest = runtime.nearbySource(to: press.at).map { "nearest: " + $0.text }
                ?? "none within \(BoardRuntime.nearbySourceReach.roundedText) points"
            return ["\(press.pointer.lineText)'s press at \(press.at.roundedText) hit no source; \(nearest)"]
        }
        // Pointers that moved in the window and were never down in it: `p1 only hovered`.
        func hoveredOnly() -> [String] {
            let hovering = window.hovered.values.filter { !window.pressed.contains($0) }
            return hovering.isEmpty ? [] : [hovering.map(\.lineText).joined(separator: ", ") + " only hovered"]
        }
        // For a board expectation (`under`) after a window that applied nothing: what happened
        // instead, and that nothing was dropped (`p1 only hovered; nothing was dropped`). Nothing
        // when the window held nothing to say (a line before any input).
        func nothingDropped() -> [String] {
            guard applied.isEmpty else { return [] }
            let parts = outcomes() + underWay() + missedPress() + hoveredOnly()
            return parts.isEmpty ? [] : parts + ["nothing was dropped"]
        }
        let board = runtime.board
        /// Ids as a message names them: one holding a space reads as one, an invisible one shows.
        let shown = NativeTrace.shown
        let words = NativeTrace.shownWords
        // "a drag of t1", "drags of t1, t2": one drag is not "drags".
        func drags(_ sources: [String]) -> String {
            (sources.count == 1 ? "a drag of " : "drags of ") + sources.joined(separator: ", ")
        }
        /// When an `order` or `tree` line's first id names a list and no task (`order today t1`), what it likely meant.
        func colonForgotten(_ first: TaskID?) -> String {
            guard let first, board.hasList(ListID(first.rawValue)), board.task(first) == nil else { return "" }
            return " (\(shown(first.rawValue)) is a list: its own order is written \(shown(first.rawValue)):)"
        }
        /// Where a long order expected and the one found first part, which two lines of 31 ids
        /// each leave to the eye (`r30` against `r3O`): ` (first difference at position 31: r30
        /// expected, r3O found)`. Nothing when both hold 8 ids or fewer: the failure reads at a glance.
        func firstDifference(_ expected: [TaskID], _ found: [TaskID]) -> String {
            guard max(expected.count, found.count) > 8 else { return "" }
            let same = zip(expected, found).prefix { $0 == $1 }.count
            switch (same < expected.count, same < found.count) {
            case (true, true): return " (first difference at position \(same + 1): \(words([expected[same]])) expected, \(words([found[same]])) found)"
            case (true, false): return " (found ends after position \(same), where \(words([expected[same]])) was expected next)"
            case (false, true): return " (found goes on after position \(same), with \(words([found[same]])))"
            case (false, false): return ""
            }
        }

        switch expectation {
        case .action(let expected):
            guard !applied.values.contains(where: expected.matches) else { return nil }
            // A line naming some of a selection's nodes, which matched its action before it had to name them all.
            let part = applied.values.first(where: expected.namesPart).flatMap(ExpectedAction.init)
                .map { " (one action of several nodes: a line matching it names them all, expect action \($0))" } ?? ""
            return failure("action \(expected.summary)", actionsFound() + part + (applied.isEmpty ? instead(outcomes() + underWay() + missedPress() + hoveredOnly()) : ""))
        case .noAction:
            guard !applied.isEmpty else { return nil }
            // An unchanged drop is an action (`expect action` matches it): the failure says how to expect it.
            let unchanged = zip(applied.values, window.changedNothing).first { $1 }.flatMap { ExpectedAction($0.0) }
            return failure("no action", actionsFound() + (unchanged.map { " (a drop that changed nothing is still an action: expect action \($0))" } ?? ""))
        case .drag(let source):
            let started = window.started
            guard !started.contains(source) else { return nil }
            guard started.isEmpty else { return failure("a drag of \(shown(source.rawValue))", drags(started.values.map { shown($0.rawValue) })) }
            // Why none started: a press ended or refused, one that hit no source, one still waiting.
            return failure("a drag of \(shown(source.rawValue))", "no drag" + instead(outcomes(\.isPress) + missedPress() + underWay() + hoveredOnly()))
        case .noDrag:
            let started = window.started
            return started.isEmpty ? nil : failure("no drag", drags(started.values.map { shown($0.rawValue) }))
        case .refused(let receiver, let reason):
            let refusals = window.refusals.values
            let wanted = "a refusal by \(shown(receiver.rawValue))" + (reason.map { " (\($0))" } ?? "")
            let hit = refusals.contains { $0.receiver == receiver && (reason == nil || reason == $0.reason) }
            return hit ? nil : failure(wanted, refusals.isEmpty ? "no refusal" + instead(appliedLines() + outcomes() + underWay() + hoveredOnly())
                : refusals.map { "a refusal by \(shown($0.receiver.rawValue)) (\($0.reason))" }.joined(separator: ", "))
        case .cancelled(let reason):
            let reasons = window.cancelReasons
            return reasons.contains(reason) ? nil
                : failure("a drag cancelled (\(reason))", reasons.isEmpty ? "no cancel" + instead(appliedLines() + outcomes() + underWay() + missedPress() + hoveredOnly())
                    : "\(reasons.values.count == 1 ? "a drag" : "drags") cancelled (\(reasons.values.joined(separator: ", ")))")
        case .pressEnded(let reason):
            let reasons = window.pressEndReasons
            guard !reasons.contains(reason) else { return nil }
            guard reasons.isEmpty else {
                return failure("a press ended (\(reason))", "\(reasons.values.count == 1 ? "a press" : "presses") ended (\(reasons.values.joined(separator: ", ")))")
            }
            let started = window.started.values.map { "drag started: \($0)" }
            return failure("a press ended (\(reason))", "no press ended" + instead(started + outcomes(\.isPress) + missedPress() + underWay() + hoveredOnly()))
        case .swiped(let source, let way):
            let swipes = window.swipes
            func text(_ swipe: EventWindow.Swiped) -> String { "\(shown(swipe.source.rawValue)) swiped \(swipe.committed?.rawValue ?? "back")" }
            return swipes.contains(EventWindow.Swiped(source: source, committed: way)) ? nil
                : failure("\(shown(source.rawValue)) swiped \(way?.rawValue ?? "back")", swipes.isEmpty ? "no swipe" : swipes.values.map(text).joined(separator: ", "))
        case .renameRequested(let id):
            let requests = window.renameRequests
            return requests.contains(id) ? nil
                : failure("a rename of \(shown(id.rawValue)) requested", requests.isEmpty ? "no rename requested" : "renames of " + requests.values.map { shown($0.rawValue) }.joined(separator: ", ") + " requested")
        case .custom(let role, let objects):
            // Exactly the objects named, in any order (a parsed line names each once).
            let drops = window.customDrops.values
            func text(_ role: String, _ objects: [String]) -> String { ([role] + objects).map(shown).joined(separator: " ") }
            let hit = drops.contains { $0.role == role && (objects.isEmpty || (objects.count == $0.objects.count && Set(objects) == Set($0.objects))) }
            return hit ? nil
                : failure("a custom drop: \(text(role, objects))", drops.isEmpty ? "no custom drop" + instead(appliedLines() + outcomes() + underWay() + missedPress() + hoveredOnly())
                    : (drops.count == 1 ? "a custom drop: " : "custom drops: ") + drops.map { text($0.role, $0.objects) }.joined(separator: ", "))
        case .title(let id, let title):
            guard let task = board.task(id) else { return failure("\(shown(id.rawValue)) titled \(title.quotedOneLine)", "no task \(shown(id.rawValue))") }
            guard !task.title.utf8.elementsEqual(title.utf8) else { return nil }
            let (expected, found) = quotedApart(title, task.title)
            return failure("\(shown(id.rawValue)) titled \(expected)", found)
        case .pressRefused(let source):
            let refused = window.refusedPresses
            return refused.contains(source) ? nil
                : failure("a press on \(shown(source.rawValue)) refused", refused.isEmpty ? "no refused press" : "refused presses on " + refused.values.map { shown($0.rawValue) }.joined(separator: ", "))
        case .order(let list, let ids):
            let list = list ?? runtime.scene.defaultList
            guard board.hasList(list) else { return failure("order \(shown(list.rawValue)): \(ids.isEmpty ? "an empty list" : words(ids))", "no list \(shown(list.rawValue))") }
            let actual = board.openTaskIDs(in: list)
            func text(_ ids: [TaskID]) -> String { ids.isEmpty ? "an empty list" : words(ids) }
            return actual == ids ? nil
                : failure("order \(shown(list.rawValue)): \(text(ids))", text(actual) + colonForgotten(ids.first) + firstDifference(ids, actual))
        case .completed(let count):
            return board.completedCount == count ? nil : failure("\(count) completed", "\(board.completedCount)")
        case .trashed(let count):
            return board.trashedCount == count ? nil : failure("\(count) trashed", "\(board.trashedCount)")
        case .scheduled(let id, let day):
            func text(_ day: CivilDate?) -> String { day.map(String.init(describing:)) ?? "none" }
            guard let task = board.task(id) else { return failure("\(shown(id.rawValue)) scheduled \(text(day))", "no task \(shown(id.rawValue))") }
            let calendar = runtime.scene.clock?.calendar ?? .utc
            let actual = task.scheduled.map { calendar.day(containing: $0) }
            return actual == day ? nil : failure("\(shown(id.rawValue)) scheduled \(text(day))", text(actual))
        case .tree(let list, let nodes):
            let list = list ?? runtime.scene.defaultList
            guard board.hasList(list) else { return failure("tree \(shown(list.rawValue)): \(nodes.isEmpty ? "an empty list" : nodes.map(\.shown).joined(separator: " "))", "no list \(shown(list.rawValue))") }
            func tree(_ items: [TaskItem]) -> [TreeNode] {
                items.map { TreeNode(id: $0.id, children: $0.isFolder ? tree(board.children(of: $0.id)) : nil) }
            }
            let actual = tree(board.openTasks(in: list))
            func text(_ nodes: [TreeNode]) -> String { nodes.isEmpty ? "an empty list" : nodes.map(\.shown).joined(separator: " ") }
            return actual == nodes ? nil : failure("tree \(shown(list.rawValue)): \(text(nodes))", text(actual) + colonForgotten(nodes.first?.id))
        case .under(let header, let ids):
            let list = header.flatMap { board.task($0)?.list } ?? runtime.scene.defaultList
            // "nothing", not "none": `under none` is the rows above the first header.
            func text(_ ids: [TaskID]) -> String { ids.isEmpty ? "nothing" : words(ids) }
            let asked = "under \(header.map { shown($0.rawValue) } ?? "none"): \(text(ids))"
            if let header, board.task(header)?.kind != .header || board.task(header)?.status != .open {
                return failure(asked, "\(shown(header.rawValue)) is not an open header")
            }
            let actual = board.members(of: header, in: list).map(\.id)
            guard actual != ids else { return nil }
            // `under none:` reads the first list: with others, the failure says which it read.
            let read = header == nil && runtime.scene.lists.count > 1
                ? ["in \(shown(list.rawValue)), the scene's first list; for another list write under LIST: none:"]
                : []
            return failure(asked, text(actual) + instead(nothingDropped() + read))
        case .underNone(let list, let ids):
            func text(_ ids: [TaskID]) -> String { ids.isEmpty ? "nothing" : words(ids) }
            let asked = "under \(shown(list.rawValue)): none: \(text(ids))"
            guard board.hasList(list) else { return failure(asked, "no list \(shown(list.rawValue))") }
            let actual = board.members(of: nil, in: list).map(\.id)
            return actual == ids ? nil : failure(asked, text(actual) + instead(nothingDropped()))
        case .steady(let expectation):
            return checkSteady(expectation).map { failure($0.expected, $0.found) }
        case .announced(let text):
            let said = window.announced
            return said.contains(text) ? nil
                : failure("announced " + NativeTrace.quoted(text), said.isEmpty ? "no announcement" : "announced " + said.values.map(NativeTrace.quoted).joined(separator: ", "))
        case .selected(let ids):
            func text(_ ids: [TaskID]) -> String { ids.isEmpty ? "none" : words(ids) }
            let selection = runtime.selection
            guard selection != ids else { return nil }
            // The selection keeps the order it was named in: the same ids another way round are said so.
            let reordered = selection.count == ids.count && Set(selection) == Set(ids)
            return failure("selected \(text(ids))", text(selection) + (reordered ? " (the same tasks, in the order they were selected)" : ""))
        case .expanded(let ids), .collapsed(let ids):
            let wanted = if case .expanded = expectation { true } else { false }
            for id in ids {
                // A sections receiver's list, or a folder.
                if runtime.isSection(ListID(id.rawValue)) && board.task(id) == nil {
                    let expanded = !runtime.collapsedSections.contains(ListID(id.rawValue))
                    if expanded != wanted { return failure("\(shown(id.rawValue)) \(wanted ? "expanded" : "collapsed")", "\(shown(id.rawValue)) \(expanded ? "expanded" : "collapsed")") }
                    continue
                }
                guard case .folder(let expanded)? = board.task(id)?.kind else { return failure("\(shown(id.rawValue)) \(wanted ? "expanded" : "collapsed")", "\(shown(id.rawValue)) is not a folder") }
                if expanded != wanted { return failure("\(shown(id.rawValue)) \(wanted ? "expanded" : "collapsed")", "\(shown(id.rawValue)) \(expanded ? "expanded" : "collapsed")") }
            }
            return nil
        }
    }
}

extension ExpectedAction {
    /// Whether `action` is the one expected: of its kind, at its place, and — for a selection's
    /// action — of exactly the nodes named, in any order (the action lists them in display order).
    func matches(_ action: TaskAction) -> Bool { match(action) == .exactly }

    /// Whether `action` is of the kind and place expected and carried every node named and more:
    /// a line naming one node of a selection's drop, which matches it no more (a failure says so).
    func namesPart(of action: TaskAction) -> Bool { match(action) == .part }

    private enum Match { case no, part, exactly }

    private func match(_ action: TaskAction) -> Match {
        // The nodes named, each once, against those the action carried (each once, as the board lists them).
        func nodes(_ named: [TaskID], _ carried: [TaskID]) -> Match {
            let set = Set(named)
            guard set.count == named.count, set.isSubset(of: carried) else { return .no }
            return named.count == carried.count ? .exactly : .part
        }
        func exactly(_ holds: Bool) -> Match { holds ? .exactly : .no }
        switch (self, action) {
        case (.complete(let a), .complete(let b)), (.trash(let a), .trash(let b)): return exactly(a == [b])
        case (.rename(let a), .rename(let b, _, _)): return exactly(a == b)
        case (.complete(let a), .completeAll(let ids)), (.trash(let a), .trashAll(let ids)): return nodes(a, ids)
        case (.add(let slot), .add(_, _, let actual, _)): return exactly(slot == nil || slot == actual)
        case (.reorder(let a, let slot), .reorder(let b, let actual)): return exactly(a == b && (slot == nil || slot == actual))
        case (.move(let a, let list, let slot), .move(let b, let actual, let actualSlot, _)):
            return exactly(a == b && list == actual && (slot == nil || slot == actualSlot))
        case (.place(let a, let container, let index), .place(let b, let list, let parent, let actual, _)):
            return exactly(a == [b] && container.holds(list: list, parent: parent) && (index == nil || index == actual))
        // A selection's move, at the index the action names (as it prints).
        case (.place(let a, let container, let index), .placeAll(let ids, let list, let parent, let actual, _)):
            return container.holds(list: list, parent: parent) && (index == nil || index == actual) ? nodes(a, ids) : .no
        // Different kinds of action never match. Each action is named, not `default:`, so that a
        // new TaskAction case stops the build here until someone says what it matches.
        case (_, .complete), (_, .completeAll), (_, .trash), (_, .trashAll), (_, .rename), (_, .add), (_, .reorder), (_, .move),
             (_, .place), (_, .placeAll), (_, .setExpanded): return .no
        }
    }
}

extension ExpectedAction.PlaceContainer {
    /// Whether a node placed among `list`'s nodes under `parent` lies here.
    func holds(list: ListID, parent: TaskID?) -> Bool {
        switch self {
        case .list(let expected): parent == nil && list == expected
        case .folder(let folder): parent == folder
        }
    }
}

extension TaskAction {
    var isExpanding: Bool {
        if case .setExpanded = self { true } else { false }
    }
}

/// Two different texts quoted for a failure: on one line each (`String.quotedOneLine`),
/// or, where that spells them alike — one holds the six characters `\u{9}`, the other a tab —
/// with every scalar but printable ASCII, and each backslash, spelled as `\u{5C}`.
private func quotedApart(_ a: String, _ b: String) -> (String, String) {
    let (first, second) = (a.quotedOneLine, b.quotedOneLine)
    guard first == second else { return (first, second) }
    func spelled(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if (0x20...0x7E).contains(scalar.value), scalar != "\\" { out.unicodeScalars.append(scalar) } else {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            if scalar == "\"" { out += "\"" }
        }
        return out + "\""
    }
    return (spelled(a), spelled(b))
}

extension ExpectedAction {
    /// The expectation `action` meets, as `expect action` writes it (a selection's action by all
    /// its nodes); `nil` for a folder opened or closed, which is no drop's action.
    init?(_ action: TaskAction) {
        switch action {
        case .complete(let id): self = .complete([id])
        case .trash(let id): self = .trash([id])
        case .rename(let id, _, _): self = .rename(id)
        case .add(_, _, let slot, _): self = .add(slot: slot)
        case .reorder(let id, let slot): self = .reorder(id, slot: slot)
        case .move(let id, let list, let slot, _): self = .move(id, to: list, slot: slot)
        case .place(let id, let list, let parent, let index, _): self = .place([id], in: parent.map { .folder($0) } ?? .list(list), at: index)
        case .placeAll(let ids, let list, let parent, let index, _):
            guard !ids.isEmpty else { return nil }
            self = .place(ids, in: parent.map { .folder($0) } ?? .list(list), at: index)
        case .completeAll(let ids):
            guard !ids.isEmpty else { return nil }
            self = .complete(ids)
        case .trashAll(let ids):
            guard !ids.isEmpty else { return nil }
            self = .trash(ids)
        case .setExpanded: return nil
        }
    }
}

extension TraceExpectation {
    /// The ids the line names as tasks' (a drag's or press's source may be a scene source's).
    var namedTaskIDs: [TaskID] {
        func flattened(_ nodes: [TreeNode]) -> [TaskID] { nodes.flatMap { [$0.id] + flattened($0.children ?? []) } }
        switch self {
        case .action(let action):
            switch action {
            case .complete(let ids), .trash(let ids), .place(let ids, .list, _): return ids
            case .rename(let id), .reorder(let id, _), .move(let id, _, _): return [id]
            case .place(let ids, .folder(let folder), _): return ids + [folder]
            case .add: return []
            }
        case .drag(let source), .pressRefused(let source), .swiped(let source, _): return [TaskID(source.rawValue)]
        case .renameRequested(let id), .title(let id, _), .scheduled(let id, _): return [id]
        case .custom(_, let objects): return objects.map { TaskID($0) }
        case .order(_, let ids), .selected(let ids), .expanded(let ids), .collapsed(let ids): return ids
        case .under(let header, let ids): return (header.map { [$0] } ?? []) + ids
        case .underNone(_, let ids): return ids
        case .tree(_, let nodes): return flattened(nodes)
        case .noAction, .noDrag, .refused, .cancelled, .pressEnded, .steady, .completed, .trashed, .announced: return []
        }
    }
}

extension ExpectationFailure {
    /// The failure with a note saying that `unreached`'s id was on no board of the replay, and
    /// the nearest that were (`found a drag of i1 (zz: no task of that id was on the board in this
    /// replay; did you mean z1?)`, `…; did you mean c10 or c11?)`).
    func naming(_ unreached: (id: TaskID, nearest: [TaskID])?) -> ExpectationFailure {
        guard let (id, nearest) = unreached else { return self }
        var failure = self
        failure.found += " (\(NativeTrace.shown(id.rawValue)): no task of that id was on the board in this replay"
            + (didYouMean(nearest.map(\.rawValue), spelled: NativeTrace.shown).map { "; \($0))" } ?? ")")
        return failure
    }
}
