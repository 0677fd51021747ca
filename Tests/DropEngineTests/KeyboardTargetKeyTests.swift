import DropEngine
import DropGeometry
import TestSupport
import Testing

/// `KeyInput.target(receiver)`: a keyboard drag straight to a receiver's first target ("Move to
/// Trash" in one key), landing as `next` lands there, or refused with a reason and left where it was.
/// The todo fixture's keyboard order is the list's places (top to bottom), Complete, Trash.
@Suite("Keyboard drags: straight to a receiver")
struct KeyboardTargetKeyTests {
    static func key(_ input: KeyInput, at ms: Int64) -> DragInput { .key(input, at: .milliseconds(ms)) }

    @Test("target trash goes from the row's own place straight to Trash, and next and previous go on from there")
    func targetTrashSkipsEveryPlaceBetween() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("t3"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 10))
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 20)) == [.exited(.keyboard, receiver: .list),
                                                                          .entered(.keyboard, receiver: .trash, verdict: .accepts, slot: nil)])
        #expect(todo.highlights == [.canAccept, .canAccept, .targeted])
        #expect(todo.engine.handle(Self.key(.previous, at: 30)) == [.exited(.keyboard, receiver: .trash),
                                                                    .entered(.keyboard, receiver: .complete, verdict: .accepts, slot: nil)])
        #expect(todo.engine.handle(Self.key(.target(.complete), at: 40)) == [])  // already there: it stays
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 50)) == [.exited(.keyboard, receiver: .complete),
                                                                          .entered(.keyboard, receiver: .trash, verdict: .accepts, slot: nil)])
        #expect(todo.engine.handle(Self.key(.next, at: 60)) == [.exited(.keyboard, receiver: .trash)])  // no target
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 70)) == [.entered(.keyboard, receiver: .trash, verdict: .accepts, slot: nil)])
        #expect(todo.engine.handle(Self.key(.drop, at: 80)) == [
            .dropped(.keyboard, intent: DropIntent(payload: TodoFixture.task(3), source: "t3", receiver: .trash, role: .trash), cues: .drop)])
    }

    @Test("target trash reports exactly what next reports landing on Trash from the same place")
    func targetLandsAsNextDoes() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("t5"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 10))
        _ = todo.engine.handle(Self.key(.next, at: 20))  // Complete
        var stepped = todo.engine
        #expect(stepped.handle(Self.key(.next, at: 30)) == todo.engine.handle(Self.key(.target(.trash), at: 30)))
        #expect(stepped.hover(of: .keyboard)?.location == todo.engine.hover(of: .keyboard)?.location)
        #expect(stepped.drag(of: .keyboard)?.position == todo.engine.drag(of: .keyboard)?.position)
    }

    @Test("target of a list lands on its first place top to bottom, wherever the drag is; next goes on to its second")
    func targetListIsItsFirstPlace() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("t3"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 10))  // its own place, slot 2
        #expect(todo.engine.handle(Self.key(.target(.list), at: 20)) == [.movedWithin(.keyboard, receiver: .list, slot: 0)])
        #expect(todo.engine.handle(Self.key(.next, at: 30)) == [.movedWithin(.keyboard, receiver: .list, slot: 1)])
        _ = todo.engine.handle(Self.key(.target(.trash), at: 40))
        #expect(todo.engine.handle(Self.key(.target(.list), at: 50)) == [.exited(.keyboard, receiver: .trash),
                                                                         .entered(.keyboard, receiver: .list, verdict: .accepts, slot: 0)])
        #expect(todo.engine.drag(of: .keyboard)?.position == Point(250, 70))
    }

    @Test("carrying nothing, target does nothing, as next does; a receiver the engine lacks is rejected, carrying or not")
    func targetWithoutADrag() throws {
        var todo = try TodoFixture()
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 0)) == [])
        #expect(todo.engine.handle(Self.key(.target("bin"), at: 10)) == [.inputRejected(.keyboard, reason: .unknownReceiver("bin"))])
        _ = todo.engine.handle(Self.key(.focus("t2"), at: 20))
        _ = todo.engine.handle(Self.key(.pickUp, at: 30))
        #expect(todo.engine.handle(Self.key(.target("bin"), at: 40)) == [.inputRejected(.keyboard, reason: .unknownReceiver("bin"))])
        #expect(todo.engine.hover(of: .keyboard)?.location == .among(.list, parent: nil, index: 1, depth: 0))
    }

    @Test("a receiver that refuses the drag, is disabled, or blocks every place in it is rejected with why, and the target stays")
    func refusedTargetsSayWhy() throws {
        var todo = try TodoFixture()
        var ignored: [DragAction] = []
        try todo.engine.register(DropReceiver(id: "full", frame: Rect(x: 20, y: 590, width: 460, height: 8), accepts: .accepts(.task, .addNew),
                                              placement: .amongRows, blocks: LocationRule("full") { _, _ in "it is full" }), into: &ignored)
        _ = todo.engine.handle(Self.key(.focus("add"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 10))  // the list's end, slot 5
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 20))
            == [.inputRejected(.keyboard, reason: .receiverRefuses(.trash, reason: .kindNotAccepted(.addNew)))])
        #expect(todo.engine.handle(Self.key(.target("full"), at: 30)) == [.inputRejected(.keyboard, reason: .everyPlaceBlocked("full"))])
        #expect(todo.engine.hover(of: .keyboard)?.location == .among(.list, parent: nil, index: 5, depth: 0))
        _ = todo.engine.handle(Self.key(.cancel, at: 40))

        _ = todo.engine.handle(Self.key(.focus("t1"), at: 50))
        _ = todo.engine.handle(Self.key(.pickUp, at: 60))
        try todo.engine.setEnabled(false, receiver: .trash, into: &ignored)
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 70)) == [.inputRejected(.keyboard, reason: .receiverRefuses(.trash, reason: .disabled))])
        #expect(todo.engine.hover(of: .keyboard)?.location == .among(.list, parent: nil, index: 0, depth: 0))
        try todo.engine.setEnabled(true, receiver: .trash, into: &ignored)
        #expect(todo.engine.handle(Self.key(.target(.trash), at: 80)) == [.exited(.keyboard, receiver: .list),
                                                                          .entered(.keyboard, receiver: .trash, verdict: .accepts, slot: nil)])
    }

    @Test("the rejections say what was refused and why, as event lines print them")
    func rejectionsPrint() {
        #expect("\(KeyInput.target("trash"))" == "target trash")
        #expect("\(InputRejection.unknownReceiver("bin"))" == "no receiver \"bin\" to target")
        #expect("\(InputRejection.receiverRefuses("trash", reason: .disabled))" == "no target in \"trash\": it refuses the drag (disabled)")
        #expect("\(InputRejection.receiverRefuses("trash", reason: .kindNotAccepted(.addNew)))"
            == "no target in \"trash\": it refuses the drag (does not accept addNew)")
        #expect("\(InputRejection.everyPlaceBlocked("full"))" == "no target in \"full\": each place in it is blocked for the drag")
    }

    @Test("on 300 seeded boards, target lands where pressing next from no target first reaches that receiver, or is refused where next never does")
    func targetMatchesNextOnSeededBoards() throws {
        for seed in UInt64(0)..<300 { try Self.check(seed: seed) }
    }

    /// From a random point of a random keyboard drag on the board `seed` makes, `target` of each
    /// receiver against pressing `next` until it first reaches that receiver after "no target".
    static func check(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let board = try KeyboardCycleTests.makeBoard(&rng, sections: Bool.random(using: &rng))
        let source = board.sources.randomElement(using: &rng)!
        var engine = board.engine
        _ = engine.handle(Self.key(.focus(source), at: 0))
        _ = engine.handle(Self.key(.pickUp, at: 0))
        for _ in 0..<Int.random(in: 0...6, using: &rng) { _ = engine.handle(Self.key(.next, at: 0)) }
        let start = engine.hover(of: .keyboard)?.location
        for receiver in board.frames.map(\.id) {
            // Brute force: next until no target, then next until a target of `receiver` or no target again.
            var brute = engine
            var guardSteps = 0
            while brute.hover(of: .keyboard) != nil, guardSteps < 200 {
                _ = brute.handle(Self.key(.next, at: 1))
                guardSteps += 1
            }
            var before = brute
            var landing: [DragAction] = []
            repeat {
                before = brute
                landing = brute.handle(Self.key(.next, at: 1))
                guardSteps += 1
            } while brute.hover(of: .keyboard).map({ $0.location.receiver != receiver }) ?? false && guardSteps < 400
            var jumped = engine
            let actions = jumped.handle(Self.key(.target(receiver), at: 1))
            if let reached = brute.hover(of: .keyboard) {
                #expect(jumped.hover(of: .keyboard)?.location == reached.location, "seed \(seed): target \(receiver) from \(String(describing: start)) landed elsewhere")
                #expect(!actions.contains { if case .inputRejected = $0 { true } else { false } }, "seed \(seed): \(actions)")
                // From where next stood one step before, target reports what that next did.
                #expect(before.handle(Self.key(.target(receiver), at: 1)) == landing, "seed \(seed): target \(receiver) reported otherwise than next")
                // And the cycle goes on from there alike.
                #expect(jumped.handle(Self.key(.next, at: 2)) == brute.handle(Self.key(.next, at: 2)), "seed \(seed): next after target \(receiver)")
            } else {
                guard actions.count == 1, case .inputRejected(.keyboard, let reason) = actions[0] else {
                    Issue.record("seed \(seed): target \(receiver), which next never reaches, gave \(actions)")
                    continue
                }
                let about: ReceiverID? = if case .receiverRefuses(let id, _) = reason { id } else if case .everyPlaceBlocked(let id) = reason { id } else { nil }
                #expect(about == receiver, "seed \(seed): target \(receiver) rejected as \(reason)")
                #expect(jumped.hover(of: .keyboard)?.location == start, "seed \(seed): a refused target \(receiver) moved the drag")
            }
        }
    }
}
