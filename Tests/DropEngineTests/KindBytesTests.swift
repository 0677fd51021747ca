import DropEngine
import DropGeometry
import Testing

@Suite("Payload kinds and object ids compared as ids are")
struct KindBytesTests {
    @Test("a payload kind is compared byte for byte, as ids are: a receiver accepting café composed (U+00E9) refuses a source whose kind is cafe with U+0301, and one accepting that kind accepts it")
    func kindsAreBytes() throws {
        let composed = PayloadKind("caf\u{E9}"), combining = PayloadKind("cafe\u{301}")
        #expect(composed != combining && composed.name == combining.name)  // String's equality merges them
        #expect(Set([composed, combining]).count == 2 && [composed, combining].sorted() == [combining, composed])  // "e" (0x65) before 0xC3
        #expect(AcceptRule.accepts(composed).verdict(for: Payload(kind: combining)) == .rejects(.kindNotAccepted(combining)))

        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(contentsOf: [DropReceiver(id: "composed", frame: Rect(x: 0, y: 0, width: 100, height: 100), accepts: .accepts(composed)),
                                         DropReceiver(id: "combining", frame: Rect(x: 200, y: 0, width: 100, height: 100), accepts: .accepts(combining))],
                            into: &actions)
        try engine.register(DragSource(id: "s", frame: Rect(x: 150, y: 0, width: 10, height: 10), payload: Payload(kind: combining), activation: .immediate))
        let time = { (ms: Int64) in Instant(microseconds: ms * 1_000) }
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 155, y: 5), time: time(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 250, y: 5), time: time(10))))
                == [.entered(1, location: .onto("combining"), verdict: .accepts)])
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 50, y: 5), time: time(20))))
                == [.exited(1, receiver: "combining"), .entered(1, location: .onto("composed"), verdict: .rejects(.kindNotAccepted(combining)))])
    }

    @Test("a payload's object id is compared byte for byte: payloads whose ids differ only in how é is written are two payloads")
    func objectIDsAreBytes() {
        let composed = Payload(kind: PayloadKind("task"), objectID: "caf\u{E9}")
        let combining = Payload(kind: PayloadKind("task"), objectID: "cafe\u{301}")
        #expect(composed != combining && composed.objectID == combining.objectID)  // String's equality merges them
        #expect(Set([composed, combining]).count == 2)
        #expect(composed == Payload(kind: PayloadKind("task"), objectID: "caf\u{E9}"))
        #expect(Payload(kind: PayloadKind("task")) != Payload(kind: PayloadKind("task"), objectID: ""))
    }
}
