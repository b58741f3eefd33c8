import Foundation
import TargetAction

/// A photo viewer: double tap toggles zoom, single tap toggles the chrome, long press opens a
/// menu, a drag moves the photo while it is zoomed, and two fingers zoom and turn it at once.
///
/// Technique: arbitration between six recognizers, four on the root view and two on the photo.
/// - The single tap `require(toFail:)`s the double tap (R15): a lone tap is acted on only once the
///   double tap's 0.35 s interval has passed, and a double tap never toggles the chrome.
/// - The pan's delegate is this controller. Its `gestureRecognizerShouldBegin` says yes only while
///   the photo is zoomed (R7), so a drag on an unzoomed photo is left alone. Gating in the delegate
///   rather than in the handler means the pan never begins at all: it cannot cancel the view's
///   touches or the other recognizers for a drag that does nothing.
/// - The long press, once it begins, makes the taps and the pan fail (R16).
/// - A pinch and a rotation on ``photoView`` run together: this controller, their delegate, says
///   yes to `shouldRecognizeSimultaneouslyWith` for that pair. Each handler applies its increment
///   to the photo's `transform` and resets it, by Apple's recipe:
///   `transform.scaledBy(x: scale, y: scale); scale = 1` and `transform.rotated(by: rotation); rotation = 0`.
///
/// The photo keeps its bounds; its `transform` is its zoom and turn, its `center` where it sits.
/// The pinch and the double tap share ``zoomScale``, the transform's scale: the pinch multiplies
/// it, within ``minimumZoomScale``…``maximumZoomScale``; a double tap on a zoomed photo, however
/// it was zoomed, goes back to 1 and keeps the turn, ``photoAngle``. Both zooms move the centre
/// so the point under the fingers stays put, and the photo, as if unturned, always covers the view.
///
/// The tap, long-press and pan recognizers sit on the root view and are named `"doubleTap"`,
/// `"singleTap"`, `"longPress"` and `"pan"`; the pinch and rotation sit on ``photoView``, named
/// `"pinch"` and `"rotation"`. Their handlers are private and published as `"doubleTap:"`,
/// `"singleTap:"`, `"longPress:"`, `"pan:"`, `"pinch:"` and `"rotation:"`, so a test can swap in a
/// mock that reaches them by name.
open class PhotoViewerController: ViewController, GestureRecognizerDelegate {
    /// The zoom a double tap on an unzoomed photo goes to (at most ``maximumZoomScale``).
    open var zoomScaleOnDoubleTap: CGFloat = 2.5
    /// How long a press is held before the menu opens (the long press's `minimumPressDuration`).
    open var menuPressDuration: TimeInterval = 0.5 {
        didSet { recognizer(named: "longPress", as: LongPressGestureRecognizer.self)?.minimumPressDuration = menuPressDuration }
    }
    /// The height of the toolbar along the bottom edge.
    open var toolbarHeight: CGFloat = 88
    /// The smallest zoom a pinch reaches (1: the photo fits the view).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom a pinch or double tap reaches.
    open var maximumZoomScale: CGFloat = 4

    /// The photo. Its `transform` is its zoom and turn (``zoomScale``, ``photoAngle``); panning moves its `center`.
    public private(set) var photoView: View!
    /// The chrome a single tap shows and hides.
    public private(set) var toolbar: View!
    /// The menu a long press opens where the finger is.
    public private(set) var menuView: View!
    /// The current zoom, the photo's transform's scale: 1 when the photo fits the view.
    public private(set) var zoomScale: CGFloat = 1
    /// How far two fingers have turned the photo, its transform's angle: radians, clockwise positive
    /// (not wrapped: two full turns are 4π).
    public private(set) var photoAngle: CGFloat = 0
    /// Called when the menu opens, with the press location in the root view's coordinates.
    public var onMenu: ((CGPoint) -> Void)?

    /// Whether the photo is zoomed in.
    public var isZoomed: Bool { zoomScale > 1 }
    /// Whether the toolbar is hidden.
    public var isChromeHidden: Bool { toolbar.isHidden }
    /// Whether the menu is open.
    public var isMenuVisible: Bool { !menuView.isHidden }

    private var panStartCenter: CGPoint = .zero

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds

