import DropEngine
import DropGeometry
import TaskModel

/// The checks of a scene built or changed in code: each rule ``Scene/decode(_:file:)`` holds a
/// file to, asked of the values, with the same error (the JSON path the value would have in a
/// file, what was expected, what was found). The rules that tie one part of a scene to another
/// (parents, accepted and carried kinds) are one function each, which decoding calls too.
extension Scene {
    /// Throws the first thing in the scene that ``decode(_:file:)`` would refuse in a file.
    ///
    /// A value always has a `springLoad` and a `hysteresis`: on a receiver whose role ignores
    /// them, one that asks for something — other than the default (700 ms, 4 points) or none
    /// (`nil`, 0) — is refused as the key would be in a file. A node both a header and a folder cannot be said (a
    /// ``Task/kind`` is one of them). A task with ``Task/children`` must be a folder.
    /// - Complexity: O(n) in the scene's lists, tasks, receivers and sources.
    func check() throws(InputError) {
        let file = errorFile
        func fail(_ path: String, _ expected: String, _ found: String) -> InputError {
            InputError(file: file, location: .path(path), expected: expected, found: found)
        }
        if name.isEmpty { throw fail("name", "a non-empty string", "\"\"") }
        try Self.checkNumber(viewport.width, in: 1...Self.coordinateLimit, file, "viewport.width")
        try Self.checkNumber(viewport.height, in: 1...Self.coordinateLimit, file, "viewport.height")
        guard !lists.isEmpty else { throw fail("lists", "at least one list", "[]") }
        if let clock, abs(clock.calendar.secondsEast) > 18 * 3600 || clock.calendar.secondsEast % 60 != 0 {
            throw fail("clock.utcOffset", "an offset from UTC like \"+01:00\" or \"-05:30\", within ±18:00",
                       "\(clock.calendar.secondsEast) seconds east")
        }
        // A file writes the start as a UTC time of the years 0000 to 9999.
        if let clock, !UnixTime.datable.contains(clock.start.milliseconds) {
            throw fail("clock.start", "a UTC time from 0000-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z", "\(clock.start.milliseconds) ms from 1970")
        }
        var taskIDs: Set<TaskID> = []
        var listIDs: Set<ListID> = []
        for (i, list) in lists.enumerated() {
            try Self.checkIdentifier(list.id.rawValue, file, "lists[\(i)].id")
            try Self.checkTasks(list.tasks, file, "lists[\(i)].tasks", topLevel: true, ids: &taskIDs)
            if !listIDs.insert(list.id).inserted {
                throw fail("lists[\(i)].id", "a list id not used by another list", Self.quoted(list.id.rawValue))
            }
            if clock == nil, let rule = list.schedule, rule != .unscheduled {
                throw fail("lists[\(i)].schedule", "a scene \"clock\" to date tasks put in a list scheduled for \(rule)", "no clock")
            }
        }
        var receiverIDs: Set<ReceiverID> = []
        for (i, receiver) in receivers.enumerated() {
            try Self.check(receiver, file, "receivers[\(i)]", lists: listIDs)
            if taskIDs.contains(TaskID(receiver.id.rawValue)) || !receiverIDs.insert(receiver.id).inserted {
                throw fail("receivers[\(i)].id", "a receiver id not used by another receiver or a task", Self.quoted(receiver.id.rawValue))
            }
        }
        try Self.checkParents(of: receivers, ids: receiverIDs, file: file)
        var sourceIDs: Set<SourceID> = []
        for (i, source) in sources.enumerated() {
            let path = "sources[\(i)]"
            if source.payload.name.isEmpty { throw fail(path + ".payload", "a non-empty string", "\"\"") }
            if source.payload == .task {
                throw fail(path + ".payload", "a kind other than task (tasks are dragged from a list's rows)", Self.quoted(source.payload.name))
            }
            if source.payload == .header {
                throw fail(path + ".payload", "a kind other than header (headers are dragged from a list's rows)", Self.quoted(source.payload.name))
            }
            try Self.checkIdentifier(source.id.rawValue, file, path + ".id")
            try Self.checkRect(source.frame, file, path + ".frame")
            try Self.checkZ(source.z, file, path + ".z")
            try Self.checkActivation(source.activation, file, path + ".activation")
            if source.title?.isEmpty == true { throw fail(path + ".title", "a non-empty string", "\"\"") }
            if taskIDs.contains(TaskID(source.id.rawValue)) || receiverIDs.contains(ReceiverID(source.id.rawValue))
                || !sourceIDs.insert(source.id).inserted {
                throw fail(path + ".id", "a source id not used by a receiver, another source or a task", Self.quoted(source.id.rawValue))
            }
        }
        try Self.checkAcceptedKinds(of: receivers, carried: Set(sources.map(\.payload)), file: file)
        try Self.checkCarriedKinds(of: sources, receivers: receivers, file: file)
        try Self.checkRoleKinds(of: receivers, file: file)
    }

