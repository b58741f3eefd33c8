import Foundation
import TargetAction

extension InspectedGesture {
    /// The first gesture of this composed one, if it is an `F` under its callbacks and `map`s;
    /// otherwise reported at the caller's line, and nil.
    public func first<F: Gesture>(
        _ type: F.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InspectedGesture<F>? {
        side(.first, F.self, "first", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The second gesture of this composed one, if it is an `S` under its callbacks and `map`s;
    /// otherwise reported at the caller's line, and nil.
    public func second<S: Gesture>(
        _ type: S.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InspectedGesture<S>? {
        side(.second, S.self, "second", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func side<T: Gesture>(_ side: CompositionSide, _: T.Type, _ method: String, at site: CallSite) -> InspectedGesture<T>? {
        guard place.isComposition else {
            FailureReporter.report(
                "\(method)(\(T.self).self) on \(G.self): it composes no gestures; first and second reach into SimultaneousGesture, SequenceGesture and ExclusiveGesture.",
                at: site)
            return nil
        }
        let part = place.parts[side == .first ? 0 : 1]
        guard let gesture = part.bare as? T else {
            FailureReporter.report(
                "\(method)(\(T.self).self) on \(G.self): its \(method) gesture is a \(Swift.type(of: part.bare)) under its callbacks and maps. Ask for that type.",
                at: site)
            return nil
        }
        return InspectedGesture<T>(gesture: gesture, attached: attached, place: part, path: path + [side])
    }
}
