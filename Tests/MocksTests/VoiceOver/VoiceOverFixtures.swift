import Foundation
import Mocks
import TargetAction

/// What the VoiceOver tests build their screens from: plain views marked as elements, with the
/// label, value and traits set by hand, so that the tests hold whatever the controls report.
enum VoiceOverFixtures {
    /// A 390 × 844 window.
    static func window() -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A plain view at `frame` that VoiceOver reads as one element.
    static func element(
        _ label: String?, _ frame: CGRect, value: String? = nil, traits: AccessibilityTraits = [], identifier: String? = nil
    ) -> View {
        let view = View(frame: frame)
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        view.accessibilityValue = value
        view.accessibilityTraits = traits
        view.accessibilityIdentifier = identifier
        return view
    }

    /// A button VoiceOver reads as "`title`, button" whatever the controls' defaults are.
    static func button(_ title: String, _ frame: CGRect) -> Button {
        let button = Button(frame: frame)
        button.setTitle(title, for: .normal)
        button.isAccessibilityElement = true
        button.accessibilityLabel = title
        button.accessibilityTraits = .button
        return button
    }

    /// A count of the times `control` sends `event`.
    static func count(_ event: Control.Event = .touchUpInside, of control: Control) -> Count {
        let count = Count()
        control.addAction(Action { _ in count.value += 1 }, for: event)
        return count
    }

    /// How many times something happened; held by the action that counts, never holding the control.
    final class Count {
        var value = 0
    }

    /// The labels of what `voiceOver` reaches, in order.
    static func labels(_ voiceOver: VoiceOver) -> [String?] {
        voiceOver.elements.map(\.label)
    }
}

/// A scroll view that pages itself for a three-finger scroll (R154), so that the tests do not
/// depend on ScrollView's own `accessibilityScroll(_:)`: `.left` and `.right` move x by a page,
/// `.up` and `.down` y, clamped to the content; true when the offset changed.
final class PagingScrollView: ScrollView {
    private(set) var scrolls: [AccessibilityScrollDirection] = []

    override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        scrolls.append(direction)
        let page = bounds.size
        var offset = contentOffset
        switch direction {
        case .left, .next: offset.x += page.width
        case .right, .previous: offset.x -= page.width
        case .up: offset.y += page.height
        case .down: offset.y -= page.height
        }
        offset.x = min(max(offset.x, 0), max(contentSize.width - page.width, 0))
        offset.y = min(max(offset.y, 0), max(contentSize.height - page.height, 0))
        guard offset != contentOffset else { return false }
        setContentOffset(offset, animated: false)
        return true
    }
}

/// A responder chain's link that records the escapes, magic taps and scrolls it is asked for and
/// answers as told (scrolls: never).
final class ChainLink: View {
    var takesEscape = false
    var takesMagicTap = false
    private(set) var asked: [String] = []

    override func accessibilityPerformEscape() -> Bool {
        asked.append("escape")
        return takesEscape
    }

    override func accessibilityPerformMagicTap() -> Bool {
        asked.append("magic tap")
        return takesMagicTap
    }

    override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        asked.append("scroll \(direction)")
        return false
    }
}
