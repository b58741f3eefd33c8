import Foundation

/// Recognizes a pointer or a pencil hovering over its view: continuous, it begins when a hover
/// sample finds the pointer over the view (or a view inside it), changes at each later sample
/// that does, and ends when one does not or the pointer leaves the window (R100-R103).
///
/// It receives no touches (R102): the window's hover events drive it, such as those of
/// `TouchSimulator.hover(to:)`. It takes no part in require-to-fail or exclusion (R15-R17), so
/// hover recognizers on nested views are active together, beside any touch recognizer. While a
/// touch of the pointer's type is down (the pencil touches the screen), hover samples are dropped
/// and hover recognizers keep their state; a pointer that left meanwhile ends them at the lift.
///
/// ```swift
/// let hover = HoverGestureRecognizer(target: self, action: "hovered:")
/// row.addGestureRecognizer(hover)
/// ```
open class HoverGestureRecognizer: GestureRecognizer {
    /// The last sample it took: where it reads its pencil values (R103).
    var reading = PencilReading()
    /// The pointer since the recognizer began (R101), for ``numberOfTouches``; nil once it resets.
    var pointer: Touch?

    public override init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
        takesTouches = false
    }

    /// How far the pencil is from the screen, 0…1 (1 farthest); 0 for a pointer (R103).
    open var zOffset: CGFloat { reading.zOffset }

    /// The pencil's angle with the screen, in radians; 0 when the device reports none (R103).
    open var altitudeAngle: CGFloat { reading.altitudeAngle }

    /// The pencil's roll, in radians; 0 when the device reports none (R103). No device here
    /// reports it.
    open var rollAngle: CGFloat { 0 }

    /// The direction the pencil points, in radians in `view`'s coordinates (nil: the window's);
    /// 0 for a pointer (R103).
    open func azimuthAngle(in view: View?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The unit vector of ``azimuthAngle(in:)``; (1, 0) for a pointer (R103).
    open func azimuthUnitVector(in view: View?) -> CGVector {
        let angle = reading.azimuthAngle
        var vector = CGPoint(x: cos(angle), y: sin(angle))
        if let view {   // through the linear part of the transforms on the way (R56)
            vector = view.vectorFromRoot(vector)
            let length = hypot(vector.x, vector.y)
            if length > 0 { vector = CGPoint(x: vector.x / length, y: vector.y / length) }
        }
        return CGVector(dx: vector.x, dy: vector.y)
    }

    /// 1 from `.began` to the end's action, else 0: the pointer counts as its one touch (R19).
    override open var numberOfTouches: Int { pointer == nil ? 0 : 1 }

    /// The pointer's location for index 0 while ``numberOfTouches`` is 1 (R19); any other index is
    /// reported and gives `.zero`.
    override open func location(ofTouch index: Int, in view: View?) -> CGPoint {
        guard index == 0, pointer != nil else { return super.location(ofTouch: index, in: view) }
        return location(in: view)
    }

    override open func reset() {
        super.reset()
        pointer = nil
        reading = PencilReading()
    }

    /// Takes a sample of `pointer` at `location` (window coordinates): what the recognizer then reads.
    override func takePointerSample(_ reading: PencilReading, of pointer: Touch, at location: CGPoint) {
        self.reading = reading
        self.pointer = pointer
        super.takePointerSample(reading, of: pointer, at: location)
    }
}
