import Observation

/// The properties update pass of one view and its view controller (iOS 26). Model internals.
///
/// Apple: UIView.updateProperties() — "Configures the view's content and styling properties before
/// layout"; setNeedsUpdateProperties() — "Multiple requests may be coalesced into a single update
/// alongside the next layout pass"; "This method supports automatic observation tracking"
/// (https://developer.apple.com/documentation/uikit/uiview/updateproperties(),
/// https://developer.apple.com/documentation/uikit/automatic-observation-tracking).
///
/// The model keeps, per view, whether an update is pending: a new view needs its first one, a
/// request (``UIView/setNeedsUpdateProperties()``) asks for another, and so does a change to an
/// `@Observable` property the last update read while tracking was on. Pending updates run before
/// the view's layout (``UIView/layoutIfNeeded()``), when forced (``UIView/updatePropertiesIfNeeded()``),
/// and in the next frame (``ModelRunLoop/run()``) for views in a window, as UIKit updates only
/// views on screen. The controller's `updateProperties()` runs first, then the view's. On a
/// simulated release before iOS 26 neither exists, so neither is called.
@MainActor
final class ModelPropertiesPass: ModelUpdatePassParticipant {
    private weak var view: UIView?
    /// Whether the view still needs an update that was not caused by a tracked change.
    var isRequested = true
    private var observation: ModelObservationToken?
    private var isUpdating = false
    /// How many updates the view has had (for tests and previews).
    private(set) var count = 0

    init(view: UIView) { self.view = view }

    /// The view, when it is a window (a window's entry stands for the views in it).
    var window: UIWindow? { view as? UIWindow }

    /// Whether this view's own update is pending.
    var isPending: Bool { isRequested || observation?.hasFired == true }

    /// A window's entry in the run loop stands for every view in it.
    var modelNeedsUpdatePass: Bool {
        guard ModelPlatform.iOSVersion >= 26, let window = view as? UIWindow else { return false }
        return Self.subtreeIsPending(window)
    }

    func modelPerformUpdatePassIfNeeded() {
        guard ModelPlatform.iOSVersion >= 26, let view else { return }
        Self.updateSubtree(view)
    }

    private static func updateSubtree(_ view: UIView) {
        view.modelPerformPropertiesUpdateIfNeeded()
        for subview in view.subviews { updateSubtree(subview) }
    }

    private static func subtreeIsPending(_ view: UIView) -> Bool {
        view.modelPropertiesPass.isPending || view.subviews.contains(where: subtreeIsPending)
    }

    /// Runs the pending update of this view (its controller's, then its own), if any.
    func performIfNeeded() {
        guard ModelPlatform.iOSVersion >= 26, isPending, !isUpdating, let view else { return }
        isRequested = false
        observation = nil
        isUpdating = true
        count += 1
        defer { isUpdating = false }
        let update = {
            view.modelOwningController?.updateProperties()
            view.updateProperties()
        }
        if ModelPlatform.observationTrackingActive {
            let token = ModelObservationToken()
            withObservationTracking(update) { token.fire() }
            observation = token
            if let window = view.window { ModelRunLoop.schedule(window.modelPropertiesPass) }
        } else {
            update()
        }
    }
}

extension UIView {
    /// ``UIView/setNeedsUpdateProperties()``: marks the update pending and, for a view on screen,
    /// schedules its window's next frame.
    func modelRequestPropertiesUpdate() {
        modelPropertiesPass.isRequested = true
        if let window { ModelRunLoop.schedule(window.modelPropertiesPass) }
    }

    /// Runs this view's pending properties update (not its subviews').
    func modelPerformPropertiesUpdateIfNeeded() {
        modelPropertiesPass.performIfNeeded()
    }

    /// How many properties updates the view has had. Model extension, for tests.
    package var modelPropertiesUpdateCount: Int { modelPropertiesPass.count }
}
