/// Names the Swift standard library, Foundation and the example harness provide: never inferred.
///
/// The model's own names come from its sources (``ModelVocabulary``); these come from modules the
/// examples import but cellspec does not parse.
enum KnownNames {
    static let types: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "Array", "Bool", "Character", "ClosedRange", "Data", "Date", "Decimal",
        "Dictionary", "DispatchQueue", "Double", "Equatable", "Error", "Float", "Hashable", "Hasher", "Identifiable",
        "IndexSet", "Int", "Int32", "Int64", "JSONDecoder", "JSONEncoder", "Locale", "MainActor", "Measurement",
        "NSCoder", "NSObject", "Never", "Notification", "NotificationCenter", "ObjectIdentifier", "Optional",
        "OperationQueue", "Range", "Result", "Self", "Sendable", "Sequence", "Set", "String", "Substring", "Task",
        "TimeInterval", "Timer", "UInt", "URL", "URLSession", "UUID", "Void", "Codable", "Comparable",
        "CustomStringConvertible", "Collection", "RandomAccessCollection", "CaseIterable", "RawRepresentable",
        "Encodable", "Decodable", "Observable", "ObservationIgnored", "Published", "ObservableObject",
        "AttributedString", "IndexPath", "CGAffineTransform", "NSAttributedString", "Calendar", "DateFormatter",
        "NumberFormatter", "Bundle",
        "ProcessInfo", "FileManager", "CGFloat", "CGRect", "CGSize", "CGPoint", "CGColor", "Float32", "Float64",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "Slice", "Unmanaged", "DispatchTime",
        "DispatchWorkItem", "Duration", "ContinuousClock", "AsyncStream", "CheckedContinuation", "Mirror",
    ]

    static let values: Set<String> = [
        "print", "debugPrint", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "min", "max", "abs", "zip", "stride", "sequence", "repeatElement", "swap", "type", "withExtendedLifetime",
        "numericCast", "expect", "withObservationTracking", "withAnimation", "withCheckedContinuation",
        "withTaskGroup", "withThrowingTaskGroup", "NSLocalizedString", "autoreleasepool",
    ]

    /// Generic types whose two arguments are the section and item identifier types.
    static let diffableGenericTypes: Set<String> = [
        "NSDiffableDataSourceSnapshot", "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
    ]
}
