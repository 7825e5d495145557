/// Constants a guide's app adds to a Foundation type and the guide does not show.
///
/// Apps name their notifications and attribute keys as static constants in extensions of
/// Foundation's string-backed types — `extension Notification.Name { static let recipeDidChange = … }`
/// — and guides use them (`addObserver(forName: .recipeDidChange, …)`) without showing the extension.
/// The compiler's `type 'NSNotification.Name?' has no member 'recipeDidChange'` says which type
/// and which name; the block is tried again with the constant declared as the type's own raw value.
/// Only types the toolchain declares and the model does not are extended: a member missing from a
/// model type is a model gap, not the guide's app. A type without a `rawValue:` initializer makes
/// the attempt fail, and the runner keeps the attempt before it.
enum ExtendedConstants {
    /// (`NSNotification.Name`, `recipeDidChange`) from the compiler's message, when the type is the toolchain's.
    static func missing(in message: String, vocabulary: ModelVocabulary?) -> (type: String, member: String)? {
        guard let vocabulary, let (written, member) = Retyping.missingMember(message) else { return nil }
        let type = written.hasSuffix("?") ? String(written.dropLast()) : written
        guard type.contains("."), !type.contains("<"), let outer = type.split(separator: ".").first.map(String.init),
            vocabulary.toolchain.types.contains(outer), !vocabulary.types.contains(outer)
        else { return nil }
        return (type, member)
    }

    /// `extension NSNotification.Name { static let recipeDidChange = NSNotification.Name(rawValue: "recipeDidChange") }`.
    static func declaration(of type: String, members: [String]) -> String {
        let constants = members.map { "    static let \($0) = \(type)(rawValue: \"\($0)\")" }
        return (["extension \(type) {"] + constants + ["}"]).joined(separator: "\n")
    }

    /// What the block's inferred line says of one constant.
    static func summary(of type: String, member: String) -> String {
        "\(type).\(member): a constant the guide's app declares in an extension of \(type) (made here from its raw value)"
    }
}
