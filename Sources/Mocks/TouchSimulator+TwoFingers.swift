import Foundation
import TargetAction

extension TouchSimulator {
    /// Pinches: two fingers on a line through `center` at `angle`, `startDistance` apart, moved in
    /// `steps` equal steps over `duration` until `endDistance` apart, then lifted.
    ///
    /// Angles are in radians, clockwise positive (y points down); the second finger lies from the
    /// first in the direction of `angle`. Both fingers go down in one event, each step moves both in
    /// one event, and both lift in one event at the last step's time. Uses the two lowest free
    /// finger numbers.
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
        duration: TimeInterval, steps: Int = 10,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard argumentsAreValid("pinch", "a pinch", [
            (center.x.isFinite && center.y.isFinite, "center: (\(center.x), \(center.y))",
             "the centre must be a finite point. Pass finite coordinates."),
            (startDistance.isFinite && startDistance > 0, "from: \(startDistance)",
             "the fingers start a finite distance of more than zero apart. Pass a positive distance."),
            (endDistance.isFinite && endDistance > 0, "to: \(endDistance)",
             "the fingers end a finite distance of more than zero apart. Pass a positive distance."),
            (angle.isFinite, "angle: \(angle)", "the angle must be a finite number of radians."),
        ], duration: duration, steps: steps, site) else { return }
        moveFingers(2, "pinch(center:from:to:)", duration: duration, steps: steps, site) { fraction in
            let distance = startDistance + (endDistance - startDistance) * fraction
            return TouchSimulator.fingerPair(around: center, halfSpan: distance / 2, angle: angle)
        }
    }

    /// Pinches while the fingers travel: two fingers on a line at `angle` through a centroid that
    /// moves from `startCenter` to `endCenter` while the distance between them goes from
    /// `startDistance` to `endDistance`, in `steps` equal steps over `duration`, then lifted.
    ///
    /// A zoom about a point that moves, as a user's fingers do. Timing, angles and finger numbers
    /// are as in ``pinch(center:from:to:angle:duration:steps:fileID:filePath:line:column:)``.
    public func pinch(
        from startCenter: CGPoint, to endCenter: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        angle: CGFloat = 0, duration: TimeInterval, steps: Int = 10,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard argumentsAreValid("pinch", "a pinch", [
            (startCenter.x.isFinite && startCenter.y.isFinite, "from: (\(startCenter.x), \(startCenter.y))",
             "the centroid starts at a finite point. Pass finite coordinates."),
            (endCenter.x.isFinite && endCenter.y.isFinite, "to: (\(endCenter.x), \(endCenter.y))",
             "the centroid ends at a finite point. Pass finite coordinates."),
            (startDistance.isFinite && startDistance > 0, "from: \(startDistance)",
             "the fingers start a finite distance of more than zero apart. Pass a positive distance."),
            (endDistance.isFinite && endDistance > 0, "to: \(endDistance)",
             "the fingers end a finite distance of more than zero apart. Pass a positive distance."),
            (angle.isFinite, "angle: \(angle)", "the angle must be a finite number of radians."),
        ], duration: duration, steps: steps, site) else { return }
        moveFingers(2, "pinch(from:to:from:to:)", duration: duration, steps: steps, site) { fraction in
            let center = CGPoint(x: startCenter.x + (endCenter.x - startCenter.x) * fraction,
                                 y: startCenter.y + (endCenter.y - startCenter.y) * fraction)
            let distance = startDistance + (endDistance - startDistance) * fraction
            return TouchSimulator.fingerPair(around: center, halfSpan: distance / 2, angle: angle)
        }
    }

    /// Rotates: two fingers `radius` from `center`, opposite each other, turned from `startAngle`
    /// to `endAngle` in `steps` equal steps over `duration`, then lifted.
    ///
    /// Angles are in radians, clockwise positive (y points down): at angle 0 the first finger is
    /// left of the centre and the second right of it. Both fingers go down in one event, each step
    /// moves both in one event, and both lift in one event at the last step's time. Uses the two
    /// lowest free finger numbers.
    public func rotate(
        center: CGPoint, radius: CGFloat, from startAngle: CGFloat, to endAngle: CGFloat,
        duration: TimeInterval, steps: Int = 10,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard argumentsAreValid("rotate", "a rotation", [
            (center.x.isFinite && center.y.isFinite, "center: (\(center.x), \(center.y))",
             "the centre must be a finite point. Pass finite coordinates."),
            (radius.isFinite && radius > 0, "radius: \(radius)",
             "the fingers sit a finite distance of more than zero from the centre. Pass a positive radius."),
            (startAngle.isFinite, "from: \(startAngle)", "the angles must be finite numbers of radians."),
            (endAngle.isFinite, "to: \(endAngle)", "the angles must be finite numbers of radians."),
        ], duration: duration, steps: steps, site) else { return }
        moveFingers(2, "rotate(center:radius:from:to:)", duration: duration, steps: steps, site) { fraction in
            let angle = startAngle + (endAngle - startAngle) * fraction
            return TouchSimulator.fingerPair(around: center, halfSpan: radius, angle: angle)
        }
    }

    // MARK: Helpers

    /// Whether every check passes, and the duration and steps are usable; else reports the first
    /// failing one at `site`.
    func argumentsAreValid(
        _ call: String, _ gesture: String, _ checks: [(isValid: Bool, argument: String, expectation: String)],
        duration: TimeInterval, steps: Int, _ site: CallSite
    ) -> Bool {
        let all = checks + [
            (duration.isFinite && duration >= 0, "duration: \(duration)",
             "\(gesture) lasts a finite time of zero or more seconds."),
            (steps >= 1, "steps: \(steps)", "\(gesture) takes at least one step."),
        ]
        guard let failing = all.first(where: { !$0.isValid }) else { return true }
        FailureReporter.report(
            "TouchSimulator.\(call)(\(failing.argument)): \(failing.expectation) Nothing was sent.", at: site)
        return false
    }

    /// Puts `count` fingers down at `positions(0)`, moves them all to `positions(step / steps)` at
    /// each of `steps` equal steps over `duration`, then lifts them all where they are: one event
    /// each. Uses the lowest free finger numbers.
    func moveFingers(
        _ count: Int, _ call: String, duration: TimeInterval, steps: Int, _ site: CallSite, positions: (CGFloat) -> [CGPoint]
    ) {
        let start = positions(0)
        guard check(beginning: start, call, site) else { return }
        let placed = zip(freeFingers(count), start).map { finger, point in
            let touch = Touch(type: touchType)
            touch.transcriptFinger = finger
            return (finger: finger, touch: touch, point: point)
        }
        guard sendDown(placed, site) else { return }
        let stepDuration = duration / TimeInterval(steps)
        for step in 1...steps {
            advance(by: stepDuration, site)
            // A handler may have lifted some of them meanwhile: the others go on.
            var moves: [Event.Change] = []
            for (finger, point) in zip(placed, positions(CGFloat(step) / CGFloat(steps))) where fingers[finger.finger] === finger.touch {
                moves.append(.moved(finger.touch, to: point))
            }
            guard !moves.isEmpty, send(moves, site) else { return }
        }
        let stillDown = placed.filter { fingers[$0.finger] === $0.touch }.map { (finger: $0.finger, touch: $0.touch) }
        guard !stillDown.isEmpty else { return }
        sendLift(stillDown, stillDown.map { .ended($0.touch) }, site)
    }

    /// Two points `halfSpan` from `center` on either side, the second in the direction of `angle`.
    private static func fingerPair(around center: CGPoint, halfSpan: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = cos(angle) * halfSpan, dy = sin(angle) * halfSpan
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
}
