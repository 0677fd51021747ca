import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// Step 2 of the collision order, found through ``ProximityIndex``, against a scan of every
/// receiver as the order states it.
@Suite("Proximity index")
struct ProximityIndexTests {
    struct Model {
        var receiver: DropReceiver
        var order: Int
    }

    /// The best receiver by step 2, scanning every receiver: what `nearestByCollision` was.
    static func scan(_ model: [ReceiverID: Model], at point: Point, payload: Payload, dragged: Rect?) -> ReceiverID? {
        var best: (id: ReceiverID, rank: Int, score: Double, z: Int, order: Int)?
        for entry in model.values where entry.receiver.isEnabled && entry.receiver.accepts.verdict(for: payload) == .accepts {
            let frame = entry.receiver.frame
            let rank: Int
            let score: Double
            switch entry.receiver.collision {
            case .pointer:
                continue
            case .rectIntersection:
                guard let dragged, let overlap = dragged.intersection(frame) else { continue }
                let shared = overlap.width * overlap.height
                let union = dragged.width * dragged.height + frame.width * frame.height - shared
                guard union > 0 else { continue }
                (rank, score) = (0, -(shared / union))
            case .closestCenter(let radius):
                let distance = point.distance(to: frame.center)
                guard distance <= radius else { continue }
                (rank, score) = (1, distance)
            }
            if let b = best, (rank, score, -entry.receiver.z, -entry.order) >= (b.rank, b.score, -b.z, -b.order) { continue }
            best = (entry.receiver.id, rank, score, entry.receiver.z, entry.order)
        }
        return best?.id
    }

    @Test("a closest-centre receiver is found up to its radius and not past it, also at a radius too large for a square")
    func transcript() throws {
        var engine = DragDispatcher()
        var ignored: [DragAction] = []
        try engine.register(DropReceiver(id: "tab", frame: Rect(x: 100, y: 100, width: 20, height: 20), accepts: .accepts([PayloadKind("card")]),
                                         collision: .closestCenter(radius: 5)), into: &ignored)
        try engine.register(DropReceiver(id: "far", frame: Rect(x: 1e308, y: 0, width: 0, height: 0), accepts: .accepts([PayloadKind("card")]),
                                         collision: .closestCenter(radius: 1.7e308)), into: &ignored)
        let card = Payload(kind: PayloadKind("card"))
        let bit = engine.receivers.knownKindBit(PayloadKind("card"))
        func near(_ x: Double, _ y: Double) -> ReceiverID? {
            engine.receivers.nearestByCollision(at: Point(x: x, y: y), payload: card, kindBit: bit, dragged: nil).map { engine.receivers.records.id($0) }
        }
        #expect(near(115, 110) == "tab")
        #expect(near(115.000001, 110) == nil) // "far" too: its distance overflows to infinity
        #expect(near(1e308, 5) == "far")
        try engine.unregisterReceiver("far", into: &ignored)
        #expect(near(1e308, 5) == nil)
        try engine.setFrame(Rect(x: 101, y: 100, width: 20, height: 20), ofReceiver: "tab", into: &ignored)
        #expect(near(115.000001, 110) == "tab")
    }

    @Test("step 2 through the proximity index equals a scan of every receiver, through registers, moves, enables and removals, over 200 seeded cases")
    func equalsAScan() throws {
        let kinds = [PayloadKind("card"), PayloadKind("chip")]
        for seed in 0..<200 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var model: [ReceiverID: Model] = [:]
            var ignored: [DragAction] = []
            var nextID = 0
            var nextOrder = 0
            // Coarse coordinates, so that equal scores (ties) are common.
            func coordinate() -> Double { Double(Int.random(in: 0..<40, using: &random)) * 5 }
            func randomFrame() -> Rect {
                Rect(x: coordinate(), y: coordinate(), width: Double(Int.random(in: 0...8, using: &random)) * 5,
                     height: Double(Int.random(in: 0...8, using: &random)) * 5)
            }
            for step in 0..<80 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let id = ReceiverID("r\(nextID)")
                    nextID += 1
                    let collision: DropReceiver.Collision = switch Int.random(in: 0..<5, using: &random) {
                    case 0: .pointer
                    case 1, 2: .rectIntersection
                    case 3: .closestCenter(radius: Double(Int.random(in: 0...12, using: &random)) * 5)
                    default: .closestCenter(radius: [0, 0.1, 1e6, 1.7e308].randomElement(using: &random)!)
                    }
                    let receiver = DropReceiver(id: id, frame: randomFrame(), z: Int.random(in: 0..<3, using: &random),
                                                isEnabled: Int.random(in: 0..<5, using: &random) > 0,
                                                accepts: .accepts([kinds.randomElement(using: &random)!]), collision: collision)
                    try engine.register(receiver, into: &ignored)
                    model[id] = Model(receiver: receiver, order: nextOrder)
                    nextOrder += 1
                case 4:
                    guard let id = model.keys.sorted().randomElement(using: &random) else { continue }
                    let enabled = Bool.random(using: &random)
                    try engine.setEnabled(enabled, receiver: id, into: &ignored)
                    model[id]!.receiver.isEnabled = enabled
                case 5..<8:
                    guard let id = model.keys.sorted().randomElement(using: &random) else { continue }
                    let frame = Int.random(in: 0..<8, using: &random) == 0 ? Rect(x: 1e308, y: 0, width: 0, height: 0) : randomFrame()
                    try engine.setFrame(frame, ofReceiver: id, into: &ignored)
                    model[id]!.receiver.frame = frame
                default:
                    guard let id = model.keys.sorted().randomElement(using: &random) else { continue }
                    try engine.unregisterReceiver(id, into: &ignored)
                    model[id] = nil
                }
                for _ in 0..<6 {
                    let point = Point(x: coordinate() + Double(Int.random(in: 0...1, using: &random)) * 2.5, y: coordinate())
                    let dragged: Rect? = Int.random(in: 0..<4, using: &random) == 0 ? nil : randomFrame()
                    let payload = Payload(kind: kinds.randomElement(using: &random)!)
                    let found = engine.receivers.nearestByCollision(at: point, payload: payload, kindBit: engine.receivers.knownKindBit(payload.kind),
                                                                    dragged: dragged).map { engine.receivers.records.id($0) }
                    let expected = Self.scan(model, at: point, payload: payload, dragged: dragged)
                    #expect(found == expected, "seed \(seed), step \(step): at \(point) dragging \(dragged.map { "\($0)" } ?? "nothing") \(payload.kind)")
                    if found != expected { return }
                }
            }
        }
    }
}
