/// A guide as the GuideCompiler plugin compiled it; the plugin generates the list
/// `compiledGuides` of these from `Guides/*.md`.
struct CompiledGuide: Sendable, Equatable, CustomStringConvertible {
    /// The guide's file name, such as `08-Coming-From-UIKit.md`.
    let fileName: String
    /// How many ```` ```swift ```` blocks were compiled into this module.
    let compiledBlocks: Int
    /// How many ```` ```swift partial ```` blocks were left out.
    let partialBlocks: Int

    var description: String { fileName }
}
