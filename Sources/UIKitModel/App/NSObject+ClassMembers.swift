import Foundation

/// NSObject's instance members that iOS also offers on every class object, which Linux's Foundation
/// lacks.
///
/// On Apple's systems NSObject is an Objective-C root class: every metaclass inherits from it, so
/// its instance members are also visible as static members of it and every subclass, and Swift
/// imports an instance property's getter as an ordinary static method. That is why
/// `tableView.register(UITableViewCell.classForCoder(), forCellReuseIdentifier: "cell")` compiles
/// on iOS (swiftlang/swift#29715, "Fix mirroring of instance properties as static methods on
/// NSObject": "instance members of NSObject are also visible as static members of NSObject. If the
/// instance member is a property, we import the getter as an ordinary static method"). Linux's
/// NSObject is a Swift class, so the model mirrors the getters cell code calls on a class: each
/// answers for the class object as NSObject's implementation does for it.
extension NSObject {
    /// Apple: NSObject.classForCoder, mirrored on the class — "NSObject's implementation returns the
    /// receiver's class", and a class object's class is itself.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/classforcoder
    public class func classForCoder() -> AnyClass { self }

    /// Apple: NSObject.description() (class method) — a string that represents the receiving class:
    /// its name, as `NSStringFromClass` gives it.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description()
    public class func description() -> String { NSStringFromClass(self) }
}
