import DropEngine
import DropGeometry

extension FuzzTargets {
    /// The dispatcher fed operations decoded from the bytes: registering, moving, disabling and
    /// removing receivers and sources (rows too) mid-drag; pointers of every kind going down,
    /// moving, up and cancelled at any position; times forwards, backwards and near the limits;
    /// Escape and ticks; keyboard drags; receivers with every collision strategy, parents, sticky
    /// or not, and any hysteresis. It must answer every input with actions, never trap.
    static func engine(_ buffer: UnsafeBufferPointer<UInt8>) {
        var bytes = Bytes(buffer)
        var engine = DragDispatcher(configuration: .init(reduceMotion: bytes.byte() % 2 == 0))
        var actions: [DragAction] = []
        let kinds = [PayloadKind("a"), PayloadKind("b")]
        var time: Int64 = 0
        func rect(_ bytes: inout Bytes) -> Rect {
            Rect(x: bytes.finiteCoordinate(), y: bytes.finiteCoordinate(), width: abs(bytes.finiteCoordinate()), height: abs(bytes.finiteCoordinate()))
        }
        var steps = 0
        while !bytes.isAtEnd && steps < 2_000 {
            steps += 1
            actions.removeAll(keepingCapacity: true)
            let receiver = ReceiverID("r\(bytes.int(below: 4))")
            let source = SourceID("s\(bytes.int(below: 4))")
            switch bytes.byte() % 18 {
            case 0:
                let placement: DropReceiver.Placement = bytes.byte() % 2 == 0 ? .onto : .amongRows
                let collision: DropReceiver.Collision = switch bytes.byte() % 3 {
                case 0: .pointer
                case 1: .closestCenter(radius: bytes.coordinate())
                default: .rectIntersection
                }
                let parent = bytes.byte() % 2 == 0 ? ReceiverID("r\(bytes.int(below: 4))") : nil
                _ = try? engine.register(DropReceiver(id: receiver, frame: rect(&bytes), z: bytes.int(below: 3), accepts: .accepts(kinds[bytes.int(below: 2)]),
                                                      placement: placement, dwell: bytes.byte() % 2 == 0 ? .milliseconds(Int64(bytes.byte())) : nil,
                                                      collision: collision, parent: parent, isSticky: bytes.byte() % 2 == 0,
                                                      slotHysteresis: bytes.byte() % 2 == 0 ? 4 : bytes.coordinate()), into: &actions)
            case 1:
                _ = try? engine.unregisterReceiver(receiver, into: &actions)
            case 2:
                _ = try? engine.setFrame(rect(&bytes), ofReceiver: receiver, into: &actions)
            case 3:
                _ = try? engine.setEnabled(bytes.byte() % 2 == 0, receiver: receiver, into: &actions)
            case 4:
                let activation: Activation = switch bytes.byte() % 3 {
                case 0: .immediate
                case 1: .distance(bytes.finiteCoordinate())
                default: .longPress(minimumDuration: .milliseconds(Int64(bytes.byte()) * 4), tolerance: bytes.finiteCoordinate())
                }
                // Sometimes swiped sideways (any directions and distance: registration refuses the bad ones).
                let swipe: Swipe? = bytes.byte() % 2 == 0 ? nil
                    : Swipe(directions: SwipeDirections(rawValue: bytes.byte() % 4), distance: bytes.finiteCoordinate())
                _ = try? engine.register(DragSource(id: source, frame: rect(&bytes), z: bytes.int(below: 3),
                                                    payload: Payload(kind: kinds[bytes.int(below: 2)], objectID: source.rawValue), activation: activation,
                                                    swipe: swipe))
            case 5:
                _ = try? engine.unregisterSource(source, into: &actions)
            case 6:
                _ = try? engine.setFrame(rect(&bytes), ofSource: source)
            case 7:
                // Tree rows: a random but mostly well-formed list of items, containers and drop zones.
                var rows: [ListRow] = []
                var open: [String] = []
                for i in 0..<bytes.int(below: 12) {
                    let frame = Rect(x: 0, y: Double(i) * 40, width: 300, height: 36)
                    switch bytes.byte() % 4 {
                    case 0: rows.append(ListRow(source: SourceID("s\(i % 4)"), frame: frame, node: .item("n\(i)", topLevelOnly: bytes.byte() % 4 == 0), depth: open.count))
                    case 1:
                        rows.append(ListRow(source: nil, frame: frame, node: .container("c\(i)", expanded: true), depth: open.count))
                        open.append("c\(i)")
                    case 2 where !open.isEmpty:
                        rows.append(ListRow(source: nil, frame: frame, node: .dropZone(of: open.removeLast()), depth: open.count + 1))
                    default:
                        rows.append(ListRow(source: nil, frame: frame, node: .section("x\(i)", expanded: bytes.byte() % 2 == 0, hidden: bytes.int(below: 3)), depth: bytes.int(below: 2)))
                    }
                }
                _ = try? engine.setRows(rows, ofList: receiver, into: &actions)
            case 8:
                // Escape, or the app ending a drag whose item is gone (a pointer's, or the keyboard's).
                if bytes.byte() % 2 == 0 {
                    engine.handle(.escape(at: Instant(microseconds: time)), into: &actions)
                } else {
                    engine.cancelDragOfGoneItem(bytes.byte() % 4 == 3 ? .keyboard : PointerID(bytes.int(below: 3)), into: &actions)
                }
            case 9:
                engine.handle(.tick(at: engine.nextDeadline ?? Instant(microseconds: time)), into: &actions)
            case 10:
                // Time jumps: backwards, to the limits, or far ahead.
                switch bytes.byte() % 4 {
                case 0: time = Int64.max - Int64(bytes.byte())
                case 1: time = Int64.min + Int64(bytes.byte())
                case 2: time &-= Int64(bytes.byte())
                default: time = Int64(bitPattern: bytes.uint64())
                }
            case 11, 12:
                // The keyboard: focus on any source (or none registered), then the commands; a
                // target straight to any receiver (or none registered).
                let key: KeyInput = switch bytes.byte() % 8 {
                case 0: .focus(source)
                case 1: .pickUp
                case 2: .next
                case 3: .previous
                case 4: .drop
                case 5: .cancel
                case 6: .target(receiver)
                default: .activate
                }
                engine.handle(.key(key, at: Instant(microseconds: time)), into: &actions)
            default:
                time &+= Int64(bytes.byte()) * 1_000
                let kind: PointerKind = [.mouse, .touch, .pen][bytes.int(below: 3)]
                let event = PointerEvent(pointer: PointerID(bytes.int(below: 3)), kind: kind,
                                         position: Point(x: bytes.coordinate(), y: bytes.coordinate()), time: Instant(microseconds: time))
                let input: DragInput = switch bytes.byte() % 4 {
                case 0: .pointerDown(event)
                case 1: .pointerUp(event)
                case 2: .pointerCancel(event)
                default: .pointerMove(event)
                }
                engine.handle(input, into: &actions)
            }
            for pointer in engine.activePointers {
                _ = engine.preview(for: pointer)
                _ = engine.hover(of: pointer)
                _ = engine.explain(pointer: pointer)
            }
            _ = engine.nextDeadline
        }
    }

