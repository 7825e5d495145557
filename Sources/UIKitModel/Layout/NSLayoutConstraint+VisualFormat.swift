import Foundation

extension NSLayoutConstraint {
    /// Apple: NSLayoutConstraint.FormatOptions — the alignment and direction options of the visual
    /// format; the model honours the direction (leading/trailing, the default, or left/right) and
    /// the alignment of the views a format string lines up (`alignAllTop`, `alignAllCenterY`, …).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var alignmentMask: NSLayoutConstraint.FormatOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:80).
        /// Unmodelled: reading records `NSLayoutConstraint.FormatOptions.alignmentMask` and returns `[]`.
        public static var alignmentMask: NSLayoutConstraint.FormatOptions {
            get {
                ModelFindings.unmodelled("NSLayoutConstraint.FormatOptions.alignmentMask")
                return []
            }
        }

        /// UIKit: `static var directionMask: NSLayoutConstraint.FormatOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:84).
        /// Unmodelled: reading records `NSLayoutConstraint.FormatOptions.directionMask` and returns `[]`.
        public static var directionMask: NSLayoutConstraint.FormatOptions {
            get {
                ModelFindings.unmodelled("NSLayoutConstraint.FormatOptions.directionMask")
                return []
            }
        }

        /// UIKit: `static var spacingBaselineToBaseline: NSLayoutConstraint.FormatOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:85).
        /// Unmodelled: reading records `NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline` and returns `[]`.
        @available(iOS, introduced: 11.0)
        public static var spacingBaselineToBaseline: NSLayoutConstraint.FormatOptions {
            get {
                ModelFindings.unmodelled("NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline")
                return []
            }
        }

        /// UIKit: `static var spacingMask: NSLayoutConstraint.FormatOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:87).
        /// Unmodelled: reading records `NSLayoutConstraint.FormatOptions.spacingMask` and returns `[]`.
        @available(iOS, introduced: 11.0)
        public static var spacingMask: NSLayoutConstraint.FormatOptions {
            get {
                ModelFindings.unmodelled("NSLayoutConstraint.FormatOptions.spacingMask")
                return []
            }
        }
        // cellspec:generated:end
    }

    /// Apple: NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:) — "creates
    /// constraints described by an ASCII art-like visual format string" (Auto Layout Guide, Visual
    /// Format Language): `H:`/`V:` orientation, `|` the superview, `[name(predicates)]` views,
    /// connections `-`, `-N-`, `-(>=N@priority)-` and adjacency; sizes `(==N)`, `(>=name)`.
    ///
    /// A standard `-` connection is 8 points between views and 20 points to the superview's edge.
    /// A format UIKit cannot parse raises `NSInvalidArgumentException` ("Unable to parse constraint
    /// format"), as do a view name missing from `views`, a metric missing from `metrics` and `|`
    /// next to a view without a superview; the model raises fault `layout.invalid-visual-format`
    /// and returns no constraints. The constraints are returned inactive, as UIKit's are.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = ModelVisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
            return try parser.parse()
        } catch let failure as ModelVisualFormatParser.Failure {
            ModelFindings.fault(.invalidVisualFormat, "\(failure.message) Format: \(format)")
            return []
        } catch {
            return []
        }
    }
}

/// The parser of the visual format language. Model internals.
@MainActor
struct ModelVisualFormatParser {
    struct Failure: Error { let message: String }

    fileprivate struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    fileprivate enum Connection {
        case standard
        case predicates([Predicate])
    }

