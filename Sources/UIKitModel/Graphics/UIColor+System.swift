import Foundation

/// The system colors. Apple: UIColor "UI element colors", "Standard colors", "Fixed colors".
/// Light/dark component values follow Apple's Human Interface Guidelines color tables.
extension UIColor {
    private static func system(_ name: String) -> UIColor { UIColor(kind: .system(name)) }

    // MARK: UI element colors
    public class var label: UIColor { system("label") }
    public class var secondaryLabel: UIColor { system("secondaryLabel") }
    public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public class var placeholderText: UIColor { system("placeholderText") }
    public class var link: UIColor { system("link") }
    public class var separator: UIColor { system("separator") }
    public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    public class var systemFill: UIColor { system("systemFill") }
    public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    public class var systemBackground: UIColor { system("systemBackground") }
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    /// Apple: UIColor.tintColor (iOS 15) — resolves to the tint color of the view it is used in.
    public class var tintColor: UIColor { system("tintColor") }

    // MARK: Standard colors
    public class var systemRed: UIColor { system("systemRed") }
    public class var systemOrange: UIColor { system("systemOrange") }
    public class var systemYellow: UIColor { system("systemYellow") }
    public class var systemGreen: UIColor { system("systemGreen") }
    public class var systemMint: UIColor { system("systemMint") }
    public class var systemTeal: UIColor { system("systemTeal") }
    public class var systemCyan: UIColor { system("systemCyan") }
    public class var systemBlue: UIColor { system("systemBlue") }
    public class var systemIndigo: UIColor { system("systemIndigo") }
    public class var systemPurple: UIColor { system("systemPurple") }
    public class var systemPink: UIColor { system("systemPink") }
    public class var systemBrown: UIColor { system("systemBrown") }
    public class var systemGray: UIColor { system("systemGray") }
    public class var systemGray2: UIColor { system("systemGray2") }
    public class var systemGray3: UIColor { system("systemGray3") }
    public class var systemGray4: UIColor { system("systemGray4") }
    public class var systemGray5: UIColor { system("systemGray5") }
    public class var systemGray6: UIColor { system("systemGray6") }

    // MARK: Fixed colors
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// Light and dark RGBA of the system colors (HIG color tables; `tintColor` is systemBlue).
    static func systemComponents(_ name: String, dark: Bool) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        func rgb(_ hex: Int, _ alpha: CGFloat = 1) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (CGFloat((hex >> 16) & 0xFF) / 255, CGFloat((hex >> 8) & 0xFF) / 255, CGFloat(hex & 0xFF) / 255, alpha)
        }
        let table: [String: (Int, CGFloat, Int, CGFloat)] = [
            "label": (0x000000, 1, 0xFFFFFF, 1),
            "secondaryLabel": (0x3C3C43, 0.6, 0xEBEBF5, 0.6),
            "tertiaryLabel": (0x3C3C43, 0.3, 0xEBEBF5, 0.3),
            "quaternaryLabel": (0x3C3C43, 0.18, 0xEBEBF5, 0.16),
            "placeholderText": (0x3C3C43, 0.3, 0xEBEBF5, 0.3),
            "link": (0x007AFF, 1, 0x0984FF, 1),
            "separator": (0x3C3C43, 0.29, 0x545458, 0.6),
            "opaqueSeparator": (0xC6C6C8, 1, 0x38383A, 1),
            "systemFill": (0x787880, 0.2, 0x787880, 0.36),
            "secondarySystemFill": (0x787880, 0.16, 0x787880, 0.32),
            "tertiarySystemFill": (0x767680, 0.12, 0x767680, 0.24),
            "quaternarySystemFill": (0x747480, 0.08, 0x767680, 0.18),
            "systemBackground": (0xFFFFFF, 1, 0x000000, 1),
            "secondarySystemBackground": (0xF2F2F7, 1, 0x1C1C1E, 1),
            "tertiarySystemBackground": (0xFFFFFF, 1, 0x2C2C2E, 1),
            "systemGroupedBackground": (0xF2F2F7, 1, 0x000000, 1),
            "secondarySystemGroupedBackground": (0xFFFFFF, 1, 0x1C1C1E, 1),
            "tertiarySystemGroupedBackground": (0xF2F2F7, 1, 0x2C2C2E, 1),
            "tintColor": (0x007AFF, 1, 0x0A84FF, 1),
            "systemRed": (0xFF3B30, 1, 0xFF453A, 1),
            "systemOrange": (0xFF9500, 1, 0xFF9F0A, 1),
            "systemYellow": (0xFFCC00, 1, 0xFFD60A, 1),
            "systemGreen": (0x34C759, 1, 0x30D158, 1),
            "systemMint": (0x00C7BE, 1, 0x63E6E2, 1),
            "systemTeal": (0x30B0C7, 1, 0x40C8E0, 1),
            "systemCyan": (0x32ADE6, 1, 0x64D2FF, 1),
            "systemBlue": (0x007AFF, 1, 0x0A84FF, 1),
            "systemIndigo": (0x5856D6, 1, 0x5E5CE6, 1),
            "systemPurple": (0xAF52DE, 1, 0xBF5AF2, 1),
            "systemPink": (0xFF2D55, 1, 0xFF375F, 1),
            "systemBrown": (0xA2845E, 1, 0xAC8E68, 1),
            "systemGray": (0x8E8E93, 1, 0x8E8E93, 1),
            "systemGray2": (0xAEAEB2, 1, 0x636366, 1),
            "systemGray3": (0xC7C7CC, 1, 0x48484A, 1),
            "systemGray4": (0xD1D1D6, 1, 0x3A3A3C, 1),
            "systemGray5": (0xE5E5EA, 1, 0x2C2C2E, 1),
            "systemGray6": (0xF2F2F7, 1, 0x1C1C1E, 1),
        ]
        guard let entry = table[name] else { return (0, 0, 0, 1) }
        return dark ? rgb(entry.2, entry.3) : rgb(entry.0, entry.1)
    }
}
