// Library-wide: the version, status and enum names, the handle tables engines and runtimes keep, and readers and writers all calls share.

import CDragToAct
import DropEngine

/// The library's version, as `DTA_VERSION` counts it.
let libraryVersion = Int32(DTA_VERSION_MAJOR * 1_000_000 + DTA_VERSION_MINOR * 1_000 + DTA_VERSION_PATCH)

/// Ids handed out as handles: an index plus a generation, so a removed one's handle is refused.
struct HandleTable<ID: Hashable> {
    private var slots: [(generation: UInt32, id: ID?)] = []
    private var free: [Int] = []
    private var byID: [ID: Int] = [:]

    mutating func add(_ id: ID) -> UInt64 {
        let generation = nextHandleGeneration()
        let index: Int
        if let reused = free.popLast() {
            index = reused
            slots[index] = (generation, id)
        } else {
            index = slots.count
            slots.append((generation, id))
        }
        byID[id] = index
        return Handle.id(index: index, generation: generation)
    }

    func id(of handle: UInt64) -> ID? {
        guard let (index, generation) = Handle.parts(handle), index < slots.count, slots[index].generation == generation else { return nil }
        return slots[index].id
    }

    /// The handle of `id`, or 0. No allocation.
    func handle(of id: ID) -> UInt64 {
        guard let index = byID[id] else { return 0 }
        return Handle.id(index: index, generation: slots[index].generation)
    }

    mutating func remove(_ id: ID) {
        guard let index = byID.removeValue(forKey: id) else { return }
        slots[index].id = nil
        free.append(index)
    }
}

func flag(_ value: Int32, _ what: String) throws(Failure) -> Bool {
    guard value == 0 || value == 1 else { throw Failure(Status.invalid, "\(what): expected 0 or 1, found \(value)") }
    return value == 1
}

func writeDeadline(_ next: Instant?, has: UnsafeMutablePointer<Int32>?, deadline: UnsafeMutablePointer<Int64>?) throws(Failure) -> dta_status {
    let has = try required(has, "has")
    let deadline = try required(deadline, "deadline_ns")
    has.pointee = next == nil ? 0 : 1
    deadline.pointee = next.map(Nanoseconds.of) ?? 0
    return Status.ok
}

// MARK: - Exported

@c @implementation
public func dta_version() -> Int32 { libraryVersion }

@c @implementation
public func dta_status_name(_ status: dta_status) -> UnsafePointer<CChar>? {
    let name: StaticString = switch status {
    case Status.ok: "DTA_OK"
    case Status.null: "DTA_ERR_NULL"
    case Status.utf8: "DTA_ERR_UTF8"
    case Status.invalid: "DTA_ERR_INVALID"
    case Status.handle: "DTA_ERR_HANDLE"
    case Status.duplicate: "DTA_ERR_DUPLICATE"
    case Status.size: "DTA_ERR_SIZE"
    case Status.scene: "DTA_ERR_SCENE"
    case Status.store: "DTA_ERR_STORE"
    case Status.rejected: "DTA_ERR_REJECTED"
    case Status.tooSmall: "DTA_ERR_TOO_SMALL"
    case Status.state: "DTA_ERR_STATE"
    default: "unknown status"
    }
    return cString(name)
}

/// A static name as C reads it. String literals are stored with a terminating NUL.
func cString(_ name: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func dta_action_type_name(_ type: Int32) -> UnsafePointer<CChar>? {
    // As `--json` writes each event's "event" (Runtime's RuntimeEvent+JSON.swift): DTA_EVENT_APPLIED
    // is also its "unchanged", DTA_EVENT_REJECTED its "undoRefused" and "redoRefused".
    let name: StaticString = switch type {
    case Int32(DTA_ACTION_PRESS_BEGAN): "pressBegan"
    case Int32(DTA_ACTION_PRESS_ENDED): "pressEnded"
    case Int32(DTA_ACTION_PRESS_REFUSED): "pressRefused"
    case Int32(DTA_ACTION_DRAG_STARTED): "dragStarted"
    case Int32(DTA_ACTION_ENTERED): "entered"
    case Int32(DTA_ACTION_MOVED_WITHIN): "movedWithin"
    case Int32(DTA_ACTION_DWELLED): "dwelled"
    case Int32(DTA_ACTION_EXITED): "exited"
    case Int32(DTA_ACTION_DROPPED): "dropped"
    case Int32(DTA_ACTION_CANCELLED): "cancelled"
    case Int32(DTA_ACTION_INPUT_REJECTED): "inputRejected"
    case Int32(DTA_EVENT_APPLIED): "applied"
    case Int32(DTA_EVENT_REFUSED): "refused"
    case Int32(DTA_EVENT_ANNOUNCED): "announced"
    case Int32(DTA_EVENT_UNDONE): "undone"
    case Int32(DTA_EVENT_REDONE): "redone"
    case Int32(DTA_ACTION_SWIPING): "swiping"
    case Int32(DTA_ACTION_SWIPE_ENDED): "swipeEnded"
    case Int32(DTA_EVENT_RENAME_REQUESTED): "renameRequested"
    case Int32(DTA_EVENT_REJECTED): "rejected"
    case Int32(DTA_EVENT_SECTION_TOGGLED): "sectionToggled"
    case Int32(DTA_EVENT_CUSTOM_DROP): "customDrop"
    default: "unknown action type"
    }
    return cString(name)
}

@c @implementation
public func dta_verdict_name(_ verdict: Int32) -> UnsafePointer<CChar>? {
    // As `--json` writes an entered's "verdict"; DTA_VERDICT_NONE has no verdict there.
    let name: StaticString = switch verdict {
    case Int32(DTA_VERDICT_NONE): "none"
    case Int32(DTA_VERDICT_ACCEPTS): "accepts"
    case Int32(DTA_VERDICT_REJECTS): "rejects"
    case Int32(DTA_VERDICT_BLOCKED): "blocked"
    default: "unknown verdict"
    }
    return cString(name)
}

@c @implementation
public func dta_highlight_name(_ highlight: Int32) -> UnsafePointer<CChar>? {
    // As a trace's `expect highlight` and Highlight's raw values name them.
    let name: StaticString = switch highlight {
    case Int32(DTA_HIGHLIGHT_IDLE): "idle"
    case Int32(DTA_HIGHLIGHT_CAN_ACCEPT): "canAccept"
    case Int32(DTA_HIGHLIGHT_TARGETED): "targeted"
    case Int32(DTA_HIGHLIGHT_REJECTING): "rejecting"
    default: "unknown highlight"
    }
    return cString(name)
}
