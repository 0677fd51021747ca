import DropEngine
import DropGeometry
import TaskModel

extension Scene {
    /// The largest magnitude of a scene's coordinates and sizes (frames, the viewport, row
    /// layouts and their pitch, activation distances): 10^9 points, far beyond any screen. Within
    /// it, every row a list can lay out, even one grown by a trace's every input, has a finite
    /// frame; a larger number is refused where it was written.
    public static let coordinateLimit = 1e9

    /// Decodes and validates a scene. Every error names the file and the JSON path.
    ///
    /// ```swift
    /// let scene = try Scene.decode(text, file: "Demo/scenes/todo.json")
    /// ```
    public static func decode(_ text: String, file: String) throws(InputError) -> Scene {
        let root = try JSONNode(parsing: text, file: file)
        try root.onlyKeys(["name", "viewport", "clock", "lists", "receivers", "sources"])
        let name = try root.optional("name")?.nonEmptyString() ?? "scene"
        let viewportNode = try root.required("viewport")
        try viewportNode.onlyKeys(["width", "height"])
        let viewport = Size(width: try viewportNode.required("width").number(in: 1...coordinateLimit),
                            height: try viewportNode.required("height").number(in: 1...coordinateLimit))

        let listNodes = try root.required("lists").elements()
        guard !listNodes.isEmpty else { throw try root.required("lists").fail(expected: "at least one list", found: "[]") }
        let clock = try root.optional("clock").map { (node: JSONNode) throws(InputError) in try decodeClock(node) }
        var lists: [List] = []
        var taskIDs: Set<TaskID> = []
        var listIDs: Set<ListID> = []
        for node in listNodes {
            let list = try decodeList(node, taskIDs: &taskIDs)
            if !listIDs.insert(list.id).inserted {
                throw try node.required("id").fail(expected: "a list id not used by another list")
            }
            if clock == nil, let rule = list.schedule, rule != .unscheduled {
                throw try node.required("schedule").fail(expected: "a scene \"clock\" to date tasks put in a list scheduled for \(rule)",
                                                       found: "no clock")
            }
            lists.append(list)
        }
        let receiverNodes = try root.required("receivers").elements()
        var receivers: [Receiver] = []
        var receiverIDs: Set<ReceiverID> = []
        receivers.reserveCapacity(receiverNodes.count)
        receiverIDs.reserveCapacity(receiverNodes.count)
        for node in receiverNodes {
            let receiver = try decodeReceiver(node, lists: listIDs)
            // Receivers, sources and tasks are one namespace to the traces: a W3C element origin names any of them.
            if taskIDs.contains(TaskID(receiver.id.rawValue)) || !receiverIDs.insert(receiver.id).inserted {
                throw try node.required("id").fail(expected: "a receiver id not used by another receiver or a task")
            }
            receivers.append(receiver)
        }
        try checkParents(of: receivers, ids: receiverIDs, file: file)
        var sources: [Source] = []
        var sourceIDs: Set<SourceID> = []
        let sourceNodes = try root.optional("sources")?.elements() ?? []
        for node in sourceNodes {
            let source = try decodeSource(node)
            if taskIDs.contains(TaskID(source.id.rawValue)) || receiverIDs.contains(ReceiverID(source.id.rawValue))
                || !sourceIDs.insert(source.id).inserted {
                throw try node.required("id").fail(expected: "a source id not used by a receiver, another source or a task")
            }
            sources.append(source)
        }
        try checkAcceptedKinds(of: receivers, carried: Set(sources.map(\.payload)), file: file)
        try checkCarriedKinds(of: sources, receivers: receivers, file: file)
        try checkRoleKinds(of: receivers, file: file)
        return Scene(unchecked: name, viewport: viewport, lists: lists, receivers: receivers, sources: sources, clock: clock, file: file)
    }

    private static func decodeList(_ node: JSONNode, taskIDs: inout Set<TaskID>) throws(InputError) -> List {
        try node.onlyKeys(["id", "title", "tasks", "schedule"])
        let id = ListID(try node.required("id").identifier())
        let title = try node.optional("title")?.string() ?? id.rawValue
        let tasks = try decodeTasks(node.optional("tasks"), taskIDs: &taskIDs, topLevel: true)
        let schedule = try node.optional("schedule").map { (rule: JSONNode) throws(InputError) in
            let text = try rule.string()
            guard let schedule = ListSchedule(rawValue: text) else {
                throw rule.fail(expected: "\"unscheduled\", \"today\" or \"tomorrow\"")
            }
            return schedule
        }
        return List(id: id, title: title, tasks: tasks, schedule: schedule)
    }

