import Foundation
import Mocks
import Testing
@testable import TargetAction

/// Counts the calls of the blocks a test sets, and says what they answer.
final class BlockCalls {
    var count = 0
    var names: [String] = []

    func note(_ name: String) {
        count += 1
        names.append(name)
    }
}

/// A view that overrides the accessibility members without calling `super`, as an app may.
final class OverridingView: View {
    override var accessibilityLabel: String? {
        get { "Own label" }
        set {}
    }
    override func accessibilityActivate() -> Bool { false }
    override func accessibilityIncrement() {}
    override func accessibilityPerformEscape() -> Bool { false }
}

/// R140: the accessibility members every responder has, their defaults, the frames that follow a
/// view, and the blocks that stand in for overrides.
@Suite struct ResponderAccessibilityRuleTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    /// A view at `frame` in ``window``.
    private func placedView(_ frame: CGRect) -> View {
        let view = View(frame: frame)
        window.addSubview(view)
        return view
    }

    // MARK: Defaults

    /// Expects UIKit's defaults of the members that do not depend on the kind of responder.
    private func expectDefaults(of responder: Responder, _ kind: String) {
        #expect(!responder.isAccessibilityElement, "\(kind)")
        #expect(responder.accessibilityLabel == nil && responder.accessibilityValue == nil && responder.accessibilityHint == nil, "\(kind)")
        #expect(responder.accessibilityTraits == [], "\(kind)")
        #expect(!responder.accessibilityElementsHidden && !responder.accessibilityViewIsModal, "\(kind)")
        #expect(!responder.shouldGroupAccessibilityChildren, "\(kind)")
        #expect(responder.accessibilityElements == nil && responder.accessibilityCustomActions == nil, "\(kind)")
        #expect(!responder.accessibilityActivate(), "\(kind)")
        #expect(!responder.accessibilityPerformEscape() && !responder.accessibilityPerformMagicTap(), "\(kind)")
        for direction in [AccessibilityScrollDirection.right, .left, .up, .down, .next, .previous] {
            #expect(!responder.accessibilityScroll(direction), "\(kind) \(direction)")
        }
        #expect(responder.accessibilityLabelBlock == nil && responder.accessibilityActivateBlock == nil, "\(kind)")
        #expect(responder.accessibilityIncrementBlock == nil && responder.accessibilityMagicTapBlock == nil, "\(kind)")
    }

    @Test("R140: a responder, a view and a view controller start with UIKit's defaults: no element, no label, value, hint or traits, nothing hidden, modal or grouped, actions that decline")
    func r140_defaults() {
        let view = placedView(CGRect(x: 10, y: 20, width: 100, height: 40))
        let controller = ViewController()

        expectDefaults(of: Responder(), "Responder")
        expectDefaults(of: view, "View")
        expectDefaults(of: controller, "ViewController")
        expectDefaults(of: window, "Window")
        #expect(Responder().accessibilityFrame == .zero && controller.accessibilityFrame == .zero)
        #expect(view.accessibilityFrame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 60, y: 40))
    }

    @Test("R140: increment and decrement do nothing by default: the view and its window are as they were")
    func r140_incrementDoesNothing() {
        let view = placedView(CGRect(x: 10, y: 20, width: 100, height: 40))

        view.accessibilityIncrement()
        view.accessibilityDecrement()

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40) && view.bounds.origin == .zero)
        #expect(view.accessibilityValue == nil && window.clock.now == 0)
    }

    // MARK: Frames

    @Test("R140: a view's accessibilityFrame is its bounds in window coordinates, read afresh: it follows the view, a moved superview, a transform and a scrolled ancestor")
    func r140_viewFrameFollowsTheView() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let container = View(frame: CGRect(x: 50, y: 60, width: 300, height: 300))
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        window.addSubview(scroll)
        scroll.addSubview(container)
        container.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 60, y: 80, width: 100, height: 40))

        view.frame.origin = CGPoint(x: 20, y: 30)
        #expect(view.accessibilityFrame == CGRect(x: 70, y: 90, width: 100, height: 40))

        container.frame.origin = CGPoint(x: 100, y: 100)
        #expect(view.accessibilityFrame == CGRect(x: 120, y: 130, width: 100, height: 40))

        // Scaled by 2 about its centre (70, 50): 200 × 80 from (−30, 10) in the container.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.accessibilityFrame == CGRect(x: 70, y: 110, width: 200, height: 80))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 170, y: 150))

        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(view.accessibilityFrame == CGRect(x: 70, y: 10, width: 200, height: 80))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 170, y: 50))
    }

    @Test("R140: an AccessibilityElement is an element, its next responder is its container, and its frame in container space follows the container view")
    func r140_elementFollowsItsContainer() {
        let container = placedView(CGRect(x: 10, y: 20, width: 200, height: 100))
        let element = AccessibilityElement(accessibilityContainer: container)

        #expect(element.isAccessibilityElement)
        #expect(element.next === container && element.accessibilityContainer === container)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        #expect(element.accessibilityFrame == .zero)

        element.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 0, width: 100, height: 50)
        #expect(element.accessibilityFrame == CGRect(x: 110, y: 20, width: 100, height: 50))
        #expect(element.accessibilityActivationPoint == CGPoint(x: 160, y: 45))

        container.frame.origin = CGPoint(x: 50, y: 300)
        #expect(element.accessibilityFrame == CGRect(x: 150, y: 300, width: 100, height: 50))
        #expect(element.accessibilityActivationPoint == CGPoint(x: 200, y: 325))

        // Its activation is a tap there: it lands on the container.
        #expect(window.hitTest(element.accessibilityActivationPoint, with: nil) === container)
        #expect(!element.accessibilityActivate())
    }

    @Test("R140: an element whose container is no responder, or is gone, has no next responder")
    func r140_elementWithoutResponderContainer() {
        final class Table {}
        let table = Table()
        let element = AccessibilityElement(accessibilityContainer: table)
        #expect(element.next == nil && element.accessibilityContainer === table)

        var view: View? = View(frame: .zero)
        let orphan = AccessibilityElement(accessibilityContainer: view!)
        view = nil
        #expect(orphan.next == nil && orphan.accessibilityContainer == nil)
    }

    @Test("R140: a frame or activation point that is set is kept as given, in window coordinates, however the view moves, until it is set again")
    func r140_setFrameAndPointAreKept() {
        let view = placedView(CGRect(x: 10, y: 20, width: 100, height: 40))

        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 30, height: 40)
        view.frame.origin = CGPoint(x: 200, y: 200)
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 16, y: 22))

        view.accessibilityActivationPoint = CGPoint(x: 7, y: 8)
        view.frame.origin = CGPoint(x: 0, y: 0)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 7, y: 8))
        view.accessibilityFrame = CGRect(x: 100, y: 100, width: 10, height: 10)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 7, y: 8))
        view.accessibilityActivationPoint = CGPoint(x: 9, y: 9)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 9, y: 9))

        let element = AccessibilityElement(accessibilityContainer: view)
        element.accessibilityFrame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(element.accessibilityFrame == CGRect(x: 5, y: 5, width: 20, height: 20))
        // A frame in container space, once set, is what the frame is.
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(element.accessibilityFrame == CGRect(x: 0, y: 0, width: 10, height: 10))
        element.accessibilityFrameInContainerSpace = .null
        #expect(element.accessibilityFrame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test("R140: the members an app sets are kept: element, label, value, hint, traits, hidden, modal, grouped, elements, custom actions")
    func r140_settingsAreKept() {
        let view = View(frame: .zero)
        let element = AccessibilityElement(accessibilityContainer: view)
        let action = AccessibilityCustomAction(name: "Delete") { _ in true }

        view.isAccessibilityElement = true
        view.accessibilityLabel = "Photo"
        view.accessibilityValue = "3 of 5"
        view.accessibilityHint = "Opens it."
        view.accessibilityTraits = [.image, .header]
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityElements = [element]
        view.accessibilityCustomActions = [action]

        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Photo" && view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityHint == "Opens it." && view.accessibilityTraits == [.image, .header])
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect((view.accessibilityElements?.first as? AccessibilityElement) === element)
        #expect(view.accessibilityCustomActions?.first === action)

        view.accessibilityLabel = nil
        element.isAccessibilityElement = false
        #expect(view.accessibilityLabel == nil && !element.isAccessibilityElement)
    }

    // MARK: Blocks

    @Test("R140: each default implementation answers with its block when one is set: label, value, hint, activate, increment, decrement, escape, magic tap")
    func r140_blocksAnswer() {
        let calls = BlockCalls()
        let view = View(frame: .zero)
        view.accessibilityLabel = "Set label"
        view.accessibilityValue = "Set value"
        view.accessibilityHint = "Set hint"

        view.accessibilityLabelBlock = { calls.note("label"); return "Block label" }
        view.accessibilityValueBlock = { calls.note("value"); return "Block value" }
        view.accessibilityHintBlock = { calls.note("hint"); return nil }
        view.accessibilityActivateBlock = { calls.note("activate"); return true }
        view.accessibilityIncrementBlock = { calls.note("increment") }
        view.accessibilityDecrementBlock = { calls.note("decrement") }
        view.accessibilityPerformEscapeBlock = { calls.note("escape"); return true }
        view.accessibilityMagicTapBlock = { calls.note("magic tap"); return true }

        #expect(view.accessibilityLabel == "Block label")
        #expect(view.accessibilityValue == "Block value")
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityActivate())
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        #expect(view.accessibilityPerformEscape())
        #expect(view.accessibilityPerformMagicTap())
        #expect(calls.names == ["label", "value", "hint", "activate", "increment", "decrement", "escape", "magic tap"])

        // Removing a block returns to what was set.
        view.accessibilityLabelBlock = nil
        view.accessibilityActivateBlock = nil
        #expect(view.accessibilityLabel == "Set label" && !view.accessibilityActivate())
    }

    @Test("R140: the blocks answer on a controller and an AccessibilityElement too, each call afresh")
    func r140_blocksOnControllerAndElement() {
        let calls = BlockCalls()
        let controller = ViewController()
        let element = AccessibilityElement(accessibilityContainer: controller)
        controller.accessibilityPerformEscapeBlock = { calls.note("escape"); return calls.count < 2 }
        element.accessibilityValueBlock = { calls.note("value"); return "\(calls.count)" }

        #expect(controller.accessibilityPerformEscape())
        #expect(element.accessibilityValue == "2")
        #expect(!controller.accessibilityPerformEscape())
        #expect(calls.names == ["escape", "value", "escape"])
        #expect(element.next === controller)
    }

    @Test("R140: a subclass that overrides a member without calling super ignores its block")
    func r140_overrideIgnoresTheBlock() {
        let calls = BlockCalls()
        let view = OverridingView(frame: .zero)
        view.accessibilityLabelBlock = { calls.note("label"); return "Block" }
        view.accessibilityActivateBlock = { calls.note("activate"); return true }
        view.accessibilityIncrementBlock = { calls.note("increment") }
        view.accessibilityPerformEscapeBlock = { calls.note("escape"); return true }
        // Not overridden: the block still answers.
        view.accessibilityMagicTapBlock = { calls.note("magic tap"); return true }

        #expect(view.accessibilityLabel == "Own label")
        #expect(!view.accessibilityActivate())
        view.accessibilityIncrement()
        #expect(!view.accessibilityPerformEscape())
        #expect(view.accessibilityPerformMagicTap())
        #expect(calls.names == ["magic tap"])
    }

    // MARK: Traits

    @Test("R140: AccessibilityTraits have UIKit's raw values: 1 << 0 to 1 << 16 in UIKit's order, toggleButton 1 << 53")
    func r140_traitsRawValues() {
        let ordered: [AccessibilityTraits] = [
            .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
            .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable,
            .allowsDirectInteraction, .causesPageTurn, .tabBar, .header,
        ]
        for (bit, trait) in ordered.enumerated() {
            #expect(trait.rawValue == UInt64(1) << UInt64(bit), "trait \(bit)")
        }
        #expect(AccessibilityTraits.toggleButton.rawValue == UInt64(1) << 53)
        #expect(AccessibilityTraits.none.rawValue == 0 && AccessibilityTraits.none == [])
        #expect(AccessibilityScrollDirection.right.rawValue == 1 && AccessibilityScrollDirection.previous.rawValue == 6)
    }
}
