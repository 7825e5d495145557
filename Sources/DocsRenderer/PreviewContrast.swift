import Foundation

/// Colors a preview draws text in, made legible: the recorded color where it has a contrast of at
/// least 4.5:1 with what it is drawn on (WCAG 2.2, success criterion 1.4.3, the ratio of relative
/// luminances), else moved further the way it already differs (darker text towards black, lighter
/// towards white) only as far as needed; when even black or white would not reach it (white on a
/// mid blue), the background darkens or lightens instead. Several of
/// iOS's own label colors (`secondaryLabel`, `tertiaryLabel`) are below 4.5:1 on white, so a page
/// drawing them as they are would be hard to read; the tooltip still names the recorded color.
enum PreviewContrast {
    struct RGBA: Equatable {
        var r: Double, g: Double, b: Double, a: Double

        init(r: Double, g: Double, b: Double, a: Double = 1) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }

        /// `#rrggbbaa` or `#rrggbb`.
        init?(hex: String) {
            let digits = hex.dropFirst()
            guard hex.first == "#", digits.count == 8 || digits.count == 6, let value = UInt64(digits, radix: 16) else {
                return nil
            }
            let full = digits.count == 6 ? value << 8 | 0xff : value
            r = Double(full >> 24 & 0xff) / 255
            g = Double(full >> 16 & 0xff) / 255
            b = Double(full >> 8 & 0xff) / 255
            a = Double(full & 0xff) / 255
        }

        var hex: String {
            "#" + [r, g, b, a].map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
        }

        /// This color drawn over an opaque one.
        func over(_ below: RGBA) -> RGBA {
            RGBA(r: r * a + below.r * (1 - a), g: g * a + below.g * (1 - a), b: b * a + below.b * (1 - a))
        }

        func mixed(with other: RGBA, _ amount: Double) -> RGBA {
            RGBA(r: r + (other.r - r) * amount, g: g + (other.g - g) * amount, b: b + (other.b - b) * amount, a: a)
        }

        /// WCAG 2's relative luminance of an opaque color.
        var luminance: Double {
            func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        }

        static let black = RGBA(r: 0, g: 0, b: 0)
        static let white = RGBA(r: 1, g: 1, b: 1)
    }

    static let minimum = 4.5

    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (x, y) = (a.luminance, b.luminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The text colors (each over `background`, itself over the opaque `surface`) and the background,
    /// as drawn: `texts` made legible, `background` changed only when a text could not be.
    static func legible(texts: [RGBA], background: RGBA?, surface: RGBA) -> (texts: [RGBA], background: RGBA?) {
        var ground = background.map { $0.over(surface) } ?? surface
        var changedBackground = false
        var result: [RGBA] = []
        for text in texts {
            var drawn = text.over(ground)
            if ratio(drawn, ground) >= minimum {
                result.append(drawn)
                continue
            }
            // Further the way the text already differs from its ground: darker text darker, lighter lighter.
            let target = drawn.luminance < ground.luminance ? RGBA.black : .white
            if ratio(target, ground) >= minimum {
                var step = 0.0
                while ratio(drawn, ground) < minimum + 0.05 && step < 1 {
                    step += 0.05
                    drawn = text.over(ground).mixed(with: target, step)
                }
            } else {
                // Even black or white is too faint here: keep the text, move the background away from it.
                let away = drawn.luminance > 0.5 ? RGBA.black : .white
                var step = 0.0
                let start = ground
                while ratio(drawn, ground) < minimum + 0.05 && step < 1 {
                    step += 0.05
                    ground = start.mixed(with: away, step)
                }
                changedBackground = true
            }
            result.append(drawn)
        }
        return (result, changedBackground ? ground : background.map { $0.over(surface) })
    }
}
