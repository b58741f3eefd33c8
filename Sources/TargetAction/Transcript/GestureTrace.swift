import Foundation

/// Records what a window's gesture machinery does, as rows: each touch and the view it was
/// hit-tested to, every recognizer's state change, each action sent, each control event, each
/// callback of an attached value gesture and each `@GestureState` it writes or resets, a scroll
/// view's drags, motions and zooms, and, where arbitration decides, why.
///
/// ``Window/recordTranscript()`` starts one and keeps it; ``Window/transcript`` prints its rows.
/// A reader may add rows of its own (``annotate(_:_:)``). It records entries of plain values,
/// names and texts by their place in a block of them, and puts them into words when the rows are
/// read, so that recording costs little. It keeps the last ``rowLimit`` rows at least, twice as
/// many at most.
///
/// Its stored lists are internal and read by other modules through getters, and no access to them
/// spans a call: a list is copied before a closure walks it, and taken out and put back to be
/// changed. So release builds check no exclusivity on them (recording runs on every event of
/// every simulator).
///
/// An attached gesture's lane is named after its view and how it was attached ("badge.onTapGesture",
/// "circle.highPriorityGesture") unless its recognizer has a name; why it waited, went ahead,
/// failed or lost is told from its gestures' settings and the priority between attached gestures
/// (R61-R66).
package final class GestureTrace {
    /// A stretch of time in which a recognizer waited for others to fail (R15).
    package struct WaitSpan: Equatable, Sendable {
        package let lane: Int
        package let start: TimeInterval
        package internal(set) var end: TimeInterval?
        package let blockers: [String]
    }

    /// The rows kept at least: a block of this many is dropped once twice as many were recorded.
    package static let defaultRowLimit = 10_000

    /// The rows kept, oldest first.
    package var rows: [Row] {
        let lanes = laneNames
        let recent = Block(entries: recentEntries, texts: recentTexts, views: recentViews, reasons: recentReasons)
        return earlier.rows(lanes: lanes) + recent.rows(lanes: lanes)
    }
    /// How many rows were dropped from the front to stay within twice ``rowLimit``.
    package var droppedRows: Int { droppedRowCount }
    package let rowLimit: Int
    /// The recognizers' names, one lane each: those in the window when tracing began, in view-tree order.
    package var lanes: [String] { laneNames }
    /// When each recognizer was shown waiting for others to fail, from its wait row to the row
    /// that ended the wait.
    package var waitSpans: [WaitSpan] { waitSpanStorage }

    /// The entries since the last block was put aside, with the texts and view names they refer
    /// to (each list taken out and put back alone); then that block.
    var recentEntries: [Entry] = []
    var recentTexts: [String] = []
    var recentReasons: [GestureRecognizer.Reason] = []
    var recentViews: [ViewName] = []
    var earlier = Block()
    var droppedRowCount = 0
    var laneNames: [String] = []
    var waitSpanStorage: [WaitSpan] = []

    weak var window: Window?
    /// The window's clock, held here so that stamping a row loads no weak reference.
    let clock: ManualClock
    var laneRecognizers: [GestureRecognizer] = []
    var laneIndices: [ObjectIdentifier: Int] = [:]
    /// The fingers down, in the order they went down; those that lift in the event being
    /// processed stay until it is done.
    var fingersDown: [Finger] = []
    /// Where the event being processed began in ``recentEntries``, and how many of its touches
    /// went down and lifted: its touch-down entries are completed with where each touch landed
    /// once it is delivered.
    var eventStart = 0
    var downsInEvent = 0
    var liftsInEvent = 0
    /// The most fingers down at once since the last time none were.
    var peakFingers = 0
    var lastLift: TimeInterval?
    /// Whether an event is being delivered (between `willProcess` and `didProcess`).
    var isDeliveringEvent = false
    /// Recognizers reported waiting, with their open wait span.
    var waiting: [(recognizer: GestureRecognizer, span: Int)] = []
    /// The rule each wait span is explained by ("R15", "R66"), by span index.
    var waitRules: [Int: String] = [:]
    /// Where each scroll view's content was last sent, for saying whether it arrived.
    var motionTargets: [ObjectIdentifier: CGPoint] = [:]
    /// Type names, made once each: naming a type is slow.
    var typeNames: [ObjectIdentifier: String] = [:]
    /// The last recognizer looked up, and its lane: most state changes and actions come in runs.
    var lastLane: (recognizer: ObjectIdentifier, lane: Int)?

    /// A finger down: the number the trace calls it, its touch, when it went down.
    struct Finger {
        let number: Int
        let touch: Touch
        let downTime: TimeInterval
    }

    /// A trace of `window`, which its engine holds and tells what happens once the window records
    /// it (``Window/recordTranscript()``, `Window.recordingTrace(rowLimit:)`).
    /// - Parameters:
    ///   - window: The window to watch. Its recognizers become the timeline's lanes.
    ///   - rowLimit: The rows kept at least; twice as many at most.
    package init(window: Window, rowLimit: Int = GestureTrace.defaultRowLimit) {
        self.window = window
        clock = window.clock
        self.rowLimit = max(1, rowLimit)
        collectLanes(in: window)
    }

    /// The window clock's time.
    package var now: TimeInterval { clock.now }

    /// Adds a row of `kind` saying `text`, stamped now: a caption, a remark or a result that
    /// whoever reads the trace records beside the happenings.
    package func annotate(_ kind: Row.Kind, _ text: String) {
        add(kind, text: text)
    }

    /// Records an entry at `time` (now, unless given). Once ``rowLimit`` entries are in the
    /// current block (between events: a touch-down is completed when its event is done), it
    /// becomes the earlier block and the one before is dropped.
    func add(_ kind: Row.Kind, _ detail: Detail, at time: TimeInterval? = nil) {
        var entries = recentEntries   // taken out and put back (see the type's notes)
        recentEntries = []
        entries.append(Entry(time: time ?? now, kind: kind, detail: detail))
        recentEntries = entries
        if entries.count >= rowLimit, !isDeliveringEvent { putAside() }
    }

    /// The current entries become the earlier block; the block before is dropped, its storage kept
    /// for the entries to come.
    func putAside() {
        var dropped = earlier
        earlier = Block(entries: recentEntries, texts: recentTexts, views: recentViews, reasons: recentReasons)
        droppedRowCount += dropped.entries.count
        dropped.removeAll()
        (recentEntries, recentTexts, recentViews, recentReasons) = (dropped.entries, dropped.texts, dropped.views, dropped.reasons)
    }

    /// Records a row of text.
    func add(_ kind: Row.Kind, text: String, at time: TimeInterval? = nil) {
        add(kind, .text(keep(text)), at: time)
    }

    /// Keeps `text` with the current entries, for an entry about to be added.
    func keep(_ text: String) -> Int {
        var texts = recentTexts
        recentTexts = []
        texts.append(text)
        recentTexts = texts
        return texts.count - 1
    }

    /// Keeps `reason` with the current entries, for an entry about to be added.
    func keep(_ reason: GestureRecognizer.Reason) -> Int {
        var reasons = recentReasons
        recentReasons = []
        reasons.append(reason)
        recentReasons = reasons
        return reasons.count - 1
    }

    /// Keeps `view`'s name with the current entries, for an entry about to be added.
    func keep(_ view: View) -> Int {
        var views = recentViews
        recentViews = []
        views.append(ViewName(view))
        recentViews = views
        return views.count - 1
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
    package func lane(of recognizer: GestureRecognizer) -> Int {
        let key = ObjectIdentifier(recognizer)
        if let last = lastLane, last.recognizer == key { return last.lane }
        let lane: Int
        let indices = laneIndices
        if let index = indices[key] {
            lane = index
        } else {
            var name = recognizer.partyName
            let names = laneNames
            if recognizer.name == nil, names.contains(name) { name = numbered(name) }
            laneRecognizers = laneRecognizers + [recognizer]
            laneNames = names + [name]
            lane = names.count
            laneIndices = indices.merging([key: lane]) { _, new in new }
        }
        lastLane = (key, lane)
        return lane
    }

    /// `base` numbered after the lanes that have it: "MyRecognizer #2".
    func numbered(_ base: String) -> String {
        let names = laneNames
        var name = base
        var count = 2
        while names.contains(name) {
            name = "\(base) #\(count)"
            count += 1
        }
        return name
    }

    /// `type`'s name, made once.
    func typeName(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        var names = typeNames
        if let name = names[key] { return name }
        let name = "\(type)"
        typeNames = [:]
        names[key] = name
        typeNames = names
        return name
    }

    /// The finger whose touch is `touch`: down, or, with `includingLifted`, lifting in this event.
    func finger(of touch: Touch, includingLifted: Bool = false) -> Finger? {
        let down = fingersDown
        for index in down.indices where down[index].touch === touch {
            return includingLifted || !touch.phase.isTerminal ? down[index] : nil
        }
        return nil
    }

    /// The number the touch's driver gave it (``Touch/transcriptFinger``), if no finger in `down`
    /// has it; else the lowest free one.
    func fingerNumber(for touch: Touch, besides down: [Finger]) -> Int {
        func isFree(_ number: Int) -> Bool { !down.contains { $0.number == number } }
        if let asked = touch.transcriptFingerStorage, isFree(asked) { return asked }
        var number = 0
        while !isFree(number) { number += 1 }
        return number
    }

    func distanceMoved(_ touch: Touch) -> CGFloat {
        let location = touch.location(in: nil)
        return hypot(location.x - touch.initialLocationInWindow.x, location.y - touch.initialLocationInWindow.y)
    }

    func list(_ names: [String]) -> String {
        names.joined(separator: " and ")
    }
}
