/// One documented rule of the modelled UIKit behaviour, with the stable id that spec pages name.
///
/// Model extension, not UIKit API. ``all`` is the single catalog of rules; every fault and
/// violation the model raises comes from one of these values.
public struct ModelRule: Sendable, Hashable, CustomStringConvertible {
    /// What breaking the rule leads to.
    public enum Severity: String, Sendable, Hashable {
        /// UIKit raises an exception or traps; the model ends the process.
        case fault
        /// UIKit carries on with wrong or surprising results; the model records it.
        case violation
    }

    /// Why the rule exists: UIKit's own behaviour, or a recommended way over one UIKit accepts.
    public enum Basis: String, Sendable, Hashable {
        /// UIKit fails, warns or gives wrong results as documented.
        case behaviour
        /// UIKit does what the code asks; Apple or this project's sources recommend another way. A guide
        /// that does it otherwise is not wrong about UIKit, so lenient checks treat the finding as advice.
        case recommendation
    }

    /// A stable dotted identifier, e.g. `cell.legacy-and-configuration-mixed`.
    public let id: String
    public let severity: Severity
    /// One line saying what is wrong.
    public let message: String
    /// Where the behaviour is documented (Apple page, WWDC session or seed).
    public let source: String
    /// Whether breaking the rule is UIKit's failure or a departure from a recommendation.
    public let basis: Basis

    public var description: String { "[\(id)] \(message)" }

    /// The `expect=` markup that declares this rule's finding, e.g. `expect=violation:cell.update-loop`.
    public var expectation: String { "expect=\(severity.rawValue):\(id)" }

    public init(id: String, severity: Severity, message: String, source: String, basis: Basis = .behaviour) {
        self.id = id
        self.severity = severity
        self.message = message
        self.source = source
        self.basis = basis
    }

    /// Every rule the model knows, in one list.
    public static let all: [ModelRule] =
        [
            platformUnavailableAPI,
            legacyAndConfigurationMixed,
            backgroundAndConfigurationMixed,
            configurationReferenceType,
            updateConfigurationCalledDirectly,
            updateLoop,
            contentViewConfigurationType,
        ] + collectionViewStack + layoutAndLists

    /// Looks a rule up by its id.
    public static func rule(id: String) -> ModelRule? { all.first { $0.id == id } }
}

extension ModelRule {
    /// Apple: API availability annotations in the UIKit SDK.
    public static let platformUnavailableAPI = ModelRule(
        id: "platform.unavailable-api", severity: .fault,
        message: "API used on an iOS release that does not have it (unrecognized selector).",
        source: "Apple: availability annotations of the UIKit SDK")

    /// Apple: UITableViewCell.contentConfiguration, UITableViewCell.textLabel.
    public static let legacyAndConfigurationMixed = ModelRule(
        id: "cell.legacy-and-configuration-mixed", severity: .violation,
        message:
            "textLabel/detailTextLabel/imageView mixed with contentConfiguration on one cell: each resets the other.",
        source: "Apple: UITableViewCell.contentConfiguration; seeds/001 §7")

    /// Apple: UICollectionViewCell.backgroundConfiguration.
    public static let backgroundAndConfigurationMixed = ModelRule(
        id: "cell.background-and-configuration-mixed", severity: .violation,
        message:
            "backgroundColor/backgroundView/selectedBackgroundView mixed with backgroundConfiguration: each resets the other.",
        source: "Apple: UICollectionViewCell.backgroundConfiguration; seeds/001 §2")

    /// seeds/001 §5; Apple: UIContentConfiguration (configurations are copied values).
    public static let configurationReferenceType = ModelRule(
        id: "configuration.reference-type", severity: .violation,
        message:
            "A content configuration is a class: copies share state, so mutating one changes every cell holding it.",
        source: "seeds/001 §5; Apple: UIContentConfiguration")

    /// Apple: UICollectionViewCell.updateConfiguration(using:) — "Avoid calling this method directly."
    public static let updateConfigurationCalledDirectly = ModelRule(
        id: "cell.update-configuration-called-directly", severity: .violation,
        message: "updateConfiguration(using:) called directly; call setNeedsUpdateConfiguration() instead.",
        source: "Apple: UICollectionViewCell.updateConfiguration(using:)")

    /// Apple: UICollectionViewCell.setNeedsUpdateConfiguration() — updates are coalesced per layout pass.
    public static let updateLoop = ModelRule(
        id: "cell.update-loop", severity: .violation,
        message:
            "A configuration update keeps requesting another update (setNeedsUpdateConfiguration() inside the update).",
        source: "Apple: UICollectionViewCell.setNeedsUpdateConfiguration()")

    /// Apple: UIContentView.configuration.
    public static let contentViewConfigurationType = ModelRule(
        id: "content-view.configuration-type", severity: .fault,
        message: "A content view was given a configuration of a type it does not support.",
        source: "Apple: UIListContentView.configuration")
}
