import Foundation

// R66: priority between attached gestures, as failure requirements (R15) and prevention (R16)
// between their recognizers; masks, checked at a sequence's first touch.

extension ValueGestureRecognizer {
    /// Whether `other` counts as inside this gesture: attached to a view inside this one's, or
    /// earlier to the same view.
    func contains(_ other: ValueGestureRecognizer) -> Bool {
        guard let view, let otherView = other.view else { return false }
        guard otherView === view else { return otherView.isDescendant(of: view) }
        let attached = view.attachedGestureList
        guard let mine = attached.firstIndex(where: { $0.valueRecognizer === self }),
              let theirs = attached.firstIndex(where: { $0.valueRecognizer === other }) else { return false }
        return theirs < mine
    }

    /// Why this gesture may not recognize for the touches now starting, as its failure's reason;
    /// nil when it may. Its mask lacks `.gesture`, or a gesture that counts it as inside lacks
    /// `.subviews` (that gesture decides).
    var maskExclusion: GestureRecognizer.Reason? {
        guard mask.contains(.gesture) else { return GestureRecognizer.Reason(state: .failed, rule: "R66", cause: .maskExcludesGesture) }
        guard let view else { return nil }
        let sameView = view.attachedGestureList
        if let mine = sameView.firstIndex(where: { $0.valueRecognizer === self }),
           let outer = sameView[(mine + 1)...].first(where: { !$0.mask.contains(.subviews) }) {
            return GestureRecognizer.Reason(state: .failed, rule: "R66", cause: .maskExcludesSubviews, decidedBy: outer.valueRecognizer)
        }
        var ancestor = view.superview
        while let current = ancestor {
            if let outer = current.attachedGestureList.first(where: { !$0.mask.contains(.subviews) }) {
                return GestureRecognizer.Reason(state: .failed, rule: "R66", cause: .maskExcludesSubviews, decidedBy: outer.valueRecognizer)
            }
            ancestor = current.superview
        }
        return nil
    }
}

extension ValueGestureRecognizer {
    // MARK: Priority in words (R66)

    /// "the circle": the view it is attached to.
    var owner: String {
        view.map { "the \($0.shortName)" } ?? "a removed view"
    }

    /// "the badge's onTapGesture(count: 2)".
    var phrase: String {
        "\(owner)'s \(attachment)"
    }

    /// "circle.gesture", "badge.onTapGesture": its view and how it was attached.
    var attachedName: String {
        "\(view?.shortName ?? "removed").\(attachingMethod)"
    }

    /// Why it waits for `blockers` when their priority is the reason (R66); nil otherwise.
    func priorityWaitExplanation(for blockers: [GestureRecognizer]) -> (words: String, rule: String)? {
        let attached = blockers.compactMap { $0 as? ValueGestureRecognizer }
        guard attached.count == blockers.count, let first = attached.first else { return nil }
        if priority == .normal, attached.allSatisfy({ contains($0) }) {
            let inside = attached.count == 1 ? "is" : "are"
            return (": \(attached.map(\.phrase).joined(separator: " and ")) \(inside) inside \(owner)'s \(attachingMethod)(_:), which loses to the gestures inside it (R66)", "R66")
        }
        if attached.count == 1, first.priority == .high, first.contains(self) {
            return (": \(first.phrase) wins over the gestures inside it (R66)", "R66")
        }
        return nil
    }

    /// Between attached gestures, their priority decides who stops whom (R66).
    func priorityReason(losingTo winner: GestureRecognizer, _ reason: GestureRecognizer.Reason) -> GestureRecognizer.Reason {
        guard let winner = winner as? ValueGestureRecognizer else { return reason }
        let words = if winner.priority == .high, winner.contains(self) {
            "\(winner.phrase) wins over the gestures inside it"
        } else if priority == .normal, contains(winner) {
            "\(winner.phrase) is inside \(owner)'s \(attachingMethod)(_:) and wins"
        } else {
            "\(winner.phrase) recognized first, and of two attached gestures on one touch only a simultaneousGesture runs beside another"
        }
        return GestureRecognizer.Reason(state: reason.state, rule: "R66", cause: .priority(words), decidedBy: winner)
    }
}
