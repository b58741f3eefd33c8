// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TargetAction",
    products: [
        .library(name: "TargetAction", targets: ["TargetAction"]),
        // Mocks carries MocksTestFrameworks, the one module that calls XCTest and Swift Testing,
        // so that a test target that links Mocks sees every report fail its test.
        .library(name: "Mocks", targets: ["Mocks", "MocksTestFrameworks"]),
        .library(name: "DemoControllers", targets: ["DemoControllers"]),
        // UIKit's names (`UIView` …) for TargetAction's types, where UIKit is missing.
        .library(name: "UIKitNames", targets: ["UIKitNames"]),
    ],
    targets: [
        .target(name: "TargetAction"),
        .target(name: "Mocks", dependencies: ["TargetAction"]),
        .target(name: "UIKitNames", dependencies: ["TargetAction"]),
        // Found by name at run time; no target depends on it but the tests, so `swift run` and
        // app code link no test framework.
        .target(name: "MocksTestFrameworks", dependencies: ["TargetAction"]),
        .target(name: "DemoControllers", dependencies: ["TargetAction"]),
        // The demo's scripts, trace table and timeline: a library target with no product, so that
        // tests can reach it and `swift run` still has one executable to run.
        .target(name: "DemoSupport", dependencies: ["DemoControllers", "Mocks", "TargetAction"]),
        .executableTarget(name: "Demo", dependencies: ["DemoSupport", "DemoControllers", "TargetAction"]),
        // Helpers the test targets share (probes, journals, scenes), on the public API only. Not a
        // product. It links LeakSanitizerSuppressions into the test binary.
        .target(name: "TestSupport", dependencies: ["TargetAction", "Mocks", "MocksTestFrameworks", "LeakSanitizerSuppressions"], path: "Tests/TestSupport"),
        // LeakSanitizer's suppressions for swift-corelibs-xctest's own leaks (`swift test --sanitize=address`).
        .target(name: "LeakSanitizerSuppressions", path: "Tests/LeakSanitizerSuppressions"),
        .testTarget(name: "TargetActionTests", dependencies: ["TargetAction", "Mocks", "TestSupport"]),
        .testTarget(name: "MocksTests", dependencies: ["Mocks", "MocksTestFrameworks", "TargetAction", "DemoControllers", "TestSupport"]),
        .testTarget(name: "UIKitNamesTests", dependencies: ["UIKitNames", "TargetAction"]),
        .testTarget(name: "DemoControllersTests", dependencies: ["DemoControllers", "DemoSupport", "Mocks", "TargetAction", "TestSupport"]),
        // Every Swift block of Guides/*.md, compiled and run by the GuideCompiler plugin.
        // Tests/GuidesTests/Guides links to Guides/ so that adding a guide re-plans the build.
        .testTarget(
            name: "GuidesTests",
            dependencies: ["TargetAction", "Mocks", "MocksTestFrameworks", "DemoControllers", "UIKitNames"],
            exclude: ["Guides"],
            plugins: ["GuideCompiler"]),
        .plugin(name: "GuideCompiler", capability: .buildTool()),
    ],
    swiftLanguageModes: [.v6]
)
