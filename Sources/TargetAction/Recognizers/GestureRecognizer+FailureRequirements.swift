extension GestureRecognizer {
    // MARK: Failure requirements (R15)

    /// The recognizers given to ``require(toFail:)`` that are still alive.
    public var requiredToFail: [GestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }

    func addFailureRequirement(_ other: GestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        guard other !== self else {
            return reportMisuse("\(debugName).require(toFail:) was given the recognizer itself; it would wait for its own failure forever. Nothing changed. Pass another recognizer.")
        }
        guard !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
        other.dependents.removeAll { $0.recognizer == nil }
        other.dependents.append(WeakRecognizer(recognizer: self))
    }

    /// Makes this recognizer stand in for `other` in failure requirements (R15): it requires what
    /// `other` requires, and the recognizers that required `other` require this one instead, in
    /// `other`'s place. O(requirements + dependents): no search of the view tree.
    package func takeFailureRequirements(from other: GestureRecognizer) {
        guard other !== self else { return }
        for required in other.requiredToFail where required !== self {
            addFailureRequirement(required)
        }
        let waiting = other.dependents.compactMap(\.recognizer)
        other.dependents.removeAll()
        for dependent in waiting where dependent !== self {
            guard let index = dependent.failureRequirements.firstIndex(where: { $0.recognizer === other }) else { continue }
            if dependent.failureRequirements.contains(where: { $0.recognizer === self }) {
                dependent.failureRequirements.remove(at: index)
            } else {
                dependent.failureRequirements[index] = WeakRecognizer(recognizer: self)
                dependents.removeAll { $0.recognizer == nil }
                dependents.append(WeakRecognizer(recognizer: dependent))
            }
        }
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
