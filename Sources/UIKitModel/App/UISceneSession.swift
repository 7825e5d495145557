import Foundation

/// Apple: UISceneSession (iOS 13) — `role`, `configuration`, `persistentIdentifier`.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// Apple: UISceneSession.Role.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Apple: UISceneSession.role.
    public let role: Role
    /// Apple: UISceneSession.persistentIdentifier.
    public let persistentIdentifier: String = UUID().uuidString

    init(role: Role) {
        self.role = role
        super.init()
    }
}

/// Apple: UISceneConfiguration (iOS 13) — `init(name:sessionRole:)`, `delegateClass`. Stored state.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// Apple: UISceneConfiguration.name.
    public let name: String?
    /// Apple: UISceneConfiguration.role.
    public let role: UISceneSession.Role
    /// Apple: UISceneConfiguration.delegateClass.
    open var delegateClass: AnyClass?

    /// Apple: UISceneConfiguration.init(name:sessionRole:).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
