import Foundation
import Mocks
import TargetAction
import Testing

/// R5 (addition): a terminal state set through `state` without touches stays until the state is
/// next set, driven or touched, so code that sets `.ended` and then calls its handler reads `.ended`.
@Suite struct HandSetStateRuleTests {
    /// A user's own fake, as UIKit suites write one: it sets the state, then calls the handler itself.
    final class FakePan: PanGestureRecognizer {
        var fakeTranslation = CGPoint.zero
        private(set) var resets = 0

        override func translation(in view: View?) -> CGPoint { fakeTranslation }

        func perform(_ state: State, translation: CGFloat, handler: (PanGestureRecognizer) -> Void) {
            fakeTranslation = CGPoint(x: 0, y: translation)
            self.state = state
            handler(self)
        }

        override func reset() {
            super.reset()
            resets += 1
        }
    }

    /// What a sheet's pan handler does with what it reads.
    final class Sheet {
        private(set) var settled: [CGFloat] = []
        private(set) var moved: [CGFloat] = []

        func handlePan(_ pan: PanGestureRecognizer) {
            switch pan.state {
            case .ended: settled.append(pan.translation(in: nil).y)
            case .began, .changed: moved.append(pan.translation(in: nil).y)
            default: break
            }
        }
    }

    @Test("R5 (addition): a fake that sets .ended and calls the handler itself is read as .ended, in a window or not",
          arguments: [false, true])
    func aHandlerCalledAfterSettingEndedReadsEnded(inWindow: Bool) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: window.bounds)
        if inWindow { window.addSubview(view) }
        let fake = FakePan(target: nil, action: nil)
        view.addGestureRecognizer(fake)
        let sheet = Sheet()

        fake.perform(.began, translation: 10, handler: sheet.handlePan)
        fake.perform(.changed, translation: 40, handler: sheet.handlePan)
        fake.perform(.ended, translation: 50, handler: sheet.handlePan)

        #expect(sheet.moved == [10, 40])
        #expect(sheet.settled == [50])
        #expect(fake.state == .ended)
        #expect(fake.resets == 0)
    }

    @Test("R5 (addition): the next state set resets it first, so a new gesture begins from .possible")
    func theNextSetResetsIt() {
        let fake = FakePan(target: nil, action: nil)
        let sheet = Sheet()
        fake.perform(.began, translation: 10, handler: sheet.handlePan)
        fake.perform(.cancelled, translation: 10, handler: sheet.handlePan)

        let (_, failures) = FailureReporter.capturing { fake.perform(.began, translation: 5, handler: sheet.handlePan) }

        #expect(failures.isEmpty)
        #expect(fake.resets == 1)
        #expect(fake.state == .began)
        #expect(sheet.moved == [10, 5])
    }

    @Test("R5 (addition): the next touch resets it, and real touches recognize afresh")
    func theNextTouchResetsIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let fake = FakePan(target: nil, action: nil)
        view.addGestureRecognizer(fake)
        let simulator = TouchSimulator(window: window)
        fake.state = .began
        fake.state = .ended

        simulator.down(at: CGPoint(x: 100, y: 100))
        let atTouchDown = (fake.state, fake.resets)
        simulator.move(to: CGPoint(x: 100, y: 150))
        let moving = fake.state

        #expect(atTouchDown == (.possible, 1))
        #expect(moving == .began)
    }

    @Test("R5 (addition): a mock's next drive resets a state set on it by hand; the drive itself still resets when done")
    func aMocksNextDriveResetsIt() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        mock.strictTransitions = true
        mock.state = .began
        mock.state = .ended
        let setByHand = mock.state

        let (_, failures) = FailureReporter.capturing {
            mock.pan(location: nil, translation: CGPoint(x: 0, y: 20), state: .began)
            mock.pan(location: nil, translation: CGPoint(x: 0, y: 30), state: .ended)
        }

        #expect(setByHand == .ended)
        #expect(failures.isEmpty)
        #expect(mock.sentActions.isEmpty || mock.sentActions.map(\.state) == [.began, .ended])
        #expect(mock.state == .possible)
    }
}
