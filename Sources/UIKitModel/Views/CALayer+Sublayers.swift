import Foundation

/// A layer's own sublayers and the animations added to it.
///
/// Apple: CALayer — `sublayers`, `superlayer`, `addSublayer(_:)` ("appends the layer to the layer's
/// list of sublayers"; a layer that had another superlayer is removed from it first),
/// `insertSublayer(_:at:)`, `insertSublayer(_:below:)`, `insertSublayer(_:above:)`,
/// `removeFromSuperlayer()`, `mask`; `add(_:forKey:)` keeps a copy of the animation under its key
/// (a nil key gets a key of its own), `animation(forKey:)`, `animationKeys()`,
/// `removeAnimation(forKey:)`, `removeAllAnimations()`. The layers of a view's subviews are not
/// listed among the view layer's `sublayers` in the model: only the layers added to it.
extension CALayer {
    /// Apple: CALayer.sublayers — nil when the layer has none.
    public var sublayers: [CALayer]? {
        get { modelSublayers.isEmpty ? nil : modelSublayers }
        set {
            for layer in modelSublayers { layer.modelSuperlayer = nil }
            modelSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Apple: CALayer.superlayer.
    public var superlayer: CALayer? { modelSuperlayer }

    /// Apple: CALayer.addSublayer(_:).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(modelSublayers.count))
    }

    /// Apple: CALayer.insertSublayer(_:at:) — an index past the end appends.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        let position = min(Int(index), modelSublayers.count)
        modelSublayers.insert(layer, at: position)
        layer.modelSuperlayer = self
    }

    /// Apple: CALayer.insertSublayer(_:below:) — below `sibling`, or at the bottom when it is not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in modelSublayers.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Apple: CALayer.insertSublayer(_:above:) — above `sibling`, or at the top when it is not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index =
            sibling.flatMap { sibling in modelSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } }
            ?? modelSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Apple: CALayer.removeFromSuperlayer().
    public func removeFromSuperlayer() {
        guard let parent = modelSuperlayer else { return }
        parent.modelSublayers.removeAll { $0 === self }
        modelSuperlayer = nil
    }

    /// Apple: CALayer.add(_:forKey:) — the layer keeps a copy; its model values do not change.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let name = key ?? "model.animation.\(modelAnimations.count)"
        modelAnimations.removeAll { $0.key == name }
        modelAnimations.append((name, anim.modelCopy()))
    }

    /// Apple: CALayer.animation(forKey:).
    public func animation(forKey key: String) -> CAAnimation? {
        modelAnimations.first { $0.key == key }?.animation
    }

    /// Apple: CALayer.animationKeys() — nil when there are none.
    public func animationKeys() -> [String]? {
        modelAnimations.isEmpty ? nil : modelAnimations.map(\.key)
    }

    /// Apple: CALayer.removeAnimation(forKey:).
    public func removeAnimation(forKey key: String) {
        modelAnimations.removeAll { $0.key == key }
    }

    /// Apple: CALayer.removeAllAnimations().
    public func removeAllAnimations() {
        modelAnimations.removeAll()
    }
}
