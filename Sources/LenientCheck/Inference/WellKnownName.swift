import ExampleRunner
import SpecPages

/// The values inference gives the names UIKit code uses without declaring them.
///
/// The type of `cell` follows from its use: the legacy `textLabel`/`detailTextLabel`/`imageView`,
/// `accessoryType` or `selectionStyle`, or a `tableView` nearby, mean a `UITableViewCell`; anything
/// else a `UICollectionViewListCell` (it has `defaultContentConfiguration()` and `accessories`).
/// `configuration`/`content` is a background configuration when its members are a background's.
enum WellKnownName {
    struct Value {
        var type: String
        var expression: String
        var summary: String
        var usesPlaceholder = false
        /// A declaration the value's type needs, written before the fragment (the guide's cell class, ``CellSubviews``).
        var declaration: String?
    }

    struct Context {
        var names: FreeNames
        var vocabulary: ModelVocabulary
        var sectionType: String
        var itemType: String
        /// A value of the section type, when inference can make one (``ImplicitContext/makeSection(_:madeHere:)``).
        var sectionValue: String?
    }

    static let tableCellMembers: Set<String> = [
        "textLabel", "detailTextLabel", "imageView", "accessoryType", "accessoryView", "selectionStyle",
        "editingAccessoryType",
    ]
    /// The legacy table-cell views UIKit declares optional (`var imageView: UIImageView? { get }`):
    /// code reading through one with a plain `.` (`cell.imageView.image`) means a view of the guide's
    /// own cell, not these.
    static let optionalTableCellViews: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    /// The legacy table-cell members a fragment uses on `cell` as UIKit declares them: each of
    /// ``tableCellMembers`` but an optional view read through with a plain `.`.
    static func legacyTableCellMembers(of use: FreeNames.Use) -> Set<String> {
        use.members.intersection(tableCellMembers)
            .subtracting(use.chainedMembers.intersection(optionalTableCellViews))
    }

    static let backgroundMembers: Set<String> = [
        "backgroundColor", "backgroundColorTransformer", "cornerRadius", "strokeColor", "strokeWidth", "strokeOutset",
        "visualEffect", "backgroundInsets", "customView", "edgesAddingLayoutMarginsToBackgroundInsets", "image",
        "imageContentMode", "shadowProperties",
    ]
    static let contentNames: Set<String> = [
        "content", "contentConfiguration", "configuration", "config", "contentConfig",
    ]
    static let backgroundNames: Set<String> = ["background", "backgroundConfiguration", "backgroundConfig"]

    /// Names whose value has a fixed type, to make a value of a type the compiler asks for.
    static let typedNames = [
        "cell", "state", "indexPath", "collectionView", "tableView", "layout", "itemSize", "group", "section",
        "traitCollection", "background", "content",
    ]

    /// Generic types whose two arguments are the section and item identifier types.
    static let diffableGenericTypes: Set<String> = diffableDataSourceTypes.union(["NSDiffableDataSourceSnapshot"])
    /// The diffable data sources, collection view's and table view's.
    static let diffableDataSourceTypes: Set<String> = [
        "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
    ]

    static let newCollectionView =
        "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))"

    /// The model class an undeclared type is a subclass of, by its name: `PhotoCell`, `HeaderView`.
    static func superclass(forUndeclaredType name: String) -> String? {
        guard !isUIKitName(name) else { return nil }
        if name.hasSuffix("ListCell") { return "UICollectionViewListCell" }
        if name.hasSuffix("Cell") { return "UICollectionViewCell" }
        if name.hasSuffix("ReusableView") || name.hasSuffix("SupplementaryView") { return "UICollectionReusableView" }
        if name.hasSuffix("View") { return "UIView" }
        // A controller's name says its class as a view's does (`MyRootViewController`, `SettingsTableViewController`).
        if name.hasSuffix("CollectionViewController") { return "UICollectionViewController" }
        if name.hasSuffix("TableViewController") { return "UITableViewController" }
        if name.hasSuffix("ViewController") { return "UIViewController" }
        return nil
    }

    /// A name the model would supply if it had it: UIKit, Foundation and Core Graphics prefixes.
    static func isUIKitName(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
    }

    static let fullWidthSize =
        "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))"
    static let newGroup =
        "NSCollectionLayoutGroup.horizontal(layoutSize: \(fullWidthSize), subitems: [NSCollectionLayoutItem(layoutSize: \(fullWidthSize))])"

