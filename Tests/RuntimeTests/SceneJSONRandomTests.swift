import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing
import TestSupport

/// Seeded random scenes, every key and role among them, written as JSON and read back.
@Suite("Random scenes written as JSON")
struct SceneJSONRandomTests {
    @Test("2,000 seeded random scenes read back equal from the JSON they write, and write it again byte for byte")
    func randomScenesReadBackEqual() throws {
        for seed in try seeds(2_000) {
            var random = RandomScene(seed: seed)
            let scene: Scene
            do {
                scene = try random.scene()
            } catch {
                Issue.record("seed \(seed): the generator made a scene the checks refuse: \(error)")
                continue
            }
            do {
                let text = try scene.json()
                let decoded = try Scene.decode(text, file: "seed \(seed).json")
                #expect(decoded == scene, "seed \(seed): read back as another scene from\n\(text)")
                #expect(try decoded.json() == text, "seed \(seed): written again as other text")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }
}

/// A random scene the checks take, from a seed: ids and titles holding what JSON escapes,
/// numbers of every size and precision (edges of each range included), each role, each key
/// both at its default and not — but a `springLoad` of `nil` and a `hysteresis` of 0 on a role
/// without either, which a file cannot say (`Scene.json()`).
struct RandomScene {
    private var rng: SeededGenerator
    private var taskCount = 0

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func scene() throws -> Scene {
        let clock = chance(2) ? Scene.Clock(start: UnixTime(milliseconds: Int64.random(in: UnixTime.datable, using: &rng)),
                                            calendar: FixedOffsetCalendar(secondsEast: 60 * Int.random(in: -1_080...1_080, using: &rng))) : nil
        var lists: [Scene.List] = []
        for i in 0..<Int.random(in: 1...4, using: &rng) {
            let id = self.id("l", i)
            let schedules: [ListSchedule?] = clock == nil ? [nil, .unscheduled] : [nil, .unscheduled, .today, .tomorrow]
            lists.append(Scene.List(id: ListID(id), title: chance(3) ? id : title(), tasks: tasks(depth: 0),
                                    schedule: schedules.randomElement(using: &rng)!))
        }
        var sources: [Scene.Source] = []
        for i in 0..<Int.random(in: 0...3, using: &rng) {
            let payload = [PayloadKind.addNew, PayloadKind("coupon"), PayloadKind("stamp \"2\"")].randomElement(using: &rng)!
            sources.append(Scene.Source(id: SourceID(id("s", i)), frame: rect(), z: z(default: 0), payload: payload,
                                        activation: activation(), title: chance(2) ? nonEmptyTitle() : nil))
        }
        let carried = sources.map(\.payload).filter { $0 != .addNew }
        var receivers: [Scene.Receiver] = []
        for i in 0..<Int.random(in: 0...6, using: &rng) {
            receivers.append(receiver(id: ReceiverID(id("r", i)), lists: lists.map(\.id), carried: carried, before: receivers.map(\.id)))
        }
        // Every source's payload is taken by some receiver: a custom role takes them all.
        let payloads = sources.map(\.payload).reduce(into: [PayloadKind]()) { kinds, kind in if !kinds.contains(kind) { kinds.append(kind) } }
        if payloads.contains(where: { kind in !receivers.contains { $0.role.acceptedKinds($0.accepts).contains(kind) } }) {
            receivers.append(Scene.Receiver(id: ReceiverID(id("r", receivers.count)), frame: rect(), role: .custom("take all"), accepts: payloads))
        }
        let name = chance(4) ? "scene" : nonEmptyTitle()
        return try Scene(name: name, viewport: Size(width: number(1...Scene.coordinateLimit), height: number(1...Scene.coordinateLimit)),
                         lists: lists, receivers: receivers, sources: sources, clock: clock)
    }

    private mutating func receiver(id: ReceiverID, lists: [ListID], carried: [PayloadKind], before: [ReceiverID]) -> Scene.Receiver {
        let list = lists.randomElement(using: &rng)!
        let role: TaskRole
        var kinds: [PayloadKind]
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: (role, kinds) = (.complete, [.task])
        case 1: (role, kinds) = (.trash, [.task, .header])
        case 2: (role, kinds) = (.list(list), [.task, .header, .addNew])
        case 3:
            let shown = Array(lists.shuffled(using: &rng).prefix(Int.random(in: 1...lists.count, using: &rng)))
            (role, kinds) = (.sections(shown, collapsed: shown.filter { _ in chance(2) }), [.task, .header, .addNew])
        case 4: (role, kinds) = (.moveTo(list), [.task, .header])
        default: (role, kinds) = (.custom(["scan", "print \"x\"", "caf\u{E9}", "tab\there"].randomElement(using: &rng)!), [.task, .header, .addNew] + carried)
        }
        kinds = kinds.shuffled(using: &rng).filter { _ in chance(3) == false }
        kinds = kinds.reduce(into: []) { unique, kind in if !unique.contains(kind) { unique.append(kind) } }
        let amongRows = role.takesPositions
        var receiver = Scene.Receiver(id: id, frame: rect(), role: role, z: z(default: 0), isEnabled: chance(4) == false, accepts: kinds)
        if amongRows, chance(2) {
            var rows = Scene.RowLayout(first: rect(), pitch: positive(), z: z(default: 1), activation: activation(),
                                       indent: chance(2) ? 24 : number(0...Scene.coordinateLimit))
            if case .longPress = rows.activation {
                if chance(2) { rows.swipe = swipe(among: [.complete, .trash, .rename]) }
                if chance(2) { rows.headerSwipe = swipe(among: [.trash, .trashSection, .rename]) }
                if chance(2) { rows.headerTap = .rename }
            }
            receiver.rows = rows
            receiver.isScrollable = chance(2)
        }
        if amongRows {
            let springs: [Interval?] = [nil, .milliseconds(700), .milliseconds(Int64.random(in: 0...3_600_000, using: &rng))]
            receiver.springLoad = springs.randomElement(using: &rng)!
            let hysteresis: [Double] = [0, 4, number(0...Scene.coordinateLimit)]
            receiver.hysteresis = hysteresis.randomElement(using: &rng)!
        }
        let collisions: [DropReceiver.Collision] = [.pointer, .rectIntersection, .closestCenter(radius: number(0...Scene.coordinateLimit))]
        receiver.collision = collisions.randomElement(using: &rng)!
        // Only receivers before it: no loop of parents.
        if !before.isEmpty, chance(3) { receiver.parent = before.randomElement(using: &rng)! }
        receiver.isSticky = chance(4) == false
        receiver.edgeHysteresis = chance(2) ? 0 : number(0...Scene.coordinateLimit)
        receiver.title = chance(2) ? nonEmptyTitle() : nil
        return receiver
    }

    /// A list's or folder's nodes: tasks, headers at the top level, folders three deep.
    private mutating func tasks(depth: Int) -> [Scene.Task] {
        var nodes: [Scene.Task] = []
        for _ in 0..<Int.random(in: 0...(depth == 0 ? 5 : 3), using: &rng) {
            taskCount += 1
            var task = Scene.Task(id: TaskID(id("t", taskCount)), title: title())
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where depth == 0: task.kind = .header
            case 1 where depth < 3:
                task.kind = .folder(expanded: chance(2))
                task.children = tasks(depth: depth + 1)
            default: break
            }
            nodes.append(task)
        }
        return nodes
    }

    private mutating func swipe(among meanings: [Scene.SwipeMeaning]) -> Scene.RowSwipe {
        let left = chance(3) ? nil : meanings.randomElement(using: &rng)
        let right = left == nil || chance(2) ? meanings.randomElement(using: &rng) : nil
        return Scene.RowSwipe(left: left, right: right, distance: positive())
    }

    private mutating func activation() -> Activation {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: .immediate
        case 1: .distance(number(0...Scene.coordinateLimit))
        case 2: .longPress()
        default: .longPress(minimumDuration: .milliseconds(chance(3) ? 300 : Int64.random(in: 0...3_600_000, using: &rng)),
                            tolerance: chance(3) ? 10 : number(0...Scene.coordinateLimit))
        }
    }

