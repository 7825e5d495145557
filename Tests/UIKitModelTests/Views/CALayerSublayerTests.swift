import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct CALayerSublayerTests {
    @Test func sublayersKeepTheirOrderAndMoveBetweenSuperlayers() {
        let first = CALayer(), second = CAGradientLayer(), third = CALayer()
        let parent = CALayer(), other = CALayer()
        #expect(parent.sublayers == nil)
        parent.addSublayer(first)
        parent.insertSublayer(second, at: 0)
        parent.insertSublayer(third, above: second)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [second, third, first].map(ObjectIdentifier.init))
        other.addSublayer(third)
        #expect(parent.sublayers?.count == 2)
        #expect(third.superlayer === other)
        first.removeFromSuperlayer()
        #expect(first.superlayer == nil)
        #expect(parent.sublayers?.count == 1)
    }

    @Test func gradientLayerHasApplesDefaults() {
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(gradient.colors == nil && gradient.locations == nil)
    }

    @Test func anAddedAnimationIsACopyAndLeavesTheModelValueAlone() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        layer.add(fade, forKey: "fade")
        fade.duration = 9
        let kept = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(kept?.duration == 0.3)
        #expect(kept?.keyPath == "opacity")
        #expect(kept?.toValue as? Int == 0)
        #expect(layer.opacity == 1)
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }
}
