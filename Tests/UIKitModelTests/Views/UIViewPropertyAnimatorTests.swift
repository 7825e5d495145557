import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIViewPropertyAnimatorTests {
    @Test func startingAppliesTheChangesAndRunsTheCompletionsAtTheEnd() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) { view.alpha = 0 }
        animator.addAnimations { view.isHidden = true }
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0 && view.isHidden)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func aRunningAnimatorHasStartedAlready() {
        let view = UIView()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        #expect(animator.duration == 1)
    }

    @Test func scrubbingIsUnmodelled() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        let (_, findings) = ModelFindings.capture { animator.fractionComplete = 0.5 }
        #expect(findings.events.compactMap(\.api) == ["UIViewPropertyAnimator.fractionComplete"])
    }

    @Test func aViewsWindowIsTheWindowItsSuperviewsEndIn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), label = UILabel()
        container.addSubview(label)
        #expect(label.window == nil)
        window.addSubview(container)
        #expect(label.window === window)
        #expect(window.window === window)
    }

    @Test func insetByEdgeInsetsMovesEachSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
            by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(rect == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func aDescriptorKeepsItsDesign() {
        let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withDesign(.monospaced)
        #expect(descriptor?.modelDesign == .monospaced)
        #expect(descriptor?.withSize(20).modelDesign == .monospaced)
    }
}
