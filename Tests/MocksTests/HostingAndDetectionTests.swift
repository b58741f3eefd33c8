import Foundation
import Mocks
import Testing
@testable import TargetAction

/// `TouchSimulator(hosting:size:)`, and how the reporting funnel tells that XCTest runs.
@Suite struct HostingAndDetectionTests {
    final class Counter: ViewController {
        private(set) var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(TapGestureRecognizer(target: self, action: Counter.tapped))
        }

        private func tapped(_ tap: TapGestureRecognizer) { taps += 1 }
    }

    @Test func aHostedControllerFillsItsWindowAndTakesRealTouches() {
        let controller = Counter()
        let simulator = TouchSimulator(hosting: controller, size: CGSize(width: 200, height: 300))

        simulator.tap(at: CGPoint(x: 10, y: 10))

        #expect(simulator.window.bounds.size == CGSize(width: 200, height: 300))
        #expect(controller.view.frame == simulator.window.bounds)
        #expect(controller.view.convert(CGPoint(x: 5, y: 7), to: nil) == CGPoint(x: 5, y: 7))
        #expect(controller.taps == 1)
    }

    @Test func theSimulatorOwnsTheWindowItHosts() {
        weak var window: Window?
        do {
            let simulator = TouchSimulator(hosting: Counter())
            window = simulator.window
            #expect(window?.bounds.size == Screen.main.bounds.size)
        }

        #expect(window == nil)
    }

    @Test("XCTest is told apart by its bundle argument or, hosted in an app, by Xcode's environment",
          arguments: [
            (["/usr/bin/xctest", "/build/MyAppTests.xctest"], [:], true),
            (["/build/debug/MyPackagePackageTests.xctest"], [:], true),
            (["/Apps/MyApp.app/MyApp"], ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"], true),
            (["/Apps/MyApp.app/MyApp"], ["XCTestBundlePath": "/Apps/MyApp.app/PlugIns/MyAppTests.xctest"], true),
            (["/Apps/MyApp.app/MyApp"], ["XCTestSessionIdentifier": "1234"], true),
            (["/usr/local/bin/tool", "--verbose"], ["HOME": "/root"], false),
          ] as [([String], [String: String], Bool)])
    func xctestDetection(arguments: [String], environment: [String: String], expected: Bool) {
        #expect(FailureReporter.isRunningXCTest(arguments: arguments, environment: environment) == expected)
    }
}
