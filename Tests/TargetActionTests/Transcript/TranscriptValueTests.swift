import Foundation
import Mocks
import TargetAction
import Testing

/// How the transcript writes a callback's value or a `@GestureState`: by type, numbers short.
@Suite struct TranscriptValueTests {
    struct Pin {
        var at: CGPoint
        var lifted: Bool
        var label: String
    }

    enum Grip: Equatable {
        case resting
        case held(by: CGSize, fingers: Int)
    }

    struct Named: CustomStringConvertible {
        var description: String { "named by itself" }
    }

    struct Holder {
        var named: Named
        var scale: CGFloat?
    }

    @Test func numbersPointsSizesAndAnglesAreShort() {
        #expect(transcribe(CGFloat(0.1) + CGFloat(0.2)) == "0.3")
        #expect(transcribe(-0.0001) == "0")
        #expect(transcribe(Float(2.5)) == "2.5")
        #expect(transcribe(CGPoint(x: 10, y: 20.5)) == "(10, 20.5)")
        #expect(transcribe(CGSize(width: -3, height: 4.0000001)) == "(-3, 4)")
        #expect(transcribe(Angle.degrees(45.000000001)) == "45°")
        #expect(transcribe(true) == "true")
        #expect(transcribe(7) == "7")
        #expect(transcribe("text") == "text")
    }

    @Test func optionalsShowTheirContentOrNil() {
        #expect(transcribe(Optional(CGPoint(x: 1, y: 2)) as Any) == "(1, 2)")
        #expect(transcribe(CGFloat?.none as Any) == "nil")
    }

    @Test func aUserTypeIsWrittenPartByPartAsSwiftPrintsIt() {
        #expect(transcribe(Pin(at: CGPoint(x: 10, y: 20.25), lifted: true, label: "a")) == "Pin(at: (10, 20.25), lifted: true, label: \"a\")")
        #expect(transcribe(Grip.held(by: CGSize(width: 3, height: 4), fingers: 2)) == "held(by: (3, 4), fingers: 2)")
        #expect(transcribe(Grip.resting) == "resting")
        #expect(transcribe((magnification: CGFloat(1.5), rotation: Angle.degrees(30))) == "(magnification: 1.5, rotation: 30°)")
        #expect(transcribe([CGFloat(0.1) + CGFloat(0.2), 1]) == "[0.3, 1]")
        #expect(transcribe(Holder(named: Named(), scale: nil)) == "Holder(named: named by itself, scale: nil)")
        #expect(transcribe(Named()) == "named by itself")
    }

    @Test func theToolkitsValuesLeaveOutTimeAndAnchors() {
        let time = Date(timeIntervalSinceReferenceDate: 12)
        let drag = DragGesture.Value(time: time, location: CGPoint(x: 60, y: 90), startLocation: CGPoint(x: 60, y: 60), velocity: CGSize(width: 0, height: -250.0004))
        #expect(transcribe(drag) == "DragGesture.Value(location: (60, 90), startLocation: (60, 60), velocity: (0, -250))")
        let magnify = MagnifyGesture.Value(time: time, magnification: 1.126, velocity: 0.46, startAnchor: .center, startLocation: CGPoint(x: 175, y: 302))
        #expect(transcribe(magnify) == "MagnifyGesture.Value(magnification: 1.13, velocity: 0.46, startLocation: (175, 302))")
        let rotate = RotateGesture.Value(time: time, rotation: .degrees(5.96), velocity: .degrees(47.66), startAnchor: .center, startLocation: .zero)
        #expect(transcribe(rotate) == "RotateGesture.Value(rotation: 5.96°, velocity: 47.66°, startLocation: (0, 0))")
        #expect(transcribe(SpatialTapGesture.Value(location: CGPoint(x: 1, y: 2))) == "SpatialTapGesture.Value(location: (1, 2))")
        #expect(transcribe(SequenceGesture<LongPressGesture, DragGesture>.Value.first(true)) == "first(true)")
        #expect(transcribe(SequenceGesture<LongPressGesture, DragGesture>.Value.second(true, drag)) == "second(true, \(transcribe(drag)))")
        #expect(transcribe(SequenceGesture<LongPressGesture, DragGesture>.Value.second(true, nil)) == "second(true, nil)")
        #expect(transcribe(SimultaneousGesture<MagnifyGesture, RotateGesture>.Value(first: magnify, second: nil))
            == "SimultaneousGesture.Value(first: \(transcribe(magnify)), second: nil)")
        #expect(transcribe(ExclusiveGesture<TapGesture, LongPressGesture>.Value.second(false)) == "second(false)")
    }

    @Test("R60: a @GestureState of the user's own type is written by its parts, and so is its reset")
    func aUserGestureStateIsWrittenByItsParts() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        let grip = GestureState(wrappedValue: Grip.resting)
        card.gesture(DragGesture().updating(grip) { value, state, _ in state = .held(by: value.translation, fingers: 1) })
        let simulator = TouchSimulator(window: window)

        simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250.0001, y: 150), duration: 0.2, steps: 2)

        let transcript = simulator.transcript
        #expect(transcript.contains("card.gesture: @GestureState = held(by: (50, 0), fingers: 1)\n"))
        #expect(transcript.contains("card.gesture: @GestureState = held(by: (100, 0), fingers: 1)\n"))
        #expect(transcript.contains("card.gesture: @GestureState back to resting (R60)\n"))
        #expect(transcript.contains("card.gesture runs updating(DragGesture.Value(location: (150, 50), startLocation: (50, 50), velocity: ("))
    }
}
