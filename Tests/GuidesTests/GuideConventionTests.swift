import Foundation
import Testing

/// The conventions of `Plugins/GuideCompiler/README.md` and the guide list of `Guides/README.md`, checked on the guides as they are on disk.
@Suite struct GuideConventionTests {
    @Test func everyGuideOnDiskWasCompiledIntoThisModule() throws {
        let onDisk = try GuideMarkdown.all().map(\.fileName)

        let compiled = compiledGuides.map(\.fileName)

        #expect(
            compiled == onDisk,
            "The GuideCompiler plugin compiled \(compiled) but Guides/ holds \(onDisk). Rebuild (swift build --build-tests); if it persists, the plugin did not run for the new guide.")
    }

    @Test(arguments: try GuideMarkdown.guides())
    func everyGuideHasACompiledBlock(_ guide: GuideMarkdown) {
        let compiled = guide.blocks.filter(\.isCompiled)

        #expect(
            !compiled.isEmpty,
            "\(guide.fileName) has no ```swift block that is compiled; a guide shows at least one recipe that compiles.")
    }

    @Test(arguments: try GuideMarkdown.all())
    func blockCountsMatchWhatThePluginCompiled(_ guide: GuideMarkdown) {
        let counted = CompiledGuide(
            fileName: guide.fileName,
            compiledBlocks: guide.blocks.filter(\.isCompiled).count,
            partialBlocks: guide.blocks.filter(\.isPartial).count)

        let compiled = compiledGuides.first { $0.fileName == guide.fileName }

        #expect(compiled == counted, "\(guide.fileName) on disk and as compiled differ; rebuild the tests.")
    }

    @Test(arguments: try GuideMarkdown.all())
    func everySwiftBlockIsCompiledOrVisiblyPartial(_ guide: GuideMarkdown) {
        let swiftBlocks = guide.blocks.filter(\.isSwift)

        for block in swiftBlocks {
            #expect(
                block.isCompiled || block.isPartial,
                "\(guide.fileName):\(block.line): ```\(block.words.joined(separator: " ")) is neither ```swift nor ```swift partial.")
            if block.isPartial {
                #expect(
                    block.lineAbove?.hasPrefix(GuideMarkdown.partialNote) == true,
                    "\(guide.fileName):\(block.line): a partial block needs a \"\(GuideMarkdown.partialNote) …\" line right above it, so the reader knows it does not compile on its own.")
            }
        }
    }

    @Test(arguments: try GuideMarkdown.all())
    func compiledBlocksUseOnlyWhatAUsersTestTargetSees(_ guide: GuideMarkdown) {
        let testableImports = guide.blocks.filter(\.isCompiled).flatMap { block in
            block.code.filter { $0.drop { $0 == " " }.hasPrefix("@testable import") }
        }

        #expect(
            testableImports.isEmpty,
            "\(guide.fileName) uses \(testableImports); a recipe must compile in a user's own package, which sees only the public API. Import the module without @testable.")
    }

    @Test func theReadmeLinksEveryGuide() throws {
        let readme = try GuideMarkdown(contentsOf: GuideMarkdown.directory.appending(path: GuideMarkdown.readme))

        let unlinked = try GuideMarkdown.guides().map(\.fileName).filter { !readme.markdownLinks.contains($0) }

        #expect(
            unlinked.isEmpty,
            "Guides/README.md does not link \(unlinked). Add each to the list of guides as [Title](file name).")
    }

    @Test func everyGuideTheReadmeLinksExists() throws {
        let readme = try GuideMarkdown(contentsOf: GuideMarkdown.directory.appending(path: GuideMarkdown.readme))

        let linked = readme.markdownLinks.filter { $0.hasSuffix(".md") && !$0.contains("/") }
        let missing = linked.filter {
            !FileManager.default.fileExists(atPath: GuideMarkdown.directory.appending(path: $0).path)
        }

        #expect(!linked.isEmpty, "Guides/README.md links no guide; it lists every guide there is.")
        #expect(
            missing.isEmpty,
            "Guides/README.md links \(missing), which do not exist. Write the guide, or list it without a link until it exists.")
    }
}
