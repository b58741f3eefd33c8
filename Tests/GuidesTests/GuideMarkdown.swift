import Foundation

/// A guide read back from disk, for checking the conventions of `Plugins/GuideCompiler/README.md`.
struct GuideMarkdown: Sendable, CustomStringConvertible {
    /// A fenced code block.
    struct Block: Sendable {
        /// The fence's line (1-based).
        let line: Int
        /// The info string's words, such as `["swift", "partial"]`.
        let words: [String]
        /// The nearest non-blank line above the fence, without its indentation.
        let lineAbove: String?
        /// The lines between the fences.
        var code: [String] = []

        var isSwift: Bool { words.first == "swift" }
        var isCompiled: Bool { words == ["swift"] }
        var isPartial: Bool { words == ["swift", "partial"] }
    }

    /// The package's root folder.
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder that holds the guides: `Guides/` at the package's root.
    static let directory = packageDirectory.appending(path: "Guides")

    /// The line a partial block's visible note starts with.
    static let partialNote = "> Partial:"

    /// The index of the guides, which is no guide itself.
    static let readme = "README.md"

    let fileName: String
    let text: String
    let blocks: [Block]

    var description: String { fileName }

    /// Every `*.md` file in `Guides/`, sorted by name.
    static func all() throws -> [GuideMarkdown] {
        try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            .filter { $0.pathExtension == "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try GuideMarkdown(contentsOf: $0) }
    }

    /// The guides proper: every file but the README.
    static func guides() throws -> [GuideMarkdown] {
        try all().filter { $0.fileName != readme }
    }

    init(contentsOf url: URL) throws {
        fileName = url.lastPathComponent
        text = try String(contentsOf: url, encoding: .utf8)
        // "\r\n" is one Character in Swift: split on both line endings.
        let lines = text
            .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map(String.init)
        var blocks: [Block] = []
        var openTicks: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let ticks = trimmed.prefix { $0 == "`" }.count
            if let open = openTicks {
                if ticks >= open, trimmed.dropFirst(ticks).allSatisfy(\.isWhitespace) {
                    openTicks = nil
                } else {
                    blocks[blocks.count - 1].code.append(line)
                }
            } else if ticks >= 3 {
                openTicks = ticks
                let above = lines[..<index].last { !$0.allSatisfy(\.isWhitespace) }.map { String($0.drop { $0 == " " }) }
                blocks.append(Block(
                    line: index + 1,
                    words: trimmed.dropFirst(ticks).split(separator: " ").map(String.init),
                    lineAbove: above))
            }
        }
        self.blocks = blocks
    }

    /// The targets of the markdown links `[text](target)` in the text.
    var markdownLinks: [String] {
        var links: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "](") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ")") else { break }
            links.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return links
    }
}
