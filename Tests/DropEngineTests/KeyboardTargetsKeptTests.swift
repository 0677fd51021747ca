import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// A keyboard drag keeps its targets between keys and finds them again only when a receiver
/// changed: checked against finding them afresh before every key.
@Suite("Keyboard targets kept between keys")
struct KeyboardTargetsKeptTests {
    @Test("next and previous reach the target a fresh look at the receivers gives, while receivers move, come, go, are disabled and rows are set, moved or scrolled between keys; kept targets are a fresh look's, points included: 200 seeded runs")
    func keptTargetsEqualAFreshLook() throws {
        let card = PayloadKind("card")
        var keptChecks = 0
        defer { #expect(keptChecks > 5_000, "only \(keptChecks) kept targets compared") }
        for seed in UInt64(0)..<200 {
            var rng = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var actions: [DragAction] = []
            func frame() -> Rect {
                Rect(x: Double(Int.random(in: 0...600, using: &rng)), y: Double(Int.random(in: 0...600, using: &rng)), width: 60, height: 40)
            }
            try engine.register(DragSource(id: "s", frame: Rect(x: 700, y: 700, width: 40, height: 40), payload: Payload(kind: card)))
            try engine.register(DropReceiver(id: "list", frame: Rect(x: 650, y: 0, width: 200, height: 600), accepts: .accepts([card]),
                                             placement: .amongRows), into: &actions)
            var ids: [ReceiverID] = []
            for k in 0..<6 {
                ids.append(ReceiverID("r\(k)"))
                try engine.register(DropReceiver(id: ids[k], frame: frame(), accepts: .accepts([card])), into: &actions)
            }
            var log: [String] = []
            var rowCount: Int?  // once rows are set
            _ = engine.handle(.key(.focus("s"), at: .milliseconds(0)))
            _ = engine.handle(.key(.pickUp, at: .milliseconds(0)))
            for step in 1...120 {
                let roll = Int.random(in: 0..<11, using: &rng)
                switch roll {
                case 0:
                    let id = ids.randomElement(using: &rng)!
                    try engine.setFrame(frame(), ofReceiver: id, into: &actions)
                    log.append("\(id) moved")
                case 1:
                    let id = ids.randomElement(using: &rng)!
                    try engine.setEnabled(Bool.random(using: &rng), receiver: id, into: &actions)
                    log.append("\(id) enabled or disabled")
                case 2:
                    let id = ReceiverID("n\(step)")
                    ids.append(id)
                    try engine.register(DropReceiver(id: id, frame: frame(), accepts: .accepts([card])), into: &actions)
                    log.append("\(id) added")
                case 3 where ids.count > 1:
                    let id = ids.remove(at: Int.random(in: 0..<ids.count, using: &rng))
                    try engine.unregisterReceiver(id, into: &actions)
                    log.append("\(id) removed")
                case 4:
                    let count = Int.random(in: 0...5, using: &rng)
                    let rows = (0..<count).map { ListRow(source: SourceID("row\($0)"), frame: Rect(x: 660, y: 10 + 50 * Double($0), width: 180, height: 40)) }
                    try engine.setRows(rows, ofList: "list", into: &actions)
                    rowCount = count
                    log.append("\(count) rows set")
                case 5 where rowCount != nil:
                    // The same rows moved: all by one step (a scroll), or each its own way, top to bottom.
                    let dy = Double(Int.random(in: -60...60, using: &rng))
                    let uniform = Bool.random(using: &rng)
                    var y = Double(Int.random(in: -100...100, using: &rng))
                    let frames = (0..<rowCount!).map { k -> Rect in
                        if uniform { return Rect(x: 660, y: 10 + 50 * Double(k) + dy, width: 180, height: 40) }
                        y += Double(Int.random(in: 40...90, using: &rng))
                        return Rect(x: 660 + Double(Int.random(in: -5...5, using: &rng)), y: y, width: 180, height: 40)
                    }
                    if uniform && Bool.random(using: &rng) {
                        try engine.scrollRows(ofList: "list", to: -dy, into: &actions)
                        log.append("\(rowCount!) rows scrolled by \(-dy)")
                    } else {
                        try engine.moveRows(to: frames, ofList: "list", into: &actions)
                        log.append("\(rowCount!) rows moved")
                    }
                default:
                    let key: KeyInput = roll < 9 ? .next : .previous
                    let targets = engine.keyboardTargets(for: engine.sessions[engine.sessionIndex(.keyboard)!].grip)
                    let current = engine.keyboard.target.flatMap { name in targets.firstIndex { $0.name == name } }
                    let expected: Int? = key == .next
                        ? current.map { $0 + 1 < targets.count ? $0 + 1 : nil } ?? (targets.isEmpty ? nil : 0)
                        : current.map { $0 > 0 ? $0 - 1 : nil } ?? (targets.isEmpty ? nil : targets.count - 1)
                    _ = engine.handle(.key(key, at: .milliseconds(Int64(step))))
                    log.append("\(key)")
                    let found = engine.keyboard.target
                    #expect(found == expected.map { targets[$0].name }, "seed \(seed):\n\(log.joined(separator: "\n"))")
                    if found != expected.map({ targets[$0].name }) { return }
                    // What the keyboard keeps, when it counts as current, is a fresh look: names and points.
                    if engine.keyboard.revision == engine.receivers.revision {
                        let fresh = engine.keyboardTargets(for: engine.sessions[engine.sessionIndex(.keyboard)!].grip)
                        let kept = engine.keyboard.targets
                        let points = (kept: kept.map(engine.point(of:)), fresh: fresh.map(engine.point(of:)))
                        #expect(kept.map(\.name) == fresh.map(\.name) && points.kept == points.fresh,
                                "seed \(seed):\n\(log.joined(separator: "\n"))")
                        if points.kept != points.fresh { return }
                        keptChecks += 1
                    }
                }
            }
        }
    }
}
