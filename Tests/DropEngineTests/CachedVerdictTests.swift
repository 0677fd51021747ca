import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// The verdicts the dispatcher caches as bits per receiver, checked against the rules they
/// stand for, and the targets they pick against a brute-force scan, through every kind of change.
@Suite("Cached verdicts")
struct CachedVerdictTests {
    /// A receiver as the model knows it: what it is, and where it lies in the stack.
    struct Model {
        var receiver: DropReceiver
        var order: Int
    }

    /// 70 kinds: more than the 62 that get a bit, so later kinds are asked of the rules.
    static let kinds = (0..<70).map { PayloadKind("k\($0)") }

    static func randomRule(using random: inout SeededGenerator) -> AcceptRule {
        if Int.random(in: 0..<5, using: &random) == 0 {
            let modulus = Int.random(in: 2...4, using: &random)
            return .custom("objects whose number is a multiple of \(modulus)") { payload in
                Int(payload.objectID ?? "") .map { $0 % modulus == 0 } == true ? .accepts : .rejects(.custom("not a multiple of \(modulus)"))
            }
        }
        return .accepts((0..<Int.random(in: 0...6, using: &random)).map { _ in kinds.randomElement(using: &random)! })
    }

    @Test("cached verdicts equal the rules, and the accepting target equals a scan, through registers, moves, enables and removals, over 120 seeded cases")
    func cachedVerdictsEqualTheRules() throws {
        for seed in 0..<120 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var model: [ReceiverID: Model] = [:]
            var ignored: [DragAction] = []
            var nextID = 0
            var nextOrder = 0
            for _ in 0..<60 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let id = ReceiverID("r\(nextID)")
                    nextID += 1
                    let frame = Rect(x: Double(Int.random(in: 0..<10, using: &random)) * 10, y: Double(Int.random(in: 0..<10, using: &random)) * 10,
                                     width: Double(Int.random(in: 1...6, using: &random)) * 10, height: Double(Int.random(in: 1...6, using: &random)) * 10)
                    let receiver = DropReceiver(id: id, frame: frame, z: Int.random(in: 0..<3, using: &random),
                                                isEnabled: Bool.random(using: &random), accepts: Self.randomRule(using: &random))
                    try engine.register(receiver, into: &ignored)
                    model[id] = Model(receiver: receiver, order: nextOrder)
                    nextOrder += 1
                case 4..<6:
                    guard let id = model.keys.sorted().randomElement(using: &random) else { continue }
                    let enabled = Bool.random(using: &random)
                    try engine.setEnabled(enabled, receiver: id, into: &ignored)
                    model[id]!.receiver.isEnabled = enabled
                case 6..<8:
                    guard let id = model.keys.sorted().randomElement(using: &random) else { continue }
                    var frame = model[id]!.receiver.frame
                    frame.origin.x += Double(Int.random(in: -3...3, using: &random)) * 10
                    try engine.setFrame(frame, ofReceiver: id, into: &ignored)
                    model[id]!.receiver.frame = frame
                default:
                    guard let id = model.keys.sorted().randomElement(using: &random) else { continue }
                    try engine.unregisterReceiver(id, into: &ignored)
                    model[id] = nil
                }
                for (id, entry) in model {
                    let raw = engine.receivers.handles[id]!.rawValue
                    for kind in Self.kinds.prefix(8) + Self.kinds.suffix(4) {
                        let payload = Payload(kind: kind, objectID: String(Int.random(in: 0..<12, using: &random)))
                        let rule = entry.receiver.accepts.verdict(for: payload)
                        #expect(engine.receivers.cachedVerdict(raw, for: payload) == rule, "seed \(seed): \(id) \(payload)")
                        let accepts = engine.receivers.accepts(raw, payload, kindBit: engine.receivers.knownKindBit(kind))
                        #expect(accepts == (entry.receiver.isEnabled && rule == .accepts), "seed \(seed): \(id) \(payload)")
                    }
                }
                let point = Point(x: Double(Int.random(in: 0..<100, using: &random)) + 0.5, y: Double(Int.random(in: 0..<100, using: &random)) + 0.5)
                let payload = Payload(kind: Self.kinds.randomElement(using: &random)!, objectID: String(Int.random(in: 0..<12, using: &random)))
                let scan = model.values
                    .filter { $0.receiver.isEnabled && $0.receiver.frame.contains(point) && $0.receiver.accepts.verdict(for: payload) == .accepts }
                    .max { ($0.receiver.z, $0.order) < ($1.receiver.z, $1.order) }
                #expect(engine.topmostReceiver(at: point, accepting: payload) == scan?.receiver.id, "seed \(seed): at \(point) for \(payload)")
            }
        }
    }

    @Test("a drag of a selection is taken, by the cached bits, exactly where every rule takes every payload it carries, over 120 seeded cases")
    func selectionVerdictsEqualTheRules() throws {
        for seed in 0..<120 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var ignored: [DragAction] = []
            var receivers: [DropReceiver] = []
            for i in 0..<12 {
                let receiver = DropReceiver(id: ReceiverID("r\(i)"), frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                            isEnabled: Int.random(in: 0..<6, using: &random) != 0, accepts: Self.randomRule(using: &random))
                try engine.register(receiver, into: &ignored)
                receivers.append(receiver)
            }
            for _ in 0..<40 {
                // The pressed payload and up to four others, of kinds with a bit and beyond the 62nd.
                let payloads = (0...Int.random(in: 0...4, using: &random)).map { _ in
                    Payload(kind: Self.kinds.randomElement(using: &random)!, objectID: String(Int.random(in: 0..<12, using: &random)))
                }
                let members = payloads.dropFirst().enumerated().map { k, payload in
                    DragSession.Company.Member(source: SourceID("s\(k + 1)"), payload: payload, kindBit: engine.receivers.knownKindBit(payload.kind), alreadyIn: [])
                }
                let grip = DragSession.Grip(source: "s0", payload: payloads[0], kindBit: engine.receivers.knownKindBit(payloads[0].kind),
                                            origin: Point(x: 0, y: 0), cues: DragCues(),
                                            company: members.isEmpty ? nil : DragSession.Company(members: members, count: members.count + 1))
                for receiver in receivers {
                    let raw = engine.receivers.handles[receiver.id]!.rawValue
                    let rules = receiver.isEnabled && payloads.allSatisfy { receiver.accepts.verdict(for: $0) == .accepts }
                    #expect(engine.receivers.accepts(raw, carrying: grip) == rules, "seed \(seed): \(receiver.id) \(payloads)")
                }
            }
        }
    }
}
