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
            "<input type=\"search\" id=\"search-input\" placeholder=\"Search ( / )\" autocomplete=\"off\" role=\"combobox\" aria-expanded=\"false\" aria-controls=\"search-results\" aria-autocomplete=\"list\"><ol class=\"search-results\" id=\"search-results\" role=\"listbox\" aria-label=\"Search results\"></ol></div>\n<ol>\n"
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
        // is: an identifier of its code (whole name first), its title, its context, its prose. Keys:
        // "/" focuses the box, the arrows move through the results, Enter opens one, Escape closes them;
        // a click outside closes them too.
        var searchBox = document.querySelector(".site-search");
        var searchInput = document.getElementById("search-input");
        if (searchBox && searchInput && window.cellspecSearchIndex) {
          var results = searchBox.querySelector(".search-results");
          var active = -1;
          var links = function () { return Array.prototype.slice.call(results.querySelectorAll("a")); };
          var mark = function (index) {
            var all = links();
            active = all.length ? (index + all.length) % all.length : -1;
            all.forEach(function (link, i) { link.classList.toggle("active", i === active); link.setAttribute("aria-selected", i === active ? "true" : "false"); });
            if (active >= 0) { all[active].scrollIntoView({ block: "nearest" }); searchInput.setAttribute("aria-activedescendant", all[active].id); }
            else searchInput.removeAttribute("aria-activedescendant");
          };
          var close = function () { results.textContent = ""; active = -1; searchInput.removeAttribute("aria-activedescendant"); searchInput.setAttribute("aria-expanded", "false"); };
          var score = function (entry, word) {
            var names = (entry.code || "").toLowerCase().split(" ");
            if (names.indexOf(word) >= 0) return 8;
            if (names.some(function (name) { return name.indexOf(word) >= 0; })) return 6;
            if (entry.title.toLowerCase().indexOf(word) >= 0) return 4;
            if ((entry.context + " " + entry.terms).toLowerCase().indexOf(word) >= 0) return 2;
            if ((entry.prose || "").toLowerCase().indexOf(word) >= 0) return 1;
            return 0;
          };
          searchInput.addEventListener("input", function () {
            var words = searchInput.value.toLowerCase().split(/\\s+/).filter(Boolean);
            close();
            if (!words.length) return;
            var found = window.cellspecSearchIndex.map(function (entry, order) {
              var scores = words.map(function (word) { return score(entry, word); });
              if (scores.some(function (s) { return s === 0; })) return null;
              return { entry: entry, order: order, score: scores.reduce(function (a, b) { return a + b; }, 0) };
            }).filter(Boolean).sort(function (a, b) { return b.score - a.score || a.order - b.order; }).slice(0, 12);
            // Beside the box on a wide screen, where the list floats over the page (it is fixed, as the navigation scrolls).
            var box = searchInput.getBoundingClientRect();
            results.style.top = box.bottom + 4 + "px";
            results.style.left = box.left + "px";
            searchInput.setAttribute("aria-expanded", "true");
            if (!found.length) { var none = document.createElement("li"); none.textContent = "Nothing found"; results.appendChild(none); }
            found.forEach(function (match, index) {
              var item = document.createElement("li"), link = document.createElement("a"), detail = document.createElement("span");
              item.setAttribute("role", "presentation");
              link.href = searchBox.dataset.root + match.entry.href;
              link.id = "search-result-" + index;
              link.setAttribute("role", "option");
              link.textContent = match.entry.title;
              detail.className = "search-context";
              detail.textContent = match.entry.kind + (match.entry.context ? " · " + match.entry.context : "");
              link.appendChild(detail); item.appendChild(link); results.appendChild(item);
            });
          });
          searchInput.addEventListener("keydown", function (event) {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              if (!links().length) return;
              event.preventDefault();
              mark(active < 0 && event.key === "ArrowUp" ? -1 : active + (event.key === "ArrowDown" ? 1 : -1));
            } else if (event.key === "Enter") {
              var all = links();
              var target = all[active >= 0 ? active : 0];
              if (target) { event.preventDefault(); window.location.href = target.href; close(); }
            } else if (event.key === "Escape") {
              close(); searchInput.value = ""; searchInput.blur();
            }
          });
          document.addEventListener("keydown", function (event) {
            var typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
            if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) { event.preventDefault(); searchInput.focus(); }
          });
          document.addEventListener("click", function (event) { if (!searchBox.contains(event.target)) close(); });
        }
        // The API reference's filter: a type stays when every word is in its name, or in its name and
        // one of its members' declarations; then only those members show, unfolded.
        var apiFilter = document.getElementById("api-filter-input");
        if (apiFilter) {
          var apiTypes = Array.prototype.slice.call(document.querySelectorAll(".api-type"));
          var apiCount = document.querySelector(".api-filter-count");
          var apiLinks = {};
          document.querySelectorAll(".api-index a").forEach(function (link) { apiLinks[link.getAttribute("href")] = link; });
          apiFilter.addEventListener("input", function () {
            var words = apiFilter.value.toLowerCase().split(/\\s+/).filter(Boolean);
            var types = 0, members = 0;
            apiTypes.forEach(function (section) {
              var name = section.dataset.type.toLowerCase();
              var whole = words.every(function (word) { return name.indexOf(word) >= 0; });
              var hits = 0;
              section.querySelectorAll(".api-members > li").forEach(function (item) {
                var text = name + " " + item.querySelector(".api-declaration").textContent.toLowerCase();
                var shown = whole || words.every(function (word) { return text.indexOf(word) >= 0; });
                item.hidden = !shown;
                if (shown && !whole) hits += 1;
              });
              var list = section.querySelector(".api-member-list");
              if (list) {
                var summary = list.querySelector("summary");
                if (!list.dataset.filtered) { list.dataset.wasOpen = list.open ? "1" : ""; list.dataset.summary = summary.textContent; }
                list.dataset.filtered = words.length ? "1" : "";
                list.open = words.length && !whole && hits > 0 ? true : list.dataset.wasOpen === "1";
                summary.textContent = words.length && !whole && hits > 0 ? hits + " of " + list.dataset.summary : list.dataset.summary;
              }
              section.hidden = !whole && hits === 0;
              var link = apiLinks["#" + section.querySelector("h2").id];
              if (link) link.parentElement.hidden = section.hidden;
              if (!section.hidden) { types += 1; members += hits; }
            });
            document.querySelectorAll(".api-index-group").forEach(function (group) {
              group.hidden = !group.querySelector("li:not([hidden])");
            });
            apiCount.textContent = !words.length ? "" : !types ? "Nothing matches" :
              types + (types === 1 ? " type" : " types") + (members ? ", " + members + (members === 1 ? " member" : " members") : "") + " match";
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
