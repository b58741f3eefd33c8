import Foundation
@testable import TargetAction

/// The rule numbers the rule book defines: RULES.md at the package's root, its lines starting
/// `- **R<n>**`, read once.
enum FuzzRuleBook {
    /// The rules, "R1" to the last, or why they could not be read.
    static let rules: Result<Set<String>, RuleBookError> = read()

    /// A rule the book does not have, whatever it gains: one past its highest number.
    static var unknownRule: String {
        let numbers = ((try? rules.get()) ?? []).compactMap { Int($0.dropFirst()) }
        return "R\((numbers.max() ?? 0) + 1)"
    }

    struct RuleBookError: Error, CustomStringConvertible {
        let description: String
    }

    private static func read(testFile: String = #filePath) -> Result<Set<String>, RuleBookError> {
        var root = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            guard root.pathComponents.count > 1 else { return .failure(RuleBookError(description: "no Package.swift above \(testFile)")) }
            root.deleteLastPathComponent()
        }
        let book = root.appendingPathComponent("RULES.md")
        guard let text = try? String(contentsOf: book, encoding: .utf8) else {
            return .failure(RuleBookError(description: "cannot read \(book.path)"))
        }
        var rules: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix("- **R") {
            let number = line.dropFirst("- **R".count).prefix { $0.isNumber }
            if !number.isEmpty, line.dropFirst("- **R".count + number.count).hasPrefix("**") { rules.insert("R\(number)") }
        }
        return rules.isEmpty ? .failure(RuleBookError(description: "\(book.path) lists no rule (no line starts \"- **R<n>**\")")) : .success(rules)
    }
}

/// R104, R105: every state a recognizer enters other than `.changed` and `.possible` comes with
/// its reason, recorded as it was decided: for that state, naming a rule the rule book has.
extension FuzzChecker {
    /// `recognizer` just went `old → new`, `new` a decided state: its ``GestureRecognizer/reason`` says why.
    func checkReason(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        let me = index(recognizer) >= 0 || scene.values.gesture(of: recognizer) != nil ? name(recognizer) : recognizer.name ?? recognizer.debugName
        guard let reason = recognizer.reason else {
            return fail("R104", "\(me) went \(old) → \(new) and records no reason: every state but .changed and .possible is entered with its reason.")
        }
        if reason.state != new {
            return fail("R104", "\(me) went \(old) → \(new) but its reason is for \(reason.state): \"\(reason.description)\". A decision records its own reason as it is made.")
        }
        switch FuzzRuleBook.rules {
        case .failure(let error):
            fail("R104", "the reasons' rules cannot be checked against the rule book: \(error).")
        case .success(let rules) where !rules.contains(reason.rule):
            fail("R104", "\(me) went \(old) → \(new) because \"\(reason.description)\": rule \(reason.rule) is not in RULES.md.")
        case .success:
            count("reason for \(new): \(reason.rule)")
        }
    }
}
