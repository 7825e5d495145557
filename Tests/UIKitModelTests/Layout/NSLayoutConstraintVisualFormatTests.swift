import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct NSLayoutConstraintVisualFormatTests {
    func views() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        return (parent, a, b)
    }

    @Test func horizontalChainWithSuperviewEdgesAndSizes() {
        let (parent, a, b) = views()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(==50)]-10-[b(>=a)]-|", metrics: nil, views: ["a": a, "b": b])
        // a.width == 50, a.leading == parent.leading + 20, b.width >= a.width,
        // b.leading == a.trailing + 10, parent.trailing == b.trailing + 20.
        #expect(constraints.count == 5)
        let leading = constraints.first { $0.firstItem === a && $0.firstAttribute == .leading }
        #expect(leading?.secondItem === parent && leading?.constant == 20 && leading?.secondAttribute == .leading)
        let width = constraints.first { $0.firstItem === a && $0.firstAttribute == .width }
        #expect(width?.constant == 50 && width?.secondItem == nil)
        let spacing = constraints.first { $0.firstItem === b && $0.firstAttribute == .leading }
        #expect(spacing?.secondItem === a && spacing?.secondAttribute == .trailing && spacing?.constant == 10)
        let equalWidth = constraints.first { $0.firstItem === b && $0.firstAttribute == .width }
        #expect(equalWidth?.relation == .greaterThanOrEqual && equalWidth?.secondItem === a)
        let trailing = constraints.first { $0.firstItem === parent }
        #expect(trailing?.firstAttribute == .trailing && trailing?.secondItem === b && trailing?.constant == 20)
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func verticalMetricsPrioritiesAndAdjacency() {
        let (parent, a, b) = views()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(pad)-[a][b(44@750)]", metrics: ["pad": 12], views: ["a": a, "b": b])
        #expect(a.superview === parent)
        let top = constraints.first { $0.firstItem === a && $0.firstAttribute == .top }
        #expect(top?.constant == 12)
        let adjacent = constraints.first { $0.firstItem === b && $0.firstAttribute == .top }
        #expect(adjacent?.secondItem === a && adjacent?.secondAttribute == .bottom && adjacent?.constant == 0)
        let height = constraints.first { $0.firstItem === b && $0.firstAttribute == .height }
        #expect(height?.constant == 44 && height?.priority == UILayoutPriority(750))
    }

    @Test func alignmentOptionsAddConstraints() {
        let (parent, a, b) = views()
        defer { withExtendedLifetime(parent) {} }
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-[b]", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.contains { $0.firstAttribute == .centerY && $0.firstItem === b && $0.secondItem === a })
        #expect(constraints.contains { $0.constant == 8 && $0.firstAttribute == .leading })
    }

    @Test func unparsableFormatsRaise() {
        let (parent, a, _) = views()
        defer { withExtendedLifetime(parent) {} }
        let orphan = UIView(frame: .zero)
        for (format, views) in [
            ("H:|-[missing]-|", ["a": a]), ("H:[a]-(", ["a": a]), ("H:|[orphan]", ["orphan": orphan]),
            ("H:|-(gap)-[a]", ["a": a]),
        ] {
            let (result, findings) = ModelFindings.capture {
                NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            }
            #expect(result.isEmpty, "\(format)")
            #expect(findings.ids == ["layout.invalid-visual-format"], "\(format)")
        }
    }

    @Test func systemSpacingAndItemInitializer() {
        let (parent, a, b) = views()
        let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2)
        #expect(below.constant == 16 && below.secondItem === a)
        let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
        #expect(after.constant == 8)
        let half = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: 0.5,
            constant: 0)
        #expect(half.multiplier == 0.5 && half.secondItem === parent && half.firstAttribute == .width)
    }
}
