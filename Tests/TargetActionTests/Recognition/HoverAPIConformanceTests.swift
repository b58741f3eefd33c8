// The contract's hover recognizer, region phases and event types, checked by the compiler: no
// @testable, so a line compiles only if the name is public with the contract's signature, an
// override only if `open`.
import Foundation
import TargetAction
import Testing

private final class OpenHover: HoverGestureRecognizer {
    override var zOffset: CGFloat { super.zOffset }
    override var altitudeAngle: CGFloat { super.altitudeAngle }
    override func azimuthAngle(in view: View?) -> CGFloat { super.azimuthAngle(in: view) }
    override func azimuthUnitVector(in view: View?) -> CGVector { super.azimuthUnitVector(in: view) }
    override var rollAngle: CGFloat { super.rollAngle }
}

private final class OpenEvent: TargetAction.Event {
    override var type: TargetAction.Event.EventType { super.type }
}

@Suite struct HoverAPIConformanceTests {
    @Test("HoverGestureRecognizer, region phases, Event.type and hover samples as the contract says")
    func hover() {
        let hover = OpenHover(target: nil, action: nil)
        let pointer = Touch(type: .indirectPointer)
        let phases: [Touch.Phase] = [.regionEntered, .regionMoved, .regionExited]
        let types: [TargetAction.Event.EventType] = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
        let changes: [TargetAction.Event.Change] = [
            .hoverEntered(pointer, at: .zero, zOffset: 0, altitudeAngle: 0, azimuthAngle: 0),
            .hoverMoved(pointer, to: .zero, zOffset: 0, altitudeAngle: 0, azimuthAngle: 0),
            .hoverExited(pointer),
        ]

        #expect(hover.zOffset == 0 && hover.altitudeAngle == 0 && hover.rollAngle == 0 && hover.azimuthAngle(in: nil) == 0)
        #expect(hover.azimuthUnitVector(in: nil) == CGVector(dx: 1, dy: 0))
        #expect(changes.map(\.phase) == phases)
        #expect(types.map(\.rawValue) == Array(0...6))
        #expect(OpenEvent(timestamp: 0, changes: changes).type == .hover)
    }
}
