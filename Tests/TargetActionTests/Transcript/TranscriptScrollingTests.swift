import Foundation
import Mocks
import TargetAction
import Testing

/// A scroll view's drags, motions, zooms and refreshing in the transcript: their beginnings and
/// ends, not their frames.
@Suite struct TranscriptScrollingTests {
    /// A 400×800 window filled by a scroll view named "list" over 4000 points of content.
    static func listWindow() -> (simulator: TouchSimulator, list: ScrollView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: window.bounds)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 400, height: 4000)
        list.addSubview(View(frame: CGRect(x: 0, y: 0, width: 400, height: 4000)))
        window.addSubview(list)
        return (TouchSimulator(window: window), list)
    }

    static func scrollLines(_ transcript: String) -> [String] {
        transcript.split(separator: "\n").map(String.init).filter { $0.contains("  scroll   ") }
    }

    @Test("R45, R47: a flick's drag, deceleration and rest are four lines, not a line a frame")
    func aFlickIsSummarized() throws {
        let (simulator, list) = Self.listWindow()

        simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        simulator.wait(5)

        let lines = Self.scrollLines(simulator.transcript)
        try #require(lines.count == 4)
        #expect(lines[0].hasSuffix("ScrollView(\"list\") begins dragging at (0, 0) (R45)"))
        #expect(lines[1].contains("ScrollView(\"list\") ends dragging at (0, "))
        #expect(lines[1].hasSuffix("points/ms, and moves on (R47)"))
        #expect(lines[2].contains("ScrollView(\"list\") decelerates to (0, "))
        #expect(lines[2].hasSuffix("s (R47)"))
        #expect(lines[3].hasSuffix("ScrollView(\"list\") comes to rest at \(Self.point(list.contentOffset))"))
    }

    @Test("R51: a finger that catches a decelerating list stops it short of its target")
    func aCaughtFlickStopsShort() {
        let (simulator, _) = Self.listWindow()

        simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        simulator.wait(0.2)
        simulator.down(at: CGPoint(x: 200, y: 400))

        let last = Self.scrollLines(simulator.transcript).last ?? ""
        #expect(last.contains("ScrollView(\"list\") stops at (0, "))
        #expect(last.contains(", short of (0, "))
    }

    /// Answers `viewForZooming(in:)` with its view.
    final class Zooming: ScrollViewDelegate {
        let view: View
        init(_ view: View) { self.view = view }
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
    }

    @Test("R75: an animated zoom begins and ends in the transcript, at its scales")
    func anAnimatedZoomIsRecorded() {
        let (simulator, list) = Self.listWindow()
        let zooming = Zooming(list.subviews[0])
        list.delegate = zooming
        list.maximumZoomScale = 4

        list.setZoomScale(2.5, animated: true)
        simulator.wait(1)

        let lines = Self.scrollLines(simulator.transcript)
        #expect(lines.first?.hasSuffix("ScrollView(\"list\") begins zooming at 1× (R75, R77)") == true)
        #expect(lines.last?.hasSuffix("ScrollView(\"list\") ends zooming at 2.5× (R75, R78)") == true)
    }

    @Test("R84, R85: a refresh control's refreshing begins and ends in the transcript")
    func refreshingIsRecorded() {
        let (simulator, list) = Self.listWindow()
        let control = RefreshControl()
        control.accessibilityIdentifier = "refresh"
        list.refreshControl = control

        control.beginRefreshing()
        simulator.wait(1)
        control.endRefreshing()

        #expect(simulator.transcript.contains("   0.000  control  RefreshControl(\"refresh\") begins refreshing (R82, R84)\n"))
        #expect(simulator.transcript.contains("   1.000  control  RefreshControl(\"refresh\") ends refreshing (R85)\n"))
    }

    static func point(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
        }
        return "(\(number(point.x)), \(number(point.y)))"
    }
}
