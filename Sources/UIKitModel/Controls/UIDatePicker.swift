import Foundation

/// A control for choosing dates, times or a countdown duration.
///
/// Apple: https://developer.apple.com/documentation/uikit/uidatepicker — stored state with Apple's
/// defaults: `date` ("the current date when the date picker is created"), `datePickerMode`
/// (`.dateAndTime`), `preferredDatePickerStyle` (`.automatic`), `minimumDate` and `maximumDate`
/// (nil), `minuteInterval` (1), `countDownDuration` (0), `locale`, `calendar`, `timeZone`.
/// `setDate(_:animated:)` sends no action, as setting `date` in code does not; the person's change,
/// which sends `.valueChanged` (Apple: "When the user changes the value, the date picker sends a
/// valueChanged event"), is ``modelChoose(_:)``.
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// Apple: UIDatePicker.Mode.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// Apple: UIDatePicker.Mode.yearAndMonth (iOS 17.4).
        case yearAndMonth = 4
    }

    /// Apple: UIDatePicker.date.
    open var date = Date()
    /// Apple: UIDatePicker.datePickerMode (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime
    /// Apple: UIDatePicker.preferredDatePickerStyle (iOS 13.4; `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// Apple: UIDatePicker.datePickerStyle (iOS 13.4) — the style in use: `.automatic` resolves to
    /// `.compact` for the date modes on iOS 14 and later, `.wheels` for the countdown timer.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }
    /// Apple: UIDatePicker.minimumDate (nil). Stored state.
    open var minimumDate: Date?
    /// Apple: UIDatePicker.maximumDate (nil). Stored state.
    open var maximumDate: Date?
    /// Apple: UIDatePicker.minuteInterval (1). Stored state.
    open var minuteInterval = 1
    /// Apple: UIDatePicker.countDownDuration (0). Stored state.
    open var countDownDuration: TimeInterval = 0
    /// Apple: UIDatePicker.locale (nil: the current locale). Stored state.
    open var locale: Locale?
    /// Apple: UIDatePicker.calendar. Stored state.
    open var calendar: Calendar! = Calendar.current
    /// Apple: UIDatePicker.timeZone (nil: the current time zone). Stored state.
    open var timeZone: TimeZone?

    /// Apple: UIDatePicker.setDate(_:animated:) — no action is sent.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Model extension, not UIKit API: the person picks `date`; the picker sends `.valueChanged`
    /// (nothing happens when it is disabled).
    public func modelChoose(_ date: Date) {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        self.date = date
        sendActions(for: .valueChanged)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `roundsToMinuteInterval`, generated.
    private var modelStoredRoundsToMinuteInterval: Optional<Bool> = nil
    /// UIKit: `var roundsToMinuteInterval: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatepicker-roundstominuteinterval.md:16).
    /// Stored: keeps what is set; a read before any set records `UIDatePicker.roundsToMinuteInterval` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var roundsToMinuteInterval: Bool {
        get {
            if let value = modelStoredRoundsToMinuteInterval { return value }
            ModelAvailability.require("UIDatePicker.roundsToMinuteInterval", introduced: 15)
            ModelFindings.unmodelled("UIDatePicker.roundsToMinuteInterval")
            return false
        }
        set {
            modelStoredRoundsToMinuteInterval = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UIDatePickerStyle (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