        photoView = View(frame: bounds)
        photoView.accessibilityIdentifier = "photo"
        toolbar = View(frame: CGRect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight))
        toolbar.accessibilityIdentifier = "toolbar"
        menuView = View(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        menuView.accessibilityIdentifier = "menu"
        menuView.isHidden = true
        view.addSubview(photoView)
        view.addSubview(toolbar)
        view.addSubview(menuView)

        publish("doubleTap:", PhotoViewerController.doubleTap)
        publish("singleTap:", PhotoViewerController.singleTap)
        publish("longPress:", PhotoViewerController.longPress)
        publish("pan:", PhotoViewerController.pan)
        publish("pinch:", PhotoViewerController.pinch)
        publish("rotation:", PhotoViewerController.rotation)

        let doubleTap = TapGestureRecognizer(target: self, action: "doubleTap:")
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        let singleTap = TapGestureRecognizer(target: self, action: "singleTap:")
        singleTap.name = "singleTap"
        singleTap.require(toFail: doubleTap)   // R15: a lone tap waits for the double tap to fail
        let longPress = LongPressGestureRecognizer(target: self, action: "longPress:")
        longPress.name = "longPress"
        longPress.minimumPressDuration = menuPressDuration
        let pan = PanGestureRecognizer(target: self, action: "pan:")
        pan.name = "pan"
        pan.maximumNumberOfTouches = 1
        pan.delegate = self   // R7: gestureRecognizerShouldBegin gates it on the zoom

        view.addGestureRecognizer(doubleTap)
        view.addGestureRecognizer(singleTap)
        view.addGestureRecognizer(longPress)
        view.addGestureRecognizer(pan)

        let pinch = PinchGestureRecognizer(target: self, action: "pinch:")
        pinch.name = "pinch"
        pinch.delegate = self   // lets it run with the rotation
        let rotation = RotationGestureRecognizer(target: self, action: "rotation:")
        rotation.name = "rotation"
        rotation.delegate = self
        photoView.addGestureRecognizer(pinch)
        photoView.addGestureRecognizer(rotation)
    }

    // MARK: GestureRecognizerDelegate

    /// The pan may begin only while the photo is zoomed (R7); the others always may.
    open func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        if g is PanGestureRecognizer { return isZoomed }
        return true
    }

    /// The pinch and the rotation may recognize together; no other pair may.
    open func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        (g is PinchGestureRecognizer && other is RotationGestureRecognizer)
            || (g is RotationGestureRecognizer && other is PinchGestureRecognizer)
    }

    // MARK: Actions

    private func doubleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        if isZoomed {
            zoomScale = 1
            photoView.transform = CGAffineTransform(rotationAngle: photoAngle)   // unzoomed, still turned
            photoView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        } else {
            zoom(to: clampedZoom(zoomScaleOnDoubleTap), around: recognizer.location(in: view))
        }
    }

    private func singleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        if isMenuVisible {
            menuView.isHidden = true   // a tap outside an open menu closes it, as menus do
        } else {
            toolbar.isHidden.toggle()
        }
    }

    private func longPress(_ recognizer: LongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let location = recognizer.location(in: view)
        menuView.center = location
        menuView.isHidden = false
        onMenu?(location)
    }

    private func pan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            panStartCenter = photoView.center
            fallthrough
        case .changed:
            let translation = recognizer.translation(in: view)
            photoView.center = clampedCenter(CGPoint(x: panStartCenter.x + translation.x, y: panStartCenter.y + translation.y))
        case .possible, .ended, .cancelled, .failed:
            break   // the photo stays where the finger left it
        }
    }

    private func pinch(_ recognizer: PinchGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        let location = recognizer.location(in: view)   // read before the photo's transform changes
        let zoom = clampedZoom(zoomScale * recognizer.scale)
        let scale = zoom / zoomScale   // the fingers' increment, cut short at the zoom limits
        photoView.transform = photoView.transform.scaledBy(x: scale, y: scale)
        recognizer.scale = 1   // the next change reads the increment from here
        zoomScale = zoom
        keepInPlace(location, scaledBy: scale)
    }

    private func rotation(_ recognizer: RotationGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        photoView.transform = photoView.transform.rotated(by: recognizer.rotation)
        photoAngle += recognizer.rotation
        recognizer.rotation = 0
    }

    // MARK: Geometry

    private func clampedZoom(_ scale: CGFloat) -> CGFloat {
        min(maximumZoomScale, max(minimumZoomScale, scale))
    }

    /// Scales the photo's transform to `scale`, keeping the point under `location` where it is.
    private func zoom(to scale: CGFloat, around location: CGPoint) {
        let factor = scale / zoomScale
        photoView.transform = photoView.transform.scaledBy(x: factor, y: factor)
        zoomScale = scale
        keepInPlace(location, scaledBy: factor)
    }

    /// Moves the photo, just scaled by `factor` about its centre, so that the point under
    /// `location` is back under it (clamped as ``clampedCenter(_:)``).
    private func keepInPlace(_ location: CGPoint, scaledBy factor: CGFloat) {
        let center = photoView.center
        photoView.center = clampedCenter(CGPoint(x: location.x - (location.x - center.x) * factor,
                                                 y: location.y - (location.y - center.y) * factor))
    }

    /// Keeps the photo, zoomed and as if unturned, covering the view: no gap at any edge. (A photo
    /// zoomed below 1 sits in the top-left corner.)
    private func clampedCenter(_ center: CGPoint) -> CGPoint {
        let bounds = view.bounds
        let size = CGSize(width: photoView.bounds.width * zoomScale, height: photoView.bounds.height * zoomScale)
        let origin = CGPoint(x: min(bounds.minX, max(bounds.maxX - size.width, center.x - size.width / 2)),
                             y: min(bounds.minY, max(bounds.maxY - size.height, center.y - size.height / 2)))
        return CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }

    private func recognizer<R: GestureRecognizer>(named name: String, as type: R.Type) -> R? {
        guard isViewLoaded else { return nil }
        return view.gestureRecognizers?.first { $0.name == name } as? R
    }
}
