// swift-tools-version: 6.0
import PackageDescription

// A user's package whose test target forgot `Mocks`: it links only `TargetAction`. A test that makes
// the toolkit report must still fail the run (R108), so `.ci/run` expects `swift test` here to exit
// non-zero and to say what to link.
let package = Package(
    name: "NoMocksApp",
    dependencies: [
        .package(name: "TargetAction", path: "../.."),
    ],
    targets: [
        .target(name: "NoMocksApp", dependencies: [.product(name: "TargetAction", package: "TargetAction")]),
        .testTarget(
            name: "NoMocksAppTests",
            dependencies: [
                "NoMocksApp",
                .product(name: "TargetAction", package: "TargetAction"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
