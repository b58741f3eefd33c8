import Foundation

/// Records what a window's gesture machinery does, as rows and as a timeline: each touch and the
/// view it was hit-tested to, every recognizer's state change, each action sent, each control
/// event, each callback of an attached value gesture and each `@GestureState` it writes or resets,
/// a scroll view's drags, motions and zooms, and, where arbitration decides, why.
///
/// ``Window/recordTranscript()`` starts one and keeps it; ``Window/transcript`` prints its rows.
/// The demo adds what its controllers did (``showResults(_:)``), captions and notes; its table and
/// timeline read the rows and marks. Rows keep values and are put into words when read, so that
/// recording costs little; past ``rowLimit`` the oldest rows are dropped.
///
/// An attached gesture's lane is named after its view and how it was attached ("badge.onTapGesture",
/// "circle.highPriorityGesture") unless its recognizer has a name; why it waited, went ahead,
/// failed or lost is told from its gestures' settings and the priority between attached gestures
/// (R61-R66).
package final class GestureTrace: GestureObserver {
    /// A recognizer's state change, for the timeline.
    package struct Transition: Equatable, Sendable {
        package let time: TimeInterval
        package let lane: Int
        package let from: GestureRecognizer.State
        package let to: GestureRecognizer.State
    }

    /// An action sent, for the timeline.
    package struct ActionMark: Equatable, Sendable {
        package let time: TimeInterval
        package let lane: Int
        package let state: GestureRecognizer.State
    }

    /// A touch change, for the timeline.
    package struct TouchMark: Equatable, Sendable {
        package let time: TimeInterval
        package let finger: Int
        package let phase: Touch.Phase
    }

    /// A stretch of time in which a recognizer waited for others to fail (R15).
    package struct WaitSpan: Equatable, Sendable {
        package let lane: Int
        package let start: TimeInterval
        package internal(set) var end: TimeInterval?
        package let blockers: [String]
    }

    /// A scripted step, for the timeline.
    package struct Act: Equatable, Sendable {
        package let time: TimeInterval
        package let caption: String
    }

    /// The most rows kept: past twice as many, the oldest are dropped down to this many.
    package static let defaultRowLimit = 10_000

    package internal(set) var rows: [Row] = []
    /// How many rows were dropped from the front to stay within ``rowLimit``.
    package internal(set) var droppedRows = 0
    package let rowLimit: Int
    /// The recognizers' names, one lane each: those in the window when tracing began, in view-tree order.
    package internal(set) var lanes: [String] = []
    package internal(set) var transitions: [Transition] = []
    package internal(set) var actionMarks: [ActionMark] = []
    package internal(set) var touchMarks: [TouchMark] = []
    package internal(set) var waitSpans: [WaitSpan] = []
    package internal(set) var acts: [Act] = []

    weak var window: Window?
    /// The window's clock, held here so that stamping a row loads no weak reference.
    let clock: ManualClock
    /// What the controller shows, as (name, value) pairs; a change is a result row (the demo's).
    var describe: (() -> [(String, String)])?
    var lastOutcome: [(String, String)] = []
    var laneRecognizers: [GestureRecognizer] = []
    var laneIndices: [ObjectIdentifier: Int] = [:]
    var fingers: [Int: Touch] = [:]
    /// Finger numbers a driver asked for, for touches about to go down (see ``assignFinger(_:to:)``).
    var requestedFingers: [(touch: Touch, finger: Int)] = []
    /// The most fingers down at once since the last time none were.
    var peakFingers = 0
    var touchDownTimes: [ObjectIdentifier: TimeInterval] = [:]
    /// The touch-down times of the touches that lift or are cancelled in the event being processed.
    var liftedTouchDownTimes: [ObjectIdentifier: TimeInterval] = [:]
    var beganRows: [(row: Int, touch: Touch)] = []
    var lastLift: TimeInterval?
    /// The event being processed: a lifted touch a recognizer no longer tracks is among its touches.
    var currentEvent: Event?
    /// Failures and cancellations whose cause shows only when the winner commits (R15, R16).
    var unexplained: [GestureRecognizer] = []
    /// Recognizers reported waiting, with their open wait span.
    var waiting: [(recognizer: GestureRecognizer, span: Int)] = []
    /// The attached gestures seen, by their recognizer's identity (the handle keeps it alive).
    var attachedByRecognizer: [ObjectIdentifier: AttachedGesture] = [:]
    /// The rule each wait span is explained by ("R15", "R66"), by span index.
    var waitRules: [Int: String] = [:]
    /// Recognizers whose `updating` runs now: the state change that follows is its write.
    var runningUpdating: Set<ObjectIdentifier> = []
    /// Where each scroll view's content was last sent, for saying whether it arrived.
    var motionTargets: [ObjectIdentifier: CGPoint] = [:]
    /// Type names, made once each: naming a type is slow.
    var typeNames: [ObjectIdentifier: String] = [:]

    /// Starts tracing `window`; the window's ``Window/recordTranscript()`` makes it the observer.
    /// - Parameters:
    ///   - window: The window to watch. Its recognizers become the timeline's lanes.
    ///   - rowLimit: The most rows kept.
    package init(window: Window, rowLimit: Int = GestureTrace.defaultRowLimit) {
        self.window = window
        clock = window.clock
        self.rowLimit = max(1, rowLimit)
        collectLanes(in: window)
    }

    /// The window clock's time.
    package var now: TimeInterval { clock.now }

    /// Records what the controller shows from now on: `describe` gives (name, value) pairs, and a
    /// change is a result row.
    package func showResults(_ describe: @escaping () -> [(String, String)]) {
        self.describe = describe
        lastOutcome = describe()
        if !lastOutcome.isEmpty {
            add(Row(time: now, kind: .result, text: lastOutcome.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))
        }
    }

    /// Marks the start of a scripted step.
    package func act(_ caption: String) {
        acts.append(Act(time: now, caption: caption))
        add(Row(time: now, kind: .act, text: caption))
    }

    /// Adds a remark.
    package func note(_ text: String) {
        add(Row(time: now, kind: .note, text: text))
    }

    /// Calls the next touch to go down `touch` finger `finger`, as the driver that sends it does.
    package func assignFinger(_ finger: Int, to touch: Touch) {
        requestedFingers.append((touch, finger))
    }

    /// Notices what happened outside events (a timer fired): explains failures, reports
    /// recognizers that started waiting, and records what the controller changed.
    package func checkpoint() {
        explainUnexplained()
        noticeWaits()
        recordOutcome()
    }

    /// Appends `row`; past twice ``rowLimit`` rows, between events, drops the oldest.
    func add(_ row: Row) {
        rows.append(row)
        guard rows.count >= 2 * rowLimit, beganRows.isEmpty else { return }
        let dropped = rows.count - rowLimit
        rows.removeFirst(dropped)
        droppedRows += dropped
        if transitions.count >= 2 * rowLimit { transitions.removeFirst(transitions.count - rowLimit) }
        if actionMarks.count >= 2 * rowLimit { actionMarks.removeFirst(actionMarks.count - rowLimit) }
        if touchMarks.count >= 2 * rowLimit { touchMarks.removeFirst(touchMarks.count - rowLimit) }
    }

    // MARK: Lanes and names

    func collectLanes(in view: View) {
        for recognizer in view.gestureRecognizers ?? [] {
            _ = lane(of: recognizer)
        }
        for subview in view.subviews {
            collectLanes(in: subview)
        }
    }

    /// The lane of `recognizer`, made when first seen: its name, its attached gesture's name, or
    /// its type, numbered when another lane has that name.
    func lane(of recognizer: GestureRecognizer) -> Int {
        let key = ObjectIdentifier(recognizer)
        if let index = laneIndices[key] { return index }
        laneRecognizers.append(recognizer)
        var name = recognizer.name ?? attachedGesture(of: recognizer).map(laneName) ?? typeName(type(of: recognizer))
        if recognizer.name == nil, lanes.contains(name) { name = numbered(name) }
        lanes.append(name)
        laneIndices[key] = lanes.count - 1
        return lanes.count - 1
    }

    /// `base` numbered after the lanes that have it: "PanGestureRecognizer #2".
    func numbered(_ base: String) -> String {
        var name = base
        var count = 2
        while lanes.contains(name) {
            name = "\(base) #\(count)"
            count += 1
        }
        return name
    }

    /// `type`'s name, made once.
    func typeName(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = "\(type)"
        typeNames[key] = name
        return name
    }

    func lowestFreeFinger() -> Int {
        var finger = 0
        while fingers[finger] != nil { finger += 1 }
        return finger
    }

    func distanceMoved(_ touch: Touch) -> CGFloat {
        let location = touch.location(in: nil)
        return hypot(location.x - touch.initialLocationInWindow.x, location.y - touch.initialLocationInWindow.y)
    }

    func list(_ names: [String]) -> String {
        names.joined(separator: " and ")
    }

    func recordOutcome() {
        guard let describe else { return }
        let outcome = describe()
        let changes = outcome.filter { pair in !lastOutcome.contains { $0.0 == pair.0 && $0.1 == pair.1 } }
        lastOutcome = outcome
        guard !changes.isEmpty else { return }
        add(Row(time: now, kind: .result, text: changes.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))
    }
}
