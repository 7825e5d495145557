// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPickerView : UIView, NSCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UIPickerView: UIView {
    /// Storage of `dataSource`, generated.
    private var modelStoredDataSource: Optional<UIPickerViewDataSource?> = nil
    /// UIKit: `weak var dataSource: @sil_weak UIPickerViewDataSource?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIPickerView.dataSource` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var dataSource: UIPickerViewDataSource? {
        get {
            if let value = modelStoredDataSource { return value }
            ModelFindings.unmodelled("UIPickerView.dataSource")
            return nil
        }
        set {
            modelStoredDataSource = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UIPickerViewDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UIPickerViewDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIPickerView.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: UIPickerViewDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIPickerView.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `showsSelectionIndicator`, generated.
    private var modelStoredShowsSelectionIndicator: Optional<Bool> = nil
    /// UIKit: `var showsSelectionIndicator: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIPickerView.showsSelectionIndicator` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var showsSelectionIndicator: Bool {
        get {
            if let value = modelStoredShowsSelectionIndicator { return value }
            ModelFindings.unmodelled("UIPickerView.showsSelectionIndicator")
            return false
        }
        set {
            modelStoredShowsSelectionIndicator = newValue
        }
    }
    /// UIKit: `var numberOfComponents: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:8).
    /// Unmodelled: reading records `UIPickerView.numberOfComponents` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var numberOfComponents: Int {
        get {
            ModelFindings.unmodelled("UIPickerView.numberOfComponents")
            return 0
        }
    }
    /// UIKit: `func numberOfRows(inComponent component: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:9).
    /// Unmodelled: a call records `UIPickerView.numberOfRows(inComponent:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    open func numberOfRows(inComponent component: Int) -> Int {
        ModelFindings.unmodelled("UIPickerView.numberOfRows(inComponent:)")
        return 0
    }
    /// UIKit: `func rowSize(forComponent component: Int) -> CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:10).
    /// Unmodelled: a call records `UIPickerView.rowSize(forComponent:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func rowSize(forComponent component: Int) -> CGSize {
        ModelFindings.unmodelled("UIPickerView.rowSize(forComponent:)")
        return .zero
    }
    /// UIKit: `func view(forRow row: Int, forComponent component: Int) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:11).
    /// Unmodelled: a call records `UIPickerView.view(forRow:forComponent:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        ModelFindings.unmodelled("UIPickerView.view(forRow:forComponent:)")
        return nil
    }
    /// UIKit: `func reloadAllComponents()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:12).
    /// Unmodelled: a call records `UIPickerView.reloadAllComponents()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func reloadAllComponents() {
        ModelFindings.unmodelled("UIPickerView.reloadAllComponents()")
    }
    /// UIKit: `func reloadComponent(_ component: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:13).
    /// Unmodelled: a call records `UIPickerView.reloadComponent(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func reloadComponent(_ component: Int) {
        ModelFindings.unmodelled("UIPickerView.reloadComponent(_:)")
    }
    /// UIKit: `func selectRow(_ row: Int, inComponent component: Int, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:14).
    /// Unmodelled: a call records `UIPickerView.selectRow(_:inComponent:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        ModelFindings.unmodelled("UIPickerView.selectRow(_:inComponent:animated:)")
    }
    /// UIKit: `func selectedRow(inComponent component: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:15).
    /// Unmodelled: a call records `UIPickerView.selectedRow(inComponent:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    open func selectedRow(inComponent component: Int) -> Int {
        ModelFindings.unmodelled("UIPickerView.selectedRow(inComponent:)")
        return 0
    }
}

/// UIKit: `protocol UIPickerViewDataSource : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:17).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// UIKit: `func numberOfComponents(in pickerView: UIPickerView) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:18).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// UIKit: `func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:20).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// UIKit: `protocol UIPickerViewDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:23).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:24).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:26).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:28).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:30).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?

    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:32).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView

    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:34).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:24).
    /// Unmodelled: a call records `UIPickerViewDelegate.pickerView(_:widthForComponent:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        ModelFindings.unmodelled("UIPickerViewDelegate.pickerView(_:widthForComponent:)")
        return 0
    }
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:26).
    /// Unmodelled: a call records `UIPickerViewDelegate.pickerView(_:rowHeightForComponent:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        ModelFindings.unmodelled("UIPickerViewDelegate.pickerView(_:rowHeightForComponent:)")
        return 0
    }
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:28).
    /// Unmodelled: a call records `UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        ModelFindings.unmodelled("UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)")
        return nil
    }
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:30).
    /// Unmodelled: a call records `UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        ModelFindings.unmodelled("UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:)")
        return nil
    }
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:32).
    /// Unmodelled: a call records `UIPickerViewDelegate.pickerView(_:viewForRow:forComponent:reusing:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        ModelFindings.unmodelledStop("UIPickerViewDelegate.pickerView(_:viewForRow:forComponent:reusing:)")
    }
    /// UIKit: `optional func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPickerView.swift:34).
    /// Unmodelled: a call records `UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        ModelFindings.unmodelled("UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)")
    }
}
