/// The frame every generated page shares: head, navigation of all pages, and the content.
struct PageTemplate {
    var title: String
    var outputPath: String
    var layout: SiteLayout
    /// The output path of the page the navigation marks as current.
    var current: String?

    func wrap(_ content: String) -> String {
        let root = layout.rootPrefix(from: outputPath)
        // On a phone the list folds behind a Menu button: a checkbox and CSS, so it works without script.
        var navigation =
            "<nav class=\"site-nav\" aria-label=\"Pages\">\n<p class=\"site-name\"><a href=\"\(root)index.html\">cellspec</a></p>\n"
        navigation +=
            "<input type=\"checkbox\" class=\"menu-toggle\" id=\"menu-toggle\"><label class=\"menu-button\" for=\"menu-toggle\">Menu</label>\n"
        // Search needs the script: the stylesheet shows it only once the script has run.
        navigation +=
            "<div class=\"site-search\" role=\"search\" data-root=\"\(root)\"><label class=\"visually-hidden\" for=\"search-input\">Search pages, examples and API</label>"
        navigation +=
            "<input type=\"search\" id=\"search-input\" placeholder=\"Search (/)\" autocomplete=\"off\" aria-controls=\"search-results\" aria-keyshortcuts=\"/\"><ol class=\"search-results\" id=\"search-results\" aria-live=\"polite\"></ol></div>\n<ol>\n"
        for page in layout.pages {
            let path = layout.outputPath(for: page)
            let marker = path == current ? " aria-current=\"page\"" : ""
            let flag =
                layout.failingPages.contains(page.path)
                ? " <span class=\"nav-failing\" title=\"This page has a failed check\">✗<span class=\"visually-hidden\"> failing</span></span>"
                : ""
            navigation +=
                "<li><a href=\"\(root)\(escapeHTML(path))\"\(marker)>\(escapeHTML(page.title))\(flag)</a></li>\n"
        }
        navigation += "</ol>\n"
        if layout.hasAPIReference {
            let marker = current == Site.apiReferenceName ? " aria-current=\"page\"" : ""
            navigation +=
                "<p class=\"nav-extra\"><a href=\"\(root)\(Site.apiReferenceName)\"\(marker)>API reference</a></p>\n"
        }
        navigation += "</nav>\n"
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
            <a class="skip-link" href="#main-content">Skip to content</a>
            \(navigation)<main id="main-content">
            \(content)</main>
            <script src="\(root)\(SearchIndex.fileName)"></script>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    /// The site's one script, inline so pages work from `file://`: it makes the copy buttons work and
    /// brings the current page into view in the navigation (a row on a phone). Everything else — the
    /// hidden-lines toggle included — is HTML and CSS.
    static let script = """
        document.documentElement.classList.add("scripted");
        var current = document.querySelector(".site-nav [aria-current]");
        if (current) current.scrollIntoView({ block: "nearest", inline: "center" });
        // The code a reader sees in an example: hidden lines only while they are shown.
        function cellspecCodeText(figure) {
          var code = figure.querySelector("pre code").cloneNode(true);
          var toggle = figure.querySelector(".hidden-toggle");
          if (!toggle || !toggle.checked) code.querySelectorAll(".hidden-line:not(.evidence-line)").forEach(function (line) { line.remove(); });
          return code.textContent;
        }
        // Search: an entry is found when every word of the query is in it; it ranks by where each word
        // is — the name of an identifier of its code as typed (9: `Cell` before `cell`) or in any case
        // (8), part of one (5), its title (3), anything else (1) — then by its place in the index. "/" focuses the box; ↓ and ↑ move through the results,
        // Enter opens the one chosen (or the first), Escape or a click elsewhere closes them.
        var searchBox = document.querySelector(".site-search");
        var searchInput = document.getElementById("search-input");
        if (searchBox && searchInput && window.cellspecSearchIndex) {
          var results = searchBox.querySelector(".search-results");
          var searchEntries = window.cellspecSearchIndex.map(function (entry, order) {
            // An API entry's title (`Type.member`) is its identifiers.
            var names = entry.identifiers || (entry.kind === "API" ? entry.title.split(".") : []);
            var identifiers = names.map(function (name) { return name.toLowerCase(); });
            return { entry: entry, order: order, names: names, identifiers: identifiers, title: entry.title.toLowerCase(),
              rest: [entry.context, entry.terms || ""].join(" ").toLowerCase() };
          });
          var wordScore = function (item, word, typed) {
            if (item.names.indexOf(typed) >= 0) return 9;
            if (item.identifiers.indexOf(word) >= 0) return 8;
            if (item.identifiers.some(function (name) { return name.indexOf(word) >= 0; })) return 5;
            if (item.title.indexOf(word) >= 0) return 3;
            return item.rest.indexOf(word) >= 0 ? 1 : 0;
          };
          var closeResults = function () { results.textContent = ""; };
          var resultLinks = function () { return Array.prototype.slice.call(results.querySelectorAll("a")); };
          var showResults = function () {
            var typed = searchInput.value.split(/\\s+/).filter(Boolean);
            var words = typed.map(function (word) { return word.toLowerCase(); });
            closeResults();
            if (!words.length) return;
            var found = searchEntries.map(function (item) {
              var score = 0;
              for (var index = 0; index < words.length; index += 1) {
                var points = wordScore(item, words[index], typed[index]);
                if (!points) return null;
                score += points;
              }
              return { entry: item.entry, order: item.order, score: score };
            }).filter(Boolean).sort(function (a, b) { return b.score - a.score || a.order - b.order; }).slice(0, 12);
            // Beside the box on a wide screen, where the list floats over the page (it is fixed, as the navigation scrolls).
            var box = searchInput.getBoundingClientRect();
            results.style.top = box.bottom + 4 + "px";
            results.style.left = box.left + "px";
            if (!found.length) { var none = document.createElement("li"); none.textContent = "Nothing found"; results.appendChild(none); }
            found.forEach(function (match) {
              var item = document.createElement("li"), link = document.createElement("a"), detail = document.createElement("span");
              link.href = searchBox.dataset.root + match.entry.href;
              link.textContent = match.entry.title;
              detail.className = "search-context";
              detail.textContent = match.entry.kind + (match.entry.context ? " · " + match.entry.context : "");
              link.appendChild(detail); item.appendChild(link); results.appendChild(item);
            });
          };
          searchInput.addEventListener("input", showResults);
          searchInput.addEventListener("focus", function () { if (searchInput.value && !results.children.length) showResults(); });
          searchBox.addEventListener("keydown", function (event) {
            var links = resultLinks(), at = links.indexOf(document.activeElement);
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              if (!links.length) return;
              event.preventDefault();
              var next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
              if (next < 0) searchInput.focus(); else links[next].focus();
            } else if (event.key === "Enter" && document.activeElement === searchInput && links.length) {
              event.preventDefault();
              links[0].click();
            } else if (event.key === "Escape") {
              closeResults();
              searchInput.focus();
            }
          });
          document.addEventListener("keydown", function (event) {
            var target = event.target, typing = target.closest && target.closest("input, textarea, select, [contenteditable]");
            if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
              event.preventDefault();
              searchInput.focus();
              searchInput.select();
            }
          });
          document.addEventListener("click", function (event) {
            if (!searchBox.contains(event.target)) closeResults();
          });
        }
        // The API reference's filter: a type stays when every word is in its name, or in its name and
        // its members' names (the index item's data-members).
        var apiFilter = document.getElementById("api-filter-input");
        if (apiFilter) {
          var apiTypes = Array.prototype.slice.call(document.querySelectorAll(".api-index li[data-type]"));
          var apiCount = document.querySelector(".api-filter-count");
          apiFilter.addEventListener("input", function () {
            var words = apiFilter.value.toLowerCase().split(/\\s+/).filter(Boolean);
            var types = 0;
            apiTypes.forEach(function (item) {
              var text = (item.dataset.type + " " + item.dataset.members).toLowerCase();
              item.hidden = !words.every(function (word) { return text.indexOf(word) >= 0; });
              if (!item.hidden) types += 1;
            });
            document.querySelectorAll(".api-index-group").forEach(function (group) {
              group.hidden = !group.querySelector("li:not([hidden])");
            });
            apiCount.textContent = !words.length ? "" : !types ? "Nothing matches" : types + (types === 1 ? " type matches" : " types match");
          });
        }
        document.addEventListener("click", function (event) {
          var button = event.target.closest(".copy-button");
          if (!button) return;
          var text = cellspecCodeText(button.closest("figure"));
          var done = function () { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); };
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(text).then(done, function () {});
          } else {
            var area = document.createElement("textarea");
            area.value = text; document.body.appendChild(area); area.select();
            try { document.execCommand("copy"); done(); } catch (e) {}
            area.remove();
          }
        });
        """
}
