// swift-tools-version: 6.0
import PackageDescription

// A user's package, as the README's install section writes it: the app's code depends on the
// `TargetAction` product, its tests on `Mocks`. It depends on this repository by path; a user
// writes `.package(url: "<the repository's URL>", branch: "main")` instead.
let package = Package(
    name: "SheetApp",
    dependencies: [
        .package(name: "TargetAction", path: "../.."),
    ],
    targets: [
        .target(name: "SheetApp", dependencies: [.product(name: "TargetAction", package: "TargetAction")]),
        .testTarget(
            name: "SheetAppTests",
            dependencies: [
                "SheetApp",
                .product(name: "TargetAction", package: "TargetAction"),
                .product(name: "Mocks", package: "TargetAction"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
