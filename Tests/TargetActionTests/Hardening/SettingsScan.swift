import Foundation

/// Reads the Sources for the public settable numeric and geometric properties of views,
/// recognizers, controls, scroll views, value gestures and the touch simulator, so that the
/// settings table can say which of them it lacks.
///
/// It reads declarations, not types: `public`/`open` `var`s (not `private(set)` and the like, not
/// static) declared in such a type or an extension of it, stored or with a setter (a `didSet`, a
/// `set`, `{ get set }`), whose type is written or follows from the initial value (a literal, or a
/// `static let` it names). A property whose type it cannot tell is a problem, never skipped.
struct SettingsScan {
    /// The types that count as numbers or geometry.
    static let numericTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "TimeInterval", "CGPoint", "CGSize", "CGRect",
        "CGVector", "EdgeInsets", "CGAffineTransform", "Angle", "UnitPoint", "DecelerationRate", "Float80",
    ]
    /// The roots of the classes whose settings count; every subclass of them counts too.
    static let rootClasses: Set<String> = ["View", "GestureRecognizer"]
    /// Further types that count: the simulator's and the VoiceOver driver's settings.
    static let otherTypes: Set<String> = ["TouchSimulator", "VoiceOver"]

    /// A declared property: "Type.property", with the type as written or inferred.
    struct Property: Hashable {
        let owner: String
        let name: String
        let type: String
        var key: String { "\(owner).\(name)" }
    }

    private(set) var properties: [Property] = []
    private(set) var problems: [String] = []
    /// Every type declared: its kind, inheritance and whether it is public or open.
    private var types: [String: (kind: String, inherits: [String], isPublic: Bool)] = [:]
    /// `static let`s: "Owner.name" to a written type or, without one, the initial value.
    private var statics: [String: (type: String?, value: String)] = [:]
    private var candidates: [(owner: String, name: String, type: String?, value: String?, file: String)] = []

    /// The settings that count, as "Type.property", sorted.
    var settingKeys: [String] {
        properties.filter { counts($0.owner) && SettingsScan.numericTypes.contains($0.type) }.map(\.key).sorted()
    }

    /// Scans the package's `Sources/TargetAction` and the simulator's and VoiceOver driver's files in `Sources/Mocks`.
    static func ofPackage(testFile: String = #filePath) throws -> SettingsScan {
        var root = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            guard root.pathComponents.count > 1 else { throw ScanError.noPackage(testFile) }
            root.deleteLastPathComponent()
        }
        var files: [URL] = []
        let sources = root.appendingPathComponent("Sources/TargetAction")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            if file.pathExtension == "swift" { files.append(file) }
        }
        let mocks = root.appendingPathComponent("Sources/Mocks")
        for name in try FileManager.default.contentsOfDirectory(atPath: mocks.path) where (name.hasPrefix("TouchSimulator") || name.hasPrefix("VoiceOver")) && name.hasSuffix(".swift") {
            files.append(mocks.appendingPathComponent(name))
        }
        return SettingsScan(files: try files.sorted { $0.path < $1.path }.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) })
    }

    /// Scans `files`, each a name and its source text.
    init(files: [(name: String, text: String)]) {
        for (name, text) in files { read(text, file: name) }
        resolve()
    }

    enum ScanError: Error { case noPackage(String) }

    /// Whether properties of `type` count: a public subclass of a root class, a public value
    /// gesture (a struct that conforms to `Gesture`), or one of ``otherTypes``.
    func counts(_ type: String) -> Bool {
        if SettingsScan.otherTypes.contains(type) { return true }
        guard let info = types[type], info.isPublic else { return false }
        if info.kind == "struct" { return info.inherits.contains("Gesture") }
        var name: String? = type
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            if SettingsScan.rootClasses.contains(current) { return true }
            name = types[current].flatMap { $0.kind == "class" ? $0.inherits.first : nil }
        }
        return false
    }

    // MARK: Reading a file

    private mutating func read(_ source: String, file: String) {
        // One declaration or brace a line: `struct A: Gesture { var b = 1; var c = 2 }` reads as five lines.
        let lines = SourceText.code(of: source).replacingOccurrences(of: "{", with: "{\n").replacingOccurrences(of: "}", with: "\n}")
            .replacingOccurrences(of: ";", with: "\n").components(separatedBy: "\n")
        var depth = 0
        var scopes: [(name: String, depth: Int)] = []
        var pendingType: String?
        var accessor: (index: Int, depth: Int, text: String)?   // the braces after a property's name
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if accessor == nil, let owner = scopes.last?.name, depth == scopes.last!.depth + 1 {
                readDeclaration(trimmed, in: owner, file: file, opensBraces: line.contains("{"), depth: depth, accessor: &accessor)
            }
            if let declared = typeDeclaration(trimmed, in: scopes.last?.name) { pendingType = declared }
            for character in line {
                if character == "{" {
                    if let name = pendingType { scopes.append((name, depth)); pendingType = nil }
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if let scope = scopes.last, scope.depth == depth { scopes.removeLast() }
                }
            }
            if let open = accessor {
                accessor!.text += " " + trimmed
                if depth <= open.depth {
                    finishAccessor(accessor!.text, at: open.index)
                    accessor = nil
                }
            }
        }
    }

    /// A type declared on `line`: its qualified name, recorded with its kind and inheritance.
    private mutating func typeDeclaration(_ line: String, in outer: String?) -> String? {
        let words = SourceText.words(line)
        guard let index = words.firstIndex(where: { ["class", "struct", "enum", "extension", "protocol", "actor"].contains($0) }),
              index + 1 < words.count, words[..<index].allSatisfy(SourceText.isModifier) else { return nil }
        let kind = words[index]
        let written = words[index + 1].split(separator: "<")[0].split(separator: ":")[0]
        guard let first = written.first, first.isUppercase else { return nil }   // not `class func`, `class var`
        if kind == "extension" { return String(written) }
        let name = outer.map { "\($0).\(written)" } ?? String(written)
        var inherits: [String] = []
        if let colon = line.firstIndex(of: ":") {
            let list = line[line.index(after: colon)...].prefix { $0 != "{" }.components(separatedBy: " where ")[0]
            inherits = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "<")[0] }
        }
        let isPublic = words[..<index].contains("public") || words[..<index].contains("open")
        types[name] = (kind, inherits, isPublic)
        return name
    }

    /// Records a property or a `static let` declared on `line` in the body of `owner`.
    private mutating func readDeclaration(
        _ line: String, in owner: String, file: String, opensBraces: Bool, depth: Int,
        accessor: inout (index: Int, depth: Int, text: String)?
    ) {
        let words = SourceText.words(line)
        guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }), keyword + 1 < words.count,
              words[..<keyword].allSatisfy(SourceText.isModifier) else { return }
        let modifiers = words[..<keyword]
        let rest = words[(keyword + 1)...].joined(separator: " ")
        let beforeBrace = rest.prefix { $0 != "{" }
        let (namesPart, typePart, valuePart) = SourceText.splitDeclaration(String(beforeBrace))
        if modifiers.contains("static") || modifiers.contains("class") {
            for name in namesPart { statics["\(owner).\(name)"] = (typePart, valuePart ?? "") }
            return
        }
        guard words[keyword] == "var", modifiers.contains("public") || modifiers.contains("open"),
              !modifiers.contains(where: { $0.hasSuffix("(set)") }) else { return }
        for name in namesPart { candidates.append((owner, name, typePart, valuePart, file)) }
        if opensBraces, !namesPart.isEmpty { accessor = (candidates.count - 1, depth, "") }
    }

    /// A property followed by braces `text`: settable when they hold `didSet`, `willSet` or `set`;
    /// else it is computed and read-only.
    private mutating func finishAccessor(_ text: String, at index: Int) {
        let identifiers = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        guard identifiers.isDisjoint(with: ["didSet", "willSet", "set"]) else { return }
        candidates[index].type = "get-only"
    }

    /// Types every candidate, from its annotation or its initial value.
    private mutating func resolve() {
        for candidate in candidates where candidate.type != "get-only" {
            if let type = candidate.type {
                properties.append(Property(owner: candidate.owner, name: candidate.name, type: SourceText.bareType(type)))
            } else if let type = inferType(candidate.value ?? "", owner: candidate.owner) {
                properties.append(Property(owner: candidate.owner, name: candidate.name, type: type))
            } else if counts(candidate.owner) {
                problems.append("\(candidate.file): cannot tell the type of \(candidate.owner).\(candidate.name) = \(candidate.value ?? "?"); write its type, or teach SettingsScan the form")
            }
        }
    }

    /// The type of an initial value: a literal, `Int.max`, a constructor, or a `static let` it names.
    private func inferType(_ value: String, owner: String, seen: Set<String> = []) -> String? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if value.isEmpty { return nil }
        if value == "true" || value == "false" { return "Bool" }
        if value == "\"\"" { return "String" }
        if value.hasPrefix("[") { return "Array" }
        if Int(value) != nil { return "Int" }
        if Double(value) != nil { return "Double" }
        if ["Int.max", "Int.min"].contains(value) { return "Int" }
        if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            let name = String(value[..<open])
            if let first = name.first, first.isUppercase, !name.contains(".") { return SourceText.bareType(name) }
        }
        let parts = value.split(separator: ".").map(String.init)
        let key = parts.count == 2 ? "\(parts[0]).\(parts[1])" : "\(owner).\(value)"
        guard !seen.contains(key), let declared = statics[key] else { return nil }
        if let type = declared.type { return SourceText.bareType(type) }
        return inferType(declared.value, owner: parts.count == 2 ? parts[0] : owner, seen: seen.union([key]))
    }
}

