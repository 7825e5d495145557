/// Apple: UIListEnvironment (iOS 18) — the style of the list a view is in, read by the iOS 18
/// list configurations (`cell()`, `header()`, `listCell()`, …) when updated for a state.
public enum UIListEnvironment: Int, Sendable {
    case unspecified = 0
    case none = 1
    case plain = 2
    case grouped = 3
    case insetGrouped = 4
    case sidebar = 5
    case sidebarPlain = 6
}
