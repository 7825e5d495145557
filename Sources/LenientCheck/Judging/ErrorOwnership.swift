import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Compile errors that do not stand on the guide's code, read from the compiler's name for the
/// error (``CompilerDiagnosticName``) and the block's syntax, never from the message's wording:
/// the model cannot express what UIKit declares, the compiler failed, or the function the guide's
/// `return` is in is one inference wrote.
///
/// A *document error* must stand with what the guide shows plus the least context Swift needs. These
/// errors would not be there on iOS, so they make the block *not in the model* or *missing context*,
/// never the guide's error:
/// - **An override UIKit declares.** `override func collectionView(_:contextMenuConfigurationForItemAt:point:)`
///   in a `UICollectionViewController` subclass is an override in UIKit: the Clang importer mirrors the
///   members of the protocols an Objective-C class adopts into the class (swiftlang/swift,
///   `lib/ClangImporter/ImportDecl.cpp`, `importMirroredProtocolMembers`), and UIKit's declarations
///   (``UIKitDeclarations``, to iOS 18.4) list it. When the model's class lacks it, `method does not
///   override any method from its superclass` is the model's gap. An override of a name UIKit
///   declares nowhere on the superclass chain (`viewDidAppearing(_:)`) stays the guide's error; one of
///   a superclass inference made up (the guide's `BaseViewController`, not shown) is inference's.
/// - **A UIKit initializer called through a metatype.** `cellType.init(frame: .zero)` compiles against
///   UIKit: Swift demands a `required` initializer of a class metatype except for initializers imported
///   from Objective-C (swiftlang/swift, `lib/Sema/CSApply.cpp`: the `dynamic_construct_class` check skips
///   a constructor with `hasClangNode()`). The model's initializers are Swift's, so the error is the
///   model's when the initializer the compiler selected is the model's.
/// - **The compiler gave up.** `failed to produce diagnostic for expression` is a compiler bug report,
///   not a verdict on the code.
/// - **State of a type the guide shows in part.** A struct or class the block declares with methods
///   and no stored property at all (`struct SectionV2: Hashable` showing only `hash(into:)` and `==`
///   over `items`) is the guide showing how the type behaves, not what it holds: Swift's only way to
///   give a type state is a stored property, and the block declares none. Reading the state it left
///   out — a bare name in an instance member (`hasher.combine(items)`), or a member of `self` or of a
///   parameter of the type's own type (`lhs.items`) — is missing context. A type that declares stored
///   properties and reads one it never declares keeps the error: that is the guide's slip.
/// - **A call of an overload UIKit does not have.** `collectionView.register(dataType: Int.self, …)`
///   fails with `incorrect argument labels` against UIKit's `register(_:forCellWithReuseIdentifier:)`.
///   When UIKit declares no function of that name with the guide's labels, on any type, and none of
///   the guide's labels is like one of UIKit's (``ArgumentLabels``), the guide calls an extension it
///   does not show — a library's or the app's, as the counterpart rule for members says of `snp` —
///   and the block is missing context. Labels like UIKit's (`forCellReuseIdentifier:` for
///   `forCellWithReuseIdentifier:`), or none at all, stay the guide's slip.
/// - **A module of the iOS SDK the model lacks.** `import ImageIO` compiles on iOS, whose SDK has the
///   module (``IOSBuildConfiguration/iOSModules``); the model is UIKit's alone, so `no such module`
///   on the guide's import is the model's gap. A module outside the SDK never gets here: the reader
///   leaves such imports out as the guide's dependencies (``LibraryImports``).
/// - **`self` outside any type.** `tableView.prefetchDataSource = self` beside an extension is written
///   in the guide's class; when inference found no host to run the statements in, `cannot find 'self'
///   in scope` is inference's.
/// - **A `return` in a function inference wrote.** A fragment's `return total` outside any function or
///   closure the guide shows belongs to a function the guide does not show; inference ran it in one
///   returning nothing, so `unexpected non-void return value in void function` is inference's.
enum ErrorOwnership {
    /// What an error is owed to, when it is not the guide's code.
    enum Owner: Hashable {
        /// UIKit declares what the guide wrote; the model cannot give it. `what` says what UIKit has, as
        /// the report's explanation gives it (`` `UICollectionViewController.collectionView(_:contextMenuConfigurationForItemAt:point:)` ``).
        case model(what: String)
        /// The compiler or inference: the reason, as the report's explanation gives it.
        case notTheGuide(String)
    }

