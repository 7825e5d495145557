/// Values that differ from run to run (a `UUID` an inferred item was made with) written as one
/// placeholder, so a report says the same thing every time it is run and a cached run matches a cold one.
enum RandomIdentifiers {
    static let placeholder = "<UUID>"

    /// `message` with every UUID (`72D199EF-97F4-465A-83D5-0123456789AB`, any case) replaced by ``placeholder``.
    static func normalised(_ message: String) -> String {
        let characters = Array(message)
        let groups = [8, 4, 4, 4, 12]
        let length = groups.reduce(0, +) + groups.count - 1
        guard characters.count >= length else { return message }
        var result = ""
        var index = 0
        while index < characters.count {
            if index + length <= characters.count, isUUID(characters[index..<(index + length)], groups: groups),
                index == 0 || !characters[index - 1].isHexDigit,
                index + length == characters.count || !characters[index + length].isHexDigit
            {
                result += placeholder
                index += length
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    private static func isUUID(_ slice: ArraySlice<Character>, groups: [Int]) -> Bool {
        var position = slice.startIndex
        for (offset, count) in groups.enumerated() {
            if offset > 0 {
                guard slice[position] == "-" else { return false }
                position += 1
            }
            for _ in 0..<count {
                guard slice[position].isHexDigit else { return false }
                position += 1
            }
        }
        return true
    }
}
