import Foundation

/// Stored state of the UIView members that are declared in extensions (Swift extensions cannot
/// add stored properties). Model internals.
struct ModelViewExtras {
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var isAccessibilityElement: Bool?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var accessibilityIdentifier: String?
    var accessibilityTraits: UIAccessibilityTraits = .none
    var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    var accessibilityElementsHidden = false
    var gestureRecognizers: [UIGestureRecognizer]?
    var interactions: [any UIInteraction] = []
    var traitRegistrations: [ModelTraitChangeRegistration] = []
}
