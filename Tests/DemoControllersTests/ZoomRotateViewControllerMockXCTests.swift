import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// ZoomRotateViewController in XCTest without touches: the magnify-and-rotate found by its full
// type, its callbacks called by hand, the whole gesture played through its real tree (R60, R65),
// and every misuse failing the test on the caller's line.

final class ZoomRotateViewControllerMockXCTests: FailureCatchingTestCase {
    private typealias ZoomAndTurn = SimultaneousGesture<MagnifyGesture, RotateGesture>

    private let controller = ZoomRotateViewController()

    override func setUp() {
        super.setUp()
        controller.loadViewIfNeeded()
    }

    private var reading: TransformReading { TransformReading(controller.photo.transform) }

    private func inspected(file: StaticString = #filePath, line: UInt = #line) throws -> InspectedGesture<ZoomAndTurn> {
        try XCTUnwrap(controller.photo.inspectGesture(ZoomAndTurn.self), file: file, line: line)
    }

    private func zoom(_ magnification: CGFloat) -> MagnifyGesture.Value {
        MagnifyGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), magnification: magnification, velocity: 0,
                             startAnchor: .center, startLocation: CGPoint(x: 175, y: 302))
    }

    private func turn(_ degrees: Double) -> RotateGesture.Value {
        RotateGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), rotation: .degrees(degrees), velocity: .zero,
                            startAnchor: .center, startLocation: CGPoint(x: 175, y: 302))
    }

    /// R64, R65: a magnify simultaneously with a rotate, default thresholds, with gesture(_:).
    func testTheGestureIsAMagnifySimultaneouslyWithARotate() throws {
        let gesture = try inspected()

        XCTAssertEqual(gesture.first(MagnifyGesture.self)?.gesture.minimumScaleDelta, 0.01)
        XCTAssertEqual(gesture.second(RotateGesture.self)?.gesture.minimumAngleDelta, .degrees(1))
        XCTAssertEqual(gesture.mask, .all)
        XCTAssertEqual(gesture.attached.priority, .normal)
        XCTAssertTrue(gesture.attached === controller.photoGesture)
    }

    /// R64: called by hand, each side's updating writes only the state passed; the controller's
    /// states and the photo stay as they are.
    func testCalledByHandEachSidesUpdatingWritesOnlyTheStatePassed() throws {
        let gesture = try inspected()
        var magnification: CGFloat = 1
        var rotation = Angle.zero
        var transaction = Transaction()

        try XCTUnwrap(gesture.first(MagnifyGesture.self)).callUpdating(value: zoom(3), state: &magnification, transaction: &transaction)
        try XCTUnwrap(gesture.second(RotateGesture.self)).callUpdating(value: turn(-45), state: &rotation, transaction: &transaction)

        XCTAssertEqual(magnification, 3)
        XCTAssertEqual(rotation, .degrees(-45))
        XCTAssertEqual(controller.magnification, 1)
        XCTAssertEqual(controller.rotation, .zero)
        XCTAssertEqual(controller.photo.transform, .identity)
    }

    /// R60, R64, R65: played, zoom and turn show live through the states and are committed at the
    /// end, both states reset after onEnded.
    func testAPlayedZoomAndTurnShowLiveAndAreCommittedAtTheEnd() throws {
        let gesture = try inspected()

        gesture.change(to: .init(first: zoom(1.5), second: turn(-30)))

        XCTAssertEqual(controller.magnification, 1.5)
        XCTAssertEqual(controller.rotation, .degrees(-30))
        XCTAssertTrue(reading.isScale(1.5, angle: -.pi / 6), "\(reading)")
        XCTAssertEqual(controller.scale, 1)

        gesture.end(with: .init(first: zoom(1.5), second: turn(-30)))

        XCTAssertEqual(controller.scale, 1.5)
        XCTAssertEqual(controller.angle, .degrees(-30))
        XCTAssertEqual(controller.magnification, 1)
        XCTAssertEqual(controller.rotation, .zero)
        XCTAssertTrue(reading.isScale(1.5, angle: -.pi / 6), "\(reading)")
    }

    /// R60: a cancel runs no onEnded: the states reset and show the committed transform again.
    func testACancelShowsTheCommittedTransformAgain() throws {
        let gesture = try inspected()
        gesture.change(to: .init(first: zoom(2), second: nil))
        gesture.end(with: .init(first: zoom(2), second: nil))
        gesture.change(to: .init(first: zoom(10), second: turn(45)))
        XCTAssertTrue(reading.isScale(4, angle: .pi / 4), "\(reading)")   // clamped live

        gesture.cancel()

        XCTAssertEqual(controller.magnification, 1)
        XCTAssertEqual(controller.rotation, .zero)
        XCTAssertEqual(controller.scale, 2)
        XCTAssertEqual(controller.angle, .zero)
        XCTAssertTrue(reading.isScale(2), "\(reading)")
    }

    /// R60: a repeated value runs no onChanged, so the photo is not redrawn until the value changes.
    func testOnChangedSkipsARepeatedValue() throws {
        let gesture = try inspected()
        gesture.change(to: .init(first: nil, second: turn(90)))
        controller.photo.transform = .identity   // changed by other code

        gesture.change(to: .init(first: nil, second: turn(90)))
        XCTAssertEqual(controller.photo.transform, .identity)
        gesture.change(to: .init(first: nil, second: turn(60)))

        XCTAssertTrue(reading.isScale(1, angle: .pi / 3), "\(reading)")
    }

    /// R65: a simultaneous gesture ends with at least one side; an end with neither, and a side
    /// asked for alone, fail on the caller's lines.
    func testAnEndWithNeitherSideAndASideAloneFailOnTheCallersLines() throws {
        let gesture = try inspected()
        gesture.change(to: .init(first: zoom(2), second: nil))

        let line = #line + 2
        let failures = caughtFailures {
            gesture.end(with: .init(first: nil, second: nil))
            XCTAssertNil(controller.photo.inspectGesture(RotateGesture.self))
        }

        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertTrue(failures.first?.description.contains("at least one side") ?? false)
        XCTAssertTrue(failures.last?.description.contains("SimultaneousGesture<MagnifyGesture, RotateGesture>") ?? false)
        XCTAssertEqual(controller.scale, 1)
        XCTAssertEqual(controller.magnification, 2)
    }
}
