import Foundation

/// A keyboard shortcut: the key, its modifier flags and the action it sends.
///
/// Apple: https://developer.apple.com/documentation/uikit/uikeycommand — stored state: `input`,
/// `modifierFlags`, `action`, `title`, `discoverabilityTitle`, `wantsPriorityOverSystemBehavior`.
/// The model has no hardware keyboard, so no key command is ever performed by itself.
@MainActor @preconcurrency
open class UIKeyCommand: UIMenuElement {
    /// Apple: UIKeyCommand.input.
    open private(set) var input: String?
    /// Apple: UIKeyCommand.modifierFlags.
    open private(set) var modifierFlags: UIKeyModifierFlags = []
    /// Apple: UICommand.action.
    open private(set) var action: Selector?
    /// Apple: UICommand.discoverabilityTitle. Stored state.
    open var discoverabilityTitle: String?
    /// Apple: UIKeyCommand.wantsPriorityOverSystemBehavior (iOS 15) — false by default. Stored state.
    open var wantsPriorityOverSystemBehavior = false

    /// Apple: UIKeyCommand.init(input:modifierFlags:action:).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Apple: UIKeyCommand.init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)
    /// (iOS 13); `propertyList`, `alternates`, `attributes` and `state` are not kept.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// Apple: UIKeyCommand.inputUpArrow, inputDownArrow, inputLeftArrow, inputRightArrow, inputEscape.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
}

/// Apple: UIKeyModifierFlags.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIViewController {
    /// Apple: UIViewController.addKeyCommand(_:) — registers the command; `keyCommands` then includes it.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        modelAddedKeyCommands.append(keyCommand)
    }

    /// Apple: UIViewController.removeKeyCommand(_:).
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        modelAddedKeyCommands.removeAll { $0 === keyCommand }
    }
}
