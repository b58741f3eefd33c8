import Foundation

/// Recognizes a quick straight flick of one or more fingers in an allowed direction: discrete,
/// recognized during the move that carries it far enough, within a time limit (R37, R38).
///
/// The fingers' centroid must travel ``minimumDistance`` along one of the ``direction``s while
/// straying at most ``maximumDeviationRatio`` of that on the other axis, all within
/// ``maximumDuration`` of touch-down (a timer on the window's ``ManualClock``). Once the centroid
/// has travelled ``directionTolerance`` points, it must stay inside that cone of an allowed
/// direction, or the swipe fails.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions a swipe may go; a set may hold several (R37). Raw values are UIKit's.
    public struct Direction: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y (y points down).
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)

        /// The four directions, in raw-value order.
        static let each: [Direction] = [.right, .left, .up, .down]

        public var description: String {
            let names = zip(Direction.each, ["right", "left", "up", "down"])
                .filter { contains($0.0) }
                .map { "." + $0.1 }
            let unknown = rawValue & ~Direction.each.reduce(0) { $0 | $1.rawValue }
            let parts = names + (unknown == 0 ? [] : ["Direction(rawValue: \(unknown))"])
            return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
        }
    }

    /// How far (points) the centroid travels along an allowed direction to recognize (R38, [chosen]).
    public static let defaultMinimumDistance: CGFloat = 50
    /// The most the centroid may travel on the other axis, as a fraction of its travel along the
    /// direction (R38, [chosen]).
    public static let defaultMaximumDeviationRatio: CGFloat = 0.5
    /// The longest a swipe may take from touch-down to recognition (R38, [chosen]).
    public static let defaultMaximumDuration: TimeInterval = 0.5
    /// How far (points) the centroid may travel before it must be inside an allowed direction's
    /// cone (R38, [chosen]).
    public static let defaultDirectionTolerance: CGFloat = 10

    // Settings that make no sense (below their minimum, not finite) are reported and not applied.

    /// The directions that recognize (R37): at least one of the four, nothing else. Default: `.right`.
    open var direction: Direction {
        get { directionStorage }
        set {
            let rule = SettingRule<Direction>(expected: "at least one of .right, .left, .up, .down, and nothing else") {
                !$0.isEmpty && Direction(Direction.each).isSuperset(of: $0)
            }
            if !rejects(newValue, "direction", keeping: directionStorage, unless: rule) { directionStorage = newValue }
        }
    }
    private var directionStorage = Direction.right
    /// Fingers that swipe together (R37), at least 1. Default: 1.
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { if !rejects(newValue, "numberOfTouchesRequired", keeping: numberOfTouchesRequiredStorage, unless: .atLeastOne) { numberOfTouchesRequiredStorage = newValue } }
    }
    private var numberOfTouchesRequiredStorage = 1
    /// How far the centroid travels along a direction to recognize, finite and above zero.
    /// Default: ``defaultMinimumDistance``.
    open var minimumDistance: CGFloat {
        get { minimumDistanceStorage }
        set { if !rejects(newValue, "minimumDistance", keeping: minimumDistanceStorage, unless: .finiteAndAboveZero) { minimumDistanceStorage = newValue } }
    }
    private var minimumDistanceStorage: CGFloat = SwipeGestureRecognizer.defaultMinimumDistance
    /// The most travel on the other axis per point along the direction, finite and not negative.
    /// Default: ``defaultMaximumDeviationRatio``.
    open var maximumDeviationRatio: CGFloat {
        get { maximumDeviationRatioStorage }
        set { if !rejects(newValue, "maximumDeviationRatio", keeping: maximumDeviationRatioStorage, unless: .finiteAndNotNegative) { maximumDeviationRatioStorage = newValue } }
    }
    private var maximumDeviationRatioStorage: CGFloat = SwipeGestureRecognizer.defaultMaximumDeviationRatio
    /// The longest from touch-down to recognition, finite and above zero. Default: ``defaultMaximumDuration``.
    open var maximumDuration: TimeInterval {
        get { maximumDurationStorage }
        set { if !rejects(newValue, "maximumDuration", keeping: maximumDurationStorage, unless: .finiteAndAboveZero) { maximumDurationStorage = newValue } }
    }
    private var maximumDurationStorage: TimeInterval = SwipeGestureRecognizer.defaultMaximumDuration
    /// How far the centroid may travel before its direction is judged, finite and not negative.
    /// Default: ``defaultDirectionTolerance``.
    open var directionTolerance: CGFloat {
        get { directionToleranceStorage }
        set { if !rejects(newValue, "directionTolerance", keeping: directionToleranceStorage, unless: .finiteAndNotNegative) { directionToleranceStorage = newValue } }
    }
    private var directionToleranceStorage: CGFloat = SwipeGestureRecognizer.defaultDirectionTolerance

    override package var isDiscrete: Bool { true }

    /// Where this attempt's touches went down, window coordinates, in the order they began.
    private var downLocations: [CGPoint] = []
    private var durationTimer: ClockTimer?
    /// Set once it asked to be recognized: while that waits on a failure requirement (R15), later
    /// touches neither fail nor recognize it again.
    private var hasRecognized = false

    override public init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override package func copySettings(to other: GestureRecognizer) {
        super.copySettings(to: other)
        guard let other = other as? SwipeGestureRecognizer else { return }
        other.direction = direction
        other.numberOfTouchesRequired = numberOfTouchesRequired
        other.minimumDistance = minimumDistance
        other.maximumDeviationRatio = maximumDeviationRatio
        other.maximumDuration = maximumDuration
        other.directionTolerance = directionTolerance
    }

    /// Where the touches went down: their centroid (R37); before any did, the base's location.
    override open func location(in view: View?) -> CGPoint {
        guard let downCentroid else { return super.location(in: view) }
        return GestureRecognizer.convertFromWindow(downCentroid, to: view)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, !hasRecognized else { return }
        if downLocations.isEmpty {
            let (distance, direction, duration) = (minimumDistance, self.direction, maximumDuration)
            durationTimer = scheduleTimer(after: duration) { [unowned self] in   // R38: too slow
                fail(.tooSlow(distance: distance, direction: direction, duration: duration))
            }
        }
        for touch in trackedTouches where touches.contains(touch) {
            downLocations.append(touch.initialLocationInWindow)
        }
        if numberOfTouches > numberOfTouchesRequired {   // R38: too many fingers
            fail(.tooManyTouches(limit: numberOfTouchesRequired, count: numberOfTouches))
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, !hasRecognized else { return }
        let travel = self.travel
        let distance = hypot(travel.x, travel.y)
        guard numberOfTouches == numberOfTouchesRequired else {
            // R38: moving with fewer fingers than required is the wrong number of touches.
            if distance >= directionTolerance { fail(.fewerTouches(minimum: numberOfTouchesRequired)) }
            return
        }
        var insideAnyCone = false
        for allowed in Direction.each where direction.contains(allowed) {
            let (along, across) = SwipeGestureRecognizer.components(of: travel, along: allowed)
            guard along > 0, across <= maximumDeviationRatio * along else { continue }
            if along >= minimumDistance {
                durationTimer?.cancel()
                hasRecognized = true
                // R38: far enough, straight enough, soon enough
                setState(.recognized, .swiped(distance: minimumDistance, direction: allowed, duration: maximumDuration), rule: "R38")
                return
            }
            insideAnyCone = true
        }
        // R38: past the tolerance, travel outside every allowed cone (the wrong direction included) fails.
        if !insideAnyCone, distance >= directionTolerance { fail(.wrongDirection(direction)) }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        // R38: the touches lifted before it was recognized
        fail(.liftedBeforeTravelling(distance: minimumDistance, direction: direction))
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        fail(.touchCancelled)
    }

    override open func reset() {
        super.reset()
        if let downCentroid { lastCentroidInWindow = downCentroid }   // R37, after the attempt too
        downLocations.removeAll()
        durationTimer = nil
        hasRecognized = false
    }

    /// Fails the attempt by R38 because of `cause`, if it is still possible and has not asked to
    /// be recognized.
    private func fail(_ cause: Cause) {
        if state == .possible, !hasRecognized { setState(.failed, cause, rule: "R38") }
    }

    /// The centroid of the points where this attempt's touches went down.
    private var downCentroid: CGPoint? {
        guard !downLocations.isEmpty else { return nil }
        var sum = CGPoint.zero
        for point in downLocations {
            sum.x += point.x
            sum.y += point.y
        }
        let count = CGFloat(downLocations.count)
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    /// How far the centroid has travelled: the mean of the touches' moves since each went down,
    /// so that a finger joining late does not make it jump.
    private var travel: CGPoint {
        let touches = trackedTouches
        guard !touches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in touches {
            sum.x += touch.locationInWindow.x - touch.initialLocationInWindow.x
            sum.y += touch.locationInWindow.y - touch.initialLocationInWindow.y
        }
        let count = CGFloat(touches.count)
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    /// `travel` along `direction` (positive when going that way) and its size on the other axis.
    private static func components(of travel: CGPoint, along direction: Direction) -> (along: CGFloat, across: CGFloat) {
        switch direction {
        case .right: (travel.x, abs(travel.y))
        case .left: (-travel.x, abs(travel.y))
        case .up: (-travel.y, abs(travel.x))
        default: (travel.y, abs(travel.x))
        }
    }
}
