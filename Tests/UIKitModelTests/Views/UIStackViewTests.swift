import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIStackViewTests {
    @Test func arrangedSubviewsAreSubviewsInOrder() {
        let title = UILabel()
        title.text = "Title"
        let detail = UILabel()
        detail.text = "Detail"
        let stack = UIStackView(arrangedSubviews: [title, detail])
        #expect(stack.subviews == [title, detail])
        #expect(stack.displayed.texts == ["Title", "Detail"])
        stack.removeArrangedSubview(title)
        #expect(stack.arrangedSubviews == [detail])
        #expect(title.superview === stack)
    }

    @Test func constraintsAreRecordedAndActivated() {
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        let constraint = child.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 4)
        #expect(!constraint.isActive)
        NSLayoutConstraint.activate([constraint])
        #expect(constraint.isActive)
        #expect(constraint.constant == 4)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    }

    @Test func listContentViewGuidesFollowTheContent() {
        var content = UIListContentConfiguration.cell()
        content.text = "Text"
        let view = UIListContentView(configuration: content)
        #expect(view.textLayoutGuide != nil)
        #expect(view.secondaryTextLayoutGuide == nil)
        #expect(view.imageLayoutGuide == nil)
    }
}
