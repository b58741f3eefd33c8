import Foundation
import TargetAction

extension View {
    /// Swaps the first recognizer of `type` for `replacement`, which takes over everything the
    /// controller set up: injection without subclassing the controller.
    ///
    /// ```swift
    /// let controller = PannableViewController()
    /// let pan = controller.view.replaceGestureRecognizer(
    ///     ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
    /// pan?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)
    /// ```
    ///
    /// `type` matches subclasses too, as `is` does (the 2018 article found its recognizer with
    /// `$0 is UIPanGestureRecognizer`), so `PanGestureRecognizer.self` finds a custom pan
    /// subclass, or a mock put there before. The replacement takes over, from the recognizer it
    /// replaces:
    /// - its target-action pairs, named and typed, ahead of its own; a mock's `target` and `action`
    ///   then read as the first pair;
    /// - its delegate and name (when it has them), `isEnabled`, `cancelsTouchesInView`,
    ///   `delaysTouchesBegan` and `delaysTouchesEnded`;
    /// - the settings of its type when the replacement is of that kind: a pan's touch counts,
    ///   hysteresis and velocity settings; a tap's taps, touches and limits; a long press's
    ///   duration, movement, taps and touches; a pinch's or rotation's hysteresis and velocity
    ///   settings; a swipe's direction, touches and limits; a screen-edge pan's edges and margin,
    ///   with its pan settings;
    /// - its failure requirements (R15), both ways: what it required to fail, and every recognizer
    ///   that required it to fail now requires the replacement;
    /// - its place in `gestureRecognizers`.
    ///
    /// The old recognizer is removed as by `removeGestureRecognizer(_:)` (a gesture in progress is
    /// cancelled, R13). When the view has no recognizer of `type`, the failure is reported at the
    /// caller's line, nothing changes, and the result is nil.
    /// - Parameters:
    ///   - type: The type of the recognizer to replace (subclasses match).
    ///   - replacement: The recognizer to put in its place, usually a mock.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: `replacement`, or nil when there was nothing to replace.
    @discardableResult
    public func replaceGestureRecognizer<R: GestureRecognizer>(
        ofType type: GestureRecognizer.Type, with replacement: R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> R? {
        let current = gestureRecognizers ?? []
        guard let index = current.firstIndex(where: { $0.isInstance(of: type) }) else {
            let present = current.isEmpty ? "it has no recognizers" : "it has \(current.map(\.debugName).joined(separator: ", "))"
            // R109: a view in no superview and no controller is most often one a controller has not loaded.
            let unloaded = next == nil && !(self is Window)
                ? " \(debugName) is in no view yet: a controller adds its views and their recognizers when its view loads, so call loadViewIfNeeded() on the controller first."
                : ""
            FailureReporter.report(
                "replaceGestureRecognizer(ofType: \(type).self, with: \(replacement.debugName)): \(debugName) has no \(type) (\(present)); nothing was replaced.\(unloaded) Call it on the view the recognizer is attached to, after the code that adds it has run (a controller adds its recognizers when its view loads), or name a type the view has.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
        let old = current[index]
        if old === replacement { return replacement }

        removeGestureRecognizer(old)
        replacement.takeTargetActionPairs(from: old)
        (replacement as? any MockCoreHolding)?.core.adoptFirstPair(of: replacement)
        if let delegate = old.delegate { replacement.delegate = delegate }
        if let name = old.name { replacement.name = name }
        old.copySettings(to: replacement)
        replacement.takeFailureRequirements(from: old)
        replacement.isEnabled = old.isEnabled
        insertGestureRecognizer(replacement, at: index)
        return replacement
    }
}
