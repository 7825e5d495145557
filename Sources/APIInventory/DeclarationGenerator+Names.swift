import SwiftParser
import SwiftSyntax

/// The names a generated declaration may use besides the model's and the inventory's types: the
/// Swift standard library's and swift-corelibs-foundation's, which `import Foundation` gives the model
/// on Linux. A name outside these lists that the model and the inventory do not declare leaves its
/// entry undeclared, with the reason.
enum PlatformNames {
    static let topLevel: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "AnyClass", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double", "CGFloat", "String", "Character", "Substring",
        "Array", "Dictionary", "Set", "Optional", "Void", "Never", "Error", "Hashable", "Equatable", "Comparable",
        "Sendable", "Codable", "Encodable", "Decodable", "Sequence", "Collection", "Range", "ClosedRange", "Result",
        "Date", "URL", "Data", "UUID", "IndexPath", "IndexSet", "Locale", "TimeZone", "Calendar", "DateComponents",
        "TimeInterval", "Bundle", "Notification", "NotificationCenter", "NSNotification", "NSObject",
        "NSObjectProtocol", "NSString", "NSNumber", "NSAttributedString", "NSMutableAttributedString", "NSRange",
        "NSValue", "NSError", "NSArray", "NSDictionary", "NSSet", "NSCoding", "NSSecureCoding", "NSCopying",
        "NSMutableCopying", "Progress", "Operation", "OperationQueue", "DispatchQueue", "UserDefaults", "Timer",
        "RunLoop", "Thread", "Decimal", "CharacterSet", "NSPredicate", "NSSortDescriptor", "CGRect", "CGPoint",
        "CGSize", "Self", "NSUUID", "NSURL", "NSData", "NSDate", "NSIndexPath", "NSIndexSet", "NSLocale",
        "NSTimeZone", "NSCalendar", "NSRegularExpression", "NSOrderedSet", "Measurement", "PersonNameComponents",
        "NSPersonNameComponents", "NSRangePointer",
    ]
    static let nested: Set<String> = [
        "NSNotification.Name", "Notification.Name", "RunLoop.Mode", "NSAttributedString.Key",
    ]
    /// Types whose zero value is `0`.
    static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "CGFloat", "TimeInterval", "CFTimeInterval", "NSInteger", "NSUInteger",
    ]
}

/// The type names a declaration mentions, as written (`UIMenu.Identifier`, `Bool`), generic
/// parameters it declares itself, read with swift-syntax.
struct MentionedTypes {
    var names: [String] = []
    var genericParameters: Set<String> = []

    init(_ node: some SyntaxProtocol) {
        let visitor = Visitor()
        visitor.walk(node)
        names = visitor.names
        genericParameters = visitor.generics
    }

    private final class Visitor: SyntaxVisitor {
        var names: [String] = []
        var generics: Set<String> = []
        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            generics.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            names.append(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            var components = [node.name.text]
            var base: TypeSyntax = node.baseType
            while true {
                if let member = base.as(MemberTypeSyntax.self) {
                    components.insert(member.name.text, at: 0)
                    if let arguments = member.genericArgumentClause { walk(arguments) }
                    base = member.baseType
                } else if let identifier = base.as(IdentifierTypeSyntax.self) {
                    components.insert(identifier.name.text, at: 0)
                    if let arguments = identifier.genericArgumentClause { walk(arguments) }
                    break
                } else {
                    walk(base)
                    return .skipChildren
                }
            }
            if let arguments = node.genericArgumentClause { walk(arguments) }
            if ["Swift", "Foundation", "UIKit", "QuartzCore"].contains(components[0]), components.count > 1 {
                components.removeFirst()
            }
            names.append(components.joined(separator: "."))
            return .skipChildren
        }
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        // A default argument's expression is not a type the signature depends on.
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}

extension InventoryEntry {
    /// The entry's declaration parsed as Swift, or nil when it does not parse as one declaration.
    var parsedDeclaration: DeclSyntax? {
        if signature.kind == "case" {
            // A case parses inside an enum only.
            let tree = Parser.parse(source: "enum E {\n\(declaration)\n}")
            guard !tree.hasError, let outer = tree.statements.first?.item.as(EnumDeclSyntax.self),
                outer.memberBlock.members.count == 1
            else { return nil }
            return outer.memberBlock.members.first?.decl
        }
        // A type's line has no body.
        let tree = Parser.parse(source: signature.isType ? declaration + " {}" : declaration)
        guard tree.statements.count == 1, !tree.hasError, let item = tree.statements.first?.item.as(DeclSyntax.self)
        else { return nil }
        return item
    }

    /// `UIDragItem.init(itemProvider:)`, `UIView.backgroundColor`: the member as a finding names it.
    var apiName: String { type.isEmpty ? signature.name : "\(type).\(signature.name)" }
}

/// A property's type as written, without the printer's `@sil_weak`/`@sil_unmanaged` (a `weak` or
/// `unowned(unsafe)` property's storage).
func propertyType(_ type: TypeSyntax) -> String {
    if let attributed = type.as(AttributedTypeSyntax.self),
        attributed.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasPrefix("sil_") == true
        })
    {
        return attributed.baseType.trimmedDescription
    }
    return type.trimmedDescription
}
