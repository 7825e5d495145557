import Foundation

/// A compiled Interface Builder file, and what loading one calls on the objects it makes.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinib — `init(nibName:bundle:)` and
/// `init(data:bundle:)` keep what they are given. The model has no nib files and no decoder for
/// them: `instantiate(withOwner:options:)` is unmodelled (`model.unmodelled-api`) and returns no
/// objects, as does `Bundle.loadNibNamed(_:owner:options:)`. The table and collection views'
/// registrations that take a nib keep it as UIKit does; making a view of it is unmodelled.
@MainActor @preconcurrency
open class UINib: NSObject {
    /// Apple: UINib.OptionsKey.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: UINib.OptionsKey.externalObjects.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as given to ``init(nibName:bundle:)``. Model extension, not UIKit API.
    public let modelNibName: String?

    /// Apple: UINib.init(nibName:bundle:).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        modelNibName = name
        super.init()
    }

    /// Apple: UINib.init(data:bundle:).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        modelNibName = nil
        super.init()
    }

    /// Apple: UINib.instantiate(withOwner:options:) — unarchives the nib's objects, calling
    /// `awakeFromNib()` on each. The model has no nib to read: unmodelled, no objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        ModelFindings.unmodelled("UINib.instantiate(withOwner:options:)")
        return []
    }
}

extension Bundle {
    /// Apple: Bundle.loadNibNamed(_:owner:options:) (UIKit's NSBundle(UINibLoadingAdditions)) —
    /// unarchives the named nib. The model has no nib to read: unmodelled, and nil.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        ModelFindings.unmodelled("Bundle.loadNibNamed(_:owner:options:)")
        return nil
    }
}
