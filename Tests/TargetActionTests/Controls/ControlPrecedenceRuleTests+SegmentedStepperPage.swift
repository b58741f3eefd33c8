import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R90, R99 and R43's addition: a segmented control, a stepper and a page control against their
/// ancestors' taps and pans, through R7's view check.
extension ControlPrecedenceRuleTests {
    @Test("R43 (addition): a tap on a segmented control, a stepper or a page control is the control's; an ancestor's one-tap recognizer fails",
          arguments: ["segmented", "stepper", "pages"])
    func r43_addition_controlsBeatTheBackgroundTap(control: String) {
        let scene = SegmentedStepperPageScene()
        scene.backgroundTap()
        let point = switch control {
        case "segmented": scene.segment(1)
        case "stepper": scene.plus
        default: CGPoint(200, 213)
        }

        scene.simulator.tap(at: point)

        #expect(scene.log.entries.isEmpty)
        #expect(scene.events(of: control).contains("valueChanged"))
    }

    @Test("R43 (addition): a double tap or a two-finger tap on an ancestor is not beaten, nor is a tap when the control is disabled")
    func r43_addition_onlyAnEnabledControlBeatsOneTap() {
        let scene = SegmentedStepperPageScene()
        let double = scene.backgroundTap()
        double.numberOfTapsRequired = 2

        scene.simulator.tap(at: scene.segment(0), count: 2)
        scene.simulator.wait(1)
        double.numberOfTapsRequired = 1
        scene.pages.isEnabled = false
        scene.simulator.tap(at: CGPoint(200, 213))

        #expect(scene.log.states(of: "background") == [.ended, .ended])
    }

    @Test("R90: a mostly horizontal pan that starts on a segmented control fails; a vertical one begins")
    func r90_horizontalPanFailsVerticalBegins() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundPan()

        scene.simulator.drag(from: scene.segment(0), to: CGPoint(170, 45), duration: 0.2)
        #expect(scene.log.states(of: "pan").isEmpty)
        scene.simulator.wait(1)
        scene.simulator.drag(from: scene.segment(0), to: CGPoint(90, 300), duration: 0.2)

        #expect(scene.log.states(of: "pan").first == .began)
    }

    @Test("R90: a horizontal pan that starts beside the control, or on a disabled control, is not beaten")
    func r90_onlyPansThatStartOnAnEnabledControl() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundPan()

        scene.simulator.drag(from: CGPoint(70, 400), to: CGPoint(270, 400), duration: 0.2)
        scene.simulator.wait(1)
        scene.segmented.isEnabled = false
        scene.simulator.drag(from: scene.segment(0), to: scene.segment(2), duration: 0.2)

        #expect(scene.log.states(of: "pan").filter { $0 == .began }.count == 2)
    }

    @Test("R90: a pan that needs two touches is not beaten")
    func r90_twoTouchPanIsNotBeaten() {
        let scene = SegmentedStepperPageScene()
        let pan = scene.backgroundPan()
        pan.minimumNumberOfTouches = 2

        scene.simulator.down(at: scene.segment(0), finger: 0)
        scene.simulator.down(at: CGPoint(70, 400), finger: 1)
        scene.simulator.move(to: CGPoint(140, 40), finger: 0)
        scene.simulator.move(to: CGPoint(140, 400), finger: 1)

        #expect(scene.log.states(of: "pan") == [.began])
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)
    }

    @Test("R90: a paging scroll view does not page from a drag that starts on a segmented control inside it; the segmented control drags its selection")
    func r90_pagingScrollViewAndSegmentedControl() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 1200, height: 800)
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 50, y: 100, width: 300, height: 40)
        segmented.selectedSegmentIndex = 0
        scrollView.addSubview(segmented)
        window.addSubview(scrollView)
        let simulator = TouchSimulator(window: window)

        simulator.drag(from: CGPoint(100, 120), to: CGPoint(300, 125), duration: 0.3)
        simulator.wait(1)
        simulator.drag(from: CGPoint(100, 400), to: CGPoint(-100, 400), duration: 0.3)
        simulator.wait(1)

        #expect(segmented.selectedSegmentIndex == 2)
        #expect(scrollView.contentOffset.x == 400)   // the drag beside it pages
    }

    @Test("R90: a vertical list scrolls from a vertical drag that starts on a segmented control in it")
    func r90_verticalListScrolls() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 3000)
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 50, y: 400, width: 300, height: 40)
        list.addSubview(segmented)
        window.addSubview(list)

        TouchSimulator(window: window).drag(from: CGPoint(100, 420), to: CGPoint(110, 220), duration: 0.5)

        #expect(list.contentOffset.y >= 190)
        #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("R99: with continuous interaction, a mostly horizontal pan that starts on a page control fails, so scrubbing works in a paging scroll view")
    func r99_pageControlBeatsAHorizontalPan() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundPan()

        scene.simulator.drag(from: scene.indicator(0), to: scene.indicator(4), duration: 0.2)

        #expect(scene.log.states(of: "pan").isEmpty)
        #expect(scene.pages.currentPage == 4)
        #expect(scene.pages.interactionState == .continuous)
    }

    @Test("R99: without continuous interaction, a horizontal pan that starts on a page control is not beaten; a tap still is")
    func r99_withoutContinuousInteraction() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundPan()
        scene.pages.allowsContinuousInteraction = false

        scene.simulator.drag(from: scene.indicator(0), to: scene.indicator(4), duration: 0.2)

        #expect(scene.log.states(of: "pan").first == .began)
        #expect(scene.pages.currentPage == 0)
        #expect(scene.events(of: "pages").last == "touchCancel")
    }

    @Test("R43 (addition): a stepper does not beat a pan that starts on it")
    func r43_addition_stepperDoesNotBeatAPan() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundPan()

        scene.simulator.drag(from: scene.plus, to: CGPoint(300, 116), duration: 0.2)

        #expect(scene.log.states(of: "pan").first == .began)
        #expect(scene.stepper.value == 0)
    }
}
