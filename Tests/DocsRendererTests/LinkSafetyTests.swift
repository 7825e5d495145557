import Testing

@testable import DocsRenderer

/// The link destinations no page carries, as libcmark's safe mode has them.
@Suite struct LinkSafetyTests {
    @Test func scriptsAndLocalFilesAreDangerous() {
        for url in [
            "javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", " javascript:x", "vbscript:x",
            "file:///etc/passwd", "data:text/html,<script>x</script>",
        ] {
            #expect(LinkSafety.isDangerous(url), "\(url)")
        }
    }

    @Test func webLinksPagesAndImagesAreNot() {
        for url in [
            "https://developer.apple.com/documentation/uikit", "other.md#part", "#section", "/root.html",
            "data:image/png;base64,AAAA", "mailto:someone@example.com",
        ] {
            #expect(!LinkSafety.isDangerous(url), "\(url)")
        }
    }

    /// A spec page's links get the same treatment as a guide's.
    @Test func aSpecPagesScriptLinkGoesNowhere() {
        #expect(PageRenderer.destination("javascript:alert(1)") == .url(""))
        #expect(PageRenderer.destination("other.md#part") == .url("other.html#part"))
        #expect(PageRenderer.destination("https://example.com") == nil)
    }
}
