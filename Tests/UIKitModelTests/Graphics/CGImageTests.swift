import Foundation
import Testing

@testable import UIKitModel

/// `UIImage` and the Core Graphics bitmap behind it: scale, orientation and size as Apple's
/// documentation of `UIImage.size`, `scale` and `init(cgImage:scale:orientation:)` gives them.
@Suite struct CGImageTests {
    @Test func aBitmapImageIsItsPixelsOverItsScale() {
        let bitmap = CGImage(width: 300, height: 150)
        let image = UIImage(cgImage: bitmap, scale: 3, orientation: .up)
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.scale == 3)
        #expect(image.imageOrientation == .up)
        #expect(image.cgImage === bitmap)
        #expect(UIImage(cgImage: bitmap).size == CGSize(width: 300, height: 150), "scale 1: size is the pixel size")
    }

    @Test func aQuarterTurnSwapsWidthAndHeight() {
        let bitmap = CGImage(width: 300, height: 150)
        #expect(UIImage(cgImage: bitmap, scale: 1, orientation: .right).size == CGSize(width: 150, height: 300))
        #expect(UIImage(cgImage: bitmap, scale: 1, orientation: .leftMirrored).size == CGSize(width: 150, height: 300))
        #expect(UIImage(cgImage: bitmap, scale: 1, orientation: .down).size == CGSize(width: 300, height: 150))
    }

    @Test func anImageFromAnAssetHasABitmapOfItsSize() throws {
        let asset = try #require(UIImage(named: "photo"))
        #expect(asset.scale == 1)
        let bitmap = try #require(asset.cgImage)
        #expect(bitmap.width == Int(asset.size.width) && bitmap.height == Int(asset.size.height))
        #expect(bitmap.bitsPerPixel == 32 && bitmap.bitsPerComponent == 8)
        #expect(bitmap.bytesPerRow == bitmap.width * 4)
        #expect(bitmap.bytesPerRow * bitmap.height == 44 * 44 * 4)
    }

    @Test func anEmptyImageHasNoBitmap() {
        #expect(UIImage().cgImage == nil)
        #expect(UIImage().scale == 1)
    }

    @Test func readingABitmapRecordsNothingUnmodelled() {
        let (_, findings) = ModelFindings.capture {
            let image = UIImage(cgImage: CGImage(width: 8, height: 8), scale: 2, orientation: .up)
            _ = image.cgImage?.bytesPerRow
            _ = image.scale
            _ = image.imageOrientation
        }
        #expect(findings.ids.isEmpty)
    }

    @Test func croppingKeepsThePartInside() {
        let bitmap = CGImage(width: 100, height: 60)
        #expect(
            bitmap.cropping(to: CGRect(x: 50, y: 0, width: 100, height: 30)).map { [$0.width, $0.height] } == [50, 30])
        #expect(bitmap.cropping(to: CGRect(x: 200, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func imagesOfTheSameBitmapAreEqual() {
        let bitmap = CGImage(width: 4, height: 4)
        #expect(UIImage(cgImage: bitmap) == UIImage(cgImage: bitmap))
        #expect(UIImage(cgImage: bitmap) != UIImage(cgImage: CGImage(width: 4, height: 4)))
    }
}
