// The contract's segmented control, stepper and page control, checked by the compiler: no @testable,
// so a line compiles only if the name is public with the contract's signature, an override only if `open`.
import Foundation
import TargetAction
import Testing

private final class OpenSegmentedControl: SegmentedControl {
    override var numberOfSegments: Int { super.numberOfSegments }
    override var selectedSegmentIndex: Int { get { super.selectedSegmentIndex } set { super.selectedSegmentIndex = newValue } }
    override var isMomentary: Bool { get { super.isMomentary } set { super.isMomentary = newValue } }
    override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { super.insertSegment(withTitle: title, at: segment, animated: animated) }
    override func insertSegment(action: Action, at segment: Int, animated: Bool) { super.insertSegment(action: action, at: segment, animated: animated) }
    override func removeSegment(at segment: Int, animated: Bool) { super.removeSegment(at: segment, animated: animated) }
    override func removeAllSegments() { super.removeAllSegments() }
    override func setTitle(_ title: String?, forSegmentAt segment: Int) { super.setTitle(title, forSegmentAt: segment) }
    override func titleForSegment(at segment: Int) -> String? { super.titleForSegment(at: segment) }
    override func actionForSegment(at segment: Int) -> Action? { super.actionForSegment(at: segment) }
    override func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { super.setEnabled(enabled, forSegmentAt: segment) }
    override func isEnabledForSegment(at segment: Int) -> Bool { super.isEnabledForSegment(at: segment) }
}

private final class OpenStepper: Stepper {
    override var value: Double { get { super.value } set { super.value = newValue } }
    override var minimumValue: Double { get { super.minimumValue } set { super.minimumValue = newValue } }
    override var maximumValue: Double { get { super.maximumValue } set { super.maximumValue = newValue } }
    override var stepValue: Double { get { super.stepValue } set { super.stepValue = newValue } }
    override var isContinuous: Bool { get { super.isContinuous } set { super.isContinuous = newValue } }
    override var autorepeat: Bool { get { super.autorepeat } set { super.autorepeat = newValue } }
    override var wraps: Bool { get { super.wraps } set { super.wraps = newValue } }
    override var autorepeatDelay: TimeInterval { get { super.autorepeatDelay } set { super.autorepeatDelay = newValue } }
    override var autorepeatInterval: TimeInterval { get { super.autorepeatInterval } set { super.autorepeatInterval = newValue } }
    override var autorepeatFastInterval: TimeInterval { get { super.autorepeatFastInterval } set { super.autorepeatFastInterval = newValue } }
}

private final class OpenPageControl: PageControl {
    override var numberOfPages: Int { get { super.numberOfPages } set { super.numberOfPages = newValue } }
    override var currentPage: Int { get { super.currentPage } set { super.currentPage = newValue } }
    override var hidesForSinglePage: Bool { get { super.hidesForSinglePage } set { super.hidesForSinglePage = newValue } }
    override var allowsContinuousInteraction: Bool { get { super.allowsContinuousInteraction } set { super.allowsContinuousInteraction = newValue } }
    override var interactionState: PageControl.InteractionState { super.interactionState }
    override func size(forNumberOfPages pageCount: Int) -> CGSize { super.size(forNumberOfPages: pageCount) }
    override var indicatorSpacing: CGFloat { get { super.indicatorSpacing } set { super.indicatorSpacing = newValue } }
}

@Suite struct SegmentedStepperPageAPIConformanceTests {
    @Test("SegmentedControl, Stepper, PageControl: initializers, defaults and constants as the contract says")
    func controls() {
        let segmented = OpenSegmentedControl(frame: .zero)
        let fromActions = SegmentedControl(frame: .zero, actions: [Action(title: "One") { _ in }])
        let fromItems = SegmentedControl(items: ["a"])
        let stepper = OpenStepper(frame: .zero)
        let pages = OpenPageControl(frame: .zero)
        let state: PageControl.InteractionState = .continuous

        #expect(SegmentedControl.noSegment == -1)
        #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment && !segmented.isMomentary)
        #expect(segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        #expect(fromActions.numberOfSegments == 1 && fromItems.numberOfSegments == 1)
        #expect(Stepper.defaultAutorepeatDelay == 0.5 && Stepper.defaultAutorepeatInterval == 0.1 && Stepper.defaultAutorepeatFastInterval == 0.05)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(PageControl.defaultIndicatorSpacing == 16 && pages.indicatorSpacing == 16)
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage && pages.allowsContinuousInteraction)
        #expect(pages.interactionState == .none && state.rawValue == 2)
        pages.numberOfPages = 1
        #expect(pages.indicatorCenter(forPage: 0) == .zero)
    }
}
