@testable import DropEngine
import DropGeometry
@testable import Runtime

/// Where `runtime`'s rows differ from `model`'s, the same runtime laid out otherwise: the rows as
/// laid out (frames, sources, offsets, titles), the list receiver holding each row source and its
/// row, each row source's frame in the engine, and the engine's rows of each list (rows, centres,
/// tree, offset); `nil` when they differ nowhere. The sources' frames are also checked against a
/// fresh look at every row (a model laid out whole after the runtime's own layout finds them moved
/// already, right or wrong).
func rowDifference(_ runtime: BoardRuntime, _ model: BoardRuntime) -> String? {
    let stale = ScrollDrivesTests.staleSources(runtime)
    guard stale.isEmpty else { return "sources not where their rows are: \(stale)" }
    for i in runtime.rowReceivers {
        let id = runtime.scene.receivers[i].id
        let (rows, modelRows) = (runtime.laidOut[i], model.laidOut[i])
        guard rows?.frames == modelRows?.frames, rows?.sources == modelRows?.sources, rows?.offset == modelRows?.offset,
              rows?.titles.map(\.section) == modelRows?.titles.map(\.section), rows?.titles.map(\.row) == modelRows?.titles.map(\.row) else {
            return "receiver \(id): rows laid out \(String(describing: rows?.sources)) against \(String(describing: modelRows?.sources))"
        }
        let (layout, modelLayout) = (runtime.engine.layout(of: id), model.engine.layout(of: id))
        guard layout?.rows == modelLayout?.rows, layout?.offset == modelLayout?.offset, layout?.columns.centres == modelLayout?.columns.centres,
              layout?.columns.reach.map(\.top) == modelLayout?.columns.reach.map(\.top),
              layout?.columns.reach.map(\.bottom) == modelLayout?.columns.reach.map(\.bottom), layout?.columns.tree == modelLayout?.columns.tree else {
            return "receiver \(id): the engine's rows differ"
        }
    }
    guard runtime.rowLists == model.rowLists else { return "row lists \(runtime.rowLists) against \(model.rowLists)" }
    guard Set(runtime.engine.sourceHandles.keys) == Set(model.engine.sourceHandles.keys) else { return "the engine's sources differ" }
    for source in runtime.rowLists.keys {
        guard let place = runtime.rowPlace(of: source), let modelPlace = model.rowPlace(of: source), place == modelPlace else {
            return "\(source): at \(String(describing: runtime.rowPlace(of: source))) against \(String(describing: model.rowPlace(of: source)))"
        }
        let (frame, modelFrame) = (runtime.engine.frame(ofSource: source), model.engine.frame(ofSource: source))
        guard frame == modelFrame else { return "\(source): source frame \(String(describing: frame)) against \(String(describing: modelFrame))" }
    }
    return nil
}

extension DragDispatcher {
    func layout(of id: ReceiverID) -> ListLayout? {
        receivers.handles[id].flatMap { receivers.records[Int($0.rawValue)]?.layout }
    }

    func frame(ofSource id: SourceID) -> Rect? {
        sourceHandles[id].map { sources[Int($0.rawValue)]!.source.frame }
    }
}
