import Foundation

extension GestureTrace {
    /// Entries recorded together, with the texts, view names and reasons they refer to: dropped
    /// whole when the trace puts a newer block in its place.
    struct Block {
        var entries: [Entry] = []
        var texts: [String] = []
        var views: [ViewName] = []
        var reasons: [GestureRecognizer.Reason] = []

        mutating func keep(_ text: String) -> Int {
            texts.append(text)
            return texts.count - 1
        }

        mutating func keep(_ view: ViewName) -> Int {
            views.append(view)
            return views.count - 1
        }

        /// Empties the block, keeping its storage.
        mutating func removeAll() {
            entries.removeAll(keepingCapacity: true)
            texts.removeAll(keepingCapacity: true)
            views.removeAll(keepingCapacity: true)
            reasons.removeAll(keepingCapacity: true)
        }

        /// The entries in words; `lanes` are the trace's lane names.
        func rows(lanes: [String]) -> [Row] {
            entries.map { Row(time: $0.time, kind: $0.kind, text: text(of: $0.detail, lanes: lanes)) }
        }

        // MARK: Entries in words

        func text(of detail: Detail, lanes: [String]) -> String {
            switch detail {
            case .text(let text):
                return texts[text]
            case .touchDown(let finger, let location, let landing):
                return "finger \(finger) down at \(format(location))\(self.text(of: landing))"
            case .touchMove(let finger, let location, _):
                return "finger \(finger) moves to \(format(location))"
            case .touchUp(let finger):
                return "finger \(finger) up"
            case .touchCancelled(let finger):
                return "finger \(finger) cancelled (by the system)"
            case .viewTouches(let view, let phase):
                let method = "touches\(phase == .began ? "Began" : phase == .ended ? "Ended" : "Cancelled")"
                let why = phase == .cancelled ? "  (R17: a recognizer claimed the touch)" : ""
                return "\(views[view]) gets \(method)\(why)"
            case .transition(let lane, let old, let new):
                return "\(lanes[lane]): \(old) → \(new)\(new == .possible ? "  (reset, R5)" : "")"
            case .reason(let lane, let reason, let note):
                return "\(lanes[lane]) \(reasons[reason].description)\(note < 0 ? "" : texts[note])"
            case .action(let lane, let action, let target, let state):
                return "\(lanes[lane]) sends \"\(texts[action])\" to \(target) (\(state))"
            case .control(let control, let events):
                return "\(views[control]) sends \(events)"
            case .controlChange(let control, let change):
                return "\(views[control]) \(texts[change])"
            case .refreshing(let control, let began):
                return began ? "\(views[control]) begins refreshing (R82, R84)" : "\(views[control]) ends refreshing (R85)"
            case .scroll(let scrollView, let change):
                return "\(views[scrollView]) \(Self.text(of: change))"
            }
        }

        private func text(of landing: Landing) -> String {
            let nothing = "reached nothing that handles touches"
            switch landing {
            case .pending: return ""
            case .reached(let view): return " on \(views[view])"
            case .unhandled(let view, let reason): return " on \(views[view]): \(nothing)\(reason < 0 ? "" : "; \(texts[reason])")"
            case .noView: return " on no view (R18): \(nothing)"
            case .excluded: return ", kept from every view by an exclusive-touch view (R31): \(nothing)"
            case .dismissedMenu: return ", dismissing the menu shown (R121): \(nothing)"
            }
        }

        private static func text(of change: ScrollChange) -> String {
            switch change {
            case .beganDragging(let offset):
                return "begins dragging at \(point(offset)) (R45)"
            case .endedDragging(let offset, let velocity, let decelerating):
                return "ends dragging at \(point(offset)), velocity \(point(velocity)) points/ms, \(decelerating ? "and moves on" : "and stays") (R47)"
            case .moves(let motion, let target, let duration):
                let (how, rule) = switch motion {
                case .deceleration: ("decelerates", "R47")
                case .returnWithinEdges: ("returns within its edges", "R47")
                case .page: ("settles on a page", "R48")
                case .animation: ("scrolls", "R52")
                }
                return "\(how) to \(point(target)) over \(number(rounded(duration))) s (\(rule))"
            case .stopped(let offset, let target):
                return target.map { "stops at \(point(offset)), short of \(point($0))" } ?? "comes to rest at \(point(offset))"
            case .beganZooming(let scale):
                return "begins zooming at \(number(rounded(scale)))× (R75, R77)"
            case .endedZooming(let scale):
                return "ends zooming at \(number(rounded(scale)))× (R75, R78)"
            }
        }

        private static func rounded<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
            (value * 1000).rounded() / 1000
        }

        /// A point to three decimals: "(0, 120.5)".
        private static func point(_ point: CGPoint) -> String {
            format(CGPoint(x: rounded(point.x), y: rounded(point.y)))
        }
    }
}
