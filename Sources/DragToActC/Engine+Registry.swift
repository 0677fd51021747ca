// The engine's registry calls: receivers, sources, their rows, frames and flags, and the selection (dta_engine_add_receiver … dta_engine_left_out).

import CDragToAct
import DropEngine
import DropGeometry

func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

@c @implementation
public func dta_engine_add_receiver(_ engine: dta_engine, _ desc: UnsafePointer<dta_receiver_desc>?,
                                    _ out: UnsafeMutablePointer<dta_receiver>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        let d = try checked(desc, "desc")
        let id = ReceiverID(try CText.readID(d.id, "desc.id"))
        let tag = try CText.readOptional(d.tag, "desc.tag") ?? ""
        try checkCount(d.accepts_count, "desc.accepts_count")
        guard d.accepts_count == 0 || d.accepts != nil else {
            throw Failure(Status.null, "desc.accepts: expected \(d.accepts_count) kinds, found NULL")
        }
        var kinds: [PayloadKind] = []
        for i in 0 ..< d.accepts_count {
            kinds.append(PayloadKind(try CText.readKind(d.accepts![i], "desc.accepts[\(i)]")))
        }
        let placement: DropReceiver.Placement
        switch d.placement {
        case Int32(DTA_PLACEMENT_ONTO): placement = .onto
        case Int32(DTA_PLACEMENT_AMONG_ROWS): placement = .amongRows
        default: throw Failure(Status.invalid, "desc.placement: expected DTA_PLACEMENT_ONTO or DTA_PLACEMENT_AMONG_ROWS, found \(d.placement)")
        }
        let receiver = DropReceiver(id: id, frame: frame(d.x, d.y, d.width, d.height), tag: tag, z: Int(d.z),
                                    isEnabled: try flag(d.enabled, "desc.enabled"), accepts: .accepts(kinds), placement: placement)
        let status = try state.change { engine, actions throws(EngineError) in try engine.register(receiver, into: &actions) }
        out.pointee = dta_receiver(id: state.receivers.add(id))
        return status
    }
}

@c @implementation
public func dta_engine_update_receiver(_ engine: dta_engine, _ receiver: dta_receiver, _ x: Double, _ y: Double,
                                       _ width: Double, _ height: Double) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        return try state.change { engine, actions throws(EngineError) in try engine.setFrame(frame(x, y, width, height), ofReceiver: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_enable_receiver(_ engine: dta_engine, _ receiver: dta_receiver, _ enabled: Int32) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        let on = try flag(enabled, "enabled")
        return try state.change { engine, actions throws(EngineError) in try engine.setEnabled(on, receiver: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_remove_receiver(_ engine: dta_engine, _ receiver: dta_receiver) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        let status = try state.change { engine, actions throws(EngineError) in try engine.unregisterReceiver(id, into: &actions) }
        state.receivers.remove(id)
        return status
    }
}

@c @implementation
public func dta_engine_find_receiver(_ engine: dta_engine, _ id: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<dta_receiver>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        let name = try CText.readID(id, "id")
        let handle = state.receivers.handle(of: ReceiverID(name))
        out.pointee = dta_receiver(id: handle)
        guard handle != 0 else { throw Failure(Status.handle, "receiver \"\(name)\": no receiver with this id is registered") }
        return Status.ok
    }
}

@c @implementation
public func dta_engine_set_rows(_ engine: dta_engine, _ receiver: dta_receiver, _ rows: UnsafePointer<dta_row>?, _ count: Int) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        try checkCount(count, "count")
        guard count == 0 || rows != nil else { throw Failure(Status.null, "rows: expected \(count) rows, found NULL") }
        var list: [ListRow] = []
        for i in 0 ..< count {
            let row = try checked(rows! + i, "rows[\(i)]")
            guard row.reserved == 0 else { throw Failure(Status.invalid, "rows[\(i)].reserved: expected 0, found \(row.reserved)") }
            let source = row.source.id == 0 ? nil : try state.source(row.source, at: "rows[\(i)].source")
            list.append(ListRow(source: source, frame: frame(row.x, row.y, row.width, row.height)))
        }
        return try state.change { engine, actions throws(EngineError) in try engine.setRows(list, ofList: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_scroll_rows(_ engine: dta_engine, _ receiver: dta_receiver, _ offset: Double) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        return try state.change { engine, actions throws(EngineError) in try engine.scrollRows(ofList: id, to: offset, into: &actions) }
    }
}

@c @implementation
public func dta_engine_add_source(_ engine: dta_engine, _ desc: UnsafePointer<dta_source_desc>?, _ out: UnsafeMutablePointer<dta_source>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        let d = try checked(desc, "desc")
        let id = SourceID(try CText.readID(d.id, "desc.id"))
        let payload = Payload(kind: PayloadKind(try CText.readKind(d.payload_kind, "desc.payload_kind")),
                              objectID: try CText.readOptionalID(d.object_id, "desc.object_id"))
        let activation: Activation
        switch d.activation {
        case Int32(DTA_ACTIVATION_IMMEDIATE): activation = .immediate
        case Int32(DTA_ACTIVATION_DISTANCE): activation = .distance(d.distance)
        case Int32(DTA_ACTIVATION_LONG_PRESS):
            guard d.long_press_ns >= 0 else { throw Failure(Status.invalid, "desc.long_press_ns: expected a duration of 0 ns or more, found \(d.long_press_ns)") }
            guard d.distance.isFinite, d.distance >= 0 else {
                throw Failure(Status.invalid, "desc.distance: expected the distance a long-press tolerates, finite and 0 or more, found \(d.distance)")
            }
            activation = .longPress(minimumDuration: Interval(microseconds: Nanoseconds.microseconds(d.long_press_ns)), tolerance: d.distance)
        default: throw Failure(Status.invalid, "desc.activation: expected DTA_ACTIVATION_IMMEDIATE, _DISTANCE or _LONG_PRESS (0 to 2), found \(d.activation)")
        }
        let source = DragSource(id: id, frame: frame(d.x, d.y, d.width, d.height), z: Int(d.z), payload: payload,
                                activation: activation, isEnabled: try flag(d.enabled, "desc.enabled"))
        let status = try state.change { engine, _ throws(EngineError) in try engine.register(source) }
        out.pointee = dta_source(id: state.sources.add(id))
        return status
    }
}

