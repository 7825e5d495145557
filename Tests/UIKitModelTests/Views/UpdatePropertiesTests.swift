import Foundation
import Observation
import Testing

@testable import UIKitModel

@Observable private final class Badge {
    var count = 0
    var caption = "none"
}

/// A view whose `updateProperties()` shows a badge's count, counting its runs.
private final class BadgeView: UIView {
    let badge: Badge
    let label = UILabel()
    var updates = 0
    var layouts: [String] = []

    init(badge: Badge) {
        self.badge = badge
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        updates += 1
        layouts.append("properties")
        label.text = "\(badge.count)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts.append("layout")
    }
}

private final class BadgeController: UIViewController {
    let badge = Badge()
    var order: [String] = []
    override func updateProperties() {
        super.updateProperties()
        order.append("controller \(badge.count)")
    }
}

@MainActor @Suite struct UpdatePropertiesTests {
    private func show(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return window
    }

    @Test func firstUpdateRunsBeforeLayout() {
        ModelPlatform.simulate(iOS: 26) {
            let view = BadgeView(badge: Badge())
            view.layoutIfNeeded()
            #expect(view.layouts == ["properties", "layout"])
            #expect(view.label.text == "0")
        }
    }

    @Test func requestsAreCoalescedIntoTheNextFrame() {
        ModelPlatform.simulate(iOS: 26) {
            let view = BadgeView(badge: Badge())
            let window = show(view)
            ModelRunLoop.run()
            #expect(view.updates == 1)
            view.setNeedsUpdateProperties()
            view.setNeedsUpdateProperties()
            #expect(view.updates == 1)
            ModelRunLoop.run()
            #expect(view.updates == 2)
            _ = window
        }
    }

    @Test func trackedChangeUpdatesAgainOnIOS26() {
        ModelPlatform.simulate(iOS: 26) {
            let badge = Badge()
            let view = BadgeView(badge: badge)
            let window = show(view)
            ModelRunLoop.run()
            badge.count = 3
            ModelRunLoop.run()
            #expect(view.updates == 2)
            #expect(view.label.text == "3")
            badge.caption = "untracked"
            ModelRunLoop.run()
            #expect(view.updates == 2)
            _ = window
        }
    }

    @Test func viewsOffScreenWaitForTheirLayout() {
        ModelPlatform.simulate(iOS: 26) {
            let badge = Badge()
            let view = BadgeView(badge: badge)
            ModelRunLoop.run()
            #expect(view.updates == 0)
            view.updatePropertiesIfNeeded()
            #expect(view.updates == 1)
            view.updatePropertiesIfNeeded()
            #expect(view.updates == 1)
        }
    }

    @Test func neverCalledBeforeIOS26() {
        ModelPlatform.simulate(iOS: 18) {
            let view = BadgeView(badge: Badge())
            let window = show(view)
            view.layoutIfNeeded()
            ModelRunLoop.run()
            #expect(view.updates == 0)
            #expect(view.layouts == ["layout"])
            _ = window
        }
    }

    @Test func controllerUpdatesBeforeItsView() {
        ModelPlatform.simulate(iOS: 26) {
            let controller = BadgeController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            ModelRunLoop.run()
            #expect(controller.order == ["controller 0"])
            controller.badge.count = 1
            ModelRunLoop.run()
            #expect(controller.order == ["controller 0", "controller 1"])
        }
    }

    @Test func flushUpdatesRunsPendingUpdatesAroundTheAnimations() {
        ModelPlatform.simulate(iOS: 26) {
            let badge = Badge()
            let view = BadgeView(badge: badge)
            let window = show(view)
            ModelRunLoop.run()
            var seenInside = ""
            UIView.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
                seenInside = view.label.text ?? ""
                badge.count = 5
            }
            #expect(seenInside == "0")
            #expect(view.label.text == "5")
            badge.count = 6
            UIView.animate(withDuration: 0.3, delay: 0, options: []) {}
            #expect(view.label.text == "5")
            _ = window
        }
    }
}

@MainActor @Suite struct UIGlassEffectTests {
    @Test func glassKeepsItsSettings() {
        ModelPlatform.simulate(iOS: 26) {
            let glass = UIGlassEffect()
            #expect(glass.modelStyle == .regular)
            #expect(!glass.isInteractive)
            glass.isInteractive = true
            glass.tintColor = .systemBlue
            #expect(glass.isInteractive)
            #expect(UIGlassEffect(style: .clear).modelStyle == .clear)
            #expect(UIGlassContainerEffect().spacing == 0)
        }
    }

    @Test func glassIsUnavailableBeforeIOS26() {
        ModelPlatform.simulate(iOS: 18) {
            let (_, findings) = ModelFindings.capture { _ = UIGlassEffect() }
            #expect(findings.ids == [ModelRule.platformUnavailableAPI.id])
        }
    }

    @Test func effectViewHoldsItsContentView() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effectView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let label = UILabel(frame: effectView.bounds)
        effectView.contentView.addSubview(label)
        #expect(effectView.subviews.first === effectView.contentView)
        #expect(effectView.contentView.frame.size == CGSize(width: 300, height: 200))
        #expect(label.superview === effectView.contentView)
        effectView.effect = nil
        #expect(effectView.effect == nil)
    }
}