    private mutating func rect() -> Rect {
        Rect(x: number(-Scene.coordinateLimit...Scene.coordinateLimit), y: number(-Scene.coordinateLimit...Scene.coordinateLimit),
             width: number(0...Scene.coordinateLimit), height: number(0...Scene.coordinateLimit))
    }

    private mutating func z(default value: Int) -> Int {
        chance(2) ? value : [-1_000_000, 1_000_000, Int.random(in: -1_000_000...1_000_000, using: &rng)].randomElement(using: &rng)!
    }

    /// A number in `range`: whole, a few decimals, any `Double` there (its bounds often), or tiny.
    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        let n: Double = switch Int.random(in: 0..<4, using: &rng) {
        case 0: Double(Int.random(in: -1_000...1_000, using: &rng))
        case 1: Double(Int.random(in: -100_000...100_000, using: &rng)) / 100
        case 2: rng.double(in: range)
        default: Double.random(in: 0...1e-6, using: &rng)
        }
        return min(max(n, range.lowerBound), range.upperBound)
    }

    /// A number above 0, at most the coordinate limit: the least above 0 among them.
    private mutating func positive() -> Double {
        let n = number(0...Scene.coordinateLimit)
        return n > 0 ? n : .leastNonzeroMagnitude
    }

    /// An id: a prefix and a number, sometimes with what JSON escapes or a trace quotes (never a control).
    private mutating func id(_ prefix: String, _ n: Int) -> String {
        prefix + String(n) + ["", "", " x", "\"q\"", "\\", "caf\u{E9}", "e\u{301}", "🙂", "#1", "\u{2028}"].randomElement(using: &rng)!
    }

    /// A title: text, empty, or holding controls, quotes, backslashes, marks and scalars terminals act on.
    private mutating func title() -> String {
        let parts = ["Buy milk", "", "say \"hi\"", "back\\slash", "tab\there", "line\nfeed", "cr\r", "nul\u{0}", "bell\u{7}",
                     "del\u{7F}", "c1\u{85}", "rtl\u{202E}x", "ls\u{2028}ps\u{2029}", "caf\u{E9}", "cafe\u{301}", "☕🙂", "\u{10FFFF}", " ", "/"]
        return (0..<Int.random(in: 1...3, using: &rng)).map { _ in parts.randomElement(using: &rng)! }.joined()
    }

    private mutating func nonEmptyTitle() -> String {
        let text = title()
        return text.isEmpty ? "Done" : text
    }

    /// True one time in `n`.
    private mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
}

private extension TaskRole {
    /// A list's or sections role: the ones with rows, a spring-load and a hysteresis.
    var takesPositions: Bool {
        switch self {
        case .list, .sections: true
        case .complete, .trash, .moveTo, .custom: false
        }
    }
}
