// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UITextContentType: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype.md:15).
/// Declared from the inventory; its members say what each does.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let URL: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-url.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let URL: UITextContentType = UITextContentType(rawValue: "UITextContentType.URL")
    /// UIKit: `static let addressCity: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-addresscity.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let addressCity: UITextContentType = UITextContentType(rawValue: "UITextContentType.addressCity")
    /// UIKit: `static let addressCityAndState: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-addresscityandstate.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let addressCityAndState: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.addressCityAndState")
    /// UIKit: `static let addressState: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-addressstate.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let addressState: UITextContentType = UITextContentType(rawValue: "UITextContentType.addressState")
    /// UIKit: `static let birthdate: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-birthdate.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let birthdate: UITextContentType = UITextContentType(rawValue: "UITextContentType.birthdate")
    /// UIKit: `static let birthdateDay: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-birthdateday.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let birthdateDay: UITextContentType = UITextContentType(rawValue: "UITextContentType.birthdateDay")
    /// UIKit: `static let birthdateMonth: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-birthdatemonth.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let birthdateMonth: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.birthdateMonth")
    /// UIKit: `static let birthdateYear: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-birthdateyear.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let birthdateYear: UITextContentType = UITextContentType(rawValue: "UITextContentType.birthdateYear")
    /// UIKit: `static let cellularEID: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-cellulareid.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.4)
    public static let cellularEID: UITextContentType = UITextContentType(rawValue: "UITextContentType.cellularEID")
    /// UIKit: `static let cellularIMEI: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-cellularimei.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.4)
    public static let cellularIMEI: UITextContentType = UITextContentType(rawValue: "UITextContentType.cellularIMEI")
    /// UIKit: `static let countryName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-countryname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let countryName: UITextContentType = UITextContentType(rawValue: "UITextContentType.countryName")
    /// UIKit: `static let creditCardExpiration: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardexpiration.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardExpiration: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardExpiration")
    /// UIKit: `static let creditCardExpirationMonth: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardexpirationmonth.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardExpirationMonth: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardExpirationMonth")
    /// UIKit: `static let creditCardExpirationYear: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardexpirationyear.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardExpirationYear: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardExpirationYear")
    /// UIKit: `static let creditCardFamilyName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardfamilyname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardFamilyName: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardFamilyName")
    /// UIKit: `static let creditCardGivenName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardgivenname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardGivenName: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardGivenName")
    /// UIKit: `static let creditCardMiddleName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardmiddlename.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardMiddleName: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardMiddleName")
    /// UIKit: `static let creditCardName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardName: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardName")
    /// UIKit: `static let creditCardNumber: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardnumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let creditCardNumber: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardNumber")
    /// UIKit: `static let creditCardSecurityCode: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardsecuritycode.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardSecurityCode: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardSecurityCode")
    /// UIKit: `static let creditCardType: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-creditcardtype.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 17.0)
    public static let creditCardType: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.creditCardType")
    /// UIKit: `static let dateTime: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-datetime.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 15.0)
    public static let dateTime: UITextContentType = UITextContentType(rawValue: "UITextContentType.dateTime")
    /// UIKit: `static let emailAddress: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-emailaddress.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let emailAddress: UITextContentType = UITextContentType(rawValue: "UITextContentType.emailAddress")
    /// UIKit: `static let familyName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-familyname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let familyName: UITextContentType = UITextContentType(rawValue: "UITextContentType.familyName")
    /// UIKit: `static let flightNumber: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-flightnumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 15.0)
    public static let flightNumber: UITextContentType = UITextContentType(rawValue: "UITextContentType.flightNumber")
    /// UIKit: `static let fullStreetAddress: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-fullstreetaddress.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let fullStreetAddress: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.fullStreetAddress")
    /// UIKit: `static let givenName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-givenname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let givenName: UITextContentType = UITextContentType(rawValue: "UITextContentType.givenName")
    /// UIKit: `static let jobTitle: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-jobtitle.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let jobTitle: UITextContentType = UITextContentType(rawValue: "UITextContentType.jobTitle")
    /// UIKit: `static let location: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-location.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let location: UITextContentType = UITextContentType(rawValue: "UITextContentType.location")
    /// UIKit: `static let middleName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-middlename.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let middleName: UITextContentType = UITextContentType(rawValue: "UITextContentType.middleName")
    /// UIKit: `static let name: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-name.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let name: UITextContentType = UITextContentType(rawValue: "UITextContentType.name")
    /// UIKit: `static let namePrefix: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-nameprefix.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let namePrefix: UITextContentType = UITextContentType(rawValue: "UITextContentType.namePrefix")
    /// UIKit: `static let nameSuffix: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-namesuffix.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let nameSuffix: UITextContentType = UITextContentType(rawValue: "UITextContentType.nameSuffix")
    /// UIKit: `static let newPassword: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-newpassword.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 12.0)
    public static let newPassword: UITextContentType = UITextContentType(rawValue: "UITextContentType.newPassword")
    /// UIKit: `static let nickname: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-nickname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let nickname: UITextContentType = UITextContentType(rawValue: "UITextContentType.nickname")
    /// UIKit: `static let oneTimeCode: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-onetimecode.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 12.0)
    public static let oneTimeCode: UITextContentType = UITextContentType(rawValue: "UITextContentType.oneTimeCode")
    /// UIKit: `static let organizationName: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-organizationname.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let organizationName: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.organizationName")
    /// UIKit: `static let password: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-password.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 11.0)
    public static let password: UITextContentType = UITextContentType(rawValue: "UITextContentType.password")
    /// UIKit: `static let postalCode: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-postalcode.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let postalCode: UITextContentType = UITextContentType(rawValue: "UITextContentType.postalCode")
    /// UIKit: `static let shipmentTrackingNumber: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-shipmenttrackingnumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 15.0)
    public static let shipmentTrackingNumber: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.shipmentTrackingNumber")
    /// UIKit: `static let streetAddressLine1: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-streetaddressline1.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let streetAddressLine1: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.streetAddressLine1")
    /// UIKit: `static let streetAddressLine2: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-streetaddressline2.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let streetAddressLine2: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.streetAddressLine2")
    /// UIKit: `static let sublocality: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-sublocality.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let sublocality: UITextContentType = UITextContentType(rawValue: "UITextContentType.sublocality")
    /// UIKit: `static let telephoneNumber: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-telephonenumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let telephoneNumber: UITextContentType = UITextContentType(
        rawValue: "UITextContentType.telephoneNumber")
    /// UIKit: `static let username: UITextContentType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextcontenttype-username.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 11.0)
    public static let username: UITextContentType = UITextContentType(rawValue: "UITextContentType.username")
}