    /// A list's or folder's `tasks`: `{"id", "title"}`, plus `"header": true` (top level only)
    /// or `"folder": {"expanded": bool, "tasks": [...]}`, nested to any depth.
    private static func decodeTasks(_ node: JSONNode?, taskIDs: inout Set<TaskID>, topLevel: Bool) throws(InputError) -> [Task] {
        var tasks: [Task] = []
        for taskNode in try node?.elements() ?? [] {
            try taskNode.onlyKeys(["id", "title", "header", "folder"])
            let idNode = try taskNode.required("id")
            let taskID = TaskID(try idNode.identifier())
            guard taskIDs.insert(taskID).inserted else { throw idNode.fail(expected: "a task id not used by another task") }
            var task = Task(id: taskID, title: try taskNode.required("title").string())
            if let header = try taskNode.optional("header"), try header.bool() {
                guard topLevel else { throw header.fail(expected: "a header at a list's top level, not inside a folder", found: "true") }
                task.kind = .header
            }
            if let folder = try taskNode.optional("folder") {
                guard task.kind == .task else { throw folder.fail(expected: "a node that is a header or a folder, not both", found: "a folder") }
                try folder.onlyKeys(["expanded", "tasks"])
                task.kind = .folder(expanded: try folder.optional("expanded")?.bool() ?? false)
                task.children = try decodeTasks(folder.optional("tasks"), taskIDs: &taskIDs, topLevel: false)
            }
            tasks.append(task)
        }
        return tasks
    }

    private static func decodeReceiver(_ node: JSONNode, lists: Set<ListID>) throws(InputError) -> Receiver {
        let fields = try node.fields(ReceiverKey.self)
        let role = try decodeRole(try fields.required(.role), lists: lists)
        let accepts = try fields.required(.accepts).elements().map { (kind: JSONNode) throws(InputError) in
            PayloadKind(try kind.nonEmptyString())
        }
        var rows: RowLayout?
        if let rowsNode = fields.optional(.rows) {
            switch role {
            case .list, .sections: break
            case .complete, .trash, .moveTo, .custom:
                throw rowsNode.fail(expected: "no rows (only a receiver with a list or sections role has rows)", found: "rows")
            }
            let rowFields = try rowsNode.fields(RowKey.self)
            rows = RowLayout(first: try decodeRect(rowFields),
                             // Rows 0 points apart lie on one another: only the last could be pressed, and every slot would be one place.
                             pitch: try rowFields.required(.pitch).number(above: 0, atMost: coordinateLimit),
                             z: try decodeZ(rowFields, default: 1),
                             activation: try rowFields.optional(.activation).map(decodeActivation) ?? .longPress(),
                             indent: try rowFields.optional(.indent)?.number(in: 0...coordinateLimit) ?? 24)
            if let swipe = rowFields.optional(.swipe) { rows!.swipe = try decodeSwipe(swipe, of: rows!, headerRows: false) }
            if let swipe = rowFields.optional(.headerSwipe) { rows!.headerSwipe = try decodeSwipe(swipe, of: rows!, headerRows: true) }
            if let tap = rowFields.optional(.headerTap) {
                // `"headerTap": "rename"`.
                guard case .string(let name) = tap.value, let meaning = HeaderTap(rawValue: name) else { throw tap.fail(expected: "\"rename\"") }
                rows!.headerTap = meaning
            }
        }
        // `"springLoad": {"milliseconds": N}` or `false`; 700 ms when left out.
        var springLoad: Interval? = .milliseconds(700)
        if let spring = fields.optional(.springLoad) {
            guard role.opensFolders else {
                throw spring.fail(expected: "no springLoad (only a receiver with a list or sections role opens folders)", found: "springLoad")
            }
            if case .bool(false) = spring.value {
                springLoad = nil
            } else {
                guard spring.isObject else { throw spring.fail(expected: "{\"milliseconds\": N} or false") }
                try spring.onlyKeys(["milliseconds"])
                springLoad = .milliseconds(try spring.required("milliseconds").integer(in: 0...3_600_000))
            }
        }
        var receiver = Receiver(id: ReceiverID(try fields.required(.id).identifier()),
                                frame: try decodeRect(try fields.required(.frame).fields(RectKey.self)),
                                role: role, z: try decodeZ(fields, default: 0),
                                isEnabled: try fields.optional(.enabled)?.bool() ?? true,
                                accepts: accepts, rows: rows, springLoad: springLoad,
                                title: try fields.optional(.title).map { (title: JSONNode) throws(InputError) in try title.nonEmptyString() })
        try decodeSteadiness(fields, into: &receiver)
        return receiver
    }