    /// A list's or folder's nodes: ids of their own without control characters, headers at the
    /// top level only, children only in folders.
    private static func checkTasks(_ tasks: [Task], _ file: String, _ path: String, topLevel: Bool, ids: inout Set<TaskID>) throws(InputError) {
        for (j, task) in tasks.enumerated() {
            let here = "\(path)[\(j)]"
            try checkIdentifier(task.id.rawValue, file, here + ".id")
            guard ids.insert(task.id).inserted else {
                throw InputError(file: file, location: .path(here + ".id"), expected: "a task id not used by another task", found: quoted(task.id.rawValue))
            }
            switch task.kind {
            case .header where !topLevel:
                throw InputError(file: file, location: .path(here + ".header"), expected: "a header at a list's top level, not inside a folder", found: "true")
            case .folder:
                try checkTasks(task.children, file, here + ".folder.tasks", topLevel: false, ids: &ids)
                continue
            case .task, .header:
                break
            }
            if !task.children.isEmpty {
                throw InputError(file: file, location: .path(here + ".folder"), expected: "tasks inside a folder only",
                                 found: "\(task.children.count) inside a \(task.kind == .header ? "header" : "task")")
            }
        }
    }

    /// One receiver's own fields, in the order decoding reads them.
    private static func check(_ receiver: Receiver, _ file: String, _ path: String, lists: Set<ListID>) throws(InputError) {
        func fail(_ key: String, _ expected: String, _ found: String) -> InputError {
            InputError(file: file, location: .path(path + key), expected: expected, found: found)
        }
        try checkRole(receiver.role, file, path + ".role", lists: lists)
        for (k, kind) in receiver.accepts.enumerated() where kind.name.isEmpty {
            throw fail(".accepts[\(k)]", "a non-empty string", "\"\"")
        }
        if let rows = receiver.rows {
            guard receiver.role.placement == .amongRows else {
                throw fail(".rows", "no rows (only a receiver with a list or sections role has rows)", "rows")
            }
            try checkRect(rows.first, file, path + ".rows")
            guard rows.pitch > 0, rows.pitch <= coordinateLimit else {
                throw fail(".rows.pitch", JSONNode.expected(above: 0, atMost: coordinateLimit), rows.pitch.isFinite ? JSONValue.format(rows.pitch) : String(rows.pitch))
            }
            try checkZ(rows.z, file, path + ".rows.z")
            try checkActivation(rows.activation, file, path + ".rows.activation")
            try checkNumber(rows.indent, in: 0...coordinateLimit, file, path + ".rows.indent")
            for (key, swipe, headerRows) in [("swipe", rows.swipe, false), ("headerSwipe", rows.headerSwipe, true)] {
                guard let swipe else { continue }
                // As decoding refuses them: a way to swipe, meanings the rows may have, the rows
                // waiting for a long-press, a distance above 0.
                guard swipe.left != nil || swipe.right != nil else {
                    throw fail(".rows.\(key)", "\"left\" or \"right\" (what a swipe that way does)", "an object")
                }
                for (way, meaning) in [("left", swipe.left), ("right", swipe.right)] {
                    guard let meaning, !SwipeMeaning.allowed(headerRows: headerRows).contains(meaning) else { continue }
                    throw fail(".rows.\(key).\(way)", SwipeMeaning.spelled(headerRows: headerRows), "\"\(meaning.rawValue)\"")
                }
                guard case .longPress = rows.activation else {
                    throw fail(".rows.\(key)", "rows with a long-press activation (a swipe begins when a press leaves it sideways)",
                               "rows with \(spelled(rows.activation))")
                }
                guard swipe.distance > 0, swipe.distance <= coordinateLimit else {
                    throw fail(".rows.\(key).distance", JSONNode.expected(above: 0, atMost: coordinateLimit), JSONValue.format(swipe.distance))
                }
            }
        }
        if let spring = receiver.springLoad {
            try checkMilliseconds(spring, file, path + ".springLoad.milliseconds")
        }
        // A value always has a spring-load and a hysteresis: one other than the default (or none)
        // on a receiver whose role ignores it is what a file would say and be refused for.
        if !receiver.role.opensFolders, let spring = receiver.springLoad, spring != Receiver.defaultSpringLoad {
            throw fail(".springLoad", "no springLoad other than the default, 700 ms, or nil (only a receiver with a list or sections role opens folders)",
                       "\(JSONValue.format(Double(spring.microseconds) / 1_000)) ms")
        }
        if receiver.role.placement != .amongRows, receiver.hysteresis != 0, receiver.hysteresis != Receiver.defaultHysteresis {
            throw fail(".hysteresis", "no hysteresis other than the default, 4, or 0 (only a receiver with a list or sections role has slots)",
                       JSONValue.format(receiver.hysteresis))
        }
        try checkIdentifier(receiver.id.rawValue, file, path + ".id")
        try checkRect(receiver.frame, file, path + ".frame")
        try checkZ(receiver.z, file, path + ".z")
        if case .closestCenter(let radius) = receiver.collision {
            try checkNumber(radius, in: 0...coordinateLimit, file, path + ".collision.closestCenter.radius")
        }
        if let parent = receiver.parent {
            if parent.rawValue.isEmpty { throw fail(".parent", "a non-empty string", "\"\"") }
            if parent == receiver.id { throw fail(".parent", "the id of another receiver", quoted(parent.rawValue)) }
        }
        try checkNumber(receiver.hysteresis, in: 0...coordinateLimit, file, path + ".hysteresis")
        try checkNumber(receiver.edgeHysteresis, in: 0...coordinateLimit, file, path + ".edgeHysteresis")
        if receiver.isScrollable && receiver.rows == nil {
            throw fail(".scrollable", "a receiver with rows to scroll (\"rows\")", "true")
        }
        if receiver.title?.isEmpty == true { throw fail(".title", "a non-empty string", "\"\"") }
    }

