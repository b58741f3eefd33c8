import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// `inspectGesture` and `InspectedGesture`: finding an attached gesture, its settings, its
/// callbacks called by hand, and the gesture played with its `@GestureState` (R60).
@Suite struct InspectedGestureTests {
    /// What callbacks wrote, in order.
    final class Log {
        var lines: [String] = []
    }

    let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let log = Log()

    private func drag(_ translation: CGFloat) -> DragGesture.Value {
        DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), location: CGPoint(x: 0, y: translation), startLocation: .zero)
    }

    @Test func aGestureIsFoundUnderItsCallbacksWithItsSettingsAndHowItIsAttached() throws {
        view.gesture(DragGesture(minimumDistance: 25, coordinateSpace: .global).onEnded { _ in }, name: "sheet")

        let inspected = try #require(view.inspectGesture(DragGesture.self))

        #expect(inspected.gesture.minimumDistance == 25)
        #expect(inspected.gesture.coordinateSpace == .global)
        #expect(inspected.mask == .all)
        #expect(inspected.attached.name == "sheet")
        #expect(inspected.attached.priority == .normal)
    }

    @Test func priorityAndIndexPickAmongGesturesOfOneType() throws {
        view.onTapGesture(count: 2) {}
        view.highPriorityGesture(TapGesture(count: 3))
        view.onTapGesture(count: 1) {}

        #expect(view.inspectGesture(TapGesture.self)?.gesture.count == 2)
        #expect(view.inspectGesture(TapGesture.self, index: 1)?.gesture.count == 1)
        #expect(view.inspectGesture(TapGesture.self, priority: .high)?.gesture.count == 3)
    }

    @Test func theShortcutsAreFoundAsTheGesturesTheyAttach() {
        view.onTapGesture(count: 2, coordinateSpace: .global) { (_: CGPoint) in }
        view.onLongPressGesture(minimumDuration: 2, perform: {}, onPressingChanged: { _ in })

        #expect(view.inspectGesture(SpatialTapGesture.self)?.gesture.count == 2)
        #expect(view.inspectGesture(LongPressGesture.self)?.gesture.minimumDuration == 2)
    }

    @Test func aComposedGestureIsFoundByItsFullTypeAndItsSidesToAnyDepth() throws {
        view.gesture(MagnifyGesture(minimumScaleDelta: 0.2).onChanged { _ in }
            .simultaneously(with: RotateGesture().map { $0.rotation })
            .sequenced(before: TapGesture(count: 4)))

        let sequence = try #require(view.inspectGesture(SequenceGesture<SimultaneousGesture<MagnifyGesture, RotateGesture>, TapGesture>.self))
        let both = try #require(sequence.first(SimultaneousGesture<MagnifyGesture, RotateGesture>.self))

        #expect(both.first(MagnifyGesture.self)?.gesture.minimumScaleDelta == 0.2)
        #expect(both.second(RotateGesture.self)?.gesture.minimumAngleDelta == .degrees(1))
        #expect(sequence.second(TapGesture.self)?.gesture.count == 4)
    }

    @Test func aGestureNotThereIsReportedAtTheCallersLineWithWhatTheViewHas() {
        view.onTapGesture {}
        view.highPriorityGesture(LongPressGesture())

        let line = #line + 1
        let (found, failures) = FailureReporter.capturing { view.inspectGesture(DragGesture.self) }

        #expect(found == nil)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("gesture(TapGesture), highPriorityGesture(LongPressGesture)") == true)
    }

    @Test func callOnChangedCallsEveryOnChangedInOrderThroughMaps() throws {
        let log = log
        view.gesture(DragGesture()
            .onChanged { log.lines.append("inner \($0.translation.height)") }
            .map { Int($0.translation.height) * 2 }
            .onChanged { log.lines.append("outer \($0)") }
            .onEnded { log.lines.append("ended \($0)") })
        let inspected = try #require(view.inspectGesture(DragGesture.self))

        inspected.callOnChanged(value: drag(10))
        inspected.callOnChanged(value: drag(10))
        inspected.callOnEnded(value: drag(15))

        #expect(log.lines == ["inner 10.0", "outer 20", "inner 10.0", "outer 20", "ended 30"])
    }

    @Test func callUpdatingWorksOnTheStatePassedAndLeavesTheGestureStateAlone() throws {
        let offset = GestureState(wrappedValue: CGFloat(0))
        view.gesture(DragGesture().updating(offset) { value, state, transaction in
            state = value.translation.height
            transaction.animation = .easeOut(duration: 0.3)
        })
        let inspected = try #require(view.inspectGesture(DragGesture.self))
        var state: CGFloat = 0
        var transaction = Transaction()

        inspected.callUpdating(value: drag(40), state: &state, transaction: &transaction)

        #expect(state == 40)
        #expect(transaction.animation == .easeOut(duration: 0.3))
        #expect(offset.wrappedValue == 0)
    }

    @Test func aCallbackKindTheChainLacksOrAStateOfTheWrongTypeIsReported() throws {
        view.gesture(LongPressGesture().updating(GestureState(wrappedValue: false)) { value, state, _ in state = value })
        let inspected = try #require(view.inspectGesture(LongPressGesture.self))
        var wrongState = 0
        var transaction = Transaction()

        let (_, failures) = FailureReporter.capturing {
            inspected.callOnEnded(value: true)
            inspected.callUpdating(value: true, state: &wrongState, transaction: &transaction)
        }

        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("has no onEnded callback") == true)
        #expect(failures.first?.message.contains("Its chain adds updating") == true)
        #expect(failures.last?.message.contains("takes another type of state") == true)
    }

    @Test("R60: change(to:) writes every @GestureState and runs onChanged unless the value repeats; end(with:) runs onEnded, then resets the states")
    func playingAGestureRunsItsWholeChain() throws {
        let log = log
        let offset = GestureState(wrappedValue: CGFloat(0))
        view.gesture(DragGesture()
            .updating(offset) { value, state, _ in state = value.translation.height }
            .onChanged { log.lines.append("changed \($0.translation.height)") }
            .onEnded { log.lines.append("ended \($0.translation.height) with state \(offset.wrappedValue)") })
        let inspected = try #require(view.inspectGesture(DragGesture.self))

        inspected.change(to: drag(10))
        let whileRunning = offset.wrappedValue
        inspected.change(to: drag(10))
        inspected.change(to: drag(30))
        inspected.end(with: drag(35))

        #expect(whileRunning == 10)
        #expect(log.lines == ["changed 10.0", "changed 30.0", "ended 35.0 with state 30.0"])
        #expect(offset.wrappedValue == 0)
    }

    @Test("R60: cancel() runs no onEnded and resets the states")
    func cancellingAPlayedGestureResetsItsState() throws {
        let log = log
        let pressing = GestureState(wrappedValue: false)
        view.gesture(LongPressGesture()
            .updating(pressing) { value, state, _ in state = value }
            .onEnded { _ in log.lines.append("ended") })
        let inspected = try #require(view.inspectGesture(LongPressGesture.self))

        inspected.change(to: true)
        let held = pressing.wrappedValue
        inspected.cancel()

        #expect(held)
        #expect(!pressing.wrappedValue)
        #expect(log.lines.isEmpty)
    }

    @Test("R60, R65: a composed gesture played runs its sides' callbacks and its own")
    func playingAComposedGestureRunsEverySidesCallbacks() throws {
        let log = log
        let rotating = GestureState(wrappedValue: false)
        view.gesture(MagnifyGesture().onChanged { log.lines.append("magnify \($0.magnification)") }
            .simultaneously(with: RotateGesture().updating(rotating) { _, state, _ in state = true })
            .onEnded { log.lines.append("ended \($0.first?.magnification ?? 0) \($0.second == nil)") })
        let both = try #require(view.inspectGesture(SimultaneousGesture<MagnifyGesture, RotateGesture>.self))
        let time = Date(timeIntervalSinceReferenceDate: 0)
        let magnify = MagnifyGesture.Value(time: time, magnification: 2, velocity: 0, startAnchor: .center, startLocation: .zero)
        let rotate = RotateGesture.Value(time: time, rotation: .degrees(30), velocity: .zero, startAnchor: .center, startLocation: .zero)

        both.change(to: .init(first: magnify, second: rotate))
        let rotatingWhileRunning = rotating.wrappedValue
        both.end(with: .init(first: magnify, second: nil))

        #expect(rotatingWhileRunning)
        #expect(!rotating.wrappedValue)
        #expect(log.lines == ["magnify 2.0", "ended 2.0 true"])
    }

    @Test("R65: the second side of an exclusive gesture plays as if the first failed; a sequence's, only after the first ended")
    func playingASideOfACompositionFollowsItsRules() throws {
        let log = log
        view.gesture(TapGesture(count: 2).onEnded { log.lines.append("double") }
            .exclusively(before: TapGesture().onEnded { log.lines.append("single") }))
        view.gesture(LongPressGesture().sequenced(before: DragGesture().onChanged { _ in log.lines.append("drag") }))
        let exclusive = try #require(view.inspectGesture(ExclusiveGesture<TapGesture, TapGesture>.self))
        let sequence = try #require(view.inspectGesture(SequenceGesture<LongPressGesture, DragGesture>.self))

        exclusive.second(TapGesture.self)?.end(with: ())
        let (_, failures) = FailureReporter.capturing { sequence.second(DragGesture.self)?.change(to: drag(20)) }
        sequence.change(to: .second(true, drag(20)))

        #expect(log.lines == ["single", "drag"])
        #expect(failures.first?.message.contains("runs only once the first ended") == true)
    }

    @Test("R66: playing a gesture that is disabled, masked by a gesture around it, or run by real touches is reported and changes nothing")
    func playingWhatNoTouchWouldRunIsReported() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.addSubview(inner)
        let state = GestureState(wrappedValue: false)
        let disabled = view.gesture(LongPressGesture().updating(state) { value, state, _ in state = value }, isEnabled: false)
        inner.gesture(LongPressGesture().updating(state) { value, state, _ in state = value })
        let outerDrag = view.gesture(DragGesture(), including: .gesture)
        let simulator = TouchSimulator(window: window)

        let (_, failures) = FailureReporter.capturing {
            view.inspectGesture(LongPressGesture.self)?.change(to: true)
            inner.inspectGesture(LongPressGesture.self)?.change(to: true)
            simulator.down(at: CGPoint(x: 150, y: 150))
            view.inspectGesture(DragGesture.self, index: 0)?.change(to: drag(5))
            simulator.up()
        }

        #expect(failures.map { $0.message.contains("disabled") } == [true, false, false])
        #expect(failures.dropFirst().first?.message.contains("mask without .subviews") == true)
        #expect(failures.last?.message.contains("real touches are running it") == true)
        #expect(!state.wrappedValue)
        #expect(!disabled.isEnabled && outerDrag.mask == .gesture)
    }

    @Test func firstAndSecondOnAGestureThatComposesNothingOrOfAnotherTypeAreReported() throws {
        view.gesture(TapGesture().simultaneously(with: LongPressGesture()))
        view.gesture(DragGesture())
        let composed = try #require(view.inspectGesture(SimultaneousGesture<TapGesture, LongPressGesture>.self))
        let single = try #require(view.inspectGesture(DragGesture.self))

        let (results, failures) = FailureReporter.capturing {
            (composed.second(DragGesture.self), single.first(TapGesture.self))
        }

        #expect(results.0 == nil && results.1 == nil)
        #expect(failures.first?.message.contains("is a LongPressGesture") == true)
        #expect(failures.last?.message.contains("composes no gestures") == true)
    }
}

