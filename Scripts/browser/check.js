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
    // Search, at every width and without opening the phone's menu: the box is shown; the page's first
    // example is found by the words of its id, and by the identifier of its code that the fewest
    // entries have; ↓ and ↑ move through the results and back to the box, Escape and a click elsewhere
    // close them, and "/" brings the focus back to the box.
    var input = document.getElementById("search-input");
    var first = document.querySelector("figure.example:not(.context):not(.unreadable)");
    if (input) {
      var results = document.querySelector(".search-results");
      var links = function () { return Array.prototype.slice.call(document.querySelectorAll(".search-results a")); };
      var search = function (text) { input.value = text; input.dispatchEvent(new Event("input")); };
      var key = function (target, name) { target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true })); };
      var leadsTo = function (id) {
        var target = decodeURIComponent(location.pathname + "#" + id);
        return links().some(function (link) { return decodeURIComponent(new URL(link.href).pathname + new URL(link.href).hash) === target; });
      };
      if (input.getBoundingClientRect().height === 0) problems.push("the search box is not shown at " + document.documentElement.clientWidth + " px");
      else if (!window.cellspecSearchIndex) problems.push("the search index did not load");
      else if (first) {
        search(first.id.replace(/^example-/, "").split("-").join(" "));
        if (!leadsTo(first.id)) problems.push("search for \"" + input.value + "\" does not lead to " + first.id);
        var href = location.pathname.split("/").pop() + "#" + first.id;
        var entry = window.cellspecSearchIndex.filter(function (item) { return item.href.split("/").pop() === href; })[0];
        var names = entry && entry.identifiers || [];
        if (!names.length) problems.push("the search index has no identifiers for " + first.id);
        else {
          var holders = function (name) {
            return window.cellspecSearchIndex.filter(function (item) { return (item.identifiers || []).indexOf(name) >= 0; }).length;
          };
          var rarest = names.slice().sort(function (a, b) { return holders(a) - holders(b) || (a < b ? -1 : 1); })[0];
          search(rarest);
          if (!leadsTo(first.id)) problems.push("search for the identifier " + rarest + " does not lead to " + first.id);
          input.focus();
          key(input, "ArrowDown");
          var found = links();
          if (document.activeElement !== found[0]) problems.push("↓ in the search box does not move to the first result");
          if (found.length > 1) {
            key(found[0], "ArrowDown");
            if (document.activeElement !== found[1]) problems.push("↓ does not move to the next result");
            key(found[1], "ArrowUp");
          }
          key(found[0], "ArrowUp");
          if (document.activeElement !== input) problems.push("↑ from the first result does not return to the search box");
          key(input, "Escape");
          if (results.children.length) problems.push("Escape does not close the search results");
          search(rarest);
          document.querySelector("main").dispatchEvent(new MouseEvent("click", { bubbles: true }));
          if (results.children.length) problems.push("a click outside does not close the search results");
          input.blur();
          key(document.body, "/");
          if (document.activeElement !== input) problems.push("\"/\" does not focus the search box");
        }
        search("");
        input.blur();
      }
    }
    // The API reference's filter: shown once the script ran; a word keeps only the types whose name
    // or members' names have it, and an empty box brings every type back.
    var filter = document.getElementById("api-filter-input");
    if (filter) {
      var items = document.querySelectorAll(".api-index li[data-type]");
      var visible = function () { return Array.prototype.filter.call(items, function (item) { return item.getBoundingClientRect().height > 0; }); };
      if (filter.getBoundingClientRect().width === 0) problems.push("the API filter box is not shown");
      filter.value = "isSelected";
      filter.dispatchEvent(new Event("input"));
      var kept = visible();
      if (!kept.length || kept.length === items.length) problems.push("filtering by isSelected kept " + kept.length + " of " + items.length + " types");
      Array.prototype.forEach.call(items, function (item) {
        var has = (item.dataset.type + " " + item.dataset.members).toLowerCase().indexOf("isselected") >= 0;
        if ((item.getBoundingClientRect().height > 0) !== has) problems.push("filtering by isSelected " + (has ? "hides " : "shows ") + item.dataset.type);
      });
      filter.value = "no such member anywhere";
      filter.dispatchEvent(new Event("input"));
      if (visible().length || !/Nothing/.test(document.querySelector(".api-filter-count").textContent)) problems.push("a filter matching nothing does not say so");
      filter.value = "";
      filter.dispatchEvent(new Event("input"));
      if (visible().length !== items.length) problems.push("clearing the filter does not bring every type back");
    }
    // A type's page: every member has an anchor, and every example listed as using it is a link to
    // an example.
    var members = document.querySelectorAll(".api-members > li");
    Array.prototype.forEach.call(members, function (item) {
      if (!/^member-/.test(item.id)) problems.push("an API member without an anchor: " + item.textContent.slice(0, 60));
    });
    document.querySelectorAll(".api-uses a").forEach(function (link) {
      if (!/\.html#example-/.test(link.getAttribute("href"))) problems.push("a use that is not a link to an example: " + link.getAttribute("href"));
    });
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
