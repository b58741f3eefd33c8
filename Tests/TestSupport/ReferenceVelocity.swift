import Foundation
import TargetAction

/// R137's reference: the velocity at a recording's lift as Flutter's and Android's trackers
/// estimate it, to check the pan's against.
///
/// Per axis, a least-squares quadratic in time through one finger's touch-down and move samples,
/// differentiated at the newest of them. It takes the samples from the newest back while each is
/// at most ``horizon`` older than the newest and at most ``stopGap`` older than the one after it,
/// and no more than ``maximumSamples``; with fewer than three there is no estimate.
public enum ReferenceVelocity {
    /// How far back the fit reaches from the newest sample: 100 ms.
    public static let horizon: TimeInterval = 0.1
    /// A longer gap between two samples means the finger had stopped: 40 ms.
    public static let stopGap: TimeInterval = 0.04
    /// The most samples the fit takes (the trackers' history): 20.
    public static let maximumSamples = 20

    /// Points per second at the last move of `finger` (window coordinates); nil with fewer than
    /// three samples in the window, or when they do not fix a quadratic (all at one time).
    public static func estimate(_ recording: TouchRecording, finger: Int = 0) -> CGPoint? {
        guard recording.fingers.indices.contains(finger) else { return nil }
        let moves = recording.fingers[finger].samples.filter { $0.phase == .began || $0.phase == .moved }
        guard let newest = moves.last else { return nil }
        var window: [TouchRecording.Sample] = []
        var later = newest
        for sample in moves.reversed() {
            // A nanosecond of slack: times in seconds from whole milliseconds do not subtract exactly.
            guard newest.time - sample.time <= horizon + 1e-9, later.time - sample.time <= stopGap + 1e-9,
                  window.count < maximumSamples else { break }
            window.append(sample)
            later = sample
        }
        guard window.count >= 3 else { return nil }
        let ages = window.map { $0.time - newest.time }   // 0 and below
        guard let vx = slopeAtZero(ages, window.map { Double($0.location.x) }),
              let vy = slopeAtZero(ages, window.map { Double($0.location.y) }) else { return nil }
        return CGPoint(x: vx, y: vy)
    }

    /// The first-order coefficient b of the least-squares fit a + b t + c t² through (t, value):
    /// the fitted curve's slope at t = 0. Solved from the normal equations by Gaussian elimination
    /// with partial pivoting; nil when they are singular (fewer than three distinct times).
    static func slopeAtZero(_ times: [Double], _ values: [Double]) -> Double? {
        // Σ tⁱ⁺ʲ and Σ tⁱ · value, for i, j in 0...2.
        var powerSums = [Double](repeating: 0, count: 5)
        var valueSums = [Double](repeating: 0, count: 3)
        for (t, value) in zip(times, values) {
            var power = 1.0
            for k in 0..<5 {
                powerSums[k] += power
                if k < 3 { valueSums[k] += power * value }
                power *= t
            }
        }
        var matrix = (0..<3).map { row in (0..<3).map { powerSums[row + $0] } + [valueSums[row]] }
        for column in 0..<3 {
            let pivot = (column..<3).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) } ?? column
            // Singular: the pivot is lost in rounding next to Σ t²ᶜ (zero when all times are one).
            guard abs(matrix[pivot][column]) > 1e-9 * powerSums[2 * column] else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<3 where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...3 { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        return matrix[1][3] / matrix[1][1]
    }
}
