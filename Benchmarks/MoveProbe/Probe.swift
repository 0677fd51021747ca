import DropEngine
import DropGeometry

package let benchTask = PayloadKind("task")

/// The layout's receivers in a dispatcher (a third refuse tasks), and one immediate source off to the side.
package func makeEngine(_ layout: Layout) -> DragDispatcher {
    var engine = DragDispatcher()
    var ignored: [DragAction] = []
    for (i, r) in layout.receivers.enumerated() {
        let rule: AcceptRule = i % 3 == 0 ? .accepts(PayloadKind("other")) : .accepts(benchTask)
        try! engine.register(DropReceiver(id: ReceiverID("r\(i)"), frame: r.frame, tag: "complete", z: r.z, accepts: rule), into: &ignored)
    }
    try! engine.register(DragSource(id: "s", frame: Rect(x: -100, y: -100, width: 10, height: 10),
                                    payload: Payload(kind: benchTask, objectID: "t1"), activation: .immediate))
    return engine
}
