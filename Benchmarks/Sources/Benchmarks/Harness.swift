import Foundation

/// Times loops: each benchmark is calibrated so that one round takes ``roundDuration``, then the
/// rounds of all benchmarks are interleaved (so that a noisy moment hits all of them alike) and
/// the fastest round of each counts.
struct Harness {
    /// Rounds per benchmark; the fastest counts (the others met interference).
    var rounds = 15
    /// How long one round should take.
    var roundDuration: Duration = .milliseconds(30)

    /// A benchmark: `run(n)` performs the operation `n` times and returns how long the part that
    /// counts took (all of it, or only a timed part for benchmarks that prepare each round).
    struct Benchmark {
        let name: String
        let run: (Int) -> Duration

        /// A benchmark timed as a whole.
        init(_ name: String, _ body: @escaping (Int) -> Void) {
            self.name = name
            run = { n in time { body(n) } }
        }

        /// A benchmark that prepares its rounds: `body(n, timed)` calls `timed` around the part
        /// to measure.
        init(prepared name: String, _ body: @escaping (Int, (() -> Void) -> Void) -> Int) {
            self.name = name
            run = { n in
                var total: Duration = .zero
                _ = body(n) { part in total += time(part) }
                return total
            }
        }
    }

    /// Nanoseconds per operation of each benchmark, by name.
    func measure(_ benchmarks: [Benchmark]) -> [String: Double] {
        var iterations: [Int] = []
        for benchmark in benchmarks {
            _ = benchmark.run(200)   // warm up: caches, lazy state, first allocations
            var n = 200
            while true {   // calibrate: grow until a round takes long enough
                let elapsed = benchmark.run(n)
                if elapsed >= roundDuration / 4 || n >= 1 << 30 {
                    n = Int(Double(n) * max(1, (roundDuration / elapsed).rounded(.up)))
                    break
                }
                n *= 8
            }
            iterations.append(n)
        }
        var best = [Double](repeating: .infinity, count: benchmarks.count)
        for _ in 0..<rounds {
            for (index, benchmark) in benchmarks.enumerated() {
                let perOperation = benchmark.run(iterations[index]).nanoseconds / Double(iterations[index])
                best[index] = min(best[index], perOperation)
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(benchmarks.map(\.name), best))
    }
}

func time(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return clock.now - start
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
