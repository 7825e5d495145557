import Foundation

/// Apple: UIResponder — the base of views; the model keeps no responder chain behaviour.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}
