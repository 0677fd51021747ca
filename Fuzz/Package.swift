// swift-tools-version: 6.0
// libFuzzer targets for DragToAct, outside the library's package. `bash Fuzz/run.sh TARGET SECONDS`
// builds this library with `-sanitize=fuzzer,address`, links one target's entry point against it
// (libFuzzer supplies `main`) and runs it. The targets are in Targets/FuzzTargets, by name.
import PackageDescription

let package = Package(
    name: "DragToActFuzz",
    dependencies: [.package(name: "DragToAct", path: "..")],
    targets: [
        .target(name: "FuzzTargets",
                dependencies: ["DropGeometry", "DropEngine", "TaskModel", "TaskStore", "Runtime", "Replay"].map {
                    .product(name: $0, package: "DragToAct")
                },
                path: "Targets/FuzzTargets"),
    ],
    swiftLanguageModes: [.v6]
)
