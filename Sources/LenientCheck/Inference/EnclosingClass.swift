import SwiftSyntax

/// The class a fragment is written from inside, when the document shows it: `func createLayout()`
/// reading `Section(rawValue:)` and `self.companyList`, where another block shows `class
/// ViewController: UIViewController` declaring the nested `enum Section` and the `companyList`
/// property. The fragment's host then subclasses the guide's class instead of the model's
/// (``HostChoice/enclosing``), so the names resolve to what the guide declared — its nested types
/// by Swift's lookup of a superclass's member types, its properties as inherited members — and
/// nothing is guessed for them. A slip of one (`self.companyLis`) is then the guide's error
/// (``NameSlip``), though the compiler names the host in its message.
///
/// Chosen by ``DocumentDeclarations/enclosingClass(for:block:free:hosts:)``; only a class the model's
/// host classes can stand in for, and one the fragment does not redeclare members of.
public struct EnclosingClass: Hashable, Sendable {
    /// The guide's class.
    public var name: String
    /// The class it inherits from, as written: the model's class the host is made and shown as.
    public var superclass: String
    /// The members the guide's class declares, which the fragment sees as its host's.
    public var members: Set<String>

    public init(name: String, superclass: String, members: Set<String>) {
        self.name = name
        self.superclass = superclass
        self.members = members
    }

    /// Whether `tree` can be written from inside a class: statements, and declarations a class's body
    /// holds (functions, properties, initializers, subscripts) — no type of its own, which would become
    /// a nested type, and nothing only a file can hold.
    static func canEnclose(_ tree: SourceFileSyntax) -> Bool {
        !tree.statements.isEmpty
            && tree.statements.allSatisfy { statement in
                guard let declaration = statement.item.as(DeclSyntax.self) else { return true }
                return declaration.is(FunctionDeclSyntax.self) || declaration.is(VariableDeclSyntax.self)
                    || declaration.is(InitializerDeclSyntax.self) || declaration.is(SubscriptDeclSyntax.self)
            }
    }
}
