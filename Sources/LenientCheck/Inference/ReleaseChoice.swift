import SwiftParser
import SwiftSyntax

/// The iOS release a block runs on: the default, unless the block's own code needs a later one.
///
/// A guide about iOS 26 API writes `override func updateProperties()` or `UIGlassEffect()` without
/// saying which release it targets, or guards it with `if #available(iOS 26, *)`, which Swift on
/// Linux always takes. Run on the default release, such a block would hit the model's
/// availability check (`platform.unavailable-api`) for API its author plainly meant to use. So a
/// block runs on the latest of:
/// - the releases its `#available(iOS N, *)` conditions and `@available(iOS N, *)` attributes name;
/// - the release the model's declarations say a name it uses first exists in
///   (``ModelVocabulary/introduced``): a type, or a member name that exists in no earlier release
///   under any type, so the name alone says which API it is.
///
/// `--ios` still decides when given. A rule with one place: ``choose(in:vocabulary:default:)``.
public struct ReleaseChoice: Equatable, Sendable {
    /// The release to run on.
    public var release: Int
    /// What asked for it: `#available(iOS 26, *)`, or a name (`UIGlassEffect`).
    public var reason: String

    /// The release `tree` needs when it is later than `default`; nil when the default will do.
    public static func choose(in tree: SourceFileSyntax, vocabulary: ModelVocabulary, default: Int) -> ReleaseChoice? {
        let declared = OwnNames(viewMode: .sourceAccurate)
        declared.walk(tree)
        let finder = Finder(vocabulary: vocabulary, own: declared.names)
        finder.walk(tree)
        // The latest release; of names asking for it, the first in the block.
        var best: ReleaseChoice?
        for choice in finder.found where choice.release > best?.release ?? `default` { best = choice }
        return best
    }

    /// What the choice adds to the block's `inferred:` line.
    public var summary: String { "runs on iOS \(release): the block uses \(reason)" }

    /// The names the block declares itself (its variables, and functions it does not override):
    /// a guide's own `isInteractive` says nothing of the release it needs.
    private final class OwnNames: SyntaxVisitor {
        var names = Set<String>()
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.identifier.text)
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                names.insert(node.name.text)
            }
            return .visitChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        let vocabulary: ModelVocabulary
        let own: Set<String>
        var found: [ReleaseChoice] = []

        init(vocabulary: ModelVocabulary, own: Set<String>) {
            self.vocabulary = vocabulary
            self.own = own
            super.init(viewMode: .sourceAccurate)
        }

        /// A type or member name: the release the model says it first exists in, if any.
        private func name(_ text: String) {
            if !own.contains(text), let release = vocabulary.introduced[text] {
                found.append(ReleaseChoice(release: release, reason: "`\(text)`"))
            }
        }

        /// `#available(iOS 26, *)` and `@available(iOS 26, *)`: the platform's version.
        override func visit(_ node: PlatformVersionSyntax) -> SyntaxVisitorContinueKind {
            if node.platform.text == "iOS", let version = node.version,
                let major = Int(version.major.text)
            {
                var ancestor = node.parent
                while let current = ancestor, !current.is(AvailabilityConditionSyntax.self),
                    !current.is(AttributeSyntax.self)
                {
                    ancestor = current.parent
                }
                let condition = ancestor?.as(AvailabilityConditionSyntax.self)
                // `#unavailable(iOS 26)` guards code for the releases before.
                if condition?.availabilityKeyword.tokenKind == .poundUnavailable { return .skipChildren }
                let written = condition != nil ? "#available" : "@available"
                found.append(ReleaseChoice(release: major, reason: "`\(written)(iOS \(major), *)`"))
            }
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            name(node.baseName.text)
            return .skipChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            name(node.name.text)
            return .visitChildren
        }

        /// `override func updateProperties()`: a member the block overrides.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                name(node.name.text)
            }
            return .visitChildren
        }
    }
}
