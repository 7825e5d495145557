import SpecPages
import SwiftParser
import SwiftSyntax

/// Turns an example and its contexts into one Swift source file of the merged example module.
///
/// Top-level declarations (types, extensions, protocols, functions) stay at file scope, made
/// `fileprivate` so that two examples may both declare `struct Item`; statements move into the
/// example's entry function, which runs on the main actor as UIKit code does. `import UIKit` becomes
/// `import UIKitModel`, a reusable view subclass's own `init()` becomes `required`
/// (see ``RequiredInitializerRewriter``), and Objective-C interop (`#selector`, `@objc`,
/// `@UIApplicationMain`) becomes the model's equivalents (see ``ObjCInteropRewriter``). Every piece is preceded by `#sourceLocation` so diagnostics
/// and `#line` name the spec page's own file and line.
struct ExampleSourceGenerator {
    /// The generated file for one example.
    struct Output: Sendable {
        var source: String
        /// Syntax errors found by the parser: such an example is compiled only on its own.
        var hasSyntaxErrors: Bool
        /// Whether the example declares or imports anything at file scope (beyond ``implicitImports``):
        /// only then does it need a file of its own to keep its declarations `fileprivate`. Without,
        /// its whole code is in its entry function, and it shares a file (``SharedSource``).
        var needsOwnFile = true
        /// Whether the example awaits, so that its entry point is `async`.
        var isAsync = true
        /// The file's import lines, each ending in a newline: the start of ``source``.
        var header = ExampleSourceGenerator.implicitImportLines
        /// The names the example declares at file scope, its declarations' members included (see
        /// ``DeclaredNames``): with ``usedNames``, what tells whether two examples that declare
        /// things may still share a file (``SharedSource``).
        var declaredNames: Set<String> = []
        /// Every identifier and operator the example's code spells.
        var usedNames: Set<String> = []
        /// Where the page writes each import of ``header`` (an `import ImageIO` of the example or a
        /// context), by the import as generated: the header has no `#sourceLocation`, as it is shared
        /// by the examples of a file, so a diagnostic on one of its lines (`no such module 'ImageIO'`)
        /// is placed back on the page's line with ``pageLocation(ofHeaderLine:)``.
        var importLocations: [String: SpecPages.SourceLocation] = [:]

        /// The page's place of the import on `line` (1-based) of the generated file, when that line is
        /// in ``header`` and the page wrote the import; nil for the ``implicitImports`` and other lines.
        func pageLocation(ofHeaderLine line: Int) -> SpecPages.SourceLocation? {
            let lines = header.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            guard lines.indices.contains(line - 1) else { return nil }
            return importLocations[String(lines[line - 1])]
        }
    }

    /// The first lines of every generated file: the ``implicitImports``.
    static let implicitImportLines = implicitImports.map { "import \($0)\n" }.joined()

    static let implicitImports = ["Foundation", "UIKitModel"]

    /// The modules imports of which map to others: UIKit's to the model's, and on Linux Darwin's to
    /// Glibc's (an `#if canImport(Darwin)` is true for examples, see ``IOSBuildConfiguration``).
    static let moduleMap: [String: String] = {
        #if os(Linux)
            ["UIKit": "UIKitModel", "Darwin": "Glibc"]
        #else
            ["UIKit": "UIKitModel"]
        #endif
    }()

