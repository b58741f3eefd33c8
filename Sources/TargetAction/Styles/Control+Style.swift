import Foundation

extension Control {
    /// The body the attached style last made: the control's subview at index 0, filling its
    /// bounds; nil without a style (R123).
    public var styleBody: View? { styleAttachment?.body }

    /// Takes the style off: its body goes, and the control tracks touches itself again (R123).
    public func removeStyle() {
        guard let attachment = styleAttachment else { return }
        styleAttachment = nil
        attachment.endPress()
        attachment.body?.removeFromSuperview()
    }

    /// Attaches `kind`, replacing any style, and makes its body at once (R123).
    func attachStyle(_ kind: StyleAttachment.Kind) {
        removeStyle()
        let attachment = StyleAttachment(kind)
        styleAttachment = attachment
        observesBounds = true   // the body follows the bounds (R123)
        updatePress()   // a ButtonStyle attached while a touch is tracked waits for its delay from now
        makeStyleBody(attachment)
    }

    /// A title, role or `isOn` changed: a request when there is a style (R115, R126).
    func styleInputDidChange(_ cause: StaticString) {
        if styleAttachment != nil { requestUpdate(cause) }
    }

    /// An update's last step: the body made again when what it would show changed (R123).
    func refreshStyleBody() {
        guard let attachment = styleAttachment, attachment.shown != currentlyShown(attachment) else { return }
        makeStyleBody(attachment)
    }

    /// Whether this control tracks a touch that goes down on it or on its body (R125, R126).
    var tracksOwnTouches: Bool {
        styleAttachment?.controlTracksTouches ?? true
    }

    /// Keeps the body filling the bounds (R123).
    func fitStyleBody() {
        styleAttachment?.body?.frame = bounds
    }

    /// What a body made now would show.
    private func currentlyShown(_ attachment: StyleAttachment) -> StyleAttachment.Shown {
        if let toggle = self as? Switch { return StyleAttachment.Shown(title: toggle.title, isOn: toggle.isOn) }
        let button = self as? Button
        return StyleAttachment.Shown(
            title: button?.currentTitle, role: button.flatMap { ButtonRole($0.role) }, isPressed: attachment.isPressed)
    }

    /// Calls `makeBody` once and puts its result in place of the previous body (R123).
    private func makeStyleBody(_ attachment: StyleAttachment) {
        let shown = currentlyShown(attachment)
        let label = StyleConfigurationLabel(title: shown.title)
        let body: View
        switch attachment.kind {
        case .button(let style):
            let configuration = ButtonStyleConfiguration(label: label, role: shown.role, isPressed: shown.isPressed)
            attachment.buttonConfiguration = configuration
            body = style.makeBody(configuration: configuration)
            configuration.bodyIsMade()
            body.isUserInteractionEnabled = false   // touches reach the button, which tracks them
        case .primitive(let style):
            let button = self as? Button
            let configuration = PrimitiveButtonStyleConfiguration(label: label, role: shown.role) { [weak button] in
                button?.performPrimaryAction()
            }
            body = style.makeBody(configuration: configuration)
            configuration.bodyIsMade()
        case .toggle(let style):
            let toggle = self as? Switch
            let configuration = ToggleStyleConfiguration(
                label: label, isMixed: false, read: { [weak toggle] in toggle?.isOn ?? false },
                write: { [weak toggle] in toggle?.setOnFromStyle($0) })
            body = style.makeBody(configuration: configuration)
            configuration.bodyIsMade()
        }
        guard styleAttachment === attachment else { return }   // makeBody replaced or removed the style
        attachment.shown = shown
        insertSubview(body, at: 0)
        guard body.superview === self else { return }   // the control itself or an ancestor: reported, kept out
        body.frame = bounds
        if let old = attachment.body, old !== body, old.superview === self { old.removeFromSuperview() }
        attachment.body = body
    }

    // MARK: R124: isPressed

    /// Follows the tracked touch: a `ButtonStyle`'s `isPressed` is true while the button tracks a
    /// touch inside its region that has been down `pressDelay`; each change is a request (R124).
    func updatePress() {
        guard let attachment = styleAttachment, case .button = attachment.kind, let button = self as? Button else { return }
        if !isTracking {
            attachment.pressTimer?.cancel()
            attachment.pressTimer = nil
            attachment.pressDelayPassed = false
        } else if attachment.pressTimer == nil, !attachment.pressDelayPassed, let clock = window?.clock {
            attachment.pressTimer = clock.schedule(after: button.pressDelay) { [weak button, weak attachment] in
                guard let button, let attachment, button.styleAttachment === attachment else { return }
                attachment.pressTimer = nil
                attachment.pressDelayPassed = true
                button.updatePress()
            }
        }
        let pressed = isTracking && isTouchInside && attachment.pressDelayPassed
        guard pressed != attachment.isPressed else { return }
        attachment.isPressed = pressed
        tellWindow(.controlChange(self, ControlChange(rule: "R124", words: pressed
            ? "isPressed: its touch has been down \(number(button.pressDelay)) s, inside the region"
            : isTracking ? "isPressed false: its touch left the region" : "isPressed false: tracking ended")))
        requestUpdate("isPressed changed")
    }
}