    private static func decodeSource(_ node: JSONNode) throws(InputError) -> Source {
        let fields = try node.fields(SourceKey.self)
        let payloadNode = try fields.required(.payload)
        let payload = PayloadKind(try payloadNode.nonEmptyString())
        // A task payload names its task; a source stands for no task, so every drop of it would be refused.
        if payload == .task { throw payloadNode.fail(expected: "a kind other than task (tasks are dragged from a list's rows)") }
        if payload == .header { throw payloadNode.fail(expected: "a kind other than header (headers are dragged from a list's rows)") }
        return Source(id: SourceID(try fields.required(.id).identifier()),
                      frame: try decodeRect(try fields.required(.frame).fields(RectKey.self)),
                      z: try decodeZ(fields, default: 0),
                      payload: payload,
                      activation: try fields.optional(.activation).map(decodeActivation) ?? .longPress(),
                      title: try fields.optional(.title).map { (title: JSONNode) throws(InputError) in try title.nonEmptyString() })
    }

    /// Every kind a receiver accepts is one a drag can carry: `task`, `header`, `addNew`, or a
    /// source's payload. Another can never be dropped: a misspelt kind (`"tsk"`) would leave the
    /// receiver refusing what it was meant to take, with nothing said.
    static func checkAcceptedKinds(of receivers: [Receiver], carried: Set<PayloadKind>, file: String) throws(InputError) {
        let known: Set<PayloadKind> = [.task, .header, .addNew]
        // By index, reading only `accepts`: `for receiver in receivers` copied each whole receiver
        // (retaining its every string and array), 100,000 times in a large scene. The board's own
        // kinds are compared, not hashed: asking `known` cost ~560 instructions a kind.
        for i in receivers.indices {
            let accepts = receivers[i].accepts
            guard let stray = accepts.firstIndex(where: { $0 != .task && $0 != .header && $0 != .addNew && !carried.contains($0) }) else {
                continue
            }
            let own = carried.subtracting(known).sorted()
            let expected = "task, header, addNew or a source's payload kind" + (own.isEmpty ? "" : " (\(naming(own)))")
            throw InputError(file: file, location: .path("receivers[\(i)].accepts[\(stray)]"), expected: expected,
                             found: quoted(accepts[stray].name))
        }
    }

    /// The first ten of `kinds`, then how many there are: an error names a scene's kinds, not
    /// 40,000 of them.
    private static func naming(_ kinds: [PayloadKind]) -> String {
        kinds.prefix(10).map(\.name).joined(separator: ", ") + (kinds.count > 10 ? ", … \(kinds.count) in all" : "")
    }

    /// Every source's payload is a kind some receiver accepts and can take, the mirror of
    /// ``checkAcceptedKinds(of:carried:file:)``: a misspelt kind (`"addnew"`), or one named only by
    /// receivers whose role never takes it (a team's own `"newCard"` on a list alone), would
    /// leave the source dropping onto nothing, with nothing said. Only `sources` are checked: the
    /// kinds of a list's rows (task, header, folder) come from the lists, and a scene may accept
    /// none of them.
    static func checkCarriedKinds(of sources: [Source], receivers: [Receiver], file: String) throws(InputError) {
        // A set to ask (a scene may hold 100,000 receivers, each with kinds of its own), the
        // kinds in scene order to name: the first ten. A kind named where it is never taken
        // keeps the first receiver naming it, for the error.
        var taking: Set<PayloadKind> = []
        var taken: [PayloadKind] = []
        var namedOnly: [PayloadKind: Int] = [:]
        for i in receivers.indices {
            let role = receivers[i].role
            for kind in receivers[i].accepts where kind != .task && kind != .header {
                if !role.takesSourceKind(kind) {
                    if namedOnly[kind] == nil { namedOnly[kind] = i }
                } else if taking.insert(kind).inserted {
                    taken.append(kind)
                }
            }
        }
        for (i, source) in sources.enumerated() where !taking.contains(source.payload) {
            func fail(expected: String) -> InputError {
                InputError(file: file, location: .path("sources[\(i)].payload"), expected: expected, found: quoted(source.payload.name))
            }
            if let r = namedOnly[source.payload] {
                let receiver = receivers[r]
                let role = "a \(receiver.role.name) role never takes "
                    + (source.payload == .addNew ? "it: a list, sections or custom role does" : "a source's own kind: a custom role does")
                throw fail(expected: "a kind a receiver can take (\(receiver.id) accepts \"\(source.payload.name)\", but \(role))")
            }
            let expected = taken.isEmpty
                ? "a kind a receiver accepts (the receivers accept no kind a source may carry)"
                : "a kind a receiver accepts (\(naming(taken)))"
            var error = fail(expected: expected)
            // Written in another case: every such kind (`Photo` and `PHOTO` for `photo`), not the first.
            let lower = source.payload.name.lowercased()
            if let near = didYouMean(taken.map(\.name).filter { $0.lowercased() == lower }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                error.found += " (\(near))"
            }
            throw error
        }
    }

