/// Values as a report shows them, for the generated harness's `expect(lhs OP rhs)`, which sends
/// both operands of a comparison that does not hold. Model runtime, not UIKit API; SPI that only
/// the generated harness imports.
@_spi(CellSpecHarness) public enum ExampleValues {
    /// The addresses a run has shown, numbered in the order it first showed them.
    nonisolated(unsafe) private static var addresses: [String: Int] = [:]

    /// A value as a report shows it: a string quoted, an optional unwrapped or `nil`, at most 300
    /// characters, memory addresses numbered (``stableAddresses(_:)``).
    public static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value)
        }
        let described =
            value is String || value is Substring || value is Character
            ? String(reflecting: value) : String(describing: value)
        let text = stableAddresses(described)
        return text.count > 300 ? String(text.prefix(299)) + "…" : text
    }

    /// `text` with each memory address (`0x` and at least 8 hex digits, as `ObjectIdentifier` and
    /// class descriptions print them) replaced by `#1`, `#2`…: addresses differ from one run to the
    /// next, numbers in order of appearance do not, and the same object keeps its number.
    static func stableAddresses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let marker = rest.range(of: "0x") {
            result += rest[..<marker.lowerBound]
            let digits = rest[marker.upperBound...].prefix { $0.isHexDigit }
            guard digits.count >= 8 else {
                result += rest[marker]
                rest = rest[marker.upperBound...]
                continue
            }
            let address = String(rest[marker.lowerBound..<digits.endIndex])
            let number = addresses[address] ?? addresses.count + 1
            addresses[address] = number
            result += "#\(number)"
            rest = rest[digits.endIndex...]
        }
        return result + rest
    }
}
