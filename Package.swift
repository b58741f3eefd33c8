// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TargetAction",
    products: [
        .library(name: "TargetAction", targets: ["TargetAction"]),
        .library(name: "Mocks", targets: ["Mocks"]),
        .library(name: "DemoControllers", targets: ["DemoControllers"]),
    ],
    targets: [
        .target(name: "TargetAction"),
        .target(name: "Mocks", dependencies: ["TargetAction"]),
        .target(name: "DemoControllers", dependencies: ["TargetAction"]),
        .executableTarget(name: "Demo", dependencies: ["DemoControllers", "Mocks", "TargetAction"]),
        .testTarget(name: "TargetActionTests", dependencies: ["TargetAction", "Mocks"]),
        .testTarget(name: "MocksTests", dependencies: ["Mocks", "TargetAction", "DemoControllers"]),
        .testTarget(name: "DemoControllersTests", dependencies: ["DemoControllers", "Mocks", "TargetAction"]),
    ],
    swiftLanguageModes: [.v6]
)
