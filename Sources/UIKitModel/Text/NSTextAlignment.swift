/// Apple: NSTextAlignment (UIKit's text alignment; not in Foundation on Linux).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
