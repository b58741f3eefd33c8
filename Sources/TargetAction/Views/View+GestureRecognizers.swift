extension View {
    /// What setting ``gestureRecognizers`` does: the old recognizers not kept are removed (one
    /// recognizing is cancelled, R13), then the new ones added in order.
    func replaceGestureRecognizers(with kept: [GestureRecognizer]) {
        let removed = recognizers.filter { old in !kept.contains { $0 === old } }
        window?.engine.withdrawTogether(.removed) { recognizer in removed.contains { $0 === recognizer } }
        for old in removed {
            removeGestureRecognizer(old)
        }
        for recognizer in kept {
            if recognizer.view === self {
                recognizers = recognizers.filter { $0 !== recognizer } + [recognizer]
            } else {
                addGestureRecognizer(recognizer)
            }
        }
    }

    /// R13: attach, moving the recognizer from another view.
    func attachGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizer.viewStorage = self
    }

    /// Attaches `recognizer` at `index` of ``gestureRecognizers`` (clamped), moving it from another
    /// view (R13); one already here only changes place. For tools that swap recognizers in place.
    package func insertGestureRecognizer(_ recognizer: GestureRecognizer, at index: Int) {
        if recognizer.view === self {
            recognizers.removeAll { $0 === recognizer }
        } else {
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
        recognizers.insert(recognizer, at: min(max(0, index), recognizers.count))
        recognizer.viewStorage = self
    }

    /// R13: detach, cancelling a recognizing one first. Events its handlers send meanwhile are
    /// delivered once it is detached.
    func detachGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let engine = recognizer.engine ?? window?.engine else {
            return removeRecognizer(recognizer)
        }
        engine.update { removeRecognizer(recognizer) }
    }

    private func removeRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = recognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.abandonGesture(.removed, rule: "R13")
        // The cancel's handlers may have changed the list: find the recognizer again.
        if let current = recognizers.firstIndex(where: { $0 === recognizer }) {
            recognizers.remove(at: current)
        } else if index < recognizers.count, recognizers[index] === recognizer {
            recognizers.remove(at: index)
        }
        if recognizer.viewStorage === self { recognizer.viewStorage = nil }
    }
}
