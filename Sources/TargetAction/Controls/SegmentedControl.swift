import Foundation

/// A row of segments of which one is selected: a filter bar, a picker of modes.
///
/// The segments share the width equally (R87). The selection changes on the lift, never on
/// touch-down: a lift inside another segment selects it and sends `.valueChanged`, runs the
/// segment's ``Action`` if it has one, then `.primaryActionTriggered`; a finger that goes down on the
/// selected segment drags the selection to the segment it lifts over (R88). ``isMomentary`` sends
/// the same for each tap and selects nothing (R89). Setting the selection in code sends nothing.
///
/// A segmented control beats a one-tap, one-touch tap recognizer on an ancestor, and a mostly
/// horizontal pan that starts on it (a paging scroll view's), while a vertical list still
/// scrolls from a drag on it (R90).
open class SegmentedControl: Control {
    /// No segment: the value of ``selectedSegmentIndex`` when none is selected.
    public static let noSegment = -1

    /// One segment: its title, the action it runs when selected, and whether it takes touches.
    struct Segment {
        var title: String?
        var action: Action?
        var isEnabled = true
    }

    /// The segments, left to right.
    var segments: [Segment] = []
    private var selected = SegmentedControl.noSegment
    /// The segment a finger is on, for ``highlightedSegmentIndex``.
    private var highlighted = SegmentedControl.noSegment
    /// Whether the tracked touch went down on the selected segment (R88: dragging the selection).
    private var isDraggingSelection = false
    /// The elements VoiceOver reaches, one per segment, made on the first read and again after
    /// segments come or go (R148).
    private var segmentElements: [SegmentElement]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with a segment per item: a `String` becomes the segment's title, anything else
    /// an untitled segment (images are not drawn here).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String) }
    }

    /// A control with a segment per action, titled by the action's title; selecting a segment
    /// runs its action.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``. Setting it sends nothing (R86); an index outside
    /// `noSegment…numberOfSegments − 1` is reported and not applied.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            let count = segments.count
            let rule = SettingRule<Int>(expected: "\(SegmentedControl.noSegment) (noSegment) to \(count - 1), as it has \(count) segment\(count == 1 ? "" : "s")") {
                $0 >= SegmentedControl.noSegment && $0 < count
            }
            guard !rejects(newValue, "selectedSegmentIndex", keeping: selected, unless: rule) else { return }
            selected = newValue
        }
    }

    /// Whether each tap sends its actions and leaves nothing selected (R89). Default: false.
    open var isMomentary = false

    /// The segment a finger is on while it tracks a touch, or ``noSegment`` (R88). A toolkit
    /// addition: what UIKit draws as the pressed segment, for a test to read.
    public var highlightedSegmentIndex: Int { highlighted }

    // MARK: Segments (R86)

    /// Inserts a segment titled `title` before segment `segment` (pinned to 0…numberOfSegments);
    /// a selection at or after it moves along, so the same segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment that runs `action` when selected, titled by the action's title.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    /// Removes segment `segment`. Removing the selected one selects ``noSegment``; removing one
    /// before it moves the selection down by one. Sends nothing. An index out of range is reported.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard check(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        segmentElements = nil
        if selected == segment {
            selected = SegmentedControl.noSegment
        } else if selected > segment {
            selected -= 1
        }
        if highlighted >= segments.count { highlighted = SegmentedControl.noSegment }
    }

    /// Removes every segment; nothing is selected then. Sends nothing.
    open func removeAllSegments() {
        segments.removeAll()
        segmentElements = nil
        selected = SegmentedControl.noSegment
        highlighted = SegmentedControl.noSegment
    }

    /// Sets segment `segment`'s title. An index out of range is reported.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard check(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
    }

    /// Segment `segment`'s title; nil when it has none or there is no such segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// The action segment `segment` runs when selected; nil when it has none or there is no such segment.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Lets segment `segment` take touches, or not (default: every segment does). Disabling the
    /// selected segment selects ``noSegment``, sending nothing (R86). An index out of range is reported.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard check(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        if !enabled, selected == segment { selected = SegmentedControl.noSegment }
    }

    /// Whether segment `segment` takes touches; false when there is no such segment.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        segments.insert(new, at: index)
        segmentElements = nil
        if selected >= index { selected += 1 }
        if highlighted >= index { highlighted += 1 }
    }

    private func check(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            reportMisuse("\(debugName).\(call) with segment \(segment): it has \(segments.count) segment\(segments.count == 1 ? "" : "s") (0 to \(segments.count - 1)). Nothing changed.")
            return false
        }
        return true
    }

    // MARK: Geometry (R87)

    /// The segment whose share of the width holds `x` (in the control's coordinates), clamped to
    /// the first and last segment; nil without segments.
    func closestSegment(toX x: CGFloat) -> Int? {
        guard !segments.isEmpty else { return nil }
        let width = bounds.width / CGFloat(segments.count)
        guard width > 0 else { return 0 }
        let raw = ((x - bounds.minX) / width).rounded(.down)
        guard raw.isFinite else { return 0 }
        return Int(min(max(raw, 0), CGFloat(segments.count - 1)))
    }

    /// The closest segment if enabled, else the nearest enabled one towards it, the lower on a tie.
    func closestEnabledSegment(toX x: CGFloat) -> Int? {
        guard let closest = closestSegment(toX: x) else { return nil }
        if segments[closest].isEnabled { return closest }
        for distance in 1..<max(1, segments.count) {
            if closest - distance >= 0, segments[closest - distance].isEnabled { return closest - distance }
            if closest + distance < segments.count, segments[closest + distance].isEnabled { return closest + distance }
        }
        return nil
    }

    /// Segment `segment`'s share of the bounds: an equal part of the width, the full height (R87).
    func segmentRect(at segment: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(segments.count, 1))
        return CGRect(x: bounds.minX + width * CGFloat(segment), y: bounds.minY, width: width, height: bounds.height)
    }

    // MARK: VoiceOver (R148)

    /// A container of one element per segment, in index order, not an element itself.
    override var accessibilityElementsByDefault: [Any]? {
        if let segmentElements { return segmentElements }
        let elements = segments.indices.map { SegmentElement($0, of: self) }
        segmentElements = elements
        return elements
    }

    // MARK: Tracking (R88, R89)

    open override func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        guard let segment = closestSegment(toX: touch.location(in: self).x), segments[segment].isEnabled else {
            return false   // R88: a touch-down on a disabled segment tracks nothing
        }
        highlighted = segment
        isDraggingSelection = !isMomentary && segment == selected
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        let x = touch.location(in: self).x
        if isDraggingSelection {
            highlighted = closestEnabledSegment(toX: x) ?? SegmentedControl.noSegment
        } else if isInTouchRegion(touch), let segment = closestSegment(toX: x), segments[segment].isEnabled {
            highlighted = segment
        } else {
            highlighted = SegmentedControl.noSegment
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) {
        defer {
            highlighted = SegmentedControl.noSegment
            isDraggingSelection = false
        }
        guard let touch else { return }
        let x = touch.location(in: self).x
        let committed: Int?
        if isDraggingSelection {
            committed = closestEnabledSegment(toX: x)   // inside the control or not
        } else if isInTouchRegion(touch), let segment = closestSegment(toX: x), segments[segment].isEnabled {
            committed = segment
        } else {
            committed = nil   // a lift outside commits nothing
        }
        guard let committed, isMomentary || committed != selected else { return }
        selected = committed
        sendActions(for: .valueChanged, with: event)
        if isEnabled, segments.indices.contains(committed), let action = segments[committed].action {   // R40
            action.perform(from: self)
        }
        sendActions(for: .primaryActionTriggered, with: event)
        if isMomentary { selected = SegmentedControl.noSegment }   // R89
    }

    open override func cancelTracking(with event: TargetAction.Event?) {
        highlighted = SegmentedControl.noSegment
        isDraggingSelection = false
    }

    // MARK: Precedence (R90)

    override var precedenceRule: String { "R90" }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer) || isMostlyHorizontalPan(recognizer)
    }
}
