import DemoSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TargetAction
import Testing

/// The demo's SVG timeline: well-formed XML with one lane per recognizer and state-coloured spans.
@Suite struct TimelineSVGTests {
    /// Collects the elements of an XML document, failing on malformed XML.
    final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String] = []
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements.append((elementName, attributeDict))
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if elementName == "text" { texts.append(text) }
        }
    }

    func parse(_ svg: String) -> (ok: Bool, collector: ElementCollector) {
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        return (parser.parse(), collector)
    }

    @Test func theDemoTimelineIsWellFormedSVG() {
        let sections = DemoScenario.all.map { TimelineSVG.Section(title: $0.title, session: $0.run()) }

        let (ok, collector) = parse(TimelineSVG.render(sections))

        #expect(ok)
        #expect(collector.elements.first?.name == "svg")
        #expect(collector.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        for title in DemoScenario.all.map(\.title) {
            #expect(collector.texts.contains(title))
        }
    }

    @Test("R41: the settings timeline has a lane of control events, each named in its title")
    func settingsTimelineHasAControlLane() {
        let session = DemoScenario.settings.run()
        let trace = session.trace

        let svg = TimelineSVG.render([TimelineSVG.Section(title: "Settings", session: session)])
        let (ok, collector) = parse(svg)

        #expect(ok)
        #expect(collector.texts.contains("controls"))
        let diamonds = collector.elements.filter { $0.name == "path" && $0.attributes["fill"] == "#8e24aa" }
        #expect(diamonds.count == trace.rows.filter { $0.kind == .control }.count)
        #expect(svg.contains("<title>Switch(&quot;darkMode&quot;) sends .valueChanged at "))
    }

    @Test("R15: the photo viewer's timeline has a lane per recognizer, coloured spans and the single tap's wait")
    func photoViewerTimelineHasLanesSpansAndWaits() {
        let session = DemoScenario.photoViewer.run()

        let (ok, collector) = parse(TimelineSVG.render([TimelineSVG.Section(title: "Photo viewer", session: session)]))

        #expect(ok)
        for lane in ["touches", "doubleTap", "singleTap", "longPress", "pan"] {
            #expect(collector.texts.contains(lane))
        }
        let fills = Set(collector.elements.compactMap { $0.attributes["fill"] })
        for state in [GestureRecognizer.State.began, .changed, .ended, .failed] {
            #expect(fills.contains(TimelineSVG.color(of: state)))
        }
        let titles = collector.elements.filter { $0.name == "title" }.count
        #expect(titles > 0)
        #expect(collector.elements.contains { $0.name == "circle" })   // actions
        #expect(fills.contains("#fbbc05"))   // the single tap's wait
    }

    @Test("Pinch and rotation on the photo, edge pan and swipe on the side menu get lanes and action marks")
    func pinchRotationEdgePanAndSwipeHaveLanesAndActions() {
        let pinch = DemoScenario.photoPinchAndRotate.run()
        let menu = DemoScenario.sideMenu.run()

        let (ok, collector) = parse(TimelineSVG.render([
            TimelineSVG.Section(title: "Pinch", session: pinch), TimelineSVG.Section(title: "Menu", session: menu),
        ]))

        #expect(ok)
        for lane in ["pinch", "rotation", "edgePan", "swipe"] {
            #expect(collector.texts.contains(lane))
        }
        #expect(menu.marks.actionMarks.contains { menu.trace.lanes[$0.lane] == "swipe" && $0.state == .ended })
        #expect(pinch.marks.actionMarks.contains { pinch.trace.lanes[$0.lane] == "rotation" && $0.state == .began })
    }

    @Test func textIsEscaped() {
        let session = DemoSession(showing: ViewController()) { [] }

        let (ok, collector) = parse(TimelineSVG.render([TimelineSVG.Section(title: "a < b & \"c\"", session: session)]))

        #expect(ok)
        #expect(collector.texts.contains("a < b & \"c\""))
    }
}
