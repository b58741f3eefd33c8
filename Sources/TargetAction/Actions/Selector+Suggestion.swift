import Foundation

extension Responder {
    /// The selector this responder publishes that `selector` nearly matches (a missing or extra
    /// colon, a spelling a letter or two off), for a report's "did you mean"; nil when none does.
    package func publishedSelector(nearly selector: Selector) -> Selector? {
        let wanted = selector.name
        let bare = wanted.replacingOccurrences(of: ":", with: "")
        let limit = max(1, min(2, wanted.count / 4))
        var best: Selector?
        var bestDistance = Int.max
        for candidate in publishedSelectors where candidate != selector {
            let name = candidate.name
            let distance = name.replacingOccurrences(of: ":", with: "") == bare ? 0 : editDistance(name, wanted)
            if distance <= limit, distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }
}

/// How many single-character insertions, deletions and substitutions, and swaps of two neighbouring
/// characters, turn `a` into `b` (each edit counts once: "svae:" is one from "save:"). Every
/// "did you mean" of the toolkit measures with it.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i]
        for j in 1...b.count {
            var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                distance = min(distance, beforePrevious[j - 2] + 1)
            }
            current.append(distance)
        }
        beforePrevious = previous
        previous = current
    }
    return previous[b.count]
}
