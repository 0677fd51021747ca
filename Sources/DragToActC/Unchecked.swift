/// A value an instance owns, reached through a pointer rather than held as a stored property.
///
/// Every exported function runs whole inside its instance's lock (``Guarded``), so no two calls
/// touch an instance at once. A class's stored `var` still pays Swift's dynamic exclusivity check on each
/// access (`swift_beginAccess`, about 100 instructions): six of them per pointer move made a move
/// through the C ABI 1.45× the same move in Swift. A pointer has no such check. Forward a stored
/// property to `value` with `_read`/`_modify` so call sites read as before.
final class Unchecked<Value> {
    private let pointer: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    var value: Value {
        _read { yield pointer.pointee }
        _modify { yield &pointer.pointee }
    }
}