/// R60 while a test plays a gesture: removing or disabling it resets its states, as with touches.
@Suite struct InspectedGestureRemovalTests {
    @Test("R60: remove(), isEnabled false or a disabled recognizer while a test plays the gesture reset its @GestureState; a removed gesture cannot be played",
          arguments: [0, 1, 2])
    func removingOrDisablingAPlayedGestureResetsItsState(way: Int) throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pressing = GestureState(wrappedValue: false)
        let attached = view.gesture(LongPressGesture().updating(pressing) { value, state, _ in state = value })
        let press = try #require(view.inspectGesture(LongPressGesture.self))
        press.change(to: true)
        let held = pressing.wrappedValue

        switch way {
        case 0: attached.remove()
        case 1: attached.isEnabled = false
        default: attached.recognizer.isEnabled = false
        }
        let (_, failures) = FailureReporter.capturing { press.change(to: true) }

        #expect(held)
        #expect(!pressing.wrappedValue)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(way == 0 ? "removed from its view" : "disabled") == true)
    }
}

/// Calling the callbacks of a composed gesture whose sides carry callbacks and maps.
@Suite struct InspectedComposedCallbackTests {
    @Test("A composed gesture's callbacks are called with its value built from bare sides; each side's maps apply to its value")
    func callingAComposedGesturesCallbacksLiftsTheSides() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var ended: [String] = []
        view.gesture(TapGesture().onEnded {}.simultaneously(with: LongPressGesture().map { $0 ? "held" : "let go" })
            .onEnded { ended.append("\($0.first != nil) \($0.second ?? "none")") })
        view.gesture(LongPressGesture().onEnded { _ in }.sequenced(before: DragGesture().map { Int($0.translation.height) })
            .onChanged { value in
                if case .second(let pressed, let drag) = value { ended.append("\(pressed) \(drag ?? -1)") }
            })
        let both = try #require(view.inspectGesture(SimultaneousGesture<TapGesture, LongPressGesture>.self))
        let sequence = try #require(view.inspectGesture(SequenceGesture<LongPressGesture, DragGesture>.self))
        let drag = DragGesture.Value(time: .distantPast, location: CGPoint(x: 0, y: 12), startLocation: .zero)

        both.callOnEnded(value: .init(first: (), second: true))
        both.callOnEnded(value: .init(first: nil, second: nil))
        sequence.callOnChanged(value: .second(true, drag))

        #expect(ended == ["true held", "false none", "true 12"])
    }
}