    static func value(for use: FreeNames.Use, in context: Context) -> Value? {
        let name = use.name
        // `switch section { case .recents: … }` in a cell provider: a section identifier, not a layout's section.
        if context.names.switchedSections.contains(name), let section = context.sectionValue {
            return Value(
                type: context.sectionType, expression: section,
                summary: "\(context.sectionType) (switched over by section cases)")
        }
        switch name {
        case "cell":
            let legacy = legacyTableCellMembers(of: use)
            var value =
                if !legacy.isEmpty || context.names.allNames.contains("tableView") {
                    Value(
                        type: "UITableViewCell", expression: "UITableViewCell(style: .default, reuseIdentifier: nil)",
                        summary:
                            "UITableViewCell (\(legacy.isEmpty ? "a table view nearby" : "legacy table-cell members"))"
                    )
                } else {
                    Value(
                        type: "UICollectionViewListCell", expression: "UICollectionViewListCell()",
                        summary: "UICollectionViewListCell")
                }
            // Views UIKit's cell does not have are the guide's own cell class's.
            let views = CellSubviews.missingViews(use.members, of: value.type, vocabulary: context.vocabulary)
            if !views.isEmpty {
                let listed = views.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                value = Value(
                    type: CellSubviews.className, expression: CellSubviews.instance(subclassing: value.type),
                    summary: "the guide's \(value.type) subclass, not shown, with \(listed) in its content view",
                    declaration: CellSubviews.declaration(subclassing: value.type, views: views))
            }
            return value
        case "state", "configurationState":
            return Value(
                type: "UICellConfigurationState",
                expression: "UICellConfigurationState(traitCollection: UITraitCollection())",
                summary: "UICellConfigurationState")
        case "indexPath":
            return Value(type: "IndexPath", expression: "IndexPath(item: 0, section: 0)", summary: "IndexPath")
        case "collectionView":
            return Value(
                type: "UICollectionView", expression: newCollectionView, summary: "UICollectionView with a list layout")
        case "tableView":
            return Value(
                type: "UITableView", expression: "UITableView(frame: .zero, style: .plain)", summary: "UITableView")
        case "dataSource":
            // The block's collection view, inferred too (`collectionView`, `self.collectionView`), when it has one.
            let collectionView =
                (context.names.values + context.names.selfMembers).contains { $0.name == "collectionView" }
                ? "collectionView" : newCollectionView
            let type = "UICollectionViewDiffableDataSource<\(context.sectionType), \(context.itemType)>"
            // Cells come from a registration made once, outside the provider, as UIKit requires.
            let expression = """
                { let registration = UICollectionView.CellRegistration<UICollectionViewListCell, IndexPath> { _, _, _ in }; \
                return \(type)(collectionView: \(collectionView)) { view, indexPath, _ in \
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath) } }()
                """
            return Value(
                type: type, expression: expression, summary: type,
                usesPlaceholder: context.itemType == PlaceholderSource.placeholderType)
        case "snapshot":
            let type = "NSDiffableDataSourceSnapshot<\(context.sectionType), \(context.itemType)>"
            return Value(
                type: type, expression: "\(type)()", summary: type,
                usesPlaceholder: context.itemType == PlaceholderSource.placeholderType)
        case "layout":
            return Value(
                type: "UICollectionViewCompositionalLayout",
                expression:
                    "UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))",
                summary: "UICollectionViewCompositionalLayout")
        case "itemSize", "groupSize", "layoutSize", "headerSize":
            return Value(type: "NSCollectionLayoutSize", expression: fullWidthSize, summary: "NSCollectionLayoutSize")
        case "group":
            return Value(type: "NSCollectionLayoutGroup", expression: newGroup, summary: "NSCollectionLayoutGroup")
        case "section":
            return Value(
                type: "NSCollectionLayoutSection", expression: "NSCollectionLayoutSection(group: \(newGroup))",
                summary: "NSCollectionLayoutSection")
        case "traitCollection":
            return Value(type: "UITraitCollection", expression: "UITraitCollection()", summary: "UITraitCollection")
        case _ where backgroundNames.contains(name):
            return background
        case _ where contentNames.contains(name):
            if !use.members.isEmpty && use.members.isSubset(of: backgroundMembers) && !use.members.contains("image") {
                return background
            }
            return Value(
                type: "UIListContentConfiguration", expression: "UIListContentConfiguration.cell()",
                summary: "UIListContentConfiguration")
        // A name the block uses only as a truth value (`showsFavourites ? a : b`, `flag.toggle()`),
        // which its name does not already say is a flag.
        case _
        where use.isCondition && use.members.subtracting(["toggle"]).isEmpty && !use.isCalled
            && guessed(name)?.type != "Bool":
            return Value(type: "Bool", expression: "false", summary: "Bool (the block uses it as a condition)")
        default:
            let guess = guessed(name)
            // A view whose members a plain `UIView` lacks (`avatarView.image`) is the one view class with them.
            if let guess, guess.type == "UIView",
                !use.members.isSubset(of: context.vocabulary.inheritedMembers(of: "UIView"))
            {
                return typedByMembers(use, in: context, within: "UIView") ?? guess
            }
            guard guess?.usesPlaceholder == true else { return guess }
            return typedByMembers(use, in: context) ?? guess
        }
    }

