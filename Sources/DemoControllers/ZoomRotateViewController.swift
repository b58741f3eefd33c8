import Foundation
import TargetAction

/// A photo that two fingers zoom and turn at once; each gesture's zoom and turn add to the last.
///
/// Technique: two value gestures run together, `MagnifyGesture().simultaneously(with:
/// RotateGesture())` (R65), each side writing its own `@GestureState` through `updating`
/// (``magnification`` and ``rotation``, R64). `onChanged` applies them live to the photo's
/// `transform`, on top of what earlier gestures left (``scale`` and ``angle``); `onEnded` commits
/// them there. A side that never became active (fingers that only spread, say) ends as nil and
/// adds nothing. The zoom is kept within ``minimumScale``…``maximumScale``, live and committed.
///
/// Both states' `reset:` closures put the committed transform back, so the photo never keeps a
/// live zoom that was not committed: after a cancel, no callback runs (R60).
///
/// The gesture is attached to ``photo`` with `gesture(_:)`; ``photoGesture`` is its handle.
open class ZoomRotateViewController: ViewController {
    /// The smallest zoom.
    open var minimumScale: CGFloat = 0.5
    /// The largest zoom.
    open var maximumScale: CGFloat = 4

    /// The photo, filling the root view but for a margin.
    public private(set) var photo: View!
    /// The zoom the ended gestures left: the photo's transform's scale at rest.
    public private(set) var scale: CGFloat = 1
    /// The turn the ended gestures left (clockwise positive): the transform's angle at rest.
    public private(set) var angle: Angle = .zero
    /// The attached magnify-and-rotate gesture.
    public private(set) var photoGesture: AttachedGesture!
    /// The running gesture's magnification: 1 whenever none runs (R60).
    @GestureState public var magnification: CGFloat = 1
    /// The running gesture's rotation: zero whenever none runs (R60).
    @GestureState public var rotation: Angle = .zero

    public override init() {
        super.init()
        // Each reset closure runs just before its state goes back to its initial value (R60).
        _magnification = GestureState(wrappedValue: 1) { [weak self] _, _ in self?.showCommitted() }
        _rotation = GestureState(wrappedValue: .zero) { [weak self] _, _ in self?.showCommitted() }
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        photo = View(frame: view.bounds.insetBy(dx: 20, dy: 120))
        photo.accessibilityIdentifier = "photo"
        view.addSubview(photo)

        let zoom = MagnifyGesture().updating($magnification) { value, state, _ in state = value.magnification }
        let turn = RotateGesture().updating($rotation) { value, state, _ in state = value.rotation }
        photoGesture = photo.gesture(
            zoom.simultaneously(with: turn)
                .onChanged { [weak self] _ in self?.showLive() }
                .onEnded { [weak self] value in
                    self?.commit(magnification: value.first?.magnification ?? 1, rotation: value.second?.rotation ?? .zero)
                })
    }

    private func commit(magnification: CGFloat, rotation: Angle) {
        scale = clamped(scale * magnification)
        angle = angle + rotation
        showCommitted()
    }

    private func showLive() {
        photo.transform = transform(scale: clamped(scale * magnification), angle: angle + rotation)
    }

    private func showCommitted() {
        photo?.transform = transform(scale: scale, angle: angle)
    }

    private func transform(scale: CGFloat, angle: Angle) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: CGFloat(angle.radians)).scaledBy(x: scale, y: scale)
    }

    private func clamped(_ value: CGFloat) -> CGFloat {
        min(maximumScale, max(minimumScale, value))
    }
}
