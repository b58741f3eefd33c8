import Foundation
import TargetAction

/// A photo viewer: double tap toggles zoom, single tap toggles the chrome, long press opens a
/// menu, and a drag moves the photo while it is zoomed.
///
/// Technique: arbitration between four recognizers on one view.
/// - The single tap `require(toFail:)`s the double tap (R15): a lone tap is acted on only once the
///   double tap's 0.35 s interval has passed, and a double tap never toggles the chrome.
/// - The pan's delegate is this controller. Its `gestureRecognizerShouldBegin` says yes only while
///   the photo is zoomed (R7), so a drag on an unzoomed photo is left alone. Gating in the delegate
///   rather than in the handler means the pan never begins at all: it cannot cancel the view's
///   touches or the other recognizers for a drag that does nothing.
/// - The long press, once it begins, makes the taps and the pan fail (R16).
///
/// The recognizers sit on the root view and are named `"doubleTap"`, `"singleTap"`, `"longPress"`
/// and `"pan"`; their handlers are private and published as `"doubleTap:"`, `"singleTap:"`,
/// `"longPress:"` and `"pan:"`, so a test can swap in a mock that reaches them by name.
open class PhotoViewerController: ViewController, GestureRecognizerDelegate {
    /// The zoom a double tap on an unzoomed photo goes to.
    open var zoomScaleOnDoubleTap: CGFloat = 2.5
    /// How long a press is held before the menu opens (the long press's `minimumPressDuration`).
    open var menuPressDuration: TimeInterval = 0.5 {
        didSet { recognizer(named: "longPress", as: LongPressGestureRecognizer.self)?.minimumPressDuration = menuPressDuration }
    }
    /// The height of the toolbar along the bottom edge.
    open var toolbarHeight: CGFloat = 88

    /// The photo. Zooming scales its frame around the double tap; panning moves it.
    public private(set) var photoView: View!
    /// The chrome a single tap shows and hides.
    public private(set) var toolbar: View!
    /// The menu a long press opens where the finger is.
    public private(set) var menuView: View!
    /// The current zoom: 1 when the photo fits the view.
    public private(set) var zoomScale: CGFloat = 1
    /// Called when the menu opens, with the press location in the root view's coordinates.
    public var onMenu: ((CGPoint) -> Void)?

    /// Whether the photo is zoomed in.
    public var isZoomed: Bool { zoomScale > 1 }
    /// Whether the toolbar is hidden.
    public var isChromeHidden: Bool { toolbar.isHidden }
    /// Whether the menu is open.
    public var isMenuVisible: Bool { !menuView.isHidden }

    private var panStartOrigin: CGPoint = .zero

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
    }

    // MARK: GestureRecognizerDelegate

    /// The pan may begin only while the photo is zoomed (R7); the others always may.
    open func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        if g is PanGestureRecognizer { return isZoomed }
        return true
    }

    // MARK: Actions

    private func doubleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        if isZoomed {
            zoomScale = 1
            photoView.frame = view.bounds
        } else {
            zoom(to: zoomScaleOnDoubleTap, around: recognizer.location(in: view))
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
            panStartOrigin = photoView.frame.origin
            fallthrough
        case .changed:
            let translation = recognizer.translation(in: view)
            photoView.frame.origin = clampedOrigin(CGPoint(x: panStartOrigin.x + translation.x, y: panStartOrigin.y + translation.y),
                                                   size: photoView.frame.size)
        case .possible, .ended, .cancelled, .failed:
            break   // the photo stays where the finger left it
        }
    }

    // MARK: Geometry

    /// Scales the photo to `scale`, keeping the point under `location` where it is.
    private func zoom(to scale: CGFloat, around location: CGPoint) {
        let bounds = view.bounds
        let size = CGSize(width: bounds.width * scale, height: bounds.height * scale)
        let origin = CGPoint(x: location.x - (location.x - bounds.minX) * scale, y: location.y - (location.y - bounds.minY) * scale)
        zoomScale = scale
        photoView.frame = CGRect(origin: clampedOrigin(origin, size: size), size: size)
    }

    /// Keeps a photo of `size` covering the view: no gap at any edge.
    private func clampedOrigin(_ origin: CGPoint, size: CGSize) -> CGPoint {
        let bounds = view.bounds
        return CGPoint(x: min(bounds.minX, max(bounds.maxX - size.width, origin.x)),
                       y: min(bounds.minY, max(bounds.maxY - size.height, origin.y)))
    }

    private func recognizer<R: GestureRecognizer>(named name: String, as type: R.Type) -> R? {
        guard isViewLoaded else { return nil }
        return view.gestureRecognizers?.first { $0.name == name } as? R
    }
}
