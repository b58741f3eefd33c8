import Foundation
import TargetAction

/// A gesture a view attached, found by ``TargetAction/View/inspectGesture(_:priority:index:fileID:filePath:line:column:)``:
/// its settings, its callbacks called by hand, and the gesture played as touches would run it.
///
/// The `call…` methods only call, as ViewInspector's do: no `@GestureState` is written
/// (``callUpdating(value:state:transaction:fileID:filePath:line:column:)`` works on the state you
/// pass) and ``callOnChanged(value:fileID:filePath:line:column:)`` never skips a repeated value.
/// ``change(to:fileID:filePath:line:column:)``, ``end(with:fileID:filePath:line:column:)`` and
/// ``cancel(fileID:filePath:line:column:)`` play the whole attached gesture instead (R60).
public struct InspectedGesture<G: Gesture> {
    /// Its settings (`minimumDistance`, `coordinateSpace`, `count` …), callbacks taken off.
    public let gesture: G
    /// How it is attached: priority, mask, name, recognizer.
    public let attached: AttachedGesture
    /// The attached gesture's structure at this place: its callbacks, the gestures it composes.
    let place: GestureStructure
    /// The sides taken from the attached gesture to this one.
    let path: [CompositionSide]

    init(gesture: G, attached: AttachedGesture, place: GestureStructure, path: [CompositionSide]) {
        self.gesture = gesture
        self.attached = attached
        self.place = place
        self.path = path
    }

    public var mask: GestureMask { attached.mask }

    // MARK: Calling callbacks (ViewInspector's calls)

    /// Calls every `onChanged` of this gesture's chain with `value`, in the order they were added; a
    /// callback added after a `map` gets the value passed through it.
    public func callOnChanged(
        value: G.Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        call("callOnChanged", "onChanged", value: value, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { link, value in
            guard case .onChanged(let action) = link else { return nil }
            return action(value)
        }
    }

    /// Calls every `onEnded` of this gesture's chain with `value`, in the order they were added.
    public func callOnEnded(
        value: G.Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        call("callOnEnded", "onEnded", value: value, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { link, value in
            guard case .onEnded(let action) = link else { return nil }
            return action(value)
        }
    }

    /// Calls every `updating` body of this gesture's chain with `value`, on `state` and
    /// `transaction`, in the order they were added. A body whose state is not a `State` is reported.
    public func callUpdating<State>(
        value: G.Value, state: inout State, transaction: inout Transaction,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        var boxed: Any = state
        var updatedTransaction = transaction
        call("callUpdating", "updating", value: value, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { link, value in
            guard case .updating(let stateType, let body) = link else { return nil }
            guard stateType == State.self else { return false }
            return body(value, &boxed, &updatedTransaction)
        }
        if let updated = boxed as? State { state = updated }
        transaction = updatedTransaction
    }

    /// Runs `handle` on each link of the chain with the value as it is there; `handle` returns
    /// nil for a link of another kind, false for one that refused the value.
    private func call(
        _ method: String, _ kind: String, value: G.Value, at site: CallSite, _ handle: (GestureLink, Any) -> Bool?
    ) {
        guard var current = place.coreValue(value) else {
            return FailureReporter.report(
                "\(method)(value:…) on \(G.self): the value's sides do not fit this gesture's sides; nothing was called.",
                at: site)
        }
        var called = 0
        for link in place.links {
            if case .map(let transform) = link {
                guard let mapped = transform(current) else { break }
                current = mapped
                continue
            }
            switch handle(link, current) {
            case .some(true): called += 1
            case .some(false):
                return FailureReporter.report(
                    "\(method)(value:…) on \(G.self): an \(kind) body of this gesture takes another type of state or value than the one passed; nothing more was called. Pass what the body declares.",
                    at: site)
            case .none: continue
            }
        }
        if called == 0 {
            FailureReporter.report(
                "\(method)(value:…) on \(G.self): this gesture has no \(kind) callback, so nothing was called. Its chain adds \(chainDescription); attach a \(kind), or call the one it has.",
                at: site)
        }
    }

    /// The kinds of callback the chain adds, for messages.
    private var chainDescription: String {
        let kinds = place.links.map { link in
            switch link {
            case .onChanged: "onChanged"
            case .onEnded: "onEnded"
            case .updating: "updating"
            case .map: "map"
            }
        }
        return kinds.isEmpty ? "no callbacks" : kinds.joined(separator: ", ")
    }
}