    /// Who owns `finding`, an error in `compiled` (the block as compiled, with what inference added;
    /// `block` is the block as the guide wrote it); nil when it stands on the guide's code.
    /// `uikitDeclares(type, member)` says whether UIKit declares `member` (a function's full name,
    /// `viewIsAppearing(_:)`, or a property's name) on `type` or what it inherits: nil when UIKit's
    /// declarations cannot tell. `uikitFunctions(name)` gives the full names of the functions UIKit
    /// declares with that base name on any type (`register(_:forCellWithReuseIdentifier:)`), empty
    /// when its declarations cannot tell. `madeUpTypes` are the types inference made for the block
    /// (`BaseViewController`, an empty subclass), which declare nothing of the guide's.
    static func owner(
        of finding: Finding, block: SpecExample, compiled: SpecExample, madeUpTypes: Set<String> = [],
        uikitDeclares: (_ type: String, _ member: String) -> Bool?,
        uikitFunctions: (_ baseName: String) -> Set<String> = { _ in [] }
    ) -> Owner? {
        guard finding.kind == .compileError, let diagnostic = finding.diagnostic else { return nil }
        switch diagnostic {
        case CompilerDiagnosticName.failedToProduceDiagnostic:
            return .notTheGuide(
                "the compiler failed on it (\"\(finding.message)\"), a compiler bug, not a verdict on the guide's code")
        case CompilerDiagnosticName.methodDoesNotOverride, CompilerDiagnosticName.propertyDoesNotOverride:
            guard let node = node(at: finding.location, in: compiled),
                let (member, superclass) = overriddenMember(around: node)
            else { return nil }
            if madeUpTypes.contains(superclass) {
                return .notTheGuide(
                    "it overrides `\(member)` of `\(superclass)`, a class the guide does not show, which inference made empty"
                )
            }
            guard WellKnownName.isUIKitName(superclass), uikitDeclares(superclass, member) == true else { return nil }
            return .model(what: "`\(superclass).\(member)` to override")
        case CompilerDiagnosticName.dynamicConstructClass:
            guard let type = selectedModelInitializer(finding, page: compiled.location.file) else { return nil }
            return .model(
                what:
                    "`\(type)`'s initializers from Objective-C, which Swift lets a metatype call; the model's are Swift's"
            )
        case CompilerDiagnosticName.cannotFindInScope, CompilerDiagnosticName.valueHasNoMember:
            guard let node = node(at: finding.location, in: compiled),
                let (type, name) = unshownState(at: node, compiled: compiled)
            else { return nil }
            return .notTheGuide(
                "it reads '\(name)', which the guide's `\(type)` does not declare: the block shows the type's methods and none of its stored properties, so what the type holds or uses is left out"
            )
        case CompilerDiagnosticName.cannotFindSelfInScope:
            // The guide's `self` is the class its code is written in; where inference found none to
            // run it in, the statement ran at file level.
            return .notTheGuide(
                "it reads `self`, so it is written inside a type the guide does not show, and inference found none to run it in"
            )
        case CompilerDiagnosticName.wrongArgumentLabels:
            return unseenOverload(finding, compiled: compiled, uikitFunctions: uikitFunctions)
        case CompilerDiagnosticName.noExactMatches:
            return unseenOverloadOfMany(finding, compiled: compiled, uikitFunctions: uikitFunctions)
        case CompilerDiagnosticName.noSuchModule:
            guard let node = node(at: finding.location, in: compiled),
                let module = sequence(first: node, next: \.parent).lazy.compactMap({ $0.as(ImportDeclSyntax.self) })
                    .first?.path.first?.name.text,
                IOSBuildConfiguration.iOSModules.contains(module)
            else { return nil }
            return .model(what: "the `\(module)` framework")
        case CompilerDiagnosticName.returnValueFromVoidFunction:
            guard returnsOutsideOwnFunctions(at: finding.location, block: block) else { return nil }
            return .notTheGuide(
                "its `return` belongs to a function the guide does not show, and inference ran it in one that returns nothing"
            )
        default:
            return nil
        }
    }