/// Swift source text as the scan needs it.
enum SourceText {
    static let modifiers: Set<String> = [
        "public", "open", "internal", "package", "private", "fileprivate", "final", "override", "static", "class",
        "lazy", "weak", "unowned", "nonisolated", "dynamic", "required", "convenience", "mutating", "indirect",
    ]

    static func isModifier(_ word: String) -> Bool {
        word.hasPrefix("@") || modifiers.contains(word.components(separatedBy: "(")[0])
    }

    /// The words of `text`, split at spaces.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// `a, b: T = v` as (["a", "b"], "T", "v").
    static func splitDeclaration(_ text: String) -> ([String], String?, String?) {
        let (head, value) = splitOnce(text, "=")
        let (names, type) = splitOnce(head, ":")
        let list = names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return (list, type?.trimmingCharacters(in: .whitespaces), value?.trimmingCharacters(in: .whitespaces))
    }

    private static func splitOnce(_ text: String, _ separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }

    /// A written type without optionality or qualification: `ScrollView.DecelerationRate?` is `DecelerationRate`.
    static func bareType(_ type: String) -> String {
        var type = type.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type.split(separator: ".").last.map(String.init) ?? type
    }

    /// `source` without comments and with every string literal emptied (`""`), lines kept.
    static func code(of source: String) -> String {
        var stripper = Stripper(text: Array(source))
        stripper.copyCode(untilClosingParenthesis: false, emit: true)
        return String(stripper.output)
    }