    /// A role's lists are the scene's; a sections role names at least one, none twice, and
    /// collapses only those it shows.
    private static func checkRole(_ role: TaskRole, _ file: String, _ path: String, lists: Set<ListID>) throws(InputError) {
        func fail(_ key: String, _ expected: String, _ found: String) -> InputError {
            InputError(file: file, location: .path(path + key), expected: expected, found: found)
        }
        func list(_ id: ListID, _ key: String) throws(InputError) {
            if id.rawValue.isEmpty { throw fail(key, "a non-empty string", "\"\"") }
            guard lists.contains(id) else { throw fail(key, "the id of a list in \"lists\"", quoted(id.rawValue)) }
        }
        switch role {
        case .complete, .trash:
            break
        case .list(let id):
            try list(id, ".list")
        case .moveTo(let id):
            try list(id, ".moveTo")
        case .custom(let name):
            if name.isEmpty { throw fail(".custom", "a non-empty string", "\"\"") }
        case .sections(let shown, let collapsed):
            for (key, ids) in [("sections", shown), ("collapsed", collapsed)] {
                for (k, id) in ids.enumerated() {
                    try list(id, ".\(key)[\(k)]")
                    if ids[..<k].contains(id) { throw fail(".\(key)[\(k)]", "a list not named twice", quoted(id.rawValue)) }
                }
                if key == "sections" && ids.isEmpty { throw fail(".sections", "at least one list", "[]") }
            }
            if let stray = collapsed.first(where: { !shown.contains($0) }) {
                throw fail(".collapsed", "lists among the sections", "\"\(stray)\"")
            }
        }
    }