    /// Every kind a receiver accepts is one its role can take (``TaskRole/acceptedKinds(_:)``):
    /// `header` on Complete (the board completes no header), `addNew` on Complete, Trash or a tab,
    /// a source's own kind on any role but `custom`. Such a kind was taken out of the receiver's
    /// rule, so a drag of it was refused under the pointer as `kindNotAccepted` (`does not accept
    /// header`) of a receiver whose scene said it accepted it. Checked after the kinds' spelling
    /// (``checkAcceptedKinds(of:carried:file:)``) and the sources' (``checkCarriedKinds(of:receivers:file:)``),
    /// whose errors say more where they apply.
    static func checkRoleKinds(of receivers: [Receiver], file: String) throws(InputError) {
        // By index, as in ``checkAcceptedKinds(of:carried:file:)``: a receiver is not copied to read its role and kinds.
        for i in receivers.indices {
            let role = receivers[i].role
            guard let k = receivers[i].accepts.firstIndex(where: { !role.takes($0) }) else { continue }
            let kind = receivers[i].accepts[k]
            let takes = role.acceptedKinds([.task, .header, .addNew]).map(\.name)
            let why = switch kind {
            case .header: "the board completes no header"
            case .addNew: "a list, sections or custom role takes it"
            default: "a source's own kind: a custom role takes it"
            }
            throw InputError(file: file, location: .path("receivers[\(i)].accepts[\(k)]"),
                             expected: "a kind a \(role.name) role can take (\(takes.joined(separator: ", ")))",
                             found: quoted(kind.name) + " (\(why))")
        }
    }

    private static func decodeZ<Key: LayerKey>(_ fields: JSONFields<Key>, default value: Int) throws(InputError) -> Int {
        guard let z = fields.optional(.z) else { return value }
        return Int(try z.integer(in: -1_000_000...1_000_000))
    }

    /// `{"x": 20, "y": 60, "width": 460, "height": 520}`, or the first row of a row layout.
    private static func decodeRect<Key: RectKeys>(_ fields: JSONFields<Key>) throws(InputError) -> Rect {
        Rect(x: try fields.required(.x).number(in: -coordinateLimit...coordinateLimit),
             y: try fields.required(.y).number(in: -coordinateLimit...coordinateLimit),
             width: try fields.required(.width).number(in: 0...coordinateLimit),
             height: try fields.required(.height).number(in: 0...coordinateLimit))
    }

