import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// Every demo, in the order `swift run` shows them.
    public static let all: [DemoScenario] = [
        swipeToDismiss, photoViewer, photoPinchAndRotate, holdToConfirm, swipeableCard, sideMenu, settings, sheetWithList, detentSheet,
        zoomingImage, refreshableList, draggableCircle, zoomRotate, counter, counterWithHighPriorityPress,
        filterForm, pagedOnboarding, settingsHelpHover, playPause, sortMenu, holdToConfirmCard, accessibleCart, accessibleSheet,
    ]

    /// PannableViewController: a slow drag slides back, a flick dismisses.
    public static let swipeToDismiss = DemoScenario(
        title: "Swipe down to dismiss (PannableViewController)",
        technique: "one pan; on .ended its translation and velocity decide between hiding and sliding back"
    ) {
        let sheet = PannableViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.view.gestureRecognizers?.first?.name = "pan"   // names for the trace
        let session = DemoSession(showing: sheet, presented: true) {
            [("sheet y", number(sheet.view.frame.minY)),
             ("presented", sheet.presentingViewController == nil ? "no (dismissed)" : "yes")]
        }
        session.act("A slow, short drag (200 points at 200 points/s): the sheet follows, then slides back")
        session.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 350), duration: 1)
        session.wait(0.5)
        session.act("A fast flick (240 points at 3000 points/s): the sheet hides and is dismissed")
        session.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 390), duration: 0.08)
        session.wait(0.5)
        return session
    }

    /// PhotoViewerController: require(toFail:), a delegate that gates the pan, a long press that wins.
    public static let photoViewer = DemoScenario(
        title: "Photo viewer (PhotoViewerController)",
        technique: "single tap require(toFail:) double tap (R15); the pan's delegate lets it begin only while zoomed (R7); a long press that begins makes the others fail (R16)"
    ) {
        let viewer = PhotoViewerController()
        let session = DemoSession(showing: viewer) {
            [("photo transform:", describeTransform(viewer.photoView.transform)),
             ("centre", format(rounded(viewer.photoView.center))),
             ("chrome", viewer.isChromeHidden ? "hidden" : "shown"),
             ("menu", viewer.isMenuVisible ? "open at \(format(viewer.menuView.center))" : "closed")]
        }
        let middle = CGPoint(x: 195, y: 422)
        session.act("Single tap: it has its tap at the lift, but must wait for the double tap to fail")
        session.tap(at: middle)
        session.wait(0.6)
        session.act("Double tap: zooms in around the tap; the single tap fails")
        session.tap(at: middle, count: 2)
        session.wait(0.6)
        session.act("Drag the zoomed photo: the delegate lets the pan begin, and the photo follows")
        session.drag(from: middle, to: CGPoint(x: 115, y: 382), duration: 0.2)
        session.wait(0.5)
        session.act("Double tap again: zooms out")
        session.tap(at: middle, count: 2)
        session.wait(0.6)
        session.act("Drag the unzoomed photo: the delegate refuses the pan, nothing moves")
        session.drag(from: middle, to: CGPoint(x: 115, y: 382), duration: 0.2)
        session.wait(0.5)
        session.act("Long press: the menu opens at 0.5 s, and the taps fail")
        session.longPress(at: middle, duration: 0.7)
        session.wait(0.6)
        session.act("Single tap: closes the menu (the chrome stays)")
        session.tap(at: CGPoint(x: 60, y: 120))
        session.wait(0.6)
        return session
    }

    /// PhotoViewerController: a pinch and a rotation at once, each handler resetting its value.
    public static let photoPinchAndRotate = DemoScenario(
        title: "Pinch and rotate the photo (PhotoViewerController)",
        technique: "a pinch and a rotation on the photo run together (their delegate says yes to shouldRecognizeSimultaneouslyWith, R16); each handler applies its increment to the photo's transform (scaledBy, rotated(by:)), then resets scale to 1 or rotation to 0; the zoom stays within 1…4"
    ) {
        let viewer = PhotoViewerController()
        let session = DemoSession(showing: viewer) {
            [("photo transform:", describeTransform(viewer.photoView.transform)),
             ("centre", format(rounded(viewer.photoView.center)))]
        }
        let middle = CGPoint(x: 195, y: 422)
        session.act("Two fingers spread from 100 to 200 points apart while turning 30°: zoom and angle change together")
        session.twoFingers(around: middle, distance: (100, 200), angle: (0, .pi / 6), duration: 0.5)
        session.wait(0.5)
        session.act("Spread from 100 to 300 points: three times 2× would be 6×, but the zoom stops at 4×")
        session.twoFingers(around: middle, distance: (100, 300), duration: 0.5)
        session.wait(0.5)
        session.act("Double tap: the photo is zoomed (by the pinch), so it zooms out to 1×; the angle stays")
        session.tap(at: middle, count: 2)
        session.wait(0.6)
        session.act("Pinch in from 200 to 100 points while turning back 30°: the zoom stays at 1×, the angle returns to 0°")
        session.twoFingers(around: middle, distance: (200, 100), angle: (0, -.pi / 6), duration: 0.5)
        session.wait(0.5)
        return session
    }

    /// HoldToConfirmViewController: a long press of 0 s tracks the press; a clock timer confirms.
    public static let holdToConfirm = DemoScenario(
        title: "Hold to confirm (HoldToConfirmViewController)",
        technique: "a long press with minimumPressDuration 0 tracks the whole press (fade at touch-down, R29); a 1 s timer on the window's virtual clock confirms"
    ) {
        let screen = HoldToConfirmViewController()
        let session = DemoSession(showing: screen) {
            [("button alpha", number(screen.button.alpha)),
             ("pressing", screen.isPressing ? "yes" : "no"),
             ("confirmed", screen.confirmed ? "yes" : "no")]
        }
        let button = screen.button.convert(CGPoint(x: screen.button.bounds.midX, y: screen.button.bounds.midY), to: nil)
        session.act("Lift after 0.4 s: too early, the press is cancelled and the button restored")
        session.longPress(at: button, duration: 0.4)
        session.wait(0.5)
        session.act("Drag off the button after 0.3 s: cancelled, even though the finger is still down")
        session.down(at: button)
        session.wait(0.3)
        session.move(to: CGPoint(x: button.x, y: button.y - 100))
        session.wait(0.3)
        session.up()
        session.wait(0.5)
        session.act("Hold for 1.2 s: confirmed at 1 s, while the finger is still down")
        session.down(at: button)
        session.wait(1)
        session.note("the controller's 1 s timer on the window's clock fired: confirmed")
        session.wait(0.2)
        session.up()
        session.wait(0.5)
        return session
    }

    /// SwipeableCardViewController: translation, rotation and a two-sided decision on release.
    public static let swipeableCard = DemoScenario(
        title: "Swipeable card (SwipeableCardViewController)",
        technique: "one pan: the card follows and tilts with translation.x; on .ended a flick or a drag past the threshold sends it away"
    ) {
        let cards = SwipeableCardViewController()
        let session = DemoSession(showing: cards) {
            let offset = CGPoint(x: cards.card.center.x - cards.restingCenter.x, y: cards.card.center.y - cards.restingCenter.y)
            return [("card offset", format(offset)),
                    ("card tilted", degrees(atan2(cards.card.transform.b, cards.card.transform.a))),
                    ("gone", cards.swipedDirection.map { "to the \($0)" } ?? "no")]
        }
        let rest = cards.restingCenter
        session.act("A short, slow drag right: the card follows and tilts, then snaps back")
        session.drag(from: rest, to: CGPoint(x: rest.x + 80, y: rest.y + 10), duration: 0.8)
        session.wait(0.5)
        session.act("A drag past the 120-point threshold: the card leaves to the right")
        session.drag(from: rest, to: CGPoint(x: rest.x + 180, y: rest.y), duration: 0.8)
        session.wait(0.5)
        session.perform("resetCard(): a new card") { cards.resetCard() }
        session.act("A quick 80-point flick left (1600 points/s): short of the threshold, but it leaves to the left")
        session.drag(from: rest, to: CGPoint(x: rest.x - 80, y: rest.y), duration: 0.05)
        session.wait(0.5)
        return session
    }

    /// SideMenuViewController: a screen-edge pan that follows and settles, a swipe that closes.
    public static let sideMenu = DemoScenario(
        title: "Side menu (SideMenuViewController)",
        technique: "a screen-edge pan (edges .left) pulls the menu out with the finger; on .ended a flick of 500 points/s or more goes its way, a slower release opens past half the width; a swipe .left on the open menu closes it (discrete: one action)"
    ) {
        let screen = SideMenuViewController()
        let session = DemoSession(showing: screen) {
            [("menu shows", "\(number(screen.revealedWidth.rounded())) of \(number(screen.menuWidth))"),
             ("settled", screen.isMenuOpen ? "open" : "closed")]
        }
        session.act("A drag that starts mid-screen: not at the edge, so the edge pan fails and nothing moves")
        session.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        session.wait(0.3)
        session.act("Drag in from the left edge by 100 points, slowly (100 points/s): short of half the menu, it closes again")
        session.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 1)
        session.wait(0.3)
        session.act("Drag in from the edge by 200 points, slowly: past half the menu, it settles open")
        session.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), duration: 1)
        session.wait(0.3)
        session.act("Swipe left on the open menu: the swipe is recognized once, and the menu closes")
        session.swipe(from: CGPoint(x: 200, y: 400), direction: .left)
        session.wait(0.3)
        session.act("A quick 60-point flick in from the edge (1200 points/s): short of half, but fast enough to open")
        session.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), duration: 0.05)
        session.wait(0.3)
        return session
    }

    /// SettingsViewController: controls win their touches over a background tap; a nil-target save.
    public static let settings = DemoScenario(
        title: "Settings (SettingsViewController)",
        technique: "a switch, a slider and a button on a background whose tap ends editing: the switch and the button beat the one-tap recognizer (R43), a drag on the slider's thumb is the slider's, a tap elsewhere (the slider included) ends editing; the save button's nil-target action goes up the responder chain to the controller (R42)"
    ) {
        let screen = SettingsViewController()
        let session = DemoSession(showing: screen) {
            [("dark mode", screen.darkModeSwitch.isOn ? "on" : "off"),
             ("text size", number(screen.textSizeSlider.value)),
             ("editing", screen.isEditing ? "yes" : "no"),
             ("saved", screen.savedSettings.map { "dark mode \($0.isDarkMode ? "on" : "off"), text size \(number($0.textSize))" } ?? "nothing")]
        }
        let darkMode = screen.darkModeSwitch.convert(CGPoint(x: 25, y: 15), to: nil)
        let thumb = screen.textSizeSlider.convert(CGPoint(x: screen.textSizeSlider.thumbFrame.midX, y: 15), to: nil)
        session.act("Tap the switch: it beats the background's tap recognizer, toggles on, and editing begins")
        session.tap(at: darkMode)
        session.wait(0.3)
        session.act("Tap the background: the tap recognizer ends editing")
        session.tap(at: CGPoint(x: 195, y: 450))
        session.wait(0.3)
        session.act("Drag the slider's thumb 80 points right: the slider follows the finger (20 → 25), and the tap fails as the finger moves")
        session.drag(from: thumb, to: CGPoint(x: thumb.x + 80, y: thumb.y), duration: 0.4)
        session.wait(0.6)   // long enough that the next touch is no repeat (tapCount 1)
        session.act("Tap the slider: a slider beats pans and swipes, not taps, so the background tap ends editing and cancels the slider's touch")
        session.tap(at: CGPoint(x: thumb.x + 80, y: thumb.y))
        session.wait(0.3)
        session.act("Tap save: the button beats the tap; its nil-target \"save:\" goes up the responder chain to the controller")
        session.tap(at: screen.saveButton.convert(CGPoint(x: 175, y: 25), to: nil))
        session.wait(0.3)
        session.act("As a UIKit test does, no touches: turn the switch off in code (which sends nothing), then send .valueChanged")
        session.perform("darkModeSwitch.isOn = false; darkModeSwitch.sendActions(for: .valueChanged)") {
            screen.darkModeSwitch.isOn = false
            screen.darkModeSwitch.sendActions(for: .valueChanged)
        }
        return session
    }
}

/// A scale-and-rotation transform as "scale 2.5, angle 30°": its uniform scale to 3 decimals and
/// its angle (clockwise positive) to a tenth of a degree.
private func describeTransform(_ transform: CGAffineTransform) -> String {
    let scale = (hypot(transform.a, transform.b) * 1000).rounded() / 1000
    return "scale \(number(scale)), angle \(degrees(atan2(transform.b, transform.a)))"
}

/// A point to whole points.
private func rounded(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x.rounded(), y: point.y.rounded())
}

/// An angle in radians as degrees to a tenth: "9.2°", "-30°".
private func degrees(_ radians: CGFloat) -> String {
    let tenths = (radians * 180 / .pi * 10).rounded() / 10
    return "\(number(tenths == 0 ? 0 : tenths))°"
}
