import Observation

/// The shared behaviour of views with content and background configurations (collection view
/// cells, table view cells, header/footer views). Model internals.
@MainActor
protocol ModelConfigurationHosting: UIView, ModelUpdatePassParticipant {
    associatedtype State: UIConfigurationState
    var modelHost: ModelCellHost { get }
    var modelCurrentState: State { get }
    /// Runs `updateConfiguration(using:)` and then the update handler, if any.
    func modelRunUpdateMethods(_ state: State)
    /// Resets whatever the view shows outside configurations when a content configuration is set
    /// (the legacy labels of table view cells).
    func modelContentConfigurationWillBeSet()
    /// Resets the legacy background properties when a background configuration is set.
    func modelBackgroundConfigurationWillBeSet(explicitly: Bool)
}

extension ModelConfigurationHosting {
    var modelNeedsUpdatePass: Bool {
        modelHost.needsUpdate || modelHost.observation?.hasFired == true
    }

    /// Apple: setNeedsUpdateConfiguration() — coalesced until the next update pass.
    func modelSetNeedsUpdate() {
        modelHost.needsUpdate = true
        ModelRunLoop.schedule(self)
    }

    /// One update pass (Apple: UICollectionViewCell.updateConfiguration(using:),
    /// configurationUpdateHandler, automaticallyUpdatesContentConfiguration): first the automatic
    /// `updated(for:)` of the current configurations, then `updateConfiguration(using:)`, then
    /// the handler, which "runs after updateConfiguration(using:)". With observation tracking on,
    /// the last two run inside `withObservationTracking`, and a change to a property they read
    /// marks the view as needing another pass (Apple: WWDC 2025 "What's new in UIKit").
    /// A view read with no pass pending tells the preview recorder, which records what changed
    /// outside a pass (a reconfigure's new content configuration).
    func modelPerformUpdatePassIfNeeded() {
        guard modelNeedsUpdatePass, !modelHost.inUpdatePass else {
            if !modelHost.inUpdatePass { ModelPreviewRecorder.viewWasRead(self) }
            return
        }
        let host = modelHost
        host.needsUpdate = false
        host.observation = nil
        host.passCount += 1
        let state = modelCurrentState
        if host.automaticallyUpdatesContentConfiguration, let content = host.contentConfiguration {
            modelApplyContentConfiguration(content.modelUpdated(for: state))
        }
        if host.automaticallyUpdatesBackgroundConfiguration, let background = host.backgroundConfiguration {
            host.backgroundConfiguration = background.updated(for: state)
        }
        host.inUpdatePass = true
        defer {
            host.inUpdatePass = false
            ModelPreviewRecorder.viewDidUpdate(self, state: state)
        }
        if ModelPlatform.observationTrackingActive {
            let token = ModelObservationToken()
            withObservationTracking {
                modelRunUpdateMethods(state)
            } onChange: {
                token.fire()
            }
            host.observation = token
            ModelRunLoop.schedule(self)
        } else {
            modelRunUpdateMethods(state)
        }
    }

    /// Apple: contentConfiguration's setter — replaces the content view, or applies the
    /// configuration to the existing one when it `supports(_:)` it; nil installs an empty
    /// content view.
    func modelSetContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        if let configuration, type(of: configuration) is AnyClass {
            ModelFindings.violation(.configurationReferenceType, "\(type(of: configuration)) is a class.")
        }
        if configuration != nil { modelContentConfigurationWillBeSet() }
        modelApplyContentConfiguration(configuration)
    }

    func modelApplyContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        let host = modelHost
        host.contentConfiguration = configuration
        if let configuration {
            if let existing = host.contentView as? any UIView & UIContentView, existing.supports(configuration) {
                existing.configuration = configuration
            } else {
                modelInstallContentView(configuration.makeContentView())
            }
        } else if host.contentView is any UIContentView {
            modelInstallContentView(UIView(frame: bounds))
        }
    }

    func modelInstallContentView(_ view: UIView) {
        let old = modelHost.contentView
        let index = subviews.firstIndex { $0 === old } ?? subviews.count
        old.removeFromSuperview()
        view.frame = bounds
        insertSubview(view, at: index)
        modelHost.contentView = view
    }

    /// Apple: backgroundConfiguration's setter — a non-nil configuration resets backgroundColor,
    /// backgroundView and selectedBackgroundView.
    func modelSetBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?, automatic: Bool = false) {
        if configuration != nil { modelBackgroundConfigurationWillBeSet(explicitly: !automatic) }
        modelHost.backgroundConfiguration = configuration
        modelHost.backgroundConfigurationIsAutomatic = automatic && configuration != nil
    }

    /// Called when a legacy background property is set: resets the background configuration.
    ///
    /// Apple (UICollectionViewCell.backgroundView, selectedBackgroundView): "Setting a non-nil value
    /// for this property resets backgroundConfiguration to nil" — clearing a property resets nothing.
    func modelLegacyBackgroundWillBeSet(_ property: String, isNil: Bool) {
        guard !isNil, modelHost.backgroundConfiguration != nil else { return }
        if !modelHost.backgroundConfigurationIsAutomatic {
            ModelFindings.violation(
                .backgroundAndConfigurationMixed,
                "\(property) set on a cell with a backgroundConfiguration; it is now nil.")
        }
        modelHost.backgroundConfiguration = nil
        modelHost.backgroundConfigurationIsAutomatic = false
    }

    /// The background color a background configuration shows now, if there is one.
    func modelConfiguredBackgroundColor() -> UIColor? {
        guard let background = modelHost.backgroundConfiguration else { return nil }
        if background.backgroundColor == nil && background.backgroundColorTransformer == nil,
            let custom = background.customView?.backgroundColor
        {
            return custom
        }
        return background.resolvedBackgroundColor(for: tintColor)
    }
}
