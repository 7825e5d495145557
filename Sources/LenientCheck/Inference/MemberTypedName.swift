/// A rule of ``ImplicitContext``: a name a block reads members of, and does not declare, holds a value
/// of the document's one struct that declares them all.
///
/// `switch contents[indexPath.section].sectionType` beside a document that declares
/// `struct Content { let sectionType: Kind; let items: [Item] }` reads `contents` as the guide's app
/// holds it: an array of `Content`. Before, such a name was a placeholder, and every member read through
/// it (an enum switched over, an optional chained) was a compile error inference caused, so the block
/// was not checkable. The members decide, not the name: only a struct (in force at the block, as
/// ``DocumentDeclarations`` picks versions) whose members, with its extensions', include every member
/// the block reads, and only when exactly one does. How the block reads them gives the form:
/// - on its elements (`contents[i].title`, `contents.first?.title`): an array, of two values;
/// - through `?.` or `!.` only (`mainItem?.image`): an optional holding a value;
/// - with `.` only: a value.
///
/// A name the document gives a type elsewhere (a property of the implied host, a well-known name's
/// type) keeps it: the rule only replaces a placeholder. The value is made as ``DocumentValues`` makes
/// one; a struct it cannot make leaves the placeholder.
public struct MemberTypedName: Equatable, Sendable {
    public enum Form: Equatable, Sendable {
        case value, optional, array
    }

    /// The document's struct, by its name at top level.
    var type: String
    var form: Form
    /// The members the block reads that decided it.
    var members: [String]

    /// The type the name is declared with.
    var declaredType: String {
        switch form {
        case .value: type
        case .optional: "\(type)?"
        case .array: "[\(type)]"
        }
    }

    /// The names among `free`'s values that a document struct of `structs` types, by name. `excluded`:
    /// names the document types otherwise (the host's properties it declares).
    static func find(
        in free: FreeNames, structs: [(name: String, members: Set<String>)], excluded: Set<String>
    ) -> [String: MemberTypedName] {
        var found: [String: MemberTypedName] = [:]
        for use in free.values
        where !excluded.contains(use.name) && !use.isCalled && !use.isFunctionReference && !use.isCondition {
            let form: Form
            let read: Set<String>
            if !use.elementMembers.isEmpty {
                (form, read) = (.array, use.elementMembers)
            } else if !use.optionalMembers.isEmpty, use.members.isEmpty {
                (form, read) = (.optional, use.optionalMembers)
            } else if !use.members.isEmpty, use.optionalMembers.isEmpty {
                (form, read) = (.value, use.members)
            } else {
                continue
            }
            let declaring = structs.filter { read.isSubset(of: $0.members) }
            guard declaring.count == 1, let type = declaring.first?.name else { continue }
            found[use.name] = MemberTypedName(type: type, form: form, members: read.sorted())
        }
        return found
    }

    /// What the report says the name holds.
    var summary: String {
        let how =
            switch form {
            case .array: "reads of its elements"
            case .optional: "reads through `?.`"
            case .value: "reads of it"
            }
        return
            "\(declaredType) (the guide's type that declares \(members.joined(separator: ", ")), which the block \(how))"
    }
}