    /// The type and the name, when `node` (the token an error names) reads state a type the guide's
    /// own lines declare leaves out: a bare name in one of its instance members, or a member of `self`
    /// or of a parameter of its own type, in a struct, class or actor that declares no stored property.
    static func unshownState(at node: Syntax, compiled: SpecExample) -> (type: String, name: String)? {
        // The compiler may point at the `.` of `lhs.items` rather than at the member's name.
        let named = node.as(TokenSyntax.self).map {
            $0.tokenKind == .period ? $0.nextToken(viewMode: .sourceAccurate) : $0
        }
        guard let token = named ?? nil, case .identifier(let name) = token.tokenKind,
            let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        var base: ExprSyntax?
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName == reference {
            guard let written = access.base else { return nil }
            base = written
        }
        var function: Syntax?
        for ancestor in sequence(first: Syntax(reference), next: \.parent) {
            if function == nil,
                ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                    || ancestor.is(AccessorDeclSyntax.self) || ancestor.is(PatternBindingSyntax.self)
            {
                function = ancestor
            }
            if ancestor.is(ExtensionDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self)
                || ancestor.is(ProtocolDeclSyntax.self)
            {
                return nil
            }
            // Enums, protocols and extensions returned above: what is left is a struct, class or actor.
            guard let type = ancestor.asProtocol(DeclGroupSyntax.self),
                let typeName = ancestor.as(DeclSyntax.self).flatMap(DocumentDeclarations.name(of:))
            else { continue }
            // The host inference wraps a fragment in is not a type the guide shows in part.
            guard let function, !typeName.hasPrefix(InferenceInvolvement.madeNamePrefix),
                isGuidesOwn(ancestor, in: compiled),
                !declaresStoredProperty(type.memberBlock)
            else { return nil }
            let isStatic =
                function.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                } == true
            guard let base else { return isStatic ? nil : (typeName, name) }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return isStatic ? nil : (typeName, name)
            }
            // `lhs.items` in `static func == (lhs: SectionV2, rhs: SectionV2)`.
            guard let parameter = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let declared = function.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.first(where: {
                    ($0.secondName ?? $0.firstName).text == parameter
                })
            else { return nil }
            let parameterType = declared.type.trimmedDescription
            return parameterType == typeName || parameterType == "Self" ? (typeName, name) : nil
        }
        return nil
    }

    /// Whether `node` starts on a line the guide wrote, not one inference added around the block.
    private static func isGuidesOwn(_ node: Syntax, in compiled: SpecExample) -> Bool {
        let tree = node.root
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        return compiled.lines.indices.contains(line - 1) && !compiled.lines[line - 1].isHidden
    }

    /// Whether a type's body declares a stored property: a variable with no accessors, or only observers.
    private static func declaresStoredProperty(_ members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return false }
            return variable.bindings.contains { binding in
                guard let accessors = binding.accessorBlock?.accessors else { return true }
                guard case .accessors(let list) = accessors else { return false }
                return list.allSatisfy {
                    $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
                }
            }
        }
    }

    /// The class whose initializer a `dynamic_construct_class` error selected, when that initializer is
    /// the model's — UIKit's, so Objective-C's — read from the compiler's note `UICollectionViewCell.swift:20:
    /// selected non-required initializer 'init(frame:)'`: a note in a file of neither the guide's page nor
    /// the code inference supplied. A generic parameter (`T.init(frame:)` with `T: UICollectionViewCell`)
    /// selects UIKit's initializer too. An initializer the guide's own class declares, or inherits as
    /// Swift synthesises it, stays the guide's.
    private static func selectedModelInitializer(_ finding: Finding, page: String) -> String? {
        let pageName = page.split(separator: "/").last.map(String.init) ?? page
        guard
            let note = finding.notes.first(where: { $0.contains("selected") && $0.contains("initializer") }),
            let colon = note.firstIndex(of: ":")
        else { return nil }
        let file = String(note[..<colon])
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        guard fileName.hasSuffix(".swift"), fileName != pageName, !file.contains(LenientRunner.inferredFile(for: ""))
        else { return nil }
        return String(fileName.dropLast(".swift".count))
    }

    /// The innermost syntax node at the finding's position in the block as compiled.
    static func node(at location: SpecPages.SourceLocation?, in compiled: SpecExample) -> Syntax? {
        guard let location, let index = compiled.lines.firstIndex(where: { $0.number == location.line }) else {
            return nil
        }
        let tree = Parser.parse(source: compiled.lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let column = max(1, location.column - compiled.codeColumn + 1)
        return tree.token(at: converter.position(ofLine: index + 1, column: column)).map(Syntax.init)
    }

    /// The member an `override` at `node` names — a function's full name (`tableView(_:heightForRowAt:)`),
    /// a property's name — and the superclass of the class declaring it, as the block writes it.
    static func overriddenMember(around node: Syntax) -> (member: String, superclass: String)? {
        var member: String?
        for ancestor in sequence(first: node, next: \.parent) {
            if member == nil, let function = ancestor.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
                member = "\(function.name.text)(\(labels.joined()))"
            } else if member == nil, let variable = ancestor.as(VariableDeclSyntax.self) {
                member = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            } else if let type = ancestor.as(ClassDeclSyntax.self) {
                guard let member, let first = type.inheritanceClause?.inheritedTypes.first?.type else { return nil }
                return (member, first.trimmedDescription)
            } else if ancestor.is(ExtensionDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) {
                return nil
            }
        }
        return nil
    }

    /// Whether the `return` at `location` is in no function, closure or accessor the guide wrote: read
    /// in the guide's own lines, without what inference wrapped around them.
    private static func returnsOutsideOwnFunctions(at location: SpecPages.SourceLocation?, block: SpecExample) -> Bool {
        let own = block.lines.filter { !$0.isHidden }
        guard let location, let index = own.firstIndex(where: { $0.number == location.line }) else { return false }
        let tree = Parser.parse(source: own.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let onLine = tree.descendants(ReturnStmtSyntax.self).filter {
            converter.location(for: $0.positionAfterSkippingLeadingTrivia).line == index + 1
        }
        return !onLine.isEmpty
            && onLine.allSatisfy { statement in
                !sequence(first: Syntax(statement), next: \.parent).dropFirst().contains { ancestor in
                    ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                        || ancestor.is(AccessorDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                        || ancestor.is(SubscriptDeclSyntax.self) || ancestor.is(PatternBindingSyntax.self)
                }
            }
    }
}
