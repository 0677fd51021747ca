// swift-tools-version: 6.0
// DragToAct: a headless drop-target intent engine. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "DragToAct",
    products: [
        .library(name: "DropGeometry", targets: ["DropGeometry"]),
        .library(name: "DropEngine", targets: ["DropEngine"]),
        .library(name: "TaskModel", targets: ["TaskModel"]),
        .library(name: "TaskStore", targets: ["TaskStore"]),
        .library(name: "TimeZones", targets: ["TimeZones"]),
        .library(name: "Runtime", targets: ["Runtime"]),
        .library(name: "Replay", targets: ["Replay"]),
        .executable(name: "dragtoact", targets: ["dragtoact"]),
        // libDragToAct.so: the C ABI (Sources/CDragToAct/include/dragtoact.h) for C, C++ and anything that speaks C.
        .library(name: "DragToAct", type: .dynamic, targets: ["DragToActC"]),
    ],
    targets: [
        // Points, rects and the layered spatial index. No Foundation.
        .target(name: "DropGeometry", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Payloads, receivers, activation, drag sessions and the dispatcher. No Foundation, no I/O, no clock.
        .target(name: "DropEngine", dependencies: ["DropGeometry"]),
        // The in-memory task board that applies drop intents. No Foundation.
        .target(name: "TaskModel"),
        // SQLite from the system (libsqlite3-dev), through a module map: not a package dependency.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // The task board persisted in SQLite: one transaction per action, migration, undo and redo.
        .target(name: "TaskStore", dependencies: ["CSQLite", "TaskModel"]),
        // TimeZoneCalendar: a named zone's days, daylight saving included, from the system's time zone
        // database through Foundation — a module of its own, so that nothing else (the C library
        // above all, which would bundle Foundation and ICU, 63 MB) links Foundation.
        .target(name: "TimeZones", dependencies: ["TaskModel"]),
        // The runtime every driver uses: scenes (JSON), the engine, the board or store, rows laid
        // out as sources, each drop applied as it happens; events and the final board as JSON.
        .target(name: "Runtime", dependencies: ["DropGeometry", "DropEngine", "TaskModel", "TaskStore"]),
        // Traces (native and W3C WebDriver Actions), the replayer and its expectations.
        // Pure: callers read the files and pass the text.
        .target(name: "Replay", dependencies: ["DropGeometry", "DropEngine", "TaskModel", "Runtime"]),
        // Frames of the board as character cells, and the terminal writer that sends only changed cells.
        .target(name: "TerminalPicture", dependencies: ["DropGeometry", "DropEngine", "TaskModel", "Runtime"]),
        // The `dragtoact` command: the demo, replay, check and show (its version is dragtoact.h's).
        .executableTarget(name: "dragtoact", dependencies: ["CDragToAct", "Replay", "Runtime", "TerminalPicture", "TaskStore", "TaskModel", "DropEngine", "DropGeometry"],
                          path: "Demo/dragtoact"),

        // The C ABI: the hand-written header (and its size checks), and the Swift that implements
        // it with @c @implementation, so the compiler checks every signature against the header.
        .target(name: "CDragToAct", exclude: ["swift-runtime.supp", "dragtoact.map"]),
        // Scripts/install-c.sh links it with CDragToAct/dragtoact.map, which exports the header's
        // functions alone (not here, as unsafeFlags: a package using this one could not build then).
        .target(name: "DragToActC", dependencies: ["CDragToAct", "Runtime", "DropEngine", "DropGeometry", "TaskModel", "TaskStore"]),
        // The Swift side of the C ABI's benchmark (Benchmarks/cabi/run.sh): the same moves through BoardRuntime.
        .executableTarget(name: "cabi-bench", dependencies: ["Runtime", "DropEngine", "DropGeometry"], path: "Benchmarks/CABIBench"),

        // Measures the index against a naive scan; never part of the library.
        .executableTarget(
            name: "dragtoact-bench",
            dependencies: ["DropGeometry", "DropEngine", "TaskModel", "TaskStore", "Runtime", "Replay", "CSQLite", "TestSupport", "CHeapUsage", "MoveProbe"],
            path: "Benchmarks/DragToActBenchmarks"
        ),
        // The benchmark's layout of receivers and its drag over them, shared with alloc-probe.
        .target(name: "MoveProbe", dependencies: ["DropGeometry", "DropEngine", "TestSupport"], path: "Benchmarks/MoveProbe"),
        // The valgrind probe alone (Benchmarks/allocations.sh, instructions.sh): its release build
        // is the engine's, not the whole benchmark's (the runtime, the replayer and every table).
        .executableTarget(name: "alloc-probe", dependencies: ["MoveProbe"], path: "Benchmarks/AllocProbe"),
        // The auto-scroll case of Benchmarks/allocations.sh: a drag resting at a scrolling list's edge, through the runtime.
        .executableTarget(name: "scroll-probe", dependencies: ["Runtime", "DropEngine", "DropGeometry"], path: "Benchmarks/ScrollProbe"),
        // glibc's count of heap bytes in use, for the benchmark's memory table.
        .target(name: "CHeapUsage", path: "Benchmarks/CHeapUsage"),

        // Seeded random generator and fixtures shared by the test targets and the benchmark.
        .target(name: "TestSupport", dependencies: ["TaskModel"], path: "Tests/TestSupport"),
        .testTarget(name: "DropGeometryTests", dependencies: ["DropGeometry", "TestSupport"]),
        .testTarget(name: "DropEngineTests", dependencies: ["DropEngine", "TestSupport"]),
        .testTarget(name: "TaskModelTests", dependencies: ["TaskModel", "TestSupport"]),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "TaskModel", "TaskStore", "TimeZones", "DropEngine", "DropGeometry", "TestSupport"]),
        .testTarget(name: "TerminalPictureTests", dependencies: ["TerminalPicture", "Replay", "Runtime", "DropEngine", "DropGeometry", "TaskModel", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "DemoTests", dependencies: ["dragtoact", "store-churn"], exclude: ["Golden"]),
        // Applies actions to a store until killed: the child of the SIGKILL test.
        .executableTarget(name: "store-churn", dependencies: ["TaskStore", "TaskModel", "TestSupport", "CSQLite"],
                          path: "Tests/StoreChurn"),
        .testTarget(name: "TaskStoreTests", dependencies: ["TaskStore", "TaskModel", "TimeZones", "TestSupport", "store-churn"], exclude: ["Fixtures"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Runtime", "TaskStore", "TaskModel", "DropEngine", "DropGeometry", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
