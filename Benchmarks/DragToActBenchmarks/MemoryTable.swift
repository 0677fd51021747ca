import CHeapUsage
import DropEngine
import DropGeometry
import MoveProbe

/// Heap bytes per receiver of the index alone and of a whole dispatcher, at 1,000 … 100,000
/// receivers of the hit table's layout: glibc's count of bytes in use (`mallinfo2`, mmap'd chunks included) after building
/// minus before, the layout itself built first so it is not counted.
func runMemoryTable() {
    print("Heap bytes per receiver (glibc mallinfo2: in use after building, minus before), the hit table's layout.\n")
    print("| receivers | LayeredIndex | DragDispatcher (a third refusing) |")
    print("|----------:|-------------:|----------------------------------:|")
    for count in [1_000, 10_000, 100_000] {
        let layout = Layout(count: count, pointCount: 0)
        let indexBytes = heapGrowth {
            var index = LayeredIndex()
            for r in layout.receivers { _ = index.insert(r.frame, z: r.z) }
            _ = index.topmost(at: Point(x: 1, y: 1)) // the grid is laid out on the first query
            return index
        }
        let dispatcherBytes = heapGrowth {
            var engine = makeEngine(layout)
            var actions: [DragAction] = []
            engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: -95, y: -95), time: .milliseconds(0))), into: &actions)
            engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 10, y: 10), time: .milliseconds(1))), into: &actions)
            return engine
        }
        print("| \(pad(String(count), 9)) | \(pad(String(indexBytes / count) + " B", 12)) | \(pad(String(dispatcherBytes / count) + " B", 33)) |")
    }
}

/// The heap bytes in use while `build`'s result is alive, beyond those in use before it ran.
func heapGrowth<T>(_ build: () -> T) -> Int {
    let before = heap_bytes_in_use()
    let built = build()
    let after = heap_bytes_in_use()
    withExtendedLifetime(built) {}
    return Int(after) - Int(before)
}
