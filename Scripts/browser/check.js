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
    var previews = document.querySelectorAll(".cell-preview .cell");
    previews.forEach(function (cell) {
      var box = cell.getBoundingClientRect();
      if (box.width < 20 || box.height < 20) problems.push("preview of zero size in " + cell.closest("figure.example").id);
    });
    var toggles = document.querySelectorAll("input.hidden-toggle");
    toggles.forEach(function (toggle) {
      var pre = toggle.parentElement.querySelector("pre");
      var line = pre && pre.querySelector(".hidden-line");
      if (!line) { problems.push("toggle without hidden lines: " + toggle.id); return; }
      if (getComputedStyle(line).display !== "none") problems.push("hidden line shown before toggling: " + toggle.id);
      document.querySelector("label[for='" + toggle.id + "']").click();
      if (getComputedStyle(line).display === "none") problems.push("hidden line still hidden after toggling: " + toggle.id);
      toggle.click();
      if (getComputedStyle(line).display !== "none") problems.push("hidden line shown after toggling back: " + toggle.id);
    });
    var buttons = document.querySelectorAll(".copy-button");
    buttons.forEach(function (button) {
      if (button.getBoundingClientRect().width === 0) problems.push("copy button not shown in " + (button.closest("figure").id || "?"));
    });
    var result = {
      examples: examples.length, previews: previews.length, toggles: toggles.length, copyButtons: buttons.length,
      problems: problems.concat(errors)
    };
    var out = document.createElement("pre");
    out.id = "cellspec-browser-check";
    out.textContent = JSON.stringify(result);
    document.body.appendChild(out);
  });
})();
