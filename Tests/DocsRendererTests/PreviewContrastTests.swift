import Testing

@testable import DocsRenderer
@testable import ExampleRunner

/// Preview text is drawn legibly: 4.5:1 against what it is on, changed only as far as needed.
@Suite struct PreviewContrastTests {
    typealias RGBA = PreviewContrast.RGBA

    @Test func aLegibleColorIsKept() throws {
        let label = try #require(RGBA(hex: "#000000ff"))
        let (texts, background) = PreviewContrast.legible(texts: [label], background: nil, surface: .white)
        #expect(texts == [label])
        #expect(background == nil)
    }

    @Test func iOSSecondaryLabelOnWhiteIsDarkenedJustEnough() throws {
        // secondaryLabel: #3c3c43 at 60 %, 3.4:1 on white as iOS draws it.
        let secondary = try #require(RGBA(hex: "#3c3c4399"))
        #expect(PreviewContrast.ratio(secondary.over(.white), .white) < 4.5)
        let (texts, _) = PreviewContrast.legible(texts: [secondary], background: nil, surface: .white)
        let ratio = PreviewContrast.ratio(texts[0], .white)
        #expect(ratio >= 4.5 && ratio < 5.5, "darkened to about 4.5:1, not to black")
    }

    @Test func whiteOnAMidBlueDarkensTheBlueInstead() throws {
        let white = RGBA.white
        let blue = try #require(RGBA(hex: "#007affff"))
        let (texts, background) = PreviewContrast.legible(texts: [white], background: blue, surface: .white)
        #expect(texts == [white], "the text stays white")
        let ground = try #require(background)
        #expect(PreviewContrast.ratio(white, ground) >= 4.5)
        #expect(ground.b > ground.r && ground.b > ground.g, "still blue")
    }

    @Test func lightTextOnDarkIsLightened() throws {
        let faint = try #require(RGBA(hex: "#ebebf54c"))  // tertiaryLabel, dark
        let surface = try #require(RGBA(hex: "#1c1c1eff"))
        let (texts, _) = PreviewContrast.legible(texts: [faint], background: nil, surface: surface)
        #expect(PreviewContrast.ratio(texts[0], surface) >= 4.5)
        #expect(texts[0].luminance > faint.over(surface).luminance)
    }
}

extension PreviewContrastTests {
    /// The layout drawings use the background that makes a text legible too: white text on
    /// systemGray4 (a highlighted cell) moves the background, and the drawing says so, in both modes.
    @Test func aBackgroundNoTextColorCanReadOnIsAdjustedAndSaysSo() {
        var preview = CellPreview(view: "UITableViewCell 1", state: ["highlighted"], text: "Ada")
        preview.textColor = CellPreview.Color(name: "white", light: "#ffffffff", dark: "#ffffffff")
        preview.backgroundColor = CellPreview.Color(name: "systemGray4", light: "#d1d1d6ff", dark: "#3a3a3cff")
        let colors = PreviewHTML.legibleColors(preview, in: "none", onListBackground: false)
        #expect(colors.backgroundAdjusted)
        #expect(!colors.background.contains("#d1d1d6ff"), "the light background moved")

        var legible = preview
        legible.textColor = CellPreview.Color(name: "label", light: "#000000ff", dark: "#ffffffff")
        #expect(!PreviewHTML.legibleColors(legible, in: "none", onListBackground: false).backgroundAdjusted)
    }
}
