import Foundation

/// An immutable copy of an attributed string, so configurations holding one stay Sendable and
/// unaffected by later changes to a mutable original (UIKit copies it: `@property (copy)`).
/// Model internals.
struct ModelAttributedText: Hashable, @unchecked Sendable {
    let value: NSAttributedString?

    init(_ value: NSAttributedString?) {
        self.value = value.map { NSAttributedString(attributedString: $0) }
    }
}