    /// `"complete"`, `"trash"`, `{"list": "inbox"}`, `{"moveTo": "today"}`, `{"custom": "archive"}`.
    private static func decodeRole(_ node: JSONNode, lists: Set<ListID>) throws(InputError) -> TaskRole {
        let expected = "\"complete\", \"trash\", or an object with one of list, sections, moveTo, custom"
        if case .string(let name) = node.value {
            switch name {
            case "complete": return .complete
            case "trash": return .trash
            default:
                // A misspelt role (`"trsh"`) is named.
                var error = node.fail(expected: expected)
                if let near = didYouMean(nearestNames(to: name, among: ["complete", "trash"])) { error.found += " (\(near))" }
                throw error
            }
        }
        let (key, argument) = try node.choice(among: ["list", "sections", "moveTo", "custom"], expected: expected)
        if key == "sections" {
            // `{"sections": ["work", "home"], "collapsed": ["home"]}`, in either order.
            try node.onlyKeys(["sections", "collapsed"])
            func listIDs(_ key: String) throws(InputError) -> [ListID] {
                var ids: [ListID] = []
                for element in try node.optional(key)?.elements() ?? [] {
                    let id = ListID(try element.nonEmptyString())
                    guard lists.contains(id) else { throw element.fail(expected: "the id of a list in \"lists\"") }
                    guard !ids.contains(id) else { throw element.fail(expected: "a list not named twice") }
                    ids.append(id)
                }
                return ids
            }
            let shown = try listIDs("sections")
            guard !shown.isEmpty else { throw try node.required("sections").fail(expected: "at least one list", found: "[]") }
            let collapsed = try listIDs("collapsed")
            if let stray = collapsed.first(where: { !shown.contains($0) }), let element = try node.optional("collapsed") {
                throw element.fail(expected: "lists among the sections", found: "\"\(stray)\"")
            }
            return .sections(shown, collapsed: collapsed)
        }
        try node.onlyKeys(JSONKeys([key]))
        if key == "custom" { return .custom(try argument.nonEmptyString()) }
        // `{"list": "inbox"}` or `{"moveTo": "today"}`.
        let list = ListID(try argument.nonEmptyString())
        guard lists.contains(list) else { throw argument.fail(expected: "the id of a list in \"lists\"") }
        return key == "list" ? .list(list) : .moveTo(list)
    }

    /// `{"left": "trash", "right": "complete", "distance": 120}`: at least one way, each a meaning
    /// the rows' kind may have (``SwipeMeaning``); the distance half the row's width when left
    /// out. The rows must wait for a long-press: any move of another activation starts a drag,
    /// so a swipe could never begin.
    private static func decodeSwipe(_ node: JSONNode, of rows: RowLayout, headerRows: Bool) throws(InputError) -> RowSwipe {
        let fields = try node.fields(SwipeKey.self)
        func meaning(_ key: SwipeKey) throws(InputError) -> SwipeMeaning? {
            guard let way = fields.optional(key) else { return nil }
            guard case .string(let name) = way.value, let meaning = SwipeMeaning(rawValue: name),
                  SwipeMeaning.allowed(headerRows: headerRows).contains(meaning) else {
                throw way.fail(expected: SwipeMeaning.spelled(headerRows: headerRows))
            }
            return meaning
        }
        let left = try meaning(.left), right = try meaning(.right)
        guard left != nil || right != nil else { throw node.fail(expected: "\"left\" or \"right\" (what a swipe that way does)") }
        guard case .longPress = rows.activation else {
            throw node.fail(expected: "rows with a long-press activation (a swipe begins when a press leaves it sideways)",
                            found: "rows with \(Scene.spelled(rows.activation))")
        }
        let distance: Double
        if let given = fields.optional(.distance) {
            distance = try given.number(above: 0, atMost: coordinateLimit)
        } else {
            distance = rows.first.width / 2
            guard distance > 0 else { throw node.fail(expected: "a \"distance\" (the rows are 0 points wide)", found: "none") }
        }
        return RowSwipe(left: left, right: right, distance: distance)
    }

    /// `"immediate"`, `"longPress"` (300 ms, 10 points), `{"longPress": {"milliseconds": 500,
    /// "tolerance": 8}}`, `{"distance": 4}`.
    static func decodeActivation(_ node: JSONNode) throws(InputError) -> Activation {
        let expected = "\"immediate\", \"longPress\", {\"distance\": points} or {\"longPress\": {…}}"
        if case .string(let name) = node.value {
            switch name {
            case "immediate": return .immediate
            case "longPress": return .longPress()
            default: throw node.fail(expected: expected)
            }
        }
        let (key, argument) = try node.choice(among: ["longPress", "distance"], expected: expected)
        try node.onlyKeys(JSONKeys([key]))
        if key == "distance" { return .distance(try argument.number(in: 0...coordinateLimit)) }
        try argument.onlyKeys(["milliseconds", "tolerance"])
        let ms = try argument.optional("milliseconds")?.integer(in: 0...3_600_000) ?? 300
        let tolerance = try argument.optional("tolerance")?.number(in: 0...coordinateLimit) ?? 10
        return .longPress(minimumDuration: .milliseconds(ms), tolerance: tolerance)
    }
}