    private struct Stripper {
        let text: [Character]
        var index = 0
        var output: [Character] = []

        func at(_ offset: Int) -> Character? {
            index + offset < text.count ? text[index + offset] : nil
        }

        /// Copies code, or skips it inside an interpolation, up to the end or the `)` that closes it.
        mutating func copyCode(untilClosingParenthesis: Bool, emit: Bool) {
            var parentheses = 0
            while index < text.count {
                let character = text[index]
                if character == "/", at(1) == "/" {
                    while index < text.count, text[index] != "\n" { index += 1 }
                } else if character == "/", at(1) == "*" {
                    skipBlockComment(emit: emit)
                } else if character == "\"" || (character == "#" && (at(1) == "\"" || at(1) == "#")) {
                    skipString(emit: emit)
                    if emit { output += ["\"", "\""] }
                } else {
                    if untilClosingParenthesis {
                        if character == "(" { parentheses += 1 }
                        if character == ")" {
                            if parentheses == 0 { index += 1; return }
                            parentheses -= 1
                        }
                    }
                    if emit || character == "\n" { output.append(character) }
                    index += 1
                }
            }
        }

        mutating func skipBlockComment(emit: Bool) {
            var nesting = 0
            while index < text.count {
                if text[index] == "/", at(1) == "*" { nesting += 1; index += 2; continue }
                if text[index] == "*", at(1) == "/" {
                    nesting -= 1; index += 2
                    if nesting == 0 { return }
                    continue
                }
                if text[index] == "\n" { output.append("\n") }
                index += 1
            }
        }

        mutating func skipString(emit: Bool) {
            var hashes = 0
            while at(0) == "#" { hashes += 1; index += 1 }
            let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
            index += multiline ? 3 : 1
            let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
            while index < text.count {
                if text[index] == "\\" {
                    var next = index + 1, found = 0
                    while found < hashes, next < text.count, text[next] == "#" { found += 1; next += 1 }
                    if found == hashes, next < text.count, text[next] == "(" {
                        index = next + 1
                        copyCode(untilClosingParenthesis: true, emit: false)
                    } else {
                        index = next + 1
                    }
                    continue
                }
                if String(text[index..<min(index + closing.count, text.count)]) == closing {
                    index += closing.count
                    return
                }
                if text[index] == "\n" { output.append("\n") }
                index += 1
            }
        }
    }
}
