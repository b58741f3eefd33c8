// The value gestures' public names, checked by the compiler: SwiftUI's names, argument labels and
// defaults, and the handles a class view returns.
//
// No @testable import: a line here compiles only if the name is public with that signature.
import Foundation
import TargetAction
import Testing

private func requiresGesture<T: Gesture>(_: T.Type) {}
private func requiresValue<T: Gesture, V>(_: T.Type, _: V.Type) where T.Value == V {}
private func requiresEquatableSendable<T: Equatable & Sendable>(_: T.Type) {}
private func requiresHashableSendable<T: Hashable & Sendable>(_: T.Type) {}

/// A custom gesture, made of others in its body.
private struct TwoFingerTwist: Gesture {
    var body: some Gesture<Angle> {
        RotateGesture().map(\.rotation)
    }
}

@Suite struct ValueGestureAPIConformanceTests {
    @Test func theBuiltInGesturesHaveSwiftUIsInitializersDefaultsAndValues() {
        #expect(TapGesture().count == 1)
        #expect(SpatialTapGesture().count == 1 && SpatialTapGesture().coordinateSpace == .local)
        #expect(LongPressGesture().minimumDuration == 0.5 && LongPressGesture().maximumDistance == 10)
        #expect(DragGesture().minimumDistance == 10 && DragGesture().coordinateSpace == .local)
        #expect(MagnifyGesture().minimumScaleDelta == 0.01)
        #expect(RotateGesture().minimumAngleDelta == .degrees(1))
        #expect(MagnificationGesture().minimumScaleDelta == 0.01)
        #expect(RotationGesture().minimumAngleDelta == .degrees(1))
        requiresValue(TapGesture.self, Void.self)
        requiresValue(LongPressGesture.self, Bool.self)
        requiresValue(MagnificationGesture.self, CGFloat.self)
        requiresValue(RotationGesture.self, Angle.self)
        requiresEquatableSendable(SpatialTapGesture.Value.self)
        requiresEquatableSendable(DragGesture.Value.self)
        requiresEquatableSendable(MagnifyGesture.Value.self)
        requiresEquatableSendable(RotateGesture.Value.self)
        requiresGesture(Never.self)
        requiresGesture(Optional<TapGesture>.self)
        requiresGesture(AnyGesture<Bool>.self)
        requiresGesture(TwoFingerTwist.self)
        requiresValue(TwoFingerTwist.self, Angle.self)
    }

    @Test func valuesHavePublicInitializersAndDerivedMembers() {
        let time = Date(timeIntervalSinceReferenceDate: 3)
        let drag = DragGesture.Value(time: time, location: CGPoint(x: 30, y: 40), startLocation: CGPoint(x: 10, y: 10),
                                     velocity: CGSize(width: 100, height: -40))
        let magnify = MagnifyGesture.Value(time: time, magnification: 2, velocity: 1, startAnchor: .center, startLocation: .zero)
        let rotate = RotateGesture.Value(time: time, rotation: .degrees(90), velocity: .radians(1), startAnchor: .topLeading,
                                         startLocation: .zero)

        #expect(drag.translation == CGSize(width: 20, height: 30))
        #expect(drag.predictedEndLocation == CGPoint(x: 55, y: 30))
        #expect(drag.predictedEndTranslation == CGSize(width: 45, height: 20))
        #expect(magnify.magnification == 2 && rotate.rotation.radians == .pi / 2)
        #expect(SpatialTapGesture.Value(location: .zero).location == .zero)
        #expect(SimultaneousGesture<TapGesture, LongPressGesture>.Value(first: nil, second: true).second == true)
        #expect(SequenceGesture<LongPressGesture, LongPressGesture>.Value.second(true, nil) == .second(true, nil))
        #expect(ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.first(true) != .second(true))
    }

    @Test func modifiersReturnSwiftUIsWrapperTypes() {
        let state = GestureState(wrappedValue: 0)
        let changed: ChangedGesture<DragGesture> = DragGesture().onChanged { _ in }
        let ended: EndedGesture<TapGesture> = TapGesture().onEnded {}
        let mapped: MapGesture<LongPressGesture, Int> = LongPressGesture().map { $0 ? 1 : 0 }
        let updating: GestureStateGesture<DragGesture, Int> = DragGesture().updating(state) { _, _, _ in }
        let both: SimultaneousGesture<MagnifyGesture, RotateGesture> = MagnifyGesture().simultaneously(with: RotateGesture())
        let sequence: SequenceGesture<LongPressGesture, DragGesture> = LongPressGesture().sequenced(before: DragGesture())
        let exclusive: ExclusiveGesture<TapGesture, TapGesture> = TapGesture(count: 2).exclusively(before: TapGesture())

        #expect(both.first.minimumScaleDelta == 0.01 && both.second.minimumAngleDelta == .degrees(1))
        #expect(sequence.first.minimumDuration == 0.5 && exclusive.first.count == 2)
        #expect(SimultaneousGesture(TapGesture(), TapGesture(count: 3)).second.count == 3)
        _ = (changed, ended, mapped, updating)
    }

