import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// R4, R30 in XCTest: a button whose `.touchDown` puts another finger down through the same
/// simulator, as a test of a "press and hold to add" control does.
final class TouchSimulatorNestedFingerXCTests: FailureCatchingTestCase {
    private let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    private lazy var simulator = TouchSimulator(window: window)

    private func button(onFirstTouchDown body: @escaping () -> Void) {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var fired = false
        button.addAction(Action { _ in
            guard !fired else { return }
            fired = true
            body()
        }, for: .touchDown)
        window.addSubview(button)
    }

    func test_R4_aFingerPutDownFromAHandlerIsCountedAndLifts() {
        button { [unowned self] in simulator.down(at: CGPoint(x: 100, y: 600), finger: 1) }

        simulator.down(at: CGPoint(x: 100, y: 100), finger: 0)

        XCTAssertEqual(simulator.fingersDown, [0, 1])
        XCTAssertEqual(window.activeTouches.count, 2)
        simulator.up(finger: 0)
        simulator.up(finger: 1)
        XCTAssertTrue(window.activeTouches.isEmpty)
    }

    func test_R30_aHandlerPuttingDownTheSameFingerIsToldAtItsOwnLine() {
        var handlerLine = 0
        button { [unowned self] in
            handlerLine = #line + 1
            simulator.down(at: CGPoint(x: 100, y: 600), finger: 0)
        }

        let failures = caughtFailures { simulator.down(at: CGPoint(x: 100, y: 100), finger: 0) }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("finger 0 is already down") ?? false, "\(failures)")
        XCTAssertEqual(failures.first?.line, handlerLine)
        XCTAssertEqual(window.activeTouches.count, 1)
        simulator.up(finger: 0)
        XCTAssertTrue(window.activeTouches.isEmpty)
        XCTAssertTrue(simulator.fingersDown.isEmpty)
    }
}