    /// The type a value's members need: the one model type that declares (or inherits) every member
    /// the block uses on it — of a class and its subclasses, the class — made as the model's
    /// declarations allow (`valueConfiguration.imageProperties` and `.secondaryTextProperties` make
    /// `valueConfiguration` a `UIListContentConfiguration`). Nil when no type or several fit.
    /// With `within`, only that class's subclasses count.
    static func typedByMembers(_ use: FreeNames.Use, in context: Context, within base: String? = nil) -> Value? {
        let vocabulary = context.vocabulary
        guard !use.members.isEmpty else { return nil }
        let withMembers = vocabulary.types.filter { type in
            vocabulary.membersByType[type] != nil && use.members.isSubset(of: vocabulary.inheritedMembers(of: type))
                && (base.map { vocabulary.isSubclass(type, of: $0) } ?? true)
        }
        // Of those, the ones whose methods take the calls as written (`register(_:forCellReuseIdentifier:)`
        // is a table view's, `dequeueReusableCell(withReuseIdentifier:for:)` a collection view's): the
        // labels tell apart types that share a method's name. None taking them all is the guide's slip, not
        // a reason to choose: then the names alone decide.
        let takingCalls = withMembers.filter { type in
            use.memberCalls.allSatisfy { member, calls in
                calls.allSatisfy { vocabulary.accepts($0, member, of: type) != false }
            }
        }
        let candidates = takingCalls.isEmpty ? withMembers : takingCalls
        let inheritsFromAnother = { (type: String) in candidates.contains { vocabulary.isSubclass(type, of: $0) } }
        let allRoots = candidates.filter { !inheritsFromAnother($0) }
        var roots = allRoots
        // Several types with those members (`imageProperties` and `secondaryTextProperties`: a list
        // content configuration and a content-unavailable one): the one with a member named by a word of
        // the name that no candidate's own name has (`valueConfiguration` and `valueCell()`).
        if allRoots.count > 1 {
            let typeWords = roots.reduce(into: Set<String>()) { $0.formUnion(words(of: $1)) }
            let telling = words(of: use.name).subtracting(typeWords)
            let named = roots.filter { root in
                vocabulary.inheritedMembers(of: root).contains { !words(of: $0).isDisjoint(with: telling) }
            }
            if named.count == 1 { roots = named }
        }
        let byName = allRoots.count > 1
        guard roots.count == 1, let root = roots.first else { return nil }
        // A diffable type is the block's: of its section and item types (`datasource.supplementaryViewProvider`).
        let type =
            diffableGenericTypes.contains(root)
            ? "\(root)<\(context.sectionType), \(context.itemType)>"
            : root == "NSDiffableDataSourceSectionSnapshot" ? "\(root)<\(context.itemType)>" : root
        let diffable = ["dataSource", "snapshot"].lazy.compactMap { value(for: FreeNames.Use(name: $0), in: context) }
            .first { $0.type == type }
        guard let made = diffable?.expression ?? ImplicitContext.made(type, context: context) else { return nil }
        // One member alone (`post.date`) says little of a value's class: it takes a model type only when
        // the name shares a word with it (`picker.date`, `valueConfiguration.imageProperties`), spelled as
        // one or not (`datasource.apply`).
        let spelled = root.lowercased()
        guard
            base != nil || use.members.count >= 2 || !words(of: use.name).isDisjoint(with: words(of: root))
                || words(of: use.name).contains(where: { $0.count >= 6 && spelled.contains($0) })
        else {
            return nil
        }
        let members = use.members.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let byLabels = !takingCalls.isEmpty && takingCalls.count < withMembers.count
        let summary =
            byName
            ? "\(type) (of the model types with \(members), the one with a member its name names)"
            : byLabels
                ? "\(type) (the one model type with \(members) that takes the block's argument labels)"
                : "\(type) (the one model type with \(members))"
        return Value(type: type, expression: made, summary: summary)
    }

