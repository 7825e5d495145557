import Foundation
import SwiftParser
import SwiftSyntax

/// The model's public declarations, read from its sources with swift-syntax and spelt as the
/// inventory is, by type; with each class's superclass, so a member a class inherits is found.
public struct ModelSurface: Sendable {
    public private(set) var declarations: [String: [DeclarationReader.Declaration]] = [:]
    public private(set) var superclasses: [String: String] = [:]
    /// Typealiases the model declares for a type (`UIImage.Configuration` = `UIImageConfiguration`).
    public private(set) var aliases: [String: String] = [:]

    /// Reads every `.swift` file under `directory` (Sources/UIKitModel). `inventoryTypes` are the
    /// inventory's type names, so a bare nested name the model writes is qualified as UIKit's is.
    public init(directory: URL, inventoryTypes: Set<String>) throws {
        let files = try Self.swiftFiles(in: directory).map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
        self.init(files: files, inventoryTypes: inventoryTypes)
    }

    /// The public declarations of model sources given as (path, text).
    /// `publicOnly: false` reads every declaration, whatever its access (for names a declaration would clash with).
    public init(files: [(path: String, text: String)], inventoryTypes: Set<String>, publicOnly: Bool = true) {
        var catalog = TypeCatalog()
        let trees = files.map { file -> SourceFileSyntax in
            let tree = Parser.parse(source: file.text)
            catalog.add(tree, publicOnly: publicOnly)
            return tree
        }
        catalog.names.formUnion(inventoryTypes)
        // An alias standing for a type UIKit declares (`UIImage.Configuration`) keeps UIKit's name, and
        // its target is spelt by it; every other alias is spelt as what it names, as the inventory's are.
        for (alias, target) in catalog.aliasTargets(of: zip(files, trees).map { ($0.path, $1) }, publicOnly: publicOnly)
        {
            if inventoryTypes.contains(alias) {
                if !inventoryTypes.contains(target) { catalog.preferredNames[target] = alias }
            } else {
                catalog.aliases[alias] = target
            }
        }
        for (file, tree) in zip(files, trees) {
            let reader = DeclarationReader(file: tree, fileName: file.path, catalog: catalog, publicOnly: publicOnly)
            for declaration in reader.declarations {
                let owner =
                    declaration.signature.isType
                    ? (declaration.type.isEmpty
                        ? declaration.signature.name : "\(declaration.type).\(declaration.signature.name)")
                    : declaration.type
                if declaration.signature.isType, declaration.signature.kind == "class",
                    let superclass = declaration.signature.result
                {
                    superclasses[owner] = superclass
                }
                if declaration.signature.kind == "typealias", let target = declaration.signature.result {
                    aliases[owner.isEmpty ? declaration.signature.name : "\(owner).\(declaration.signature.name)"] =
                        target
                }
                declarations[declaration.signature.isType ? "#type " + owner : owner, default: []].append(declaration)
            }
        }
    }

    /// The type an alias names, followed to its end.
    public func resolved(_ type: String) -> String {
        var current = type
        var seen: Set<String> = []
        while let target = aliases[current], seen.insert(current).inserted { current = target }
        return current
    }

    /// `signature` with each type that is exactly a top-level model typealias (or an optional of
    /// one) spelt as what it names, as the model's own declarations are read: the model declares
    /// platform typealiases Linux lacks (`CFTimeInterval = Double`), and UIKit's entries spell them
    /// by name. Nested aliases (`UICellAccessory.CheckmarkOptions`) stay as written: where the model
    /// makes one UIKit type an alias of another, that is a difference to report.
    public func resolvingAliases(in signature: Signature) -> Signature {
        func platformAlias(_ name: String) -> String? {
            guard !name.contains("."), let target = aliases[name], !target.contains(".") else { return nil }
            return resolved(target)
        }
        func respell(_ type: String) -> String {
            if let target = platformAlias(type) { return target }
            if type.hasSuffix("?"), let target = platformAlias(String(type.dropLast())) { return target + "?" }
            return type
        }
        var result = signature
        guard !signature.isType, signature.kind != "typealias" else { return result }
        result.result = signature.result.map(respell)
        result.parameters = signature.parameters.map { parameter in
            var parameter = parameter
            parameter.type = respell(parameter.type)
            return parameter
        }
        return result
    }

    /// The model's declarations of a member named `name` on `type` or, for a class, on its superclasses.
    ///
    /// On `type` itself a member of that name is found whether or not it is a type member, so that a
    /// model declaration with the wrong receiver is reported as a difference. On a superclass only a
    /// member with the receiver `isStatic` gives is the same member: a class method and an instance
    /// method of one name stand side by side (NSObject's class method `description()` does not
    /// declare a subclass's instance method `description()`).
    public func members(named name: String, kind: String, isStatic: Bool, on type: String)
        -> [DeclarationReader.Declaration]
    {
        var current: String? = resolved(type)
        var seen: Set<String> = []
        var inherited = false
        while let owner = current, seen.insert(owner).inserted {
            let found = (declarations[owner] ?? []).filter {
                $0.signature.name == name && Self.sameKind($0.signature.kind, kind)
                    && (!inherited || $0.signature.isStatic == isStatic)
            }
            if !found.isEmpty { return found }
            current = superclasses[owner]
            inherited = true
        }
        return []
    }

    /// The model's declaration of the type `fullName`, or of the type a model typealias of that name names.
    public func type(_ fullName: String) -> DeclarationReader.Declaration? {
        declarations["#type " + resolved(fullName)]?.first
    }

    static func sameKind(_ first: String, _ second: String) -> Bool { first == second }

    static func swiftFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw InventoryBuilder.BuildError.unreadable(directory.path)
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
