import Foundation
import TargetAction

extension TouchSimulator {
    /// The point, in window coordinates, where a touch would reach `view`; nil and the reason when
    /// no touch can.
    ///
    /// The point is the centre of the view's bounds, if a hit test there lands on the view or one
    /// of its subviews (R18). Otherwise the reason names the view and what stands in the way, the
    /// first of: not in this simulator's window; the view or an ancestor hidden, with alpha below
    /// 0.01, or with user interaction off; the view's own shape; the window's bounds; an ancestor
    /// that clips; another view covering the centre. Reports nothing.
    public func reachablePoint(of view: View) -> (point: CGPoint?, reason: String?) {
        switch Reachability(of: view, in: window) {
        case .reachable(let point): (point, nil)
        case .blocked(let obstacle): (nil, obstacle.reason)
        }
    }

    /// Taps `view` at its ``reachablePoint(of:)``, as ``tap(at:count:fingers:fileID:filePath:line:column:)``
    /// does; when no touch can reach it, touches nothing and reports why.
    public func tap(
        on view: View, count: Int = 1, fingers: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let point = point(reaching: view, "tap(on:)", pointForm: "tap(at:)", site) else { return }
        tap(at: point, count: count, fingers: fingers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Long-presses `view` at its ``reachablePoint(of:)`` for `duration` seconds of virtual time;
    /// when no touch can reach it, touches nothing and reports why.
    public func longPress(
        on view: View, duration: TimeInterval,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let point = point(reaching: view, "longPress(on:duration:)", pointForm: "longPress(at:duration:)", site) else { return }
        longPress(at: point, duration: duration, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Drags one finger from `view`'s ``reachablePoint(of:)`` by `translation`, as
    /// ``drag(from:to:duration:steps:fileID:filePath:line:column:)`` does; when no touch can reach
    /// the view, touches nothing and reports why.
    public func drag(
        on view: View, by translation: CGPoint, duration: TimeInterval, steps: Int = 10,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard translation.x.isFinite, translation.y.isFinite else {
            FailureReporter.report(
                "TouchSimulator.drag(on:by:): the translation (\(translation.x), \(translation.y)) is not finite. Pass finite values.",
                at: site)
            return
        }
        guard let start = point(reaching: view, "drag(on:by:duration:)", pointForm: "drag(from:to:duration:)", site) else { return }
        let end = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        drag(from: start, to: end, duration: duration, steps: steps, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The point where a touch reaches `view`, or nil after reporting at `site` why none can.
    private func point(reaching view: View, _ call: String, pointForm: String, _ site: CallSite) -> CGPoint? {
        switch Reachability(of: view, in: window) {
        case .reachable(let point):
            return point
        case .blocked(let obstacle):
            let alternative = obstacle.anotherPointMayHelp ? " Or aim at a point of your choice with \(pointForm)." : ""
            FailureReporter.report(
                "TouchSimulator.\(call) touched nothing, because \(obstacle.reason). \(obstacle.advice)\(alternative)",
                at: site)
            return nil
        }
    }
}
