// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISearchTextField: UITextField` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
    /// Storage of `allowsCopyingTokens`, generated.
    private var modelStoredAllowsCopyingTokens: Optional<Bool> = nil
    /// UIKit: `var allowsCopyingTokens: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield-allowscopyingtokens.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchTextField.allowsCopyingTokens` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var allowsCopyingTokens: Bool {
        get {
            if let value = modelStoredAllowsCopyingTokens { return value }
            ModelFindings.unmodelled("UISearchTextField.allowsCopyingTokens")
            return false
        }
        set {
            modelStoredAllowsCopyingTokens = newValue
        }
    }
    /// Storage of `allowsDeletingTokens`, generated.
    private var modelStoredAllowsDeletingTokens: Optional<Bool> = nil
    /// UIKit: `var allowsDeletingTokens: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield-allowsdeletingtokens.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchTextField.allowsDeletingTokens` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var allowsDeletingTokens: Bool {
        get {
            if let value = modelStoredAllowsDeletingTokens { return value }
            ModelFindings.unmodelled("UISearchTextField.allowsDeletingTokens")
            return false
        }
        set {
            modelStoredAllowsDeletingTokens = newValue
        }
    }
    /// UIKit: `func insertToken( _ token: UISearchToken, at tokenIndex: Int )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield-inserttoken(_:at:).md:16).
    /// Unmodelled: a call records `UISearchTextField.insertToken(_:at:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        ModelFindings.unmodelled("UISearchTextField.insertToken(_:at:)")
    }
    /// UIKit: `func removeToken(at tokenIndex: Int)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield-removetoken(at:).md:16).
    /// Unmodelled: a call records `UISearchTextField.removeToken(at:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func removeToken(at tokenIndex: Int) {
        ModelFindings.unmodelled("UISearchTextField.removeToken(at:)")
    }
    /// Storage of `tokenBackgroundColor`, generated.
    private var modelStoredTokenBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var tokenBackgroundColor: UIColor! { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield-tokenbackgroundcolor.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchTextField.tokenBackgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var tokenBackgroundColor: UIColor! {
        get {
            if let value = modelStoredTokenBackgroundColor { return value }
            ModelFindings.unmodelled("UISearchTextField.tokenBackgroundColor")
            return nil
        }
        set {
            modelStoredTokenBackgroundColor = newValue
        }
    }
    /// Storage of `tokens`, generated.
    private var modelStoredTokens: Optional<[UISearchToken]> = nil
    /// UIKit: `var tokens: [UISearchToken] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfield-tokens.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchTextField.tokens` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var tokens: [UISearchToken] {
        get {
            if let value = modelStoredTokens { return value }
            ModelFindings.unmodelled("UISearchTextField.tokens")
            return []
        }
        set {
            modelStoredTokens = newValue
        }
    }
}
