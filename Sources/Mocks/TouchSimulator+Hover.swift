import Foundation
import TargetAction

extension TouchSimulator {
    /// The hover pointer (a `.indirectPointer` touch unless `type` says `.pencil`) goes to `point`
    /// (window coordinates): the first call enters the window, later calls move the pointer in it
    /// (R100). One event, stamped with the clock's now. A call whose `type` differs from the
    /// pointer already in the window first exits that one.
    ///
    /// A pencil reports `zOffset` (0…1, 1 farthest from the screen) and its angles, in radians;
    /// a pointer reports 0 for them (R103).
    public func hover(
        to point: CGPoint, type: Touch.TouchType = .indirectPointer, zOffset: CGFloat = 0,
        altitudeAngle: CGFloat = 0, azimuthAngle: CGFloat = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard type == .indirectPointer || type == .pencil else {
            FailureReporter.report(
                "TouchSimulator.hover(to:type: \(type)): only a pointer (.indirectPointer) or a pencil hovers; fingers never do (R100). Nothing was sent.",
                at: site)
            return
        }
        guard check(point, "hover(to:)", site) else { return }
        if let pointer = hoverPointer, pointer.type != type {
            guard exitHover(site) else { return }
        }
        if let pointer = hoverPointer {
            send(.hoverMoved(pointer, to: point, zOffset: zOffset, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle), site)
        } else {
            // In the window from the moment it is sent, so that a handler that runs meanwhile moves it.
            let pointer = Touch(type: type)
            hoverPointer = pointer
            if !send(.hoverEntered(pointer, at: point, zOffset: zOffset, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle), site),
               hoverPointer === pointer {
                hoverPointer = nil
            }
        }
    }

    /// The hover pointer goes to `start`, then moves to `end` in `steps` equal moves over
    /// `duration` seconds of the window's clock, and stays there. The pointer already in the
    /// window is used, or a `.indirectPointer` enters.
    public func hover(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int = 10,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard argumentsAreValid("hover", "a hover", [
            (start.x.isFinite && start.y.isFinite, "from: (\(start.x), \(start.y))", "the start must be a finite point. Pass finite coordinates."),
            (end.x.isFinite && end.y.isFinite, "to: (\(end.x), \(end.y))", "the end must be a finite point. Pass finite coordinates."),
        ], duration: duration, steps: steps, site) else { return }
        let type = hoverPointer?.type ?? .indirectPointer
        hover(to: start, type: type, fileID: fileID, filePath: filePath, line: line, column: column)
        guard hoverPointer != nil else { return }
        let stepDuration = duration / TimeInterval(steps)
        for step in 1...steps {
            advance(by: stepDuration, site)
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            guard let pointer = hoverPointer, send(.hoverMoved(pointer, to: point), site) else { return }
        }
    }

    /// The hover pointer leaves the window (R100). Without a pointer in the window, reported.
    public func hoverExit(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard hoverPointer != nil else {
            FailureReporter.report("TouchSimulator.hoverExit(): no pointer is in the window. Call hover(to:) first.", at: site)
            return
        }
        exitHover(site)
    }

    /// The hover pointer in the window, if one is (between ``hover(to:type:zOffset:altitudeAngle:azimuthAngle:fileID:filePath:line:column:)``
    /// and ``hoverExit(fileID:filePath:line:column:)``).
    public var hoveringPointer: Touch? { hoverPointer }

    /// Out of the window from the moment its exit is sent; a rejected exit puts it back.
    @discardableResult
    private func exitHover(_ site: CallSite) -> Bool {
        guard let pointer = hoverPointer else { return false }
        hoverPointer = nil
        guard send(.hoverExited(pointer), site) else {
            if hoverPointer == nil { hoverPointer = pointer }
            return false
        }
        return true
    }
}
