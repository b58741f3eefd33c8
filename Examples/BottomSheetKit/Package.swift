// swift-tools-version: 6.0
import PackageDescription

// A feature package written in UIKit's names: its source builds against UIKit where UIKit exists
// and against TargetAction with `UIKitNames` elsewhere. The imports and the action's wiring
// (`#selector` and `@objc` beside `publish`) are its only conditional lines. `.ci/run` builds it
// warning-free and runs its tests.
let package = Package(
    name: "BottomSheetKit",
    dependencies: [
        .package(name: "TargetAction", path: "../.."),
    ],
    targets: [
        .target(
            name: "BottomSheetKit",
            dependencies: [
                .product(name: "TargetAction", package: "TargetAction", condition: .when(platforms: [.linux, .macOS])),
                .product(name: "UIKitNames", package: "TargetAction", condition: .when(platforms: [.linux, .macOS])),
            ]),
        .testTarget(
            name: "BottomSheetKitTests",
            dependencies: [
                "BottomSheetKit",
                .product(name: "TargetAction", package: "TargetAction"),
                .product(name: "Mocks", package: "TargetAction"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
