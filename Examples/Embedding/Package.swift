// swift-tools-version: 6.0
// The README's embedding example as a package of its own, built against DragToAct as a user's
// app would be (`.ci/run` builds and runs it). Its code is the README's, line for line.
import PackageDescription

let package = Package(
    name: "Embedding",
    dependencies: [.package(name: "DragToAct", path: "../..")],
    targets: [
        .executableTarget(name: "embedding", dependencies: [
            .product(name: "Runtime", package: "DragToAct"),
            .product(name: "DropEngine", package: "DragToAct"),
            .product(name: "DropGeometry", package: "DragToAct"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
