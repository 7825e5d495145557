import Foundation

/// A bitmap image, as Core Graphics hands one to UIKit: its size in pixels and how its pixels are
/// laid out in memory.
///
/// Apple: CGImage (Core Graphics) — `width`, `height` ("the width/height, in pixels"),
/// `bitsPerComponent`, `bitsPerPixel`, `bytesPerRow` ("the number of bytes used in memory for each
/// row of the specified bitmap image"),
/// https://developer.apple.com/documentation/coregraphics/cgimage. Linux has no Core Graphics,
/// so the model declares the type. It holds no pixels: UIKit code reads a bitmap's layout (to
/// estimate what a decoded image costs in memory), never its bytes.
///
/// The model's bitmaps are 8-bit RGBA (four components of 8 bits, 32 bits a pixel), the format
/// UIKit's image renderer draws in by default. Apple does not document how Core Graphics pads a
/// row, so the model pads none: `bytesPerRow` is `width × 4`.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Apple: CGImage.width, in pixels.
    public let width: Int
    /// Apple: CGImage.height, in pixels.
    public let height: Int
    /// Apple: CGImage.bitsPerComponent.
    public let bitsPerComponent: Int
    /// Apple: CGImage.bitsPerPixel.
    public let bitsPerPixel: Int

    /// A bitmap of `width × height` pixels in the model's RGBA format.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.bitsPerComponent = 8
        self.bitsPerPixel = 32
    }

    /// Apple: CGImage.bytesPerRow — the model pads no row (see the type's comment).
    public var bytesPerRow: Int { width * bitsPerPixel / 8 }

    /// Apple: CGImage.isMask — the model's bitmaps are images, never masks.
    public var isMask: Bool { false }

    /// Apple: CGImage.cropping(to:) — the part of the bitmap inside `rect` (pixels), nil when
    /// they do not meet.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let part = bounds.intersection(rect.integral)
        guard !part.isNull, !part.isEmpty else { return nil }
        return CGImage(width: Int(part.width), height: Int(part.height))
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "CGImage(\(width) × \(height) pixels)" }
}
