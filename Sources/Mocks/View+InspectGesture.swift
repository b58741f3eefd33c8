import Foundation
import TargetAction

extension View {
    /// Finds a gesture this view attached, to read its settings, call its callbacks by hand or
    /// play it: the `index`-th of `priority` whose gesture, under its callbacks and `map`s, is a `G`.
    ///
    /// ```swift
    /// let drag = controller.circle.inspectGesture(DragGesture.self)
    /// drag?.change(to: DragGesture.Value(time: .now, location: CGPoint(x: 0, y: 40), startLocation: .zero))
    /// #expect(controller.offset.height == 40)   // its @GestureState, while the drag runs
    /// ```
    ///
    /// Ask for `DragGesture.self` when `DragGesture().updating(…).onEnded(…)` was attached; a
    /// composed gesture by its type with each side also named under its callbacks and `map`s
    /// (`SimultaneousGesture<MagnifyGesture, RotateGesture>.self`). `onTapGesture` is found as a
    /// `TapGesture` (with a location, a `SpatialTapGesture`), `onLongPressGesture` as a
    /// `LongPressGesture`. None: reported at the caller's line with what the view has, and nil.
    public func inspectGesture<G: Gesture>(
        _ type: G.Type, priority: AttachedGesture.Priority = .normal, index: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InspectedGesture<G>? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let matches = attachedGestures.filter { $0.priority == priority }.compactMap { attached in
            (attached.structure.bare as? G).map { (attached, $0) }
        }
        guard index >= 0, index < matches.count else {
            let present = attachedGestures.isEmpty ? "no attached gestures"
                : attachedGestures.map { "\($0.priority)(\(Swift.type(of: $0.structure.bare)))" }.joined(separator: ", ")
            let found = matches.isEmpty ? "none" : "\(matches.count)"
            FailureReporter.report(
                "inspectGesture(\(G.self).self, priority: .\(priority.caseName), index: \(index)): \(debugName) has \(found) of that type and priority; it has \(present). Ask for the gesture under its callbacks and maps, with the priority it was attached with.",
                at: site)
            return nil
        }
        let (attached, gesture) = matches[index]
        return InspectedGesture(gesture: gesture, attached: attached, place: attached.structure, path: [])
    }
}

extension AttachedGesture.Priority {
    /// The case's name, as a test writes it.
    var caseName: String {
        switch self {
        case .normal: "normal"
        case .high: "high"
        case .simultaneous: "simultaneous"
        }
    }
}