    /// `entryPoint` is the name of the generated function main.swift calls; `#if` blocks are
    /// resolved as `configuration` says (see ``InactiveCode``) before anything else reads the code.
    static func generate(
        segments: [CodeSegment], entryPoint: String,
        configuration: IOSBuildConfiguration = .builtIn(languageMode: 6, toolchainVersion: nil)
    ) -> Output {
        var imports: [String] = []
        var importLocations: [String: SpecPages.SourceLocation] = [:]
        var declarations: [String] = []
        var statements: [String] = []
        var contextBindings: [(name: String, isVariable: Bool)] = []
        var hasSyntaxErrors = false
        var awaits = false
        var declaredNames = Set<String>()
        /// Whether the last statement leaves the entry function (`return`, `throw`, `fatalError(…)`):
        /// a call after it would be code that never runs, which the compiler warns about.
        var endsInExit = false

        let trees = segments.map { segment in
            let text = InactiveCode.blanked(segment.text, in: configuration)
            let tree = Parser.parse(source: text)
            return ObjCInteropRewriter.mayRewrite(text)
                ? ObjCInteropRewriter.rewrite(tree, launchesApplicationDelegates: true) : tree
        }
        let rewriter = RequiredInitializerRewriter(superclasses: RequiredInitializerRewriter.superclasses(in: trees))
        let spelled = trees.map(SpelledNames.init)
        let rewritesExpectations = !spelled.contains(where: \.declaresExpect)
        for (segment, tree) in zip(segments, trees) {
            hasSyntaxErrors = hasSyntaxErrors || tree.hasError
            // Statements are walked token by token for `await` only where the bytes are there.
            let mayAwait = segment.text.utf8.firstRange(of: "await".utf8) != nil
            let converter = SourceLocationConverter(fileName: segment.file, tree: tree)
            let expectations = ComparisonExpectationRewriter(tree: tree, converter: converter)
            /// A statement's text with its `expect` comparisons rewritten.
            func statementText(_ item: CodeBlockItemSyntax) -> String {
                (rewritesExpectations ? expectations.rewrite(item) : nil) ?? expectations.text(of: item)
            }
            /// A declaration with its `expect` comparisons rewritten: parsed again when any was.
            func withExpectations(_ declaration: DeclSyntax) -> DeclSyntax {
                guard rewritesExpectations, let text = expectations.rewrite(declaration),
                    let reparsed = Parser.parse(source: text).statements.first?.item.as(DeclSyntax.self)
                else { return declaration }
                return reparsed
            }
            for item in tree.statements {
                let location = converter.location(for: item.positionAfterSkippingLeadingTrivia)
                let directive =
                    "#sourceLocation(file: \(SwiftStringLiteral.make(segment.sourceName)), line: \(segment.pageLine(location.line)))"
                let padding = String(repeating: " ", count: max(0, location.column - 1))
                if let importDecl = item.item.as(ImportDeclSyntax.self) {
                    let statement = rewritten(importDecl)
                    imports.append(statement)
                    // The compiler points a failed import at its module's name.
                    let module = converter.location(for: importDecl.path.positionAfterSkippingLeadingTrivia)
                    if importLocations[statement] == nil {
                        importLocations[statement] = SpecPages.SourceLocation(
                            file: segment.file, line: segment.pageLine(module.line), column: module.column)
                    }
                } else if let declaration = item.item.as(DeclSyntax.self), isHoisted(declaration) {
                    let adapted = rewriter.rewrite(withExpectations(declaration)).cast(DeclSyntax.self)
                    declaredNames.formUnion(DeclaredNames.in(declaration))
                    let hoisted = madeFileprivate(adapted, column: location.column)
                    let line = segment.pageLine(location.line) - hoisted.linesBefore
                    declarations.append(
                        "#sourceLocation(file: \(SwiftStringLiteral.make(segment.sourceName)), line: \(line))\n\(padding)\(hoisted.text)"
                    )
                } else {
                    awaits =
                        awaits
                        || (mayAwait
                            && item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) })
                    statements.append("\(directive)\n\(padding)\(statementText(item))")
                    endsInExit = Self.exits(item)
                    if case .context = segment.role, let variable = item.item.as(VariableDeclSyntax.self) {
                        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
                        for binding in variable.bindings {
                            for name in identifiers(in: binding.pattern) { contextBindings.append((name, isVariable)) }
                        }
                    }
                }
            }
        }

        var lines: [String] = []
        var seenImports = Set<String>()
        for statement in implicitImports.map({ "import \($0)" }) + imports where seenImports.insert(statement).inserted
        {
            lines.append(statement)
        }
        let header = lines.map { $0 + "\n" }.joined()
        lines += declarations
        if !declarations.isEmpty { lines.append("#sourceLocation()") }
        // Only an example that awaits gets an `async` entry point: the compiler's async lowering of
        // hundreds of entry points is a large share of a merged build's time.
        // Code without `await` gets a synchronous entry point, as code in `viewDidLoad` would be: in an
        // async body Swift would pick the `async` twin of an overloaded UIKit method
        // (`apply(_:animatingDifferences:)`) and reject the call for lacking `await`.
        lines.append("@MainActor func \(entryPoint)() \(awaits ? "async " : "")throws {")
        lines += statements
        if !statements.isEmpty { lines.append("#sourceLocation()") }
        // The views the example made are still its locals here: the model records them as they end.
        if !statements.isEmpty && !endsInExit { lines.append("    __cellspecExampleEnds()") }
        // Contexts declare more than one example uses; keep the compiler from warning about the rest.
        for binding in contextBindings {
            lines.append(binding.isVariable ? "    __cellspecTouch(&\(binding.name))" : "    _ = \(binding.name)")
        }
        lines.append("}")
        let usedNames = spelled.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        return Output(
            source: lines.joined(separator: "\n") + "\n", hasSyntaxErrors: hasSyntaxErrors,
            needsOwnFile: !declarations.isEmpty || seenImports.count > implicitImports.count, isAsync: awaits,
            header: header, declaredNames: declaredNames, usedNames: usedNames,
            importLocations: importLocations.filter { !implicitImports.map { "import \($0)" }.contains($0.key) })
    }

    /// Whether a top-level statement leaves the function for good: `return`, `throw`, or a call to
    /// `fatalError`, `preconditionFailure` or `exit`.
    static func exits(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ReturnStmtSyntax.self) || item.item.is(ThrowStmtSyntax.self) { return true }
        guard let call = item.item.as(FunctionCallExprSyntax.self) else { return false }
        return ["fatalError", "preconditionFailure", "exit"].contains(call.calledExpression.trimmedDescription)
    }

    /// Declarations that stay at file scope. Variables stay in the entry function as locals.
    private static func isHoisted(_ declaration: DeclSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
            || declaration.is(EnumDeclSyntax.self) || declaration.is(ProtocolDeclSyntax.self)
            || declaration.is(ExtensionDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
            || declaration.is(FunctionDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
            || declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self)
            || declaration.is(MacroDeclSyntax.self)
    }

    /// `import UIKit` → `import UIKitModel`; other imports as written.
    /// An example's import as the merged module needs it: UIKit's modules mapped to the model's, and
    /// `@_spi` attributes dropped, so example code never reaches the harness's side of the channel to
    /// the runner (the model's `ModelChannelWriter`); what it then calls does not compile.
    private static func rewritten(_ declaration: ImportDeclSyntax) -> String {
        let declaration = declaration.with(
            \.attributes,
            declaration.attributes.filter { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "_spi"
            })
        let path = declaration.path.map(\.name.text)
        guard let first = path.first, let mapped = moduleMap[first] else { return declaration.trimmedDescription }
        let rest = path.dropFirst().map { ".\($0)" }.joined()
        let kind = declaration.importKindSpecifier.map { "\($0.text) " } ?? ""
        return "import \(kind)\(mapped)\(rest)"
    }

    private static let accessKeywords: Set<Keyword> = [.private, .fileprivate, .internal, .public, .open, .package]

    /// Adds `fileprivate` to a declaration without an access level, and narrows `internal`, `package`,
    /// `public` and `open` to it. An extension that declares a conformance cannot take one and is
    /// left as written. Without attributes, an added modifier goes on a line of its own before the
    /// declaration (`linesBefore` is 1), so the written code keeps its columns.
    private static func madeFileprivate(
        _ declaration: DeclSyntax, column: Int
    ) -> (text: String, linesBefore: Int) {
        let declaration = declaration.with(\.leadingTrivia, [])
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self), extensionDecl.inheritanceClause != nil {
            return (declaration.trimmedDescription, 0)
        }
        guard var withModifiers = declaration.asProtocol(WithModifiersSyntax.self) else {
            return (declaration.trimmedDescription, 0)
        }
        let access = withModifiers.modifiers.firstIndex { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { return accessKeywords.contains(keyword) }
            return false
        }
        if let access {
            // `public protocol UIContentConfiguration` (a guide quoting Apple's declaration) would be
            // seen by every example of the merged build: a wider level is narrowed, in place.
            let modifier = withModifiers.modifiers[access]
            guard case .keyword(let keyword) = modifier.name.tokenKind, ![.private, .fileprivate].contains(keyword),
                modifier.detail == nil
            else { return (declaration.trimmedDescription, 0) }
            let narrowed = TokenSyntax.keyword(
                .fileprivate, leadingTrivia: modifier.name.leadingTrivia, trailingTrivia: modifier.name.trailingTrivia)
            withModifiers.modifiers[access] = modifier.with(\.name, narrowed)
            return (Syntax(fromProtocol: withModifiers).cast(DeclSyntax.self).trimmedDescription, 0)
        }
        let hasAttributes = (declaration.asProtocol(WithAttributesSyntax.self)?.attributes.isEmpty ?? true) == false
        let lastAttribute = declaration.asProtocol(WithAttributesSyntax.self)?.attributes.lastToken(
            viewMode: .sourceAccurate)
        let needsSpace = hasAttributes && (lastAttribute?.trailingTrivia.isEmpty ?? true)
        let separator: Trivia = hasAttributes ? .space : [.newlines(1), .spaces(max(0, column - 1))]
        // After attributes, the declaration keyword's leading trivia (a newline) stays with it: the
        // modifier needs its own space to stay apart from the last attribute.
        withModifiers.modifiers =
            [
                DeclModifierSyntax(
                    leadingTrivia: needsSpace ? .space : [], name: .keyword(.fileprivate),
                    trailingTrivia: needsSpace ? [] : separator)
            ]
            + withModifiers.modifiers
        return (Syntax(fromProtocol: withModifiers).cast(DeclSyntax.self).trimmedDescription, hasAttributes ? 0 : 1)
    }

    private static func identifiers(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.flatMap { identifiers(in: $0.pattern) }
        }
        return []
    }
}
