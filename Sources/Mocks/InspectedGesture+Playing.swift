import Foundation
import TargetAction

extension InspectedGesture {
    /// Plays one active update as touches would run it (R60): every `updating` of the whole
    /// attached gesture writes its `@GestureState`, then each `onChanged` runs unless `value` equals
    /// the last it got.
    ///
    /// Playing a gesture that real touches are running, or that is disabled or masked, is
    /// reported at the caller's line and changes nothing.
    public func change(
        to value: G.Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        play(.active(value), "change(to:)", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Plays the end (R60): each `onEnded` runs with `value`, then every `@GestureState` goes back
    /// to its initial value.
    public func end(
        with value: G.Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        play(.ended(value), "end(with:)", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Plays a failure or a cancel (R60): no `onEnded`, and every `@GestureState` goes back to its
    /// initial value.
    public func cancel(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        play(nil, "cancel()", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func play(_ phase: PlayedPhase?, _ method: String, at site: CallSite) {
        guard let reason = attached.play(phase, at: path) else { return }
        FailureReporter.report("\(method) on \(G.self): \(reason) Nothing was played.", at: site)
    }
}
