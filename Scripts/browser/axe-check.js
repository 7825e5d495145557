// Injected with axe.min.js into a copy of each generated page by Scripts/browser-test when the page
// is loaded with "?axe": runs axe-core over the page once it has loaded and writes its serious and
// critical violations into the page, which headless Chromium then dumps.
(function () {
  if (!/[?&]axe\b/.test(location.search)) return;
  window.addEventListener("load", function () {
    // The browser check's own result (check.js) is not part of the page.
    // Twice: as the page loads, then with every example's hidden lines shown.
    var options = { resultTypes: ["violations"] };
    var context = { exclude: [["#cellspec-browser-check"]] };
    var first;
    window.axe.run(context, options).then(function (results) {
      first = results.violations;
      document.querySelectorAll("input.hidden-toggle").forEach(function (toggle) { toggle.checked = true; });
      return window.axe.run(context, options);
    }).then(function (results) {
      var seen = {};
      var all = first.concat(results.violations.map(function (v) { v.id = v.id + (first.some(function (f) { return f.id === v.id; }) ? "" : " (hidden lines shown)"); return v; }));
      var found = all.filter(function (v) { if (seen[v.id]) return false; seen[v.id] = true; return true; }).filter(function (v) { return v.impact === "serious" || v.impact === "critical"; }).map(function (v) {
        return {
          id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
          nodes: v.nodes.slice(0, 3).map(function (n) { return n.target.join(" ") + (n.any[0] && n.any[0].message ? " — " + n.any[0].message : ""); })
        };
      });
      var out = document.createElement("pre");
      out.id = "cellspec-axe";
      out.textContent = JSON.stringify({ violations: found });
      document.body.appendChild(out);
    }, function (error) {
      var out = document.createElement("pre");
      out.id = "cellspec-axe";
      out.textContent = JSON.stringify({ error: String(error) });
      document.body.appendChild(out);
    });
  });
})();
