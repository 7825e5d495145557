/// The frame every generated page shares: head, navigation of all pages, and the content.
struct PageTemplate {
    var title: String
    var outputPath: String
    var layout: SiteLayout
    /// The output path of the page the navigation marks as current.
    var current: String?

    func wrap(_ content: String) -> String {
        let root = layout.rootPrefix(from: outputPath)
        var navigation = "<nav class=\"site-nav\">\n<p class=\"site-name\"><a href=\"\(root)index.html\">cellspec</a></p>\n<ol>\n"
        for page in layout.pages {
            let path = layout.outputPath(for: page)
            let marker = path == current ? " aria-current=\"page\"" : ""
            navigation += "<li><a href=\"\(root)\(escapeHTML(path))\"\(marker)>\(escapeHTML(page.title))</a></li>\n"
        }
        navigation += "</ol>\n</nav>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapeHTML(title)) — cellspec</title>
            <link rel="stylesheet" href="\(root)\(Site.stylesheetName)">
            </head>
            <body>
            \(navigation)<main>
            \(content)</main>
            </body>
            </html>

            """
    }
}
