/// Link destinations a page may not carry: ones that run a script or open a local file. The site is
/// rendered with libcmark's unsafe option (cellspec's own HTML goes in as raw HTML nodes), which
/// would keep them; libcmark's safe mode drops the same ones (`javascript:`, `vbscript:`, `file:`,
/// and `data:` other than a PNG, GIF, JPEG or WebP image). A guide checked with `--lenient --site`
/// is anyone's text.
enum LinkSafety {
    static func isDangerous(_ url: String) -> Bool {
        // Browsers ignore ASCII whitespace and control characters in a scheme (`java\tscript:`).
        let scheme = String(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }).lowercased()
        for safe in ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
        where scheme.hasPrefix(safe) {
            return false
        }
        return ["javascript:", "vbscript:", "file:", "data:"].contains { scheme.hasPrefix($0) }
    }
}
