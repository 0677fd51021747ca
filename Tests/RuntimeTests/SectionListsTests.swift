import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// `isSection` answers from a set made when the runtime starts, and `sceneReceiver` from the
/// receivers' positions by id: checked against a search of the scene's receivers.
@Suite("Section lists and receivers by id")
struct SectionListsTests {
    @Test("isSection equals a search of every receiver's sections, and sceneReceiver equals Scene.receiver, over 200 seeded scenes")
    func lookupsEqualASearch() throws {
        let lists: [ListID] = (0..<6).map { ListID("l\($0)") }
        for seed in 0..<200 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var receivers: [Scene.Receiver] = []
            for i in 0..<Int.random(in: 0...8, using: &random) {
                // A sections role shows at least one list, as a file's must.
                let some = lists.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
                let shown = some.isEmpty ? [lists[0]] : some
                let role: TaskRole = switch Int.random(in: 0..<3, using: &random) {
                case 0: .sections(shown, collapsed: shown.filter { _ in Bool.random(using: &random) })
                case 1: .list(lists.randomElement(using: &random)!)
                default: .complete
                }
                // No rows: two receivers may show one list only when neither lays its rows out.
                receivers.append(Scene.Receiver(id: ReceiverID("r\(i)"), frame: Rect(x: Double(i) * 100, y: 0, width: 90, height: 500), role: role,
                                                z: 0, isEnabled: true, accepts: [.task], rows: nil, springLoad: nil, hysteresis: 0))
            }
            let scene = try Scene(name: "sections", viewport: Size(width: 1_000, height: 600),
                              lists: lists.map { Scene.List(id: $0, title: $0.rawValue, tasks: [], schedule: nil) },
                              receivers: receivers, sources: [], clock: nil)
            let runtime = try BoardRuntime(scene: scene)
            for list in lists + ["elsewhere"] {
                let searched = scene.receivers.contains { receiver in
                    if case .sections(let shown, _) = receiver.role { shown.contains(list) } else { false }
                }
                #expect(runtime.isSection(list) == searched, "seed \(seed), list \(list)")
            }
            for id in (0..<10).map({ ReceiverID("r\($0)") }) {
                #expect(runtime.sceneReceiver(id) == scene.receiver(id), "seed \(seed), receiver \(id)")
            }
        }
    }
}
