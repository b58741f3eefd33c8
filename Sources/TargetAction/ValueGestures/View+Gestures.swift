import Foundation

// SwiftUI's gesture modifiers on the toolkit's class views. Each attaches the gesture and returns
// its handle; a gesture with a bad setting (R59-R64) is reported at the attaching line and attached
// as one that never recognizes (R67).

extension View {
    /// Attaches `gesture`, which loses to the gestures inside this view (R66).
    @discardableResult
    public func gesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .normal, mask: mask, name: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Attaches `gesture`; disabled, it is the mask `.subviews` (R66).
    @discardableResult
    public func gesture<T: Gesture>(
        _ gesture: T, isEnabled: Bool,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .normal, mask: isEnabled ? .all : .subviews, name: nil,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Attaches `gesture` with a name, which its recognizer takes (R69).
    @discardableResult
    public func gesture<T: Gesture>(
        _ gesture: T, name: String, isEnabled: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .normal, mask: isEnabled ? .all : .subviews, name: name,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Attaches `gesture`, which wins over the gestures inside this view (R66).
    @discardableResult
    public func highPriorityGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .high, mask: mask, name: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    @discardableResult
    public func highPriorityGesture<T: Gesture>(
        _ gesture: T, isEnabled: Bool,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .high, mask: isEnabled ? .all : .subviews, name: nil,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    @discardableResult
    public func highPriorityGesture<T: Gesture>(
        _ gesture: T, name: String, isEnabled: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .high, mask: isEnabled ? .all : .subviews, name: name,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Attaches `gesture`, which runs alongside the gestures inside this view (R66).
    @discardableResult
    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .simultaneous, mask: mask, name: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    @discardableResult
    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, isEnabled: Bool,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .simultaneous, mask: isEnabled ? .all : .subviews, name: nil,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    @discardableResult
    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, name: String, isEnabled: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(gesture, .simultaneous, mask: isEnabled ? .all : .subviews, name: name,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `action` when `count` taps end: `gesture(TapGesture(count:).onEnded { _ in action() })`.
    @discardableResult
    public func onTapGesture(
        count: Int = 1, perform action: @escaping () -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(TapGesture(count: count).onEnded { _ in action() }, .normal, mask: .all, name: nil,
               at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
               method: "onTapGesture", call: count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))")
    }

    /// Runs `action` with where the last tap lifted, in `coordinateSpace`: a ``SpatialTapGesture``.
    @discardableResult
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        attach(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
               .normal, mask: .all, name: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
               method: "onTapGesture", call: count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))")
    }

    /// Runs `action` when a ``LongPressGesture`` ends; `onPressingChanged` gets `true` at its
    /// touch-down and `false` when it ends or fails (R62).
    @discardableResult
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> AttachedGesture {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = minimumDuration == 0.5 ? "onLongPressGesture" : "onLongPressGesture(minimumDuration: \(number(minimumDuration)))"
        guard let onPressingChanged else {
            return attach(press.onEnded { _ in action() }, .normal, mask: .all, name: nil, at: site,
                          method: "onLongPressGesture", call: call)
        }
        return attach(PressingGesture(base: press, pressingChanged: onPressingChanged).onEnded { _ in action() },
                      .normal, mask: .all, name: nil, at: site, method: "onLongPressGesture", call: call)
    }

    /// The gestures attached to this view, in the order attached.
    public var attachedGestures: [AttachedGesture] {
        attachedGestureList.filter { $0.valueRecognizer.view === self }
    }

    /// Names this view for `CoordinateSpace.named(name)` (R68).
    public func coordinateSpace(name: AnyHashable) {
        coordinateSpaceName = name
    }

    // MARK: Attaching

    /// Attaches `gesture` with `priority`, by `method` ("gesture", "onTapGesture"); `call` is the
    /// call as its code reads when a shortcut made the gesture ("onTapGesture(count: 2)").
    private func attach<T: Gesture>(
        _ gesture: T, _ priority: AttachedGesture.Priority, mask: GestureMask, name: String?, at site: CallSite,
        method: String? = nil, call: String? = nil
    ) -> AttachedGesture {
        var builder = GestureTreeBuilder()
        let (node, structure) = builder.build(gesture)
        var root: AnyGestureNode = node
        for problem in builder.problems {
            FailureReporter.report("\(priority)(\(type(of: structure.core))): \(problem) It is attached as a gesture that never recognizes (R67); fix the setting.", at: site)
        }
        if !builder.problems.isEmpty { root = FailingNode<T.Value>(.reportedAtAttaching) }
        let recognizer = ValueGestureRecognizer(
            root: root, structure: structure, priority: priority, mask: mask, name: name,
            method: method ?? "\(priority)", attachment: call ?? "\(priority)(\(structure))")
        let attached = AttachedGesture(recognizer: recognizer)
        recognizer.attached = attached
        attachedGestureList = attachedGestures + [attached]
        addGestureRecognizer(recognizer)
        return attached
    }

    /// Detaches `attached` (R13: a running gesture is cancelled).
    func detachAttachedGesture(_ attached: AttachedGesture) {
        attachedGestureList = attachedGestureList.filter { $0 !== attached }
        attached.valueRecognizer.endPlay(abandoning: true)   // R60: removed while a test played it
        removeGestureRecognizer(attached.valueRecognizer)
    }
}
