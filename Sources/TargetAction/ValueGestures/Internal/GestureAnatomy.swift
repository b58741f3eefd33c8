import Foundation

// What the trace reads of an attached value gesture: the built-in gestures under its callbacks,
// `map`s (``GestureWrapper``) and compositions, to name it and to say why it recognized or failed.

/// Two gestures composed (R65), and how: `sequenced(before:)`, `simultaneously(with:)` or `exclusively(before:)`.
protocol TracedComposition {
    var tracedComposition: GestureAnatomy.Composition { get }
}

extension SequenceGesture: TracedComposition {
    var tracedComposition: GestureAnatomy.Composition { .init(kind: .sequence, first: first, second: second) }
}

extension SimultaneousGesture: TracedComposition {
    var tracedComposition: GestureAnatomy.Composition { .init(kind: .simultaneous, first: first, second: second) }
}

extension ExclusiveGesture: TracedComposition {
    var tracedComposition: GestureAnatomy.Composition { .init(kind: .exclusive, first: first, second: second) }
}

enum GestureAnatomy {
    struct Composition {
        enum Kind {
            case sequence, simultaneous, exclusive

            var method: String {
                switch self {
                case .sequence: "sequenced(before:"
                case .simultaneous: "simultaneously(with:"
                case .exclusive: "exclusively(before:"
                }
            }
        }

        let kind: Kind
        let first: any Gesture
        let second: any Gesture
    }

    /// The gesture under `gesture`'s callbacks and `map`s (``GestureWrapper``).
    static func core(of gesture: any Gesture) -> any Gesture {
        coreGesture(of: gesture)
    }

    /// The two parts of `gesture`, under its callbacks, when it is a composition.
    static func composition(of gesture: any Gesture) -> Composition? {
        (core(of: gesture) as? any TracedComposition)?.tracedComposition
    }

    /// A short description: "LongPressGesture", "TapGesture(count: 2)",
    /// "LongPressGesture.sequenced(before: DragGesture)".
    static func describe(_ gesture: any Gesture) -> String {
        let core = core(of: gesture)
        if let composition = (core as? any TracedComposition)?.tracedComposition {
            return "\(describe(composition.first)).\(composition.kind.method) \(describe(composition.second)))"
        }
        switch core {
        case let tap as TapGesture where tap.count != 1:
            return "TapGesture(count: \(tap.count))"
        case let tap as SpatialTapGesture where tap.count != 1:
            return "SpatialTapGesture(count: \(tap.count))"
        default:
            return "\(type(of: core))"
        }
    }

    /// How `attached` was attached, as its code reads: "onTapGesture(count: 2)",
    /// "highPriorityGesture(LongPressGesture)".
    static func attachment(of attached: AttachedGesture) -> String {
        if let tapCount = onTapGestureCount(of: attached) {
            return tapCount == 1 ? "onTapGesture" : "onTapGesture(count: \(tapCount))"
        }
        return "\(attached.priority)(\(describe(attached.gesture)))"
    }

    /// The method that attached it, without the gesture: "onTapGesture", "gesture", "highPriorityGesture".
    static func attachingMethod(of attached: AttachedGesture) -> String {
        onTapGestureCount(of: attached) == nil ? "\(attached.priority)" : "onTapGesture"
    }

    /// The count of a tap attached as `onTapGesture` attaches one (`TapGesture(count:).onEnded`
    /// with `gesture(_:)`); nil for anything else.
    private static func onTapGestureCount(of attached: AttachedGesture) -> Int? {
        guard attached.priority == .normal else { return nil }
        if let tap = attached.gesture as? EndedGesture<TapGesture> { return tap.base.count }
        if let tap = attached.gesture as? EndedGesture<SpatialTapGesture> { return tap.base.count }
        return nil
    }
}
