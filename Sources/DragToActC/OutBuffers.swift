// Paging a list into a caller's buffer (dta_runtime_events and the like): `out`, `capacity`, `total` and `first` checked, then filled.

import CDragToAct

/// Checks where actions (or the `holding` the call names: ids, sources) are to be written —
/// before an input is handled, so that a call refused for its buffer has changed nothing.
@discardableResult
func checkBuffer<Element>(_ out: UnsafeMutablePointer<Element>?, capacity: Int, total: UnsafeMutablePointer<Int>?,
                          holding what: String = "actions") throws(Failure) -> UnsafeMutablePointer<Int> {
    let total = try required(total, "total")
    try checkCount(capacity, "capacity")
    guard capacity == 0 || out != nil else { throw Failure(Status.null, "out: expected an array of \(capacity) \(what), found NULL") }
    return total
}

/// A `size_t` from the caller, which Swift reads as `Int`: one above `INT64_MAX` (a negative
/// number cast) is refused, named as the caller wrote it.
func checkCount(_ count: Int, _ what: String) throws(Failure) {
    guard count >= 0 else {
        throw Failure(Status.invalid, "\(what): expected a count of at most \(Int.max), found \(UInt(bitPattern: count))")
    }
}

/// Writes `items[first...]` converted, up to `capacity`, into `out`; `total` gets `items.count`.
func write<Item>(_ items: [Item], from first: Int, into out: UnsafeMutablePointer<dta_action>?, capacity: Int,
                 total: UnsafeMutablePointer<Int>?, _ convert: (Item) -> dta_action) throws(Failure) -> dta_status {
    let total = try checkBuffer(out, capacity: capacity, total: total)
    try checkCount(first, "first")
    return copy(items, from: first, into: out, capacity: capacity, total: total, convert)
}

/// ``write(_:from:into:capacity:total:_:)`` with the buffer checked already (``checkBuffer(_:capacity:total:holding:)``).
func copy<Item, Element>(_ items: [Item], from first: Int = 0, into out: UnsafeMutablePointer<Element>?, capacity: Int,
                         total: UnsafeMutablePointer<Int>, _ convert: (Item) -> Element) -> dta_status {
    total.pointee = items.count
    guard first < items.count, capacity > 0, let out else { return Status.ok }
    var i = first
    while i < items.count && i - first < capacity {
        out[i - first] = convert(items[i])
        i += 1
    }
    return Status.ok
}
