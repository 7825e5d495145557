// Injected into a copy of each generated page by Scripts/browser-test: checks what a reader sees
// and writes the result into the page, which headless Chromium then dumps.
(function () {
  var errors = [];
  window.addEventListener("error", function (event) { errors.push("error: " + event.message); });
  var originalError = console.error;
  console.error = function () { errors.push("console.error: " + Array.prototype.join.call(arguments, " ")); originalError.apply(console, arguments); };

  window.addEventListener("load", function () {
    var problems = [];
    var examples = document.querySelectorAll("figure.example:not(.context)");
    examples.forEach(function (figure) {
      var badge = figure.querySelector("figcaption .badge");
      if (!badge || !badge.textContent.trim()) problems.push("example without a badge: " + (figure.id || "?"));
      var box = badge && badge.getBoundingClientRect();
      if (box && (box.width === 0 || box.height === 0)) problems.push("badge not visible: " + figure.id);
    });
    // Every drawn view has a size, unless the model measured it 0 pt tall (collapsed).
    var previews = document.querySelectorAll(".cell-preview .cell:not(.collapsed), .layout-canvas > .el:not(.collapsed):not(.el-decoration)");
    previews.forEach(function (cell) {
      if (cell.closest("details:not([open])")) return;
      var box = cell.getBoundingClientRect();
      if (box.width < 8 || box.height < 8) problems.push("preview of zero size in " + cell.closest("figure.example").id);
    });
    var toggles = document.querySelectorAll("input.hidden-toggle");
    toggles.forEach(function (toggle) {
      var pre = toggle.parentElement.querySelector("pre");
      // A hidden line a finding points at is shown from the start; the others follow the toggle.
      var line = pre && pre.querySelector(".hidden-line:not(.evidence-line)");
      pre && pre.querySelectorAll(".hidden-line.evidence-line").forEach(function (evidence) {
        if (getComputedStyle(evidence).display === "none") problems.push("the failing hidden line is hidden: " + toggle.id);
      });
      if (pre && !line && pre.querySelector(".evidence-line")) return;
      if (!line) { problems.push("toggle without hidden lines: " + toggle.id); return; }
      var label = document.querySelector("label[for='" + toggle.id + "']");
      var figure = toggle.closest("figure");
      // Copy gives exactly the code the reader sees, hidden lines included only while shown.
      var copiesWhatIsSeen = function () {
        return window.cellspecCodeText && window.cellspecCodeText(figure).replace(/\s+$/, "") === pre.innerText.replace(/\s+$/, "");
      };
      if (getComputedStyle(line).display !== "none") problems.push("hidden line shown before toggling: " + toggle.id);
      if (!/^Show /.test(label.innerText)) problems.push("toggle does not say Show while closed: " + toggle.id);
      if (!copiesWhatIsSeen()) problems.push("Copy differs from the code shown with hidden lines hidden: " + toggle.id);
      label.click();
      if (getComputedStyle(line).display === "none") problems.push("hidden line still hidden after toggling: " + toggle.id);
      if (!/^Hide /.test(label.innerText)) problems.push("toggle does not say Hide while open: " + toggle.id);
      if (!copiesWhatIsSeen()) problems.push("Copy differs from the code shown with hidden lines shown: " + toggle.id);
      toggle.click();
      if (getComputedStyle(line).display !== "none") problems.push("hidden line shown after toggling back: " + toggle.id);
    });
    var buttons = document.querySelectorAll(".copy-button");
    buttons.forEach(function (button) {
      if (button.getBoundingClientRect().width === 0) problems.push("copy button not shown in " + (button.closest("figure").id || "?"));
    });
    // The page list: always shown on a wide screen; on a phone folded behind Menu, which opens it.
    var menu = document.getElementById("menu-toggle");
    var list = document.querySelector(".site-nav > ol");
    if (menu && list) {
      if (document.documentElement.clientWidth < 768) {
        if (list.getBoundingClientRect().height !== 0) problems.push("the phone menu is open before it is tapped");
        document.querySelector("label[for='menu-toggle']").click();
        if (list.getBoundingClientRect().height === 0) problems.push("the phone menu does not open");
        menu.click();
      } else if (list.getBoundingClientRect().height === 0) problems.push("the page list is hidden on a wide screen");
    }
    // Search finds this page's first example by the words of its id, and the link lands on it.
    var input = document.getElementById("search-input");
    var first = document.querySelector("figure.example:not(.context):not(.unreadable)");
    if (input && first && document.documentElement.clientWidth >= 768) {
      if (!window.cellspecSearchIndex) problems.push("the search index did not load");
      else {
        input.value = first.id.replace(/^example-/, "").split("-").join(" ");
        input.dispatchEvent(new Event("input"));
        var target = location.pathname + "#" + first.id;
        var hit = Array.prototype.some.call(document.querySelectorAll(".search-results a"), function (link) {
          return decodeURIComponent(new URL(link.href).pathname + new URL(link.href).hash) === decodeURIComponent(target);
        });
        if (!hit) problems.push("search for \"" + input.value + "\" does not lead to " + first.id);
        input.value = "";
        input.dispatchEvent(new Event("input"));
        // By an identifier of its code, with the keyboard: "/" focuses the box, ↓ marks the first
        // result, which is an example using that identifier; Escape closes the results, and so does
        // a click outside.
        var entry = window.cellspecSearchIndex.filter(function (e) { return e.kind === "example" && e.code; })[0];
        var name = entry && entry.code.split(" ").sort(function (a, b) { return b.length - a.length; })[0];
        if (name) {
          var key = function (target, k) { target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })); };
          input.blur();
          key(document.body, "/");
          if (document.activeElement !== input) problems.push("\"/\" does not focus the search box");
          input.value = name;
          input.dispatchEvent(new Event("input"));
          key(input, "ArrowDown");
          var marked = document.querySelector(".search-results a.active");
          var top = marked && window.cellspecSearchIndex.filter(function (e) { return decodeURIComponent(new URL(input.closest(".site-search").dataset.root + e.href, location.href).href) === decodeURIComponent(marked.href); })[0];
          if (!marked) problems.push("↓ marks no result for " + name);
          else if (!top || (top.code || "").split(" ").indexOf(name) < 0) problems.push("the first result for " + name + " is not an example whose code uses it: " + marked.textContent);
          key(input, "Escape");
          if (document.querySelector(".search-results").children.length) problems.push("Escape does not close the search results");
          input.value = name;
          input.dispatchEvent(new Event("input"));
          document.querySelector("main").click();
          if (document.querySelector(".search-results").children.length) problems.push("a click outside does not close the search results");
          input.value = "";
        }
      }
    }
    if (input && document.documentElement.clientWidth < 768 && window.cellspecSearchIndex && input.getBoundingClientRect().width === 0) {
      problems.push("the search box is not reachable on a phone without opening the menu");
    }
    // The API reference's filter: shown once the script ran; a word keeps only the types and members
    // that have it, and an empty box brings every type back.
    var filter = document.getElementById("api-filter-input");
    if (filter) {
      var sections = document.querySelectorAll(".api-type");
      var visible = function () { return Array.prototype.filter.call(sections, function (section) { return !section.hidden && section.getBoundingClientRect().height > 0; }); };
      if (filter.getBoundingClientRect().width === 0) problems.push("the API filter box is not shown");
      filter.value = "isSelected";
      filter.dispatchEvent(new Event("input"));
      var kept = visible();
      if (!kept.length || kept.length === sections.length) problems.push("filtering by isSelected kept " + kept.length + " of " + sections.length + " types");
      kept.forEach(function (section) {
        if (section.dataset.type.toLowerCase().indexOf("isselected") >= 0) return;
        var summary = section.querySelector(".api-member-list > summary");
        if (summary && !/ of /.test(summary.textContent)) problems.push("a filtered type's member count does not say how many of its members show: " + section.dataset.type);
        section.querySelectorAll(".api-members > li").forEach(function (item) {
          var shown = item.getBoundingClientRect().height > 0;
          var has = item.querySelector(".api-declaration").textContent.toLowerCase().indexOf("isselected") >= 0;
          if (shown !== has) problems.push("filtering by isSelected " + (shown ? "shows " : "hides ") + section.dataset.type + ": " + item.querySelector(".api-declaration").textContent);
        });
      });
      filter.value = "no such member anywhere";
      filter.dispatchEvent(new Event("input"));
      if (visible().length || !/Nothing/.test(document.querySelector(".api-filter-count").textContent)) problems.push("a filter matching nothing does not say so");
      filter.value = "";
      filter.dispatchEvent(new Event("input"));
      if (visible().length !== sections.length) problems.push("clearing the filter does not bring every type back");
    }
    // Nothing may make the page scroll sideways: an element sticking out of the window counts unless
    // a scrolling box (a code block, a table wrapper) holds it.
    var width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      var culprits = [];
      document.querySelectorAll("main *, nav *").forEach(function (element) {
        if (culprits.length >= 3 || element.getBoundingClientRect().right <= width + 1) return;
        for (var parent = element.parentElement; parent; parent = parent.parentElement) {
          var overflow = getComputedStyle(parent).overflowX;
          if (overflow === "auto" || overflow === "scroll" || overflow === "hidden") return;
        }
        var name = element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.split(" ").join(".") : "");
        culprits.push(name + " \"" + element.textContent.slice(0, 40) + "\"");
      });
      problems.push("scrolls sideways at " + width + " px (" + document.documentElement.scrollWidth + " px wide): " + culprits.join("; "));
    }
    // Code is read without scrolling sideways: on a phone, at most a tenth of the code blocks may scroll.
    var blocks = document.querySelectorAll("main pre");
    var scrolling = Array.prototype.filter.call(blocks, function (pre) { return pre.scrollWidth > pre.clientWidth + 1; }).length;
    if (document.documentElement.clientWidth < 768 && scrolling > blocks.length / 10) {
      problems.push(scrolling + " of " + blocks.length + " code blocks scroll sideways on a phone");
    }
    // The Copy button's label is one line.
    buttons.forEach(function (button) {
      if (button.getBoundingClientRect().height > 2.4 * parseFloat(getComputedStyle(button).fontSize)) problems.push("the Copy button wraps in " + (button.closest("figure").id || "?"));
    });
    var result = {
      codeBlocks: blocks.length, codeScrollingSideways: scrolling,
      examples: examples.length, previews: previews.length, toggles: toggles.length, copyButtons: buttons.length,
      problems: problems.concat(errors)
    };
    var out = document.createElement("pre");
    out.id = "cellspec-browser-check";
    out.textContent = JSON.stringify(result);
    document.body.appendChild(out);
    if (window.parent !== window) window.parent.postMessage(out.textContent, "*");
  });
})();
