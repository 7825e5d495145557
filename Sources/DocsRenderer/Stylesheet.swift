/// The site's one stylesheet: light and dark, readable on a phone, no external fonts.
enum Stylesheet {
    static let css = """
        :root {
          --text: #1d1d1f; --muted: #6e6e73; --background: #ffffff; --panel: #f5f5f7; --border: #d2d2d7;
          --code-background: #f6f8fa; --link: #0066cc; --pass: #1a7f37; --pass-background: #dafbe1;
          --fail: #cf222e; --fail-background: #ffebe9; --skip: #6e6e73; --skip-background: #eaeef2;
          --context: #8250df; --context-background: #fbefff; --hidden: #8c959f;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #f5f5f7; --muted: #a1a1a6; --background: #161618; --panel: #1f1f22; --border: #3a3a3d;
            --code-background: #0d1117; --link: #4da3ff; --pass: #3fb950; --pass-background: #12261a;
            --fail: #ff7b72; --fail-background: #3a1717; --skip: #a1a1a6; --skip-background: #26262a;
            --context: #d2a8ff; --context-background: #2a1f3a; --hidden: #6e7681;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0; color: var(--text); background: var(--background);
          font: 16px/1.6 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif;
          display: grid; grid-template-columns: 16rem minmax(0, 1fr);
        }
        a { color: var(--link); }
        .site-nav { position: sticky; top: 0; height: 100vh; overflow-y: auto; padding: 1.5rem 1rem; background: var(--panel); border-right: 1px solid var(--border); }
        .site-nav ol { list-style: none; padding: 0; margin: 0; }
        .site-nav li a { display: block; padding: 0.25rem 0.5rem; border-radius: 6px; text-decoration: none; color: var(--text); }
        .site-nav li a[aria-current="page"] { background: var(--border); font-weight: 600; }
        .site-name a { font-weight: 700; font-size: 1.2rem; text-decoration: none; color: var(--text); }
        main { max-width: 52rem; padding: 2rem 2.5rem 4rem; }
        h1, h2, h3 { line-height: 1.25; }
        .heading-anchor { visibility: hidden; text-decoration: none; color: var(--muted); }
        h1:hover .heading-anchor, h2:hover .heading-anchor, h3:hover .heading-anchor { visibility: visible; }
        code { font: 0.9em/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        :not(pre) > code { background: var(--code-background); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { background: var(--code-background); padding: 0.9rem 1rem; border-radius: 8px; overflow-x: auto; border: 1px solid var(--border); }
        pre .hidden-line { display: none; color: var(--hidden); }
        .hidden-toggle { position: absolute; opacity: 0; }
        .hidden-toggle-label { font-size: 0.85rem; color: var(--link); cursor: pointer; user-select: none; }
        .hidden-toggle:checked + .hidden-toggle-label + pre .hidden-line { display: inline; }
        .hidden-toggle:focus-visible + .hidden-toggle-label { outline: 2px solid var(--link); }
        figure.example { margin: 1.5rem 0; padding: 0.75rem 1rem; border-radius: 10px; border: 1px solid var(--border); border-left-width: 5px; }
        figure.example.passed { border-left-color: var(--pass); }
        figure.example.failed { border-left-color: var(--fail); background: var(--fail-background); }
        figure.example.skipped { border-left-color: var(--skip); }
        figure.example.context { border-left-color: var(--context); }
        figcaption { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; font-size: 0.9rem; }
        .badge { font-weight: 600; padding: 0.05rem 0.55rem; border-radius: 999px; }
        .badge.passed { color: var(--pass); background: var(--pass-background); }
        .badge.failed { color: var(--fail); background: var(--fail-background); border: 1px solid var(--fail); }
        .badge.skipped { color: var(--skip); background: var(--skip-background); }
        .badge.context { color: var(--context); background: var(--context-background); }
        .example-id { font-family: ui-monospace, Menlo, monospace; color: var(--muted); text-decoration: none; }
        .platform { color: var(--muted); }
        .findings { font-size: 0.9rem; margin: 0.5rem 0 0; padding-left: 1.2rem; }
        .findings .declared { color: var(--muted); }
        details.output summary { font-size: 0.85rem; color: var(--muted); cursor: pointer; }
        .page-summary { display: inline-block; padding: 0.25rem 0.75rem; border-radius: 8px; font-weight: 600; }
        .page-summary.green { color: var(--pass); background: var(--pass-background); }
        .page-summary.red { color: var(--fail); background: var(--fail-background); }
        .page-links { display: flex; justify-content: space-between; margin-top: 3rem; border-top: 1px solid var(--border); padding-top: 1rem; }
        table.dashboard { border-collapse: collapse; width: 100%; }
        table.dashboard th, table.dashboard td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--border); }
        table.dashboard tr.red td:first-child::before { content: "✗ "; color: var(--fail); }
        table.dashboard tr.green td:first-child::before { content: "✓ "; color: var(--pass); }
        .build-info { color: var(--muted); font-size: 0.85rem; }
        @media (max-width: 48rem) {
          body { display: block; }
          .site-nav { position: static; height: auto; border-right: none; border-bottom: 1px solid var(--border); }
          main { padding: 1rem; }
        }

        """
}
