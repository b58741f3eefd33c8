/// A reference to an action's target that does not keep it alive (R10) and reads as nil once it
/// is gone: what a weak reference gives, without a weak reference to a ``Responder``.
///
/// Why not `weak` for every target: the first weak reference to an object moves its reference
/// count into a side table, and from then on every retain and release of that object, anywhere in
/// the program, takes the runtime's slow path. A controller that receives actions is retained and
/// released a few times per action; through a side table each pair costs about 3 times as much
/// (the benchmarks' floors: a weak load, call and release 50 ns; a retain, call and release 17 ns).
///
/// So a `Responder` target, the usual one, is held unowned and unchecked, and knows the references
/// to it: they form a list through ``previous``/``following`` that the responder heads
/// (``Responder/firstTargetReference``). `Responder.deinit` clears every reference in its list
/// before the memory goes, and a reference that goes first takes itself out of the list. Both
/// happen on the one thread that uses these objects (they are not `Sendable`). Any other target
/// is held weakly.
///
/// What this gives up: a weak reference reads nil as soon as the target's deinitialization starts;
/// this one only once `Responder.deinit` runs, after the target's subclasses' `deinit` bodies. An
/// action sent while one of those bodies runs (the body itself ends a gesture that targets `self`)
/// reaches the deinitializing target.
package class TargetReference {
    /// A `Responder` target; nil for any other target, and once the responder is gone.
    @exclusivity(unchecked) private(set) var responder: Unmanaged<Responder>?
    /// Any other target, held weakly.
    @exclusivity(unchecked) private weak var other: AnyObject?
    /// The neighbours in the list of references to ``responder``.
    @exclusivity(unchecked) private var previous: Unmanaged<TargetReference>?
    @exclusivity(unchecked) private var following: Unmanaged<TargetReference>?

    /// A reference to `target`.
    package static func to(_ target: AnyObject) -> TargetReference {
        TargetReference(target)
    }

    init(_ target: AnyObject) {
        if let responder = target as? Responder {
            self.responder = Unmanaged.passUnretained(responder)
            if let first = responder.firstTargetReference {
                following = first
                first._withUnsafeGuaranteedRef { $0.previous = Unmanaged.passUnretained(self) }
            }
            responder.firstTargetReference = Unmanaged.passUnretained(self)
        } else {
            other = target
        }
    }

    deinit {
        guard let responder else { return }
        // The responder is alive (it would have cleared `responder`): take this out of its list.
        if let previous {
            previous._withUnsafeGuaranteedRef { $0.following = following }
        } else {
            responder._withUnsafeGuaranteedRef { $0.firstTargetReference = following }
        }
        following?._withUnsafeGuaranteedRef { $0.previous = previous }
    }

    /// Called by `Responder.deinit` for each reference in its list: the target is gone. Returns the
    /// next reference of the list.
    final func targetWillGo() -> Unmanaged<TargetReference>? {
        let next = following
        responder = nil
        previous = nil
        following = nil
        return next
    }

    /// The target, retained; nil once it is gone.
    package final var target: AnyObject? {
        if let responder { return responder.takeUnretainedValue() }
        return other
    }

    /// Whether the target is gone (R10: it gets nothing).
    final var isGone: Bool {
        responder == nil && other == nil
    }

    /// Whether the target is `object`, compared without retaining the target.
    final func refers(to object: AnyObject) -> Bool {
        if let responder { return responder.toOpaque() == Unmanaged.passUnretained(object).toOpaque() }
        return other === object
    }

    /// A target that is not a `Responder`, retained; nil for a responder and once it is gone.
    final var nonResponderTarget: AnyObject? { other }
}
