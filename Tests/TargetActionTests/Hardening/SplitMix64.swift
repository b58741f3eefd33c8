import Foundation

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same numbers on every
/// platform and toolchain, so a failing random scenario replays exactly from its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), without modulo bias worth caring about here.
    mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A number in `range`, uniformly.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        double(0...1) < p
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// An index picked with the given relative weights.
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }

    /// Derives an independent seed for sub-stream `index` of `seed`.
    static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
