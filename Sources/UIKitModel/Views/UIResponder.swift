import Foundation

/// Apple: UIResponder — the base of views and view controllers; the model keeps no responder chain
/// behaviour (first responder, event delivery).
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Apple: NSObject.awakeFromNib() (UIKit's nib-loading additions) — "Prepares the receiver for
    /// service after it has been loaded from an Interface Builder archive, or nib file." Only nib
    /// loading calls it; the model loads no nibs (``UINib/instantiate(withOwner:options:)`` is
    /// unmodelled), so it is never called by the model, and an override is ordinary code.
    open func awakeFromNib() {}

    /// Apple: NSObject.prepareForInterfaceBuilder() — called by Interface Builder only, never at run time.
    open func prepareForInterfaceBuilder() {}

    /// Apple: UIResponder.keyCommands — "The key commands that trigger actions on this responder";
    /// nil by default, and for a view controller the ones `addKeyCommand(_:)` registered. Override point.
    open var keyCommands: [UIKeyCommand]? { modelAddedKeyCommands.isEmpty ? nil : modelAddedKeyCommands }
    /// What `UIViewController.addKeyCommand(_:)` registered, in order.
    var modelAddedKeyCommands: [UIKeyCommand] = []
}
