import Foundation

/// What a hover sample reports besides its location (R103): how far the pencil is from the
/// screen and how it is held. A pointer reports zero for all of them.
struct PencilReading: Equatable {
    var zOffset: CGFloat = 0
    var altitudeAngle: CGFloat = 0
    var azimuthAngle: CGFloat = 0

    /// Whether every reading is finite and `zOffset` is within 0…1.
    var isValid: Bool {
        zOffset.isFinite && zOffset >= 0 && zOffset <= 1 && altitudeAngle.isFinite && azimuthAngle.isFinite
    }
}

/// A ``PencilReading`` behind a reference, as an event's change carries it.
final class PencilBox {
    let reading: PencilReading

    init(_ reading: PencilReading) {
        self.reading = reading
    }
}
