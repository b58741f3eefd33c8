// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so that the root package keeps one executable (`swift run`
// runs the demo) and no dependencies. Run: `cd Benchmarks && swift run -c release Benchmarks --json`.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "TargetAction", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                .product(name: "TargetAction", package: "TargetAction"),
                .product(name: "Mocks", package: "TargetAction"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