@c @implementation
public func dta_engine_update_source(_ engine: dta_engine, _ source: dta_source, _ x: Double, _ y: Double,
                                     _ width: Double, _ height: Double) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        return try state.change { engine, _ throws(EngineError) in try engine.setFrame(frame(x, y, width, height), ofSource: id) }
    }
}

@c @implementation
public func dta_engine_enable_source(_ engine: dta_engine, _ source: dta_source, _ enabled: Int32) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        let on = try flag(enabled, "enabled")
        return try state.change { engine, actions throws(EngineError) in try engine.setEnabled(on, source: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_remove_source(_ engine: dta_engine, _ source: dta_source) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        let status = try state.change { engine, actions throws(EngineError) in try engine.unregisterSource(id, into: &actions) }
        state.sources.remove(id)
        return status
    }
}

@c @implementation
public func dta_engine_set_already_in(_ engine: dta_engine, _ source: dta_source, _ receivers: UnsafePointer<dta_receiver>?,
                                      _ count: Int) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        try checkCount(count, "count")
        guard count == 0 || receivers != nil else { throw Failure(Status.null, "receivers: expected \(count) receivers, found NULL") }
        var names: [ReceiverID] = []
        for i in 0 ..< count { names.append(try state.receiver(receivers![i], at: "receivers[\(i)]")) }
        return try state.change { engine, _ throws(EngineError) in try engine.setAlreadyIn(names, ofSource: id) }
    }
}

@c @implementation
public func dta_engine_select(_ engine: dta_engine, _ sources: UnsafePointer<dta_source>?, _ count: Int) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        try checkCount(count, "count")
        guard count == 0 || sources != nil else { throw Failure(Status.null, "sources: expected \(count) sources, found NULL") }
        var ids: [SourceID] = []
        for i in 0 ..< count { ids.append(try state.source(sources![i], at: "sources[\(i)]")) }
        var leftOut: [SourceID] = []
        let status = try state.change { engine, actions throws(EngineError) in leftOut = try engine.select(registered: ids, into: &actions) }
        state.leftOut = leftOut
        return status
    }
}

@c @implementation
public func dta_engine_left_out(_ engine: dta_engine, _ out: UnsafeMutablePointer<dta_source>?, _ capacity: Int,
                                _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total, holding: "sources")
        return copy(state.leftOut, into: out, capacity: capacity, total: total) { dta_source(id: state.sources.handle(of: $0)) }
    }
}
