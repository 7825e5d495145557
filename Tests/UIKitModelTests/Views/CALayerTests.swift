import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct CALayerTests {
    @Test func everyViewHasOneLayerWithAppleDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer === view.layer)
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.layer.shadowRadius == 3)
        #expect(view.layer.borderWidth == 0)
        #expect(view.layer.cornerCurve == .circular)
        #expect(view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        #expect(view.layer.frame == view.frame)
    }

    @Test func masksToBoundsIsTheViewsClipsToBounds() {
        let view = UIView(frame: .zero)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
    }

    @Test func cgColorIsResolvedAndRoundTrips() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let cg = red.cgColor
        #expect(cg.components == [1, 0, 0, 1])
        #expect(UIColor(cgColor: cg) == red)
        let view = UIView(frame: .zero)
        view.layer.borderColor = UIColor.systemBlue.cgColor
        #expect(view.layer.borderColor?.alpha == 1)
    }

    @Test func colorLiteralAndDisplayP3MakeFixedColors() {
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func bezierPathBoundsAndCGPath() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.cgPath.boundingBox == path.bounds)
    }
}