    private static func checkActivation(_ activation: Activation, _ file: String, _ path: String) throws(InputError) {
        switch activation {
        case .immediate:
            break
        case .distance(let points):
            try checkNumber(points, in: 0...coordinateLimit, file, path + ".distance")
        case .longPress(let duration, let tolerance):
            try checkMilliseconds(duration, file, path + ".longPress.milliseconds")
            try checkNumber(tolerance, in: 0...coordinateLimit, file, path + ".longPress.tolerance")
        }
    }

    /// A duration a file writes in whole milliseconds, up to an hour.
    private static func checkMilliseconds(_ interval: Interval, _ file: String, _ path: String) throws(InputError) {
        let us = interval.microseconds
        guard us % 1_000 == 0, (0...3_600_000_000).contains(us) else {
            throw InputError(file: file, location: .path(path), expected: "an integer from 0 to 3600000",
                             found: JSONValue.format(Double(us) / 1_000))
        }
    }

    private static func checkRect(_ rect: Rect, _ file: String, _ path: String) throws(InputError) {
        try checkNumber(rect.minX, in: -coordinateLimit...coordinateLimit, file, path + ".x")
        try checkNumber(rect.minY, in: -coordinateLimit...coordinateLimit, file, path + ".y")
        try checkNumber(rect.width, in: 0...coordinateLimit, file, path + ".width")
        try checkNumber(rect.height, in: 0...coordinateLimit, file, path + ".height")
    }

    private static func checkZ(_ z: Int, _ file: String, _ path: String) throws(InputError) {
        guard (-1_000_000...1_000_000).contains(z) else {
            throw InputError(file: file, location: .path(path), expected: "an integer from -1000000 to 1000000", found: String(z))
        }
    }

    /// A number in `range`, which NaN is not in; the message names both bounds, as decoding's.
    private static func checkNumber(_ n: Double, in range: ClosedRange<Double>, _ file: String, _ path: String) throws(InputError) {
        guard range.contains(n) else {
            throw InputError(file: file, location: .path(path),
                             expected: "a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))",
                             found: n.isFinite ? JSONValue.format(n) : String(n))
        }
    }

    /// An id: non-empty and without control characters.
    private static func checkIdentifier(_ id: String, _ file: String, _ path: String) throws(InputError) {
        if id.isEmpty { throw InputError(file: file, location: .path(path), expected: "a non-empty string", found: "\"\"") }
        if let shown = String.controlsSpelledOut(id) {
            throw InputError(file: file, location: .path(path), expected: "an id without control characters", found: "\"" + shown + "\"")
        }
    }

    /// A string as an error shows what was found: JSON-quoted, a long one cut short.
    static func quoted(_ s: String) -> String { InputError.excerpt(s, quote: JSONValue.quote) }

    /// An activation as a scene spells it, for errors: `"activation": "immediate"`,
    /// `"activation": {"distance": 4}`, `"activation": "longPress"`.
    static func spelled(_ activation: Activation) -> String {
        switch activation {
        case .immediate: "\"activation\": \"immediate\""
        case .distance(let points): "\"activation\": {\"distance\": \(JSONValue.format(points))}"
        case .longPress: "\"activation\": \"longPress\""
        }
    }
}