    @Test func gestureStateHasEveryInitializer() {
        struct Flag: ExpressibleByNilLiteral, Equatable { init(nilLiteral: ()) {} }
        @GestureState var a = 1
        @GestureState(initialValue: 2) var b: Int
        @GestureState(wrappedValue: 3, resetTransaction: Transaction(animation: .default)) var c: Int
        @GestureState(initialValue: 4, resetTransaction: Transaction()) var d: Int
        @GestureState(reset: { _, transaction in transaction.disablesAnimations = true }) var e = 5
        @GestureState(initialValue: 6, reset: { _, _ in }) var f: Int
        @GestureState(resetTransaction: Transaction()) var g: Flag
        @GestureState(reset: { _, _ in }) var h: Int?

        let projected: GestureState<Int> = $a

        #expect([a, b, c, d, e, f] as [Int] == [1, 2, 3, 4, 5, 6])
        #expect(g == nil && h == nil)
        #expect(projected.wrappedValue == 1)
    }

    @Test func theSupportingTypesHaveSwiftUIsMembers() {
        requiresHashableSendable(Angle.self)
        requiresHashableSendable(UnitPoint.self)
        requiresHashableSendable(Animation.self)
        requiresEquatableSendable(GestureMask.self)
        #expect(Angle() == .zero && Angle(degrees: 180).radians == .pi && Angle.radians(.pi).degrees == 180)
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5) && UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect([UnitPoint.zero, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading].count == 8)
        #expect(GestureMask.all == [.gesture, .subviews] && GestureMask.none.isEmpty)
        #expect(CoordinateSpace.named("board") != .named("other"))
        #expect([CoordinateSpace.global, .local].count == 2)
        var transaction = Transaction()
        transaction.animation = .spring()
        transaction.disablesAnimations = true
        #expect(Transaction(animation: .linear(duration: 1)).animation == .linear(duration: 1))
        #expect([Animation.default, .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 1)].count == 4)
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) == .spring())
    }

    @Test func viewsAttachGesturesAndReturnHandles() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        let a: AttachedGesture = view.gesture(TapGesture())
        view.gesture(DragGesture(), including: .gesture)
        view.gesture(DragGesture(), isEnabled: false)
        view.gesture(DragGesture(), name: "drag")
        view.gesture(DragGesture(), name: "drag2", isEnabled: false)
        view.highPriorityGesture(TapGesture())
        view.highPriorityGesture(TapGesture(), including: .subviews)
        view.highPriorityGesture(TapGesture(), isEnabled: true)
        view.highPriorityGesture(TapGesture(), name: "high")
        view.simultaneousGesture(TapGesture())
        view.simultaneousGesture(TapGesture(), including: .none)
        view.simultaneousGesture(TapGesture(), isEnabled: true)
        view.simultaneousGesture(TapGesture(), name: "together", isEnabled: true)
        view.onTapGesture {}
        view.onTapGesture(count: 2) {}
        view.onTapGesture(count: 1, coordinateSpace: .global) { (_: CGPoint) in }
        view.onLongPressGesture {}
        view.onLongPressGesture(minimumDuration: 1, maximumDistance: 5, perform: {}, onPressingChanged: { _ in })
        view.coordinateSpace(name: "view")

        #expect(view.attachedGestures.count == 18)
        #expect(a.priority == .normal && a.mask == .all && a.isEnabled && a.name == nil && a.view === view)
        #expect(view.attachedGestures.filter { $0.priority == .high }.count == 4)
        let recognizer: GestureRecognizer = a.recognizer
        #expect(view.gestureRecognizers?.contains { $0 === recognizer } == true)
        a.remove()
        #expect(view.attachedGestures.count == 17)
        let priorities: [AttachedGesture.Priority] = [.normal, .high, .simultaneous]
        #expect(priorities.count == 3)
    }
}
