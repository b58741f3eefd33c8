import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// R127: styles inspected without a control (a configuration built by hand, one makeBody call),
/// and the style a control has found by its type: the counterparts of ViewInspector's style tests.
@Suite struct StyleInspectionTests {
    // MARK: ButtonStyle

    @Test("R127: inspect(isPressed:) makes the body for each press state, in no view")
    func aButtonStyleForEachPress() {
        let style = SoftWhenPressedStyle()

        #expect(style.inspect(isPressed: false).radius == 0)
        #expect(style.inspect(isPressed: true).radius == 5)
        let body = style.inspect(isPressed: true, role: .destructive, title: "Delete")
        #expect(body.superview == nil)
        #expect(body.label?.title == "Delete")
    }

    @Test("R127: a configuration built by hand carries its title, role and press")
    func aButtonConfigurationByHand() {
        let configuration = ButtonStyleConfiguration(title: "Save", role: .cancel, isPressed: true)
        #expect(configuration.label.title == "Save")
        #expect(configuration.role == .cancel)
        #expect(configuration.isPressed)
        #expect(ButtonStyleConfiguration(isPressed: false).label.title == nil)
    }

    @Test("R127: inspect calls makeBody exactly once")
    func inspectCallsMakeBodyOnce() {
        final class Counter { var calls = 0 }
        struct CountingStyle: ButtonStyle {
            let counter: Counter
            func makeBody(configuration: Configuration) -> View {
                counter.calls += 1
                return configuration.label
            }
        }
        let counter = Counter()
        _ = CountingStyle(counter: counter).inspect(isPressed: true)
        #expect(counter.calls == 1)
    }

    @Test("R127: a style that returns a view already in a tree is reported at the caller's line")
    func aSharedBodyIsReported() {
        let holder = View()
        let shared = View()
        holder.addSubview(shared)

        let line = #line + 1
        let (body, failures) = FailureReporter.capturing { SharedBodyStyle(shared: shared).inspect(isPressed: false) }

        #expect(body === shared)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("already a subview") == true)
    }

    // MARK: PrimitiveButtonStyle

    @Test("R127: inspect(onTrigger:) returns the style's own body, to inspect directly")
    func aPrimitiveStylesBody() {
        var triggers = 0
        let body = TriggerOnTapStyle().inspect(title: "Go") { triggers += 1 }

        #expect(body.configuration.label.title == "Go")
        #expect(body.blurRadius == 0)
        body.configuration.trigger()
        #expect(triggers == 1)
    }

    @Test("R127: PrimitiveButtonStyleConfiguration(onTrigger:) calls onTrigger once per trigger(), and nothing else")
    func onTriggerOncePerCall() {
        var triggers = 0
        let configuration = PrimitiveButtonStyleConfiguration(onTrigger: { triggers += 1 })
        #expect(triggers == 0)   // building it runs nothing
        configuration.trigger()
        configuration.trigger()
        #expect(triggers == 2)
    }

    @Test("R127: the primitive style's body, tapped for real in a window, triggers once and shows the press")
    func aTappedBodyTriggersOnce() {
        var triggers = 0
        let body = TriggerOnTapButton(configuration: PrimitiveButtonStyleConfiguration(onTrigger: { triggers += 1 }))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(body)
        let simulator = TouchSimulator(window: window)
        #expect(body.blurRadius == 0)

        simulator.tap(at: CGPoint(x: 60, y: 22))

        #expect(triggers == 1)
        #expect(body.blurRadius == 5)
    }

    // MARK: ToggleStyle

    @Test("R127: inspect(isOn:) makes the body for each value, its label titled")
    func aToggleStyleForEachValue() {
        let style = SoftWhenOnStyle()

        #expect(style.inspect(isOn: false).radius == 0)
        #expect(style.inspect(isOn: true).radius == 5)
        #expect(style.inspect(isOn: true, title: "Wi-Fi").label?.title == "Wi-Fi")
    }

    @Test("R127: copies of ToggleStyleConfiguration(isOn:) share one isOn, set by the body's tap; nothing is sent")
    func copiesShareIsOn() {
        let kept = ToggleStyleConfiguration(title: "Wi-Fi", isOn: false)
        let body = SoftWhenOnStyle().makeBody(configuration: kept)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(body)

        TouchSimulator(window: window).tap(at: CGPoint(x: 20, y: 15))

        #expect(kept.isOn)
        #expect(!kept.isMixed)
        #expect(ToggleStyleConfiguration(isOn: true, isMixed: true).isMixed)
    }

    // MARK: The attached style

    @Test("R127: inspectButtonStyle returns the attached style of either kind as the type asked for")
    func theAttachedButtonStyle() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.buttonStyle(SoftWhenPressedStyle())
        #expect(button.inspectButtonStyle(SoftWhenPressedStyle.self) != nil)
        #expect(button.inspectButtonStyle((any ButtonStyle).self) != nil)

        button.buttonStyle(TriggerOnTapStyle())
        #expect(button.inspectButtonStyle(TriggerOnTapStyle.self) != nil)
    }

    @Test("R127: inspectButtonStyle with none or another type attached is reported at the caller's line, naming what is attached")
    func aMissingButtonStyleIsReported() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let lineNone = #line + 1
        let (none, noneFailures) = FailureReporter.capturing { button.inspectButtonStyle(SoftWhenPressedStyle.self) }
        button.buttonStyle(TriggerOnTapStyle())
        let lineOther = #line + 1
        let (other, otherFailures) = FailureReporter.capturing { button.inspectButtonStyle(SoftWhenPressedStyle.self) }

        #expect(none == nil)
        #expect(other == nil)
        #expect(noneFailures.map(\.line) == [UInt(lineNone)])
        #expect(noneFailures.first?.message.contains("no button style") == true)
        #expect(otherFailures.map(\.line) == [UInt(lineOther)])
        #expect(otherFailures.first?.message.contains("the PrimitiveButtonStyle TriggerOnTapStyle") == true)
    }

    @Test("R127: inspectToggleStyle finds the switch's style, or reports what is attached")
    func theAttachedToggleStyle() {
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let line = #line + 1
        let (none, failures) = FailureReporter.capturing { toggle.inspectToggleStyle(SoftWhenOnStyle.self) }
        toggle.toggleStyle(SoftWhenOnStyle())

        #expect(none == nil)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("no toggle style") == true)
        #expect(toggle.inspectToggleStyle(SoftWhenOnStyle.self) != nil)
    }
}
