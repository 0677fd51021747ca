// What an engine tells without changing anything: highlights, the next deadline, hit explanations, previews and keyboard focus.

import CDragToAct
import DropEngine
import DropGeometry

@c @implementation
public func dta_engine_highlight(_ engine: dta_engine, _ receiver: dta_receiver, _ out: UnsafeMutablePointer<Int32>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        out.pointee = Int32(highlight: state.engine.highlight(of: try state.receiver(receiver)))
        return Status.ok
    }
}

@c @implementation
public func dta_engine_next_deadline(_ engine: dta_engine, _ has: UnsafeMutablePointer<Int32>?, _ deadline: UnsafeMutablePointer<Int64>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        try writeDeadline(state.engine.nextDeadline, has: has, deadline: deadline)
    }
}

@c @implementation
public func dta_engine_explain(_ engine: dta_engine, _ pointer: Int64, _ target: UnsafeMutablePointer<dta_receiver>?,
                               _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?) -> dta_status {
    CText.clear(buffer, capacity: capacity, length: length)
    return withEngine(engine) { state throws(Failure) in
        guard let explanation = state.engine.explain(pointer: PointerID(Int(pointer))) else {
            target?.pointee = dta_receiver(id: 0)
            throw Failure(Status.state, "pointer \(pointer): not dragging, so there is no hit to explain")
        }
        target?.pointee = dta_receiver(id: explanation.target.map { state.receivers.handle(of: $0) } ?? 0)
        let text = explanation.lines.map { $0 + "\n" }.joined()
        return try CText.copy(text, into: buffer, capacity: capacity, length: length)
    }
}

@c @implementation
public func dta_engine_preview(_ engine: dta_engine, _ pointer: Int64, _ out: UnsafeMutablePointer<dta_preview>?) -> dta_status {
    out?.pointee = .none // until the call writes it: a call failing first (a stale handle) leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        if let preview = state.engine.preview(for: PointerID(Int(pointer))) {
            out.pointee = dta_preview(preview, receiverID: state.interned(preview.receiver.rawValue), handle: state.receivers.handle(of: preview.receiver))
        }
        return Status.ok
    }
}

@c @implementation
public func dta_engine_focus(_ engine: dta_engine, _ source: UnsafeMutablePointer<dta_source>?, _ present: UnsafeMutablePointer<Int32>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        source?.pointee = dta_source(id: state.engine.keyboardFocus.map { state.sources.handle(of: $0) } ?? 0)
        present?.pointee = state.engine.keyboardFocusIsPresent ? 1 : 0
        return Status.ok
    }
}

extension Int32 {
    init(highlight: Highlight) {
        self = switch highlight {
        case .idle: Int32(DTA_HIGHLIGHT_IDLE)
        case .canAccept: Int32(DTA_HIGHLIGHT_CAN_ACCEPT)
        case .targeted: Int32(DTA_HIGHLIGHT_TARGETED)
        case .rejecting: Int32(DTA_HIGHLIGHT_REJECTING)
        }
    }
}
