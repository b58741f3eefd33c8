import Foundation

extension GestureRecognizer {
    /// Why a recognizer entered a state, recorded by whoever decided it at that moment: the
    /// recognizer's own rule, or another party's (R104, R105).
    ///
    /// ```swift
    /// #expect(tap.reason?.rule == "R27")
    /// #expect(tap.reason?.description == "failed: the finger moved more than 45 points (R27)")
    /// ```
    public struct Reason: CustomStringConvertible, Equatable {
        /// The state decided: `.began`, `.ended`, `.failed` or `.cancelled`.
        public let state: State
        /// The rule that decided, "R27"; "R5" for a state set by hand.
        public let rule: String
        /// What happened, with the numbers the rule compared.
        public let cause: Cause
        /// The other party that decided (held weakly): the recognizer that recognized (R15, R16),
        /// the delegate or view that said no (R7), the control that took precedence (R43), the
        /// scroll view that took the touch (R49, R50); nil when the recognizer's own rule decided.
        public var decidedBy: AnyObject? { party?.object }
        /// Boxed, so that a reason holds no weak reference of its own: one is copied on every
        /// decision, and a weak reference costs every copy a runtime call. Only a decision another
        /// party made allocates the box.
        private let party: Party?
        /// Whether the state was entered from `.possible`: an `.ended` is then a recognition.
        var fromPossible = true

        /// A reason for `state`, decided by `rule` because of `cause`; `decidedBy` is the other
        /// party, if one decided.
        public init(state: State, rule: String, cause: Cause, decidedBy: AnyObject? = nil) {
            self.state = state
            self.rule = rule
            self.cause = cause
            party = decidedBy.map(Party.init)
        }

        /// The reason ending with its rule: "failed: the finger moved more than 45 points (R27)".
        public var description: String {
            "\(verb): \(cause.words(party: decidedBy, recognizing: state == .ended && fromPossible)) (\(rule))"
        }

        /// "began", "recognized", "ended", "failed" or "was cancelled".
        var verb: String {
            switch state {
            case .began: "began"
            case .ended: fromPossible ? "recognized" : "ended"
            case .failed: "failed"
            case .cancelled: "was cancelled"
            case .possible: "is possible"
            case .changed: "changed"
            }
        }

        public static func == (lhs: Reason, rhs: Reason) -> Bool {
            lhs.state == rhs.state && lhs.rule == rhs.rule && lhs.cause == rhs.cause && lhs.decidedBy === rhs.decidedBy
        }

        /// The other party that decided, held weakly.
        final class Party {
            weak var object: AnyObject?

            init(_ object: AnyObject) {
                self.object = object
            }
        }

        /// A state set through ``GestureRecognizer/state`` (R5, R105).
        static func setByHand(_ state: State) -> Reason {
            Reason(state: state, rule: "R5", cause: .setByHand)
        }
    }

    /// Why the recognizer is in its state, or why its last attempt ended as it did (R104): nil before
    /// its first decision. It stays through the reset to `.possible` until a touch begins the next
    /// attempt; a `.changed` keeps the `.began` reason.
    public var reason: Reason? { reasonStorage }

    /// Sets `state` as ``state`` does, recording `description` as the reason, with rule "R5" (R105).
    public func setState(_ state: State, because description: String) {
        requestState(state, because: Reason(state: state, rule: "R5", cause: .described(description)))
    }

    /// Asks for `state` because `cause`, by `rule`: how the built-in recognizers decide (R104).
    package func setState(_ state: State, _ cause: Cause, rule: String) {
        requestState(state, because: Reason(state: state, rule: rule, cause: cause))
    }
}
