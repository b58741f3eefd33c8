import Foundation
import Testing
import TargetAction

@Suite("View geometry: frame, bounds, center")
struct ViewGeometryTests {
    @Test func initWithFrameSetsFrameBoundsAndCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test func initWithoutFrameIsZero() {
        #expect(View().frame == .zero)
    }

    @Test func settingFrameMovesCenterAndResizesBoundsKeepingItsOrigin() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 3, y: 4)

        view.frame = CGRect(x: 100, y: 200, width: 40, height: 60)

        #expect(view.center == CGPoint(x: 120, y: 230))
        #expect(view.bounds == CGRect(x: 3, y: 4, width: 40, height: 60))
    }

    @Test func settingCenterMovesFrameKeepingSize() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))

        view.center = CGPoint(x: 100, y: 100)

        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
    }

    @Test("setting bounds keeps the center", arguments: [
        CGRect(x: 0, y: 0, width: 200, height: 100),
        CGRect(x: 0, y: 0, width: 10, height: 30),
        CGRect(x: 5, y: -5, width: 100, height: 50),
    ])
    func settingBoundsKeepsCenter(bounds: CGRect) {
        let view = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        let center = view.center

        view.bounds = bounds

        #expect(view.center == center)
        #expect(view.frame.size == bounds.size)
        #expect(view.bounds == bounds)
        #expect(view.frame.origin == CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2))
    }

    @Test func boundsOriginShiftsWhereSubviewsAppearButNotTheViewsFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = View(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(content)
        let frameBefore = scroller.frame

        scroller.bounds.origin = CGPoint(x: 0, y: 120)

        #expect(scroller.frame == frameBefore)
        #expect(content.frame.origin == CGPoint(x: 0, y: 150))
        #expect(content.convert(CGPoint.zero, to: scroller) == CGPoint(x: 0, y: 150))
        #expect(scroller.convert(CGPoint(x: 0, y: 150), to: nil) == CGPoint(x: 0, y: 30))
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 30))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 30))
    }

    @Test func flagsDefaultToVisibleOpaqueAndInteractive() {
        let view = View(frame: .zero)

        #expect(!view.isHidden)
        #expect(view.alpha == 1)
        #expect(view.isUserInteractionEnabled)
    }

    @Test func flagsAreSettable() {
        let view = View(frame: .zero)

        view.isHidden = true
        view.alpha = 0.25
        view.isUserInteractionEnabled = false

        #expect(view.isHidden)
        #expect(view.alpha == 0.25)
        #expect(!view.isUserInteractionEnabled)
    }
}
