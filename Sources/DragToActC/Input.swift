import CDragToAct
import DropEngine
import DropGeometry

extension DragInput {
    /// The caller's input: its size, type and pointer kind checked; positions and times are the
    /// engine's to judge (a NaN position or a time going backwards is rejected as a value).
    init(_ pointer: UnsafePointer<dta_input>?) throws(Failure) {
        let input = try checked(pointer, "input")
        guard input.reserved == 0 else { throw Failure(Status.invalid, "input.reserved: expected 0, found \(input.reserved)") }
        let time = Instant(microseconds: Nanoseconds.microseconds(input.time_ns))
        // Escape and tick have no pointer: their pointer, kind, x and y are unused, as the header says.
        switch input.type {
        case Int32(DTA_INPUT_ESCAPE):
            self = .escape(at: time)
            return
        case Int32(DTA_INPUT_TICK):
            self = .tick(at: time)
            return
        default:
            break
        }
        let kind: PointerKind
        switch input.kind {
        case Int32(DTA_POINTER_MOUSE): kind = .mouse
        case Int32(DTA_POINTER_TOUCH): kind = .touch
        case Int32(DTA_POINTER_PEN): kind = .pen
        default: throw Failure(Status.invalid, "input.kind: expected DTA_POINTER_MOUSE, DTA_POINTER_TOUCH or DTA_POINTER_PEN (0 to 2), found \(input.kind)")
        }
        let event = PointerEvent(pointer: PointerID(Int(input.pointer)), kind: kind, position: Point(x: input.x, y: input.y), time: time)
        switch input.type {
        case Int32(DTA_INPUT_DOWN): self = .pointerDown(event)
        case Int32(DTA_INPUT_MOVE): self = .pointerMove(event)
        case Int32(DTA_INPUT_UP): self = .pointerUp(event)
        case Int32(DTA_INPUT_CANCEL): self = .pointerCancel(event)
        default: throw Failure(Status.invalid, "input.type: expected one of DTA_INPUT_DOWN … DTA_INPUT_TICK (0 to 5), found \(input.type)")
        }
    }
}

extension DragInput {
    /// A key from the caller (`DTA_KEY_*`), with the source's id for a focus, the receiver's for a
    /// target (since 1.11.0), and none otherwise.
    static func key(_ key: Int32, source: UnsafePointer<CChar>?, timeNs: Int64) throws(Failure) -> DragInput {
        let time = Instant(microseconds: Nanoseconds.microseconds(timeNs))
        let input: KeyInput
        switch key {
        case Int32(DTA_KEY_FOCUS): input = .focus(SourceID(try CText.readID(source, "source_id")))
        case Int32(DTA_KEY_PICK_UP): input = .pickUp
        case Int32(DTA_KEY_NEXT): input = .next
        case Int32(DTA_KEY_PREVIOUS): input = .previous
        case Int32(DTA_KEY_DROP): input = .drop
        case Int32(DTA_KEY_CANCEL): input = .cancel
        case Int32(DTA_KEY_ACTIVATE): input = .activate
        case Int32(DTA_KEY_TARGET): input = .target(ReceiverID(try CText.readID(source, "source_id (the receiver's id, for DTA_KEY_TARGET)")))
        default: throw Failure(Status.invalid, "key: expected one of DTA_KEY_FOCUS … DTA_KEY_TARGET (0 to 7), found \(key)")
        }
        if key != Int32(DTA_KEY_FOCUS), key != Int32(DTA_KEY_TARGET), source != nil {
            throw Failure(Status.invalid, "source_id: expected NULL for a key other than DTA_KEY_FOCUS or DTA_KEY_TARGET, found a string")
        }
        return .key(input, at: time)
    }
}

/// The caller's clock is in nanoseconds, the engine's in whole microseconds.
enum Nanoseconds {
    /// Rounds down, so an input never lands after the instant the caller gave.
    static func microseconds(_ ns: Int64) -> Int64 {
        ns >= 0 ? ns / 1_000 : -((-(ns + 1)) / 1_000) - 1
    }

    /// An engine instant on the caller's clock, clamped to `Int64`'s range.
    static func of(_ instant: Instant) -> Int64 {
        let (ns, overflow) = instant.microseconds.multipliedReportingOverflow(by: 1_000)
        return overflow ? (instant.microseconds < 0 ? .min : .max) : ns
    }
}

extension InputRejection {
    var caseName: String {
        switch self {
        case .nonFinitePosition: "nonFinitePosition"
        case .timeWentBackwards: "timeWentBackwards"
        case .timeOutOfRange: "timeOutOfRange"
        case .reservedPointer: "reservedPointer"
        case .unknownSource: "unknownSource"
        case .hiddenSource: "hiddenSource"
        case .unknownReceiver: "unknownReceiver"
        case .receiverRefuses: "receiverRefuses"
        case .everyPlaceBlocked: "everyPlaceBlocked"
        }
    }
}

/// The rejection among `actions`, if `input` was not used.
func rejection(in actions: [DragAction], of input: DragInput) -> Failure? {
    for action in actions {
        if case .inputRejected(_, let reason) = action { return Failure(rejected: reason, of: input) }
    }
    return nil
}

extension Failure {
    /// `input` was not used: the reason, and for a position the values.
    init(rejected reason: InputRejection, of input: DragInput) {
        let values = if case .nonFinitePosition = reason, let p = input.event?.position { " (input.x \(p.x), input.y \(p.y))" } else { "" }
        self.init(Status.rejected, "input rejected: \(reason)" + values)
    }
}