    private let characters: [Character]
    private var index = 0
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            vertical = characters[0] == "V"
            index = 2
        }
        let (leading, trailing): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical
            ? (.top, .bottom) : options.contains(.directionLeftToRight) ? (.left, .right) : (.leading, .trailing)
        let sizeAttribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var startsAtSuperview = false
        var pending: Connection?
        var laidOut: [UIView] = []

        if peek == "|" {
            index += 1
            startsAtSuperview = true
            pending = try connection()
        }
        while peek == "[" {
            index += 1
            let name = identifier()
            guard let view = views[name] as? UIView else {
                throw Failure(message: "View '\(name)' is not a key in the views dictionary.")
            }
            var sizes: [Predicate] = []
            if peek == "(" { sizes = try predicateList() }
            try expect("]")
            for size in sizes {
                if let other = size.view {
                    let c = NSLayoutConstraint(
                        item: view, attribute: sizeAttribute, relatedBy: size.relation, toItem: other,
                        attribute: sizeAttribute, multiplier: 1, constant: 0)
                    c.priority = size.priority
                    constraints.append(c)
                } else {
                    let c = NSLayoutConstraint(
                        item: view, attribute: sizeAttribute, relatedBy: size.relation, toItem: nil,
                        attribute: .notAnAttribute, multiplier: 1, constant: size.constant ?? 0)
                    c.priority = size.priority
                    constraints.append(c)
                }
            }
            if let link = pending {
                if let previous {
                    constraints += link.constraints(from: previous, trailing, to: view, leading, standard: 8)
                } else if startsAtSuperview {
                    guard let superview = view.superview else {
                        throw Failure(
                            message:
                                "Unable to interpret '|' character, because the related view doesn't have a superview.")
                    }
                    constraints += link.constraints(from: superview, leading, to: view, leading, standard: 20)
                }
            }
            laidOut.append(view)
            previous = view
            pending = nil
            if peek == "-" || peek == "[" {
                pending = peek == "[" ? .predicates([Predicate(constant: 0)]) : try connection()
            } else if peek == "|" {
                break
            }
        }
        if peek == "|", let last = previous {
            index += 1
            guard let superview = last.superview else {
                throw Failure(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview.")
            }
            let link = pending ?? .predicates([Predicate(constant: 0)])
            constraints += link.constraints(from: last, trailing, to: superview, trailing, standard: 20)
        } else if pending != nil, previous != nil {
            throw Failure(message: "Expected a view or '|' after a connection.")
        }
        guard index == characters.count, !laidOut.isEmpty else {
            throw Failure(message: "Unable to parse constraint format at position \(index).")
        }
        constraints += alignment(of: laidOut)
        return constraints
    }

    private func alignment(of views: [UIView]) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            for (a, b) in zip(views, views.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func expect(_ character: Character) throws {
        guard peek == character else { throw Failure(message: "Expected '\(character)' at position \(index).") }
        index += 1
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            index += 1
        }
        return name
    }

    /// After a `-` (or the `|` that precedes one): `-`, `-N-`, `-(predicates)-`.
    private mutating func connection() throws -> Connection? {
        guard peek == "-" else { return peek == "[" ? .predicates([Predicate(constant: 0)]) : nil }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        try expect("-")
        return .predicates(predicates)
    }

    private mutating func predicateList() throws -> [Predicate] {
        try expect("(")
        var list: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            var predicate = Predicate()
            if let c = peek, c == "=" || c == "<" || c == ">" {
                let first = c
                index += 1
                try expect("=")
                predicate.relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            }
            if let c = peek, c.isLetter {
                let name = identifier()
                if let view = views[name] as? UIView {
                    predicate.view = view
                } else {
                    predicate.constant = try metric(name)
                }
            } else {
                predicate.constant = try constant()
            }
            if peek == "@" {
                index += 1
                let value: CGFloat
                if let c = peek, c.isLetter { value = try metric(identifier()) } else { value = try number() }
                predicate.priority = UILayoutPriority(Float(value))
            }
            list.append(predicate)
        } while peek == ","
        try expect(")")
        return list
    }

    private mutating func constant() throws -> CGFloat {
        if let c = peek, c.isLetter { return try metric(identifier()) }
        return try number()
    }

    private mutating func number() throws -> CGFloat {
        var text = ""
        if peek == "-" || peek == "+" {
            text.append(peek!)
            index += 1
        }
        while let c = peek, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text) else { throw Failure(message: "Expected a number at position \(index).") }
        return CGFloat(value)
    }

    private func metric(_ name: String) throws -> CGFloat {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw Failure(message: "Metric '\(name)' is not a key in the metrics dictionary.")
        }
    }
}

extension ModelVisualFormatParser.Connection {
    /// The constraints placing `second`'s `secondAttribute` after `first`'s `firstAttribute`.
    @MainActor
    fileprivate func constraints(
        from first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, to second: UIView,
        _ secondAttribute: NSLayoutConstraint.Attribute, standard: CGFloat
    ) -> [NSLayoutConstraint] {
        switch self {
        case .standard:
            return [
                NSLayoutConstraint(
                    item: second, attribute: secondAttribute, relatedBy: .equal, toItem: first,
                    attribute: firstAttribute, multiplier: 1, constant: standard)
            ]
        case let .predicates(list):
            return list.map { predicate in
                let c = NSLayoutConstraint(
                    item: second, attribute: secondAttribute, relatedBy: predicate.relation, toItem: first,
                    attribute: firstAttribute, multiplier: 1, constant: predicate.constant ?? 0)
                c.priority = predicate.priority
                return c
            }
        }
    }
}
