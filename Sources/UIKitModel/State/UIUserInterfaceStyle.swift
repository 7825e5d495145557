/// Apple: UIUserInterfaceStyle — light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