    /// The layered index against a brute-force scan over fuzzed rects of any finite magnitude:
    /// a disagreement traps with the details, so libFuzzer keeps the input.
    static func index(_ buffer: UnsafeBufferPointer<UInt8>) {
        var bytes = Bytes(buffer)
        var index = LayeredIndex()
        var model: [(handle: LayeredIndex.Handle, rect: Rect, z: Int, order: Int)] = []
        var order = 0
        var steps = 0
        while !bytes.isAtEnd && steps < 400 {
            steps += 1
            switch bytes.byte() % 6 {
            case 0, 1, 2:
                let rect = Rect(x: bytes.finiteCoordinate(), y: bytes.finiteCoordinate(), width: abs(bytes.finiteCoordinate()), height: abs(bytes.finiteCoordinate()))
                guard rect.maxX.isFinite, rect.maxY.isFinite else { continue }
                let z = bytes.int(below: 3)
                model.append((index.insert(rect, z: z), rect, z, order))
                order += 1
            case 3 where !model.isEmpty:
                let i = bytes.int(below: model.count)
                let rect = Rect(x: bytes.finiteCoordinate(), y: bytes.finiteCoordinate(), width: abs(bytes.finiteCoordinate()), height: abs(bytes.finiteCoordinate()))
                guard rect.maxX.isFinite, rect.maxY.isFinite else { continue }
                index.update(model[i].handle, frame: rect)
                model[i].rect = rect
            case 4 where !model.isEmpty:
                let i = bytes.int(below: model.count)
                index.remove(model[i].handle)
                model.remove(at: i)
            default:
                let point: Point
                if !model.isEmpty, bytes.byte() % 2 == 0 {
                    let rect = model[bytes.int(below: model.count)].rect
                    point = Point(x: [rect.minX, rect.maxX, rect.center.x][bytes.int(below: 3)], y: [rect.minY, rect.maxY, rect.center.y][bytes.int(below: 3)])
                } else {
                    point = Point(x: bytes.finiteCoordinate(), y: bytes.finiteCoordinate())
                }
                let expected = model.filter { $0.rect.contains(point) }.sorted { ($0.z, $0.order) > ($1.z, $1.order) }.map(\.handle)
                let found = index.all(at: point)
                if found != expected || index.topmost(at: point) != expected.first {
                    fatalError("index disagrees at \(point): found \(found), expected \(expected); rects \(model.map { ($0.handle, $0.rect, $0.z) })")
                }
            }
        }
    }
}
