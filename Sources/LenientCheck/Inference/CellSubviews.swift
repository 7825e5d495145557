/// A rule of ``ImplicitContext``: a `cell` the fragment uses with views UIKit's cell classes do not
/// have (`cell.dateLabel.text = …`, `cell.thumbnailImageView.image = …`) is an instance of the
/// guide's own cell class, which the block does not show. Inference declares that class: a subclass of
/// the cell class the fragment's use implies (``WellKnownName``), with each such view as a property,
/// in the cell's content view as a cell's subviews are (Apple: UICollectionViewCell.contentView,
/// UITableViewCell.contentView — "add your custom subviews to the content view").
///
/// Only members named as views (``WellKnownName/viewSuffixes``: `…Label`, `…ImageView`, `…Button`,
/// `…StackView`, `…View`) count: a member named otherwise (`leadingSwipeActionsConfiguration`) is
/// an API the guide claims UIKit has, which the model answers for, and a method (`configure(with:)`)
/// takes arguments no declaration here could know.
enum CellSubviews {
    /// The class inference declares for the guide's cell.
    static let className = "__CellSpecCell"

    /// The views `members` names that `cellClass` neither declares nor inherits, with the view class
    /// each name says, sorted by name.
    static func missingViews(_ members: Set<String>, of cellClass: String, vocabulary: ModelVocabulary) -> [(
        name: String, type: String
    )] {
        let inherited = vocabulary.inheritedMembers(of: cellClass)
        return members.subtracting(inherited).sorted().compactMap { member in
            viewClass(named: member, vocabulary: vocabulary).map { (member, $0) }
        }
    }

    /// The view class a member's name says (`dateLabel` → `UILabel`, `imageView` → `UIImageView`), if
    /// the model has that class.
    static func viewClass(named member: String, vocabulary: ModelVocabulary) -> String? {
        for (suffix, type) in WellKnownName.viewSuffixes
        where (member.hasSuffix(suffix) && member.count > suffix.count)
            || (member == WellKnownName.lowerCamelCase(suffix) && member != suffix.lowercased())
        {
            guard type == "UIView" || vocabulary.isSubclass(type, of: "UIView") else { continue }
            return type
        }
        return nil
    }

    /// The declaration of the guide's cell class: `views` as lazy properties, each added to the content
    /// view without autoresizing constraints, as code-built cells add theirs.
    static func declaration(subclassing cellClass: String, views: [(name: String, type: String)]) -> String {
        let properties = views.map { view in
            "lazy var \(view.name): \(view.type) = \(inContentView("\(view.type)()"))"
        }
        return "fileprivate final class \(className): \(cellClass) { \(properties.joined(separator: "; ")) }"
    }

    /// A lazy property's value: the view `expression` makes, added to the cell's content view without
    /// autoresizing constraints (a cell's own declaration, or a cell host's property).
    static func inContentView(_ expression: String) -> String {
        "{ let view = \(expression); view.translatesAutoresizingMaskIntoConstraints = false; "
            + "contentView.addSubview(view); return view }()"
    }

    /// A new instance, made as UIKit makes a cell of that superclass in code.
    static func instance(subclassing cellClass: String) -> String {
        cellClass == "UITableViewCell"
            ? "\(className)(style: .default, reuseIdentifier: nil)" : "\(className)(frame: .zero)"
    }
}
