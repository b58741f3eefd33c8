import Foundation
import TargetAction

/// A zoomable photo, by Apple's PhotoScroller pattern: a scroll view zooms the image between 1×
/// and 4×, keeps it centred while it is smaller than the screen, and a double tap zooms in about
/// the tap, or back out.
///
/// Technique: the scroll view does the zooming. This controller, its delegate, names the view to
/// scale in `viewForZooming(in:)` and centres it in `scrollViewDidZoom` (the scroll view puts it at
/// the content's top-left, R73). Two fingers pinch, pan the zoomed photo, and rubber-band past the
/// limits, returning on the window's clock (R77-R79); one finger pans the zoomed photo. The double
/// tap, a `TapGestureRecognizer` on the scroll view named `"doubleTap"`, calls
/// `zoom(to:animated: true)` with a rect about the tap, or `setZoomScale(1, animated: true)`
/// when zoomed (R75, R76). Its handler is private and published as `"doubleTap:"`, so a test can
/// swap in a mock that reaches it by name; the scroll view's own pinch can be swapped for a mock too.
open class ZoomingImageViewController: ViewController, ScrollViewDelegate {
    /// The zoom a double tap on the unzoomed photo goes to.
    open var doubleTapZoomScale: CGFloat = 2.5

    /// The photo's size at 1×: as wide as the screen, 3:2.
    public static let imageSize = CGSize(width: 390, height: 260)
    /// The scroll view, filling the view; it zooms ``imageView`` between 1 and 4.
    public let scrollView = ScrollView(frame: ViewController.defaultViewFrame)
    /// The photo, named `"image"`: the scroll view's zoom view.
    public let imageView = View(frame: CGRect(origin: .zero, size: ZoomingImageViewController.imageSize))
    /// How many zooms ended (a pinch, its bounce, an animated zoom), and the scale the last one ended at.
    public private(set) var zoomsEnded = 0
    public private(set) var lastZoomEndScale: CGFloat?

    override open func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.accessibilityIdentifier = "scroller"
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4   // the maximum first: the minimum may never pass it
        scrollView.minimumZoomScale = 1
        imageView.accessibilityIdentifier = "image"
        scrollView.addSubview(imageView)
        scrollView.contentSize = Self.imageSize
        view.addSubview(scrollView)
        centreImage()

        publish("doubleTap:", ZoomingImageViewController.doubleTap)
        let doubleTap = TapGestureRecognizer(target: self, action: "doubleTap:")
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    // MARK: ScrollViewDelegate

    /// The photo is what zooms.
    open func viewForZooming(in scrollView: ScrollView) -> View? {
        imageView
    }

    /// Keeps the photo centred while it is smaller than the scroll view.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {
        centreImage()
    }

    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        zoomsEnded += 1
        lastZoomEndScale = scale
    }

    // MARK: The double tap

    private func doubleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / doubleTapZoomScale, height: scrollView.bounds.height / doubleTapZoomScale)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                        animated: true)
    }

    /// Centres the photo on each axis where it is smaller than the scroll view; else puts it at the
    /// content's edge, where the scroll view placed it. It moves the photo's `center`: setting the
    /// frame of a scaled view would size its bounds through the transform.
    private func centreImage() {
        let bounds = scrollView.bounds.size, size = imageView.frame.size
        let x = size.width < bounds.width ? (bounds.width - size.width) / 2 : 0
        let y = size.height < bounds.height ? (bounds.height - size.height) / 2 : 0
        imageView.center = CGPoint(x: x + size.width / 2, y: y + size.height / 2)
    }
}