    /// The lowercased words of a camel-case name, without a `UI`/`NS` prefix (`UIDatePicker` → date, picker).
    static func words(of name: String) -> Set<String> {
        let bare = isUIKitName(name) ? String(name.dropFirst(2)) : name
        var words: Set<String> = []
        var current = ""
        for character in bare {
            if character.isUppercase && !current.isEmpty {
                words.insert(current.lowercased())
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }

    private static let background = Value(
        type: "UIBackgroundConfiguration", expression: "UIBackgroundConfiguration.listCell()",
        summary: "UIBackgroundConfiguration")

    /// Name endings that say a view's class, most specific first.
    /// A type-name suffix as a property is named after it (`ImageView` → `imageView`).
    static func lowerCamelCase(_ suffix: String) -> String { suffix.prefix(1).lowercased() + suffix.dropFirst() }

    static let viewSuffixes: [(String, String)] = [
        ("ImageView", "UIImageView"), ("TextView", "UITextView"), ("ScrollView", "UIScrollView"),
        ("StackView", "UIStackView"), ("Label", "UILabel"), ("Button", "UIButton"), ("TextField", "UITextField"),
        ("Switch", "UISwitch"), ("Slider", "UISlider"), ("SearchBar", "UISearchBar"),
        ("NavigationBar", "UINavigationBar"), ("Toolbar", "UIToolbar"), ("SegmentedControl", "UISegmentedControl"),
        ("PageControl", "UIPageControl"), ("View", "UIView"), ("Color", "UIColor"), ("Image", "UIImage"),
    ]

    /// A value from the name alone: flags are `Bool`, counts and indexes `Int`, tables keyed by
    /// something (`notesByID`, `rowsByName`) dictionaries of placeholders, plurals arrays of
    /// placeholders, anything else a placeholder.
    private static func guessed(_ name: String) -> Value? {
        let placeholder = PlaceholderSource.placeholderType
        // `notesByID`: its last word names the key, not the value; it starts empty, as the guide's
        // table does until its own code fills it.
        if let by = name.range(of: "By"), by.lowerBound != name.startIndex,
            name[by.upperBound...].first?.isUppercase == true
        {
            return Value(
                type: "[AnyHashable: \(placeholder)]", expression: "[:]",
                summary: "dictionary of placeholders keyed by any identifier (empty)", usesPlaceholder: true)
        }
        for prefix in ["is", "has", "should", "can", "was"]
        where name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true {
            return Value(type: "Bool", expression: "false", summary: "Bool")
        }
        if name == "animated" || name == "animatingDifferences" {
            return Value(type: "Bool", expression: "true", summary: "Bool")
        }
        if name.hasSuffix("IDs") || name.hasSuffix("Ids") || name.hasSuffix("Identifiers") {
            return Value(type: "[UUID]", expression: "[UUID(), UUID(), UUID()]", summary: "[UUID]")
        }
        if name.hasSuffix("ID") || name.hasSuffix("Id") || name.hasSuffix("Identifier") {
            return Value(type: "UUID", expression: "UUID()", summary: "UUID")
        }
        if ["count", "index", "row"].contains(name) || name.hasSuffix("Count") || name.hasSuffix("Index") {
            return Value(type: "Int", expression: "0", summary: "Int")
        }
        if ["title", "subtitle", "text", "name", "identifier", "reuseIdentifier"].contains(name) {
            return Value(type: "String", expression: "\"\(name)\"", summary: "String")
        }
        // A view's name says its class: `myCustomView`, `titleLabel`, `photoImageView`, `imageView`
        // (but not `view`, a controller's own).
        for (suffix, type) in viewSuffixes
        where (name.hasSuffix(suffix) || name == lowerCamelCase(suffix)) && name != suffix.lowercased() {
            let expression =
                switch type {
                case "UIColor": "UIColor.systemBlue"
                case "UIImage": "UIImage(systemName: \"star\")!"
                default: "\(type)()"
                }
            return Value(type: type, expression: expression, summary: type)
        }
        // A layout constraint the guide made elsewhere (`heightConstraint.constant = 100`); several are an array.
        if name.hasSuffix("Constraint") || name == "constraint" {
            return Value(
                type: "NSLayoutConstraint", expression: "UIView().heightAnchor.constraint(equalToConstant: 44)",
                summary: "NSLayoutConstraint")
        }
        if name.hasSuffix("Constraints") || name == "constraints" {
            return Value(type: "[NSLayoutConstraint]", expression: "[]", summary: "[NSLayoutConstraint] (empty)")
        }
        if name.count > 3 && name.hasSuffix("s") && !name.hasSuffix("ss") && !name.hasSuffix("us") {
            return Value(
                type: "[\(placeholder)]", expression: "[\(placeholder)(), \(placeholder)(), \(placeholder)()]",
                summary: "array of placeholders", usesPlaceholder: true)
        }
        return Value(type: placeholder, expression: "\(placeholder)()", summary: "placeholder", usesPlaceholder: true)
    }
}
