import Foundation

extension Gesture {
    /// Runs `action` with the last value, once, when the gesture ends successfully; never when it
    /// fails or is cancelled (R60). Use a ``GestureState`` for what must reset either way.
    public func onEnded(_ action: @escaping (Value) -> Void) -> EndedGesture<Self> {
        EndedGesture(base: self, action: action)
    }

    /// This gesture with its value transformed by `body`, in every phase.
    public func map<T>(_ body: @escaping (Value) -> T) -> MapGesture<Self, T> {
        MapGesture(base: self, transform: body)
    }

    /// Runs `body` with every active value and `state`'s current value, and stores what it leaves
    /// in `state`; when the gesture ends, fails or is cancelled, `state` goes back to its initial
    /// value (R60).
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }

    /// Both gestures at once (R65).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it ended (R65).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` once this one failed (R65).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with each active value that differs from the last one it got (R60); not with
    /// the value the gesture ends with.
    public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<Self> {
        ChangedGesture(base: self, action: action)
    }
}
