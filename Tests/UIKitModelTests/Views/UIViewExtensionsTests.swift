import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIViewExtensionsTests {
    @Test func flexibleSizeFollowsTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    }

    @Test func flexibleMarginsShareTheDifferenceProportionally() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 180
        // Margins 10 and 70 share 80 points: +10 and +70.
        #expect(child.frame.origin.x == 20)
        #expect(child.frame.width == 20)
    }

    @Test func noMaskOrConstraintsOrNoAutoresizingLeavesTheFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let constrained = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        constrained.autoresizingMask = [.flexibleWidth]
        constrained.translatesAutoresizingMaskIntoConstraints = false
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(constrained)
        parent.addSubview(plain)
        parent.frame.size.width = 300
        #expect(constrained.frame.width == 50)
        #expect(plain.frame.width == 50)
        let off = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        off.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = .flexibleWidth
        off.addSubview(child)
        off.frame.size.width = 10
        #expect(child.frame.width == 100)
    }

    @Test func animateAppliesAtOnceAndCompletes() {
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(finished == true)
    }

    @Test func layoutDirectionFollowsTheSemanticContentAttribute() {
        let view = UIView(frame: .zero)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func accessibilityDefaultsAndCustomActions() {
        #expect(!UIView(frame: .zero).isAccessibilityElement)
        #expect(UILabel(frame: .zero).isAccessibilityElement)
        #expect(UIButton(type: .system).isAccessibilityElement)
        let view = UIView(frame: .zero)
        var ran = false
        view.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in
                ran = true; return true
            }
        ]
        #expect(view.accessibilityCustomActions?.first?.modelPerform() == true)
        #expect(ran)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let view = Fixed(frame: .zero)
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 30, height: 12))
        #expect(
            UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 6)).sizeThatFits(.zero) == CGSize(width: 5, height: 6))
    }
}
