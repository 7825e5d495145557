/// The site's one stylesheet: light and dark, readable on a phone, no external fonts.
enum Stylesheet {
    static let css = """
        :root {
          --text: #1d1d1f; --muted: #636366; --background: #ffffff; --panel: #f5f5f7; --border: #d2d2d7;
          --code-background: #f6f8fa; --link: #0066cc; --pass: #1a7f37; --pass-background: #dafbe1;
          --fail: #cf222e; --fail-background: #ffebe9; --skip: #636366; --skip-background: #eaeef2;
          --context: #8250df; --context-background: #fbefff; --hidden: #57606a;
          --do: #1a7f37; --dont: #b54708; --on-kind: #ffffff;
          --syntax-keyword: #ad3da4; --syntax-type: #0b4f79; --syntax-string: #c41a16; --syntax-number: #1c00cf;
          --syntax-comment: #5d6c79; --syntax-attribute: #815f03; --syntax-label: #3e6d74;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #f5f5f7; --muted: #a1a1a6; --background: #161618; --panel: #1f1f22; --border: #3a3a3d;
            --code-background: #0d1117; --link: #4da3ff; --pass: #3fb950; --pass-background: #12261a;
            --fail: #ff7b72; --fail-background: #3a1717; --skip: #a1a1a6; --skip-background: #26262a;
            --context: #d2a8ff; --context-background: #2a1f3a; --hidden: #9198a1;
            --do: #3fb950; --dont: #f0883e; --on-kind: #0d1117;
            --syntax-keyword: #ff7ab2; --syntax-type: #6bdfff; --syntax-string: #ff8170; --syntax-number: #d9c97c;
            --syntax-comment: #7f8c98; --syntax-attribute: #cc9768; --syntax-label: #9ed6c4;
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
        .site-nav > ol { list-style: none; padding: 0; margin: 0; }
        .site-nav > ol > li > a { display: block; padding: 0.25rem 0.5rem; border-radius: 6px; text-decoration: none; color: var(--text); }
        .site-nav > ol > li > a[aria-current="page"] { background: var(--border); font-weight: 600; }
        .site-name a { font-weight: 700; font-size: 1.2rem; text-decoration: none; color: var(--text); }
        main { min-width: 0; max-width: 76rem; padding: 2rem 2.5rem 4rem; overflow-wrap: break-word; }
        main > :is(p, ul, ol, blockquote, h1, h2, h3, h4, dl) { max-width: 46rem; }
        main :is(p, li, dd, figcaption) { overflow-wrap: anywhere; }
        h1, h2, h3 { line-height: 1.25; }
        .heading-anchor { visibility: hidden; text-decoration: none; color: var(--muted); }
        h1:hover .heading-anchor, h2:hover .heading-anchor, h3:hover .heading-anchor { visibility: visible; }
        code { font: 0.9em/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        :not(pre) > code { background: var(--code-background); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
        pre { background: var(--code-background); padding: 0.9rem 1rem; border-radius: 8px; overflow-x: auto; border: 1px solid var(--border); }
        pre .hidden-line { display: none; color: var(--hidden); }
        pre .hidden-line.evidence-line { display: inline; background: var(--fail-background); box-shadow: -0.5rem 0 0 var(--fail-background), 0.5rem 0 0 var(--fail-background); }
        .hidden-toggle { position: absolute; opacity: 0; }
        .hidden-toggle-label { font-size: 0.85rem; color: var(--link); cursor: pointer; user-select: none; }
        .hidden-toggle:checked + .hidden-toggle-label + pre .hidden-line { display: inline; }
        .hidden-toggle:focus-visible + .hidden-toggle-label { outline: 2px solid var(--link); }
        .hidden-toggle-label .hide, .hidden-toggle:checked + .hidden-toggle-label .show { display: none; }
        .hidden-toggle:checked + .hidden-toggle-label .hide { display: inline; }
        pre:focus-visible, .table-scroll:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
        .table-scroll { overflow-x: auto; max-width: 100%; }
        figure.example { margin: 1.5rem 0; padding: 0.75rem 1rem; border-radius: 10px; border: 1px solid var(--border); border-left-width: 5px; }
        figure.example.correct { border-left-color: var(--do); }
        figure.example.incorrect { border-left-color: var(--dont); }
        figure.example.illustration, figure.example.skipped { border-left-color: var(--skip); }
        figure.example.failed { border: 2px solid var(--fail); border-left-width: 6px; background: var(--fail-background); }
        figure.example.context { border-left-color: var(--context); }
        figcaption { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; font-size: 0.9rem; }
        .kind { font-weight: 700; padding: 0.05rem 0.6rem; border-radius: 6px; color: var(--on-kind); }
        .kind.do { background: var(--do); }
        .kind.dont { background: var(--dont); }
        .kind.illustration { color: var(--text); background: var(--skip-background); }
        .badge { font-weight: 600; padding: 0.05rem 0.55rem; border-radius: 999px; }
        .badge.passed, .badge.skipped { font-weight: 500; font-size: 0.8rem; color: var(--muted); border: 1px solid var(--border); }
        .badge.skipped { border-style: dashed; }
        .badge.failed { color: var(--background); background: var(--fail); }
        figure.example:not(.context) figcaption .badge { margin-left: auto; }
        figure.context .copy-button { margin-left: auto; }
        .badge.context { color: var(--context); background: var(--context-background); }
        .copy-button { display: none; white-space: nowrap; flex: none; font: inherit; font-size: 0.8rem; padding: 0.1rem 0.6rem; border-radius: 6px; border: 1px solid var(--border); background: var(--background); color: var(--text); cursor: pointer; }
        .scripted .copy-button { display: inline-block; }
        pre .k { color: var(--syntax-keyword); font-weight: 600; }
        pre .t { color: var(--syntax-type); }
        pre .s { color: var(--syntax-string); }
        pre .n { color: var(--syntax-number); }
        pre .c { color: var(--syntax-comment); font-style: italic; }
        pre .a { color: var(--syntax-attribute); }
        pre .l { color: var(--syntax-label); }
        pre .p { background: var(--border); border-radius: 4px; }
        pre mark.finding { background: none; color: inherit; text-decoration: underline wavy var(--fail); text-decoration-skip-ink: none; text-underline-offset: 3px; }
        .findings .evidence .place { font-weight: 600; }
        .findings .evidence code { white-space: pre-wrap; overflow-wrap: anywhere; }
        .findings .notes { color: var(--muted); }
        .example-id { font-weight: 600; color: var(--text); text-decoration: none; }
        .example-id:hover { text-decoration: underline; }
        figcaption .claim { flex-basis: 100%; margin: 0.25rem 0 0.5rem; font-size: 1rem; }
        .platform { color: var(--muted); }
        .findings { font-size: 0.9rem; margin: 0.5rem 0 0; padding-left: 1.2rem; }
        .findings .declared { color: var(--muted); }
        details.output summary { font-size: 0.85rem; color: var(--muted); cursor: pointer; }
        pre .line-number::before { content: attr(data-line); display: inline-block; min-width: 2.2em; margin-right: 0.9em; text-align: right; color: var(--muted); user-select: none; }
        figure.example.unclassified { border-left-color: var(--skip); }
        .lenient-verdict { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.15rem 1rem; margin: 0.5rem 0 0; font-size: 0.9rem; }
        .lenient-verdict dt { font-weight: 600; color: var(--muted); }
        .lenient-verdict dd { margin: 0; overflow-wrap: anywhere; }
        .lenient-verdict ul { margin: 0; padding-left: 1.1rem; }
        .guide-path { margin: -0.5rem 0 0.5rem; color: var(--muted); font: 0.85rem ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .guide-note { border-left: 3px solid var(--dont); padding: 0.1rem 0.6rem; }
        details.front-matter summary { font-size: 0.85rem; color: var(--muted); cursor: pointer; }
        details.front-matter pre { white-space: pre-wrap; overflow-wrap: anywhere; }
        .did { margin-top: 0.75rem; }
        .did-group.differs { border-top: 1px dashed var(--border); margin-top: 0.75rem; }
        .did-differences { font-size: 0.85rem; border-left: 3px solid var(--dont); padding: 0.1rem 0.6rem; margin: 0.25rem 0 0.5rem; }
        .did-differences p { margin: 0; font-weight: 600; }
        .did-differences ul { margin: 0.1rem 0 0; padding-left: 1.1rem; }
        .did-drawing summary { font-size: 0.85rem; color: var(--link); cursor: pointer; margin-bottom: 0.4rem; }
        .layout-preview { margin: 0 0 0.75rem; max-width: 100%; overflow-x: auto; }
        .layout-preview figcaption { font-size: 0.8rem; color: var(--muted); margin-top: 0.25rem; display: block; }
        .layout-canvas { position: relative; overflow: hidden; background: #ffffff; color: #000000; outline: 1px solid var(--border); font-family: -apple-system, BlinkMacSystemFont, system-ui, sans-serif; line-height: 1.2; --separator: #c6c6c8; --accessory: #8e8e93; --tint: #007aff; }
        .layout-canvas:is(.list-grouped, .list-insetGrouped, .list-sidebar) { background: #f2f2f7; }
        .layout-canvas.standalone { overflow: visible; background: transparent; outline: 1px dashed var(--border); }
        .layout-visible { position: absolute; outline: 1px dashed var(--muted); pointer-events: none; z-index: 5; }
        .el { position: absolute; --fg: #000000ff; z-index: 1; }
        .el-decoration { z-index: 0; background: rgba(120, 120, 128, 0.16); border-radius: 6px; }
        .el-header, .el-footer, .el-supplementary { z-index: 2; }
        .el:empty { outline: 1px dashed #8e8e93; outline-offset: -1px; }
        .el.differs { outline: 2px solid var(--dont); outline-offset: -2px; z-index: 4; }
        .el.collapsed { outline: 2px dashed var(--fail); }
        .el-bg { position: absolute; inset: 0; background: var(--bg, transparent); border-color: var(--stroke, currentColor); }
        .el-bg.blur { background-image: repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.45) 0 4px, rgba(190, 190, 200, 0.45) 4px 8px); }
        .el-bg.custom-view { background-image: linear-gradient(var(--custom, transparent), var(--custom, transparent)); outline: 1px dashed #8e8e93; outline-offset: -1px; }
        .el-bg-label { position: absolute; right: 3px; bottom: 1px; font: 9px/1.2 ui-monospace, Menlo, monospace; color: #3a3a3c; }
        .el { border-color: var(--layer-border, currentColor); }
        .el-content { position: absolute; inset: 0; display: flex; align-items: safe center; gap: 0.45rem; overflow: hidden; }
        .el-content .cell-text { font-size: 12.75px; }
        .el-content .cell-secondary { font-size: 11.25px; }
        .el-header-content .el-content { align-items: flex-end; padding-bottom: 4px; }
        .el-measured { position: absolute; left: 0; right: 0; top: 0; border-bottom: 2px dashed var(--dont); pointer-events: none; z-index: 3; }
        .el-measured.near { border-bottom: 1px dotted var(--accessory); }
        /* A styled layer (corners, border) is outlined, so its shape shows without a fill. */
        .contrast-adjusted::after { content: " ◐"; font-size: 0.7em; vertical-align: super; }
        .layered { outline: 1px dashed var(--accessory); outline-offset: -1px; }
        .el-measured span { position: absolute; right: 2px; bottom: 0; font: 9px/1.2 system-ui, sans-serif; color: var(--dont); background: var(--background); }
        .el-cell.separated::after { content: ""; position: absolute; left: 12px; right: 0; bottom: 0; border-bottom: 1px solid var(--separator); z-index: 3; }
        .el-cell.state-selected.separated::after, .el-cell.state-highlighted.separated::after { display: none; }
        .el .cell-image svg { width: 15px; height: 15px; }
        .layout-canvas.dark-mode, .el.dark-mode { --fg: #ffffffff; color: #ffffff; }
        /* A view in dark mode is drawn on iOS's dark background whatever the page's mode. */
        .el.dark-mode { background: #000000; }
        .el.dark-mode .el-bg { background: var(--bg-dark, var(--bg, transparent)); border-color: var(--stroke-dark, var(--stroke, currentColor)); }
        .did-title { font-size: 0.85rem; font-weight: 600; margin: 0.5rem 0 0.25rem; }
        .did-releases { font-weight: 400; color: var(--muted); }
        .preview-steps { list-style: none; padding: 0; margin: 0 0 0.5rem; display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .preview-views { display: flex; flex-wrap: wrap; gap: 0 0.75rem; }
        .preview-step { display: flex; align-items: flex-start; gap: 0.5rem; max-width: 100%; }
        .cell-preview { margin: 0 0 0.5rem; width: 21rem; max-width: 100%; }
        .preview-steps .cell-preview { width: 17rem; }
        .preview-view { margin: 0.5rem 0 0.25rem; font-size: 0.8rem; font-weight: 600; }
        .preview-view span { font-weight: 400; color: var(--muted); }
        .preview-arrow { margin-top: 0.9rem; color: var(--muted); }
        .cell-preview figcaption { display: block; text-align: center; font-size: 0.8rem; color: var(--muted); margin-top: 0.2rem; }
        .ios-list { --list-bg: #f2f2f7; --row-bg: #ffffff; --separator: #c6c6c8; --secondary: #6c6c70; --accessory: #8e8e93; --tint: #007aff; padding: 0.6rem; border-radius: 12px; background: var(--list-bg); color: #000000; font-family: -apple-system, BlinkMacSystemFont, system-ui, sans-serif; line-height: 1.25; }
        .ios-list.list-none { padding: 0; background: transparent; }
        .list-none .list-section { border: 1px solid var(--border); }
        .ios-list.list-plain { --list-bg: #ffffff; padding: 0; border: 1px solid var(--border); }
        .ios-list.list-grouped { padding: 0.6rem 0; }
        .list-section { border-radius: 10px; overflow: hidden; background: var(--row-bg); }
        .list-plain .list-section, .list-grouped .list-section { border-radius: 0; }
        .list-sidebar .list-section, .list-sidebarPlain .list-section { background: transparent; overflow: visible; }
        .list-section + .list-section { margin-top: 0.9rem; }
        .list-header { display: flex; align-items: center; gap: 0.5rem; padding: 0.35rem 1rem; font-size: 13px; background: var(--bg, transparent); }
        .list-header .cell-text { --fg: #6c6c70ff; }
        .cell { --bg: var(--row-bg); --fg: #000000ff; position: relative; display: flex; align-items: center; gap: 0.6rem; min-height: 44px; box-sizing: border-box; padding: 0.55rem 1rem; background: var(--bg); }
        .list-section .cell + .cell::before { content: ""; position: absolute; top: 0; left: 1rem; right: 0; border-top: 1px solid var(--separator); }
        .list-section .cell.no-separator::before { display: none; }
        .list-sidebar .cell, .list-sidebarPlain .cell { border-radius: 10px; }
        .list-sidebar .cell + .cell::before, .list-sidebarPlain .cell + .cell::before { display: none; }
        .cell-background-name { font: 0.75rem ui-monospace, Menlo, monospace; color: var(--text); background: var(--background); border-radius: 4px; padding: 0 0.3rem; }
        .cell-texts { display: flex; flex-direction: column; min-width: 0; flex: 1; }
        .cell-texts.side-by-side { flex-direction: row; justify-content: space-between; align-items: baseline; gap: 0.75rem; }
        .side-by-side .cell-secondary { text-align: right; }
        .cell-text, .cell-secondary { white-space: pre-line; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }
        .cell-text { color: var(--fg); font-size: 17px; }
        .cell-secondary { color: var(--fg, #6c6c70ff); font-size: 15px; }
        .cell-image { display: inline-flex; flex: none; color: var(--tint); }
        .cell-state { flex: none; font: 11px/1.4 system-ui, sans-serif; padding: 0 0.35rem; border-radius: 4px; background: var(--background); color: var(--text); border: 1px solid var(--border); }
        .accessories { display: inline-flex; flex: none; align-items: center; gap: 0.6rem; color: var(--accessory); }
        .accessory svg { display: block; }
        .accessory-checkmark, .accessory-detail { color: var(--tint); }
        .accessory-label { font-size: 15px; color: var(--secondary); }
        .accessory-custom { font: 11px ui-monospace, Menlo, monospace; color: var(--secondary); }
        .cell.expanded .accessory-outlineDisclosure svg { transform: rotate(90deg); }
        .cell.collapsed { height: 0; min-height: 0; padding-top: 0; padding-bottom: 0; overflow: hidden; border-top: 2px dashed var(--fail); }
        .cell.clipped { min-height: 0; overflow: hidden; align-items: flex-start; padding-top: 0.4rem; padding-bottom: 0; border-bottom: 2px dashed var(--fail); }
        .cell-sizing { margin: 0.3rem 0.2rem 0; font: 0.8rem/1.3 system-ui, sans-serif; color: var(--fail); }
        @media (prefers-color-scheme: dark) {
          .ios-list { --list-bg: #000000; --row-bg: #1c1c1e; --separator: #3d3d41; --secondary: #aeaeb2; --accessory: #8e8e93; --tint: #0a84ff; color: #ffffff; }
          .ios-list.list-plain { --list-bg: #000000; --row-bg: #000000; }
          .layout-canvas { background: #000000; color: #ffffff; --separator: #3d3d41; --tint: #0a84ff; }
          .layout-canvas:is(.list-grouped, .list-insetGrouped, .list-sidebar) { background: #000000; }
          .layout-canvas.standalone { background: transparent; }
          .el { --fg: #ffffffff; border-color: var(--layer-border-dark, var(--layer-border, currentColor)); }
          .el-bg { background: var(--bg-dark, var(--bg, transparent)); border-color: var(--stroke-dark, var(--stroke, currentColor)); }
          .el-bg.custom-view { background-image: linear-gradient(var(--custom-dark, var(--custom, transparent)), var(--custom-dark, var(--custom, transparent))); }
          .el-bg-label { color: #d1d1d6; }
          .cell { --fg: #ffffffff; background: var(--bg-dark, var(--bg)); }
          .list-header .cell-text { --fg: #aeaeb2ff; }
          .list-header { background: var(--bg-dark, var(--bg, transparent)); }
          .cell-text, .cell-secondary { color: var(--fg-dark, var(--fg)); }
          .cell-image { color: var(--tint-dark, var(--tint)); }
        }
        .ios-list.dark-mode { --list-bg: #000000; --row-bg: #1c1c1e; --separator: #3d3d41; --secondary: #aeaeb2; --tint: #0a84ff; color: #ffffff; }
        .ios-list.dark-mode.list-none { background: #000000; padding: 0.4rem; }
        .dark-mode .cell { --fg: #ffffffff; background: var(--bg-dark, var(--bg)); }
        .dark-mode .cell-text, .dark-mode .cell-secondary { color: var(--fg-dark, var(--fg)); }
        .dark-mode .cell-image { color: var(--tint-dark, var(--tint)); }
        .apply-after { list-style: none; margin: 0.25rem 0 0.75rem; padding: 0; width: 21rem; max-width: 100%; }
        .apply-after .cell { min-height: 36px; padding-top: 0.35rem; padding-bottom: 0.35rem; }
        .apply-after .change-tag { flex: none; font: 11px/1.4 system-ui, sans-serif; padding: 0 0.35rem; border-radius: 4px; background: var(--skip-background); color: var(--text); }
        .apply-after .change-inserted .change-tag { background: var(--pass-background); color: var(--pass); }
        .apply-after .change-reconfigured .change-tag, .apply-after .change-reloaded .change-tag, .apply-after .change-moved .change-tag { background: var(--context-background); color: var(--context); }
        .apply-after-title { font-size: 0.8rem; font-weight: 600; margin: 0.25rem 0; }
        table.apply { border-collapse: collapse; font-size: 0.85rem; margin: 0.5rem 0; width: 100%; display: block; overflow-x: auto; }
        table.apply caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
        table.apply th, table.apply td { text-align: left; padding: 0.2rem 0.5rem; border-bottom: 1px solid var(--border); white-space: nowrap; }
        table.apply .change { padding: 0 0.4rem; border-radius: 4px; background: var(--skip-background); }
        table.apply .change-inserted .change { background: var(--pass-background); color: var(--pass); }
        table.apply .change-deleted .change { background: var(--fail-background); color: var(--fail); }
        table.apply .change-reconfigured .change, table.apply .change-moved .change { background: var(--context-background); color: var(--context); }
        table.apply .selection-lost { color: var(--fail); font-weight: 600; }
        .menu-toggle, .menu-button, .site-search { display: none; }
        .scripted .site-search { display: block; margin: 0 0 1rem; position: sticky; top: -1.5rem; z-index: 1; padding: 0.25rem 0; background: var(--panel); }
        .site-search input { width: 100%; font: inherit; font-size: 0.9rem; padding: 0.3rem 0.6rem; border: 1px solid var(--border); border-radius: 6px; background: var(--background); color: var(--text); }
        .search-results { list-style: none; padding: 0; margin: 0; }
        .search-results:not(:empty) { position: fixed; z-index: 2; width: min(30rem, calc(100vw - 2rem)); max-height: 70vh; overflow-y: auto; margin-top: 0.25rem; padding: 0.25rem; background: var(--background); border: 1px solid var(--border); border-radius: 8px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.18); }
        .search-results li a { display: block; padding: 0.25rem 0.5rem; border-radius: 6px; text-decoration: none; color: var(--link); font-size: 0.9rem; overflow-wrap: anywhere; }
        .search-results li a:hover, .search-results li a:focus, .search-results li a.active { background: var(--border); }
        .search-context { display: block; color: var(--muted); font-size: 0.8rem; }
        .nav-failing { color: var(--fail); font-weight: 700; }
        .skip-link { position: absolute; left: 0.5rem; top: -3rem; z-index: 3; padding: 0.4rem 0.8rem; border-radius: 6px; background: var(--background); color: var(--link); border: 1px solid var(--link); }
        .skip-link:focus { top: 0.5rem; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .toc { border: 1px solid var(--border); border-radius: 10px; padding: 0.5rem 1.25rem 0.5rem 1rem; width: fit-content; max-width: 100%; font-size: 0.9rem; }
        .toc-title { margin: 0 0 0.25rem; font-weight: 600; }
        .toc ol { margin: 0; padding-left: 1.2rem; }
        .toc .toc-level-3 { margin-left: 1rem; list-style: circle; counter-increment: list-item 0; }
        .nav-extra { margin: 1rem 0 0; padding-top: 0.75rem; border-top: 1px solid var(--border); }
        .nav-extra a { display: block; padding: 0.25rem 0.5rem; border-radius: 6px; text-decoration: none; color: var(--text); }
        .nav-extra a[aria-current="page"] { background: var(--border); font-weight: 600; }
        .api-index ul { columns: 18rem; padding-left: 1rem; font-size: 0.85rem; }
        .api-index li { overflow-wrap: anywhere; }
        .api-count { color: var(--muted); font-size: 0.8rem; }
        .api-breadcrumb { margin: 0 0 0.5rem; font-size: 0.9rem; }
        .api-kind { color: var(--muted); font-weight: 400; font-size: 0.9rem; }
        .api-file { color: var(--muted); font: 0.8rem ui-monospace, Menlo, monospace; margin: 0; }
        .api-members { list-style: none; padding: 0; }
        .api-uses > summary { cursor: pointer; font-size: 0.9rem; color: var(--link); margin: 0.3rem 0; }
        .api-uses ul { columns: 16rem; font-size: 0.85rem; margin: 0.25rem 0; }
        a.api-link { color: inherit; text-decoration: none; }
        a.api-link:hover, a.api-link:focus-visible { text-decoration: underline; }
        .api-members li { padding: 0.4rem 0; border-bottom: 1px dashed var(--border); }
        .api-declaration { overflow-wrap: anywhere; }
        .api-summary { color: var(--muted); font-size: 0.9rem; overflow-wrap: anywhere; }
        .api-deprecation { color: var(--fail); font-size: 0.85rem; }
        .api-badge { font-size: 0.75rem; font-weight: 600; padding: 0 0.45rem; border-radius: 999px; white-space: nowrap; }
        .api-badge.release { color: var(--link); border: 1px solid var(--link); }
        .api-badge.release.documented { border-style: dashed; }
        .api-badge.release.unrecorded { color: var(--muted); border: 1px dashed var(--border); font-weight: 500; }
        .api-badge.deprecated { color: var(--fail); background: var(--fail-background); }
        .api-badge.model { color: var(--context); background: var(--context-background); }
        .api-badge.stored, .api-badge.unsourced, .api-badge.unmodelled, .api-badge.choice { color: var(--muted); border: 1px solid var(--border); }
        .api-filter { display: none; }
        .scripted .api-filter { display: block; position: sticky; top: 0; z-index: 1; margin: 1rem 0; padding: 0.5rem 0; background: var(--background); }
        .api-filter label { display: block; font-size: 0.9rem; font-weight: 600; margin-bottom: 0.25rem; }
        .api-filter input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.35rem 0.6rem; border: 1px solid var(--border); border-radius: 6px; background: var(--background); color: var(--text); }
        .api-filter-count { margin: 0.25rem 0 0; font-size: 0.85rem; color: var(--muted); }
        .api-filter-count:empty { display: none; }
        .api-members li:target { background: var(--border); }
        .page-summary { display: inline-block; padding: 0.25rem 0.75rem; border-radius: 8px; font-weight: 600; }
        .page-summary.green { color: var(--pass); background: var(--pass-background); }
        .page-summary.red { color: var(--fail); background: var(--fail-background); }
        .page-links { display: flex; justify-content: space-between; margin-top: 3rem; border-top: 1px solid var(--border); padding-top: 1rem; }
        table.dashboard { border-collapse: collapse; width: 100%; }
        table.dashboard th, table.dashboard td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--border); }
        table.dashboard tr.red td:first-child::before { content: "✗ "; color: var(--fail); }
        table.dashboard tr.green td:first-child::before { content: "✓ "; color: var(--pass); }
        table.dashboard.lenient { font-size: 0.9rem; }
        table.dashboard.lenient :is(th, td) { padding: 0.4rem 0.45rem; }
        table.dashboard.lenient :is(td, th):not(:first-child) { text-align: right; font-variant-numeric: tabular-nums; }
        table.dashboard.lenient thead th:not(:first-child) { font-size: 0.8rem; vertical-align: bottom; }
        table.dashboard.lenient :is(td, th):first-child { min-width: 12rem; }
        .build-info { color: var(--muted); font-size: 0.9rem; display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
        .build-info dd { margin: 0; overflow-wrap: anywhere; }
        @media (max-width: 48rem) {
          body { display: block; }
          .site-nav { position: sticky; top: 0; z-index: 1; height: auto; max-height: 100vh; padding: 0.5rem 0.75rem; border-right: none; border-bottom: 1px solid var(--border); display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
          .site-nav .site-name { margin: 0; }
          .menu-button { display: inline-block; margin-left: auto; padding: 0.2rem 0.8rem; border: 1px solid var(--border); border-radius: 6px; background: var(--background); cursor: pointer; font-size: 0.9rem; }
          .menu-button::after { content: " ▾"; }
          .menu-toggle { display: block; position: absolute; opacity: 0; pointer-events: none; }
          .menu-toggle:focus-visible + .menu-button { outline: 2px solid var(--link); }
          .menu-toggle:checked + .menu-button::after { content: " ▴"; }
          .site-nav > ol, .nav-extra { display: none; flex-basis: 100%; }
          /* Search stays in the bar on a phone, beside the Menu button, without opening the menu. */
          .scripted .site-search { display: block; flex: 1 1 8rem; order: 1; margin: 0; }
          .scripted .menu-button { order: 2; margin-left: 0; }
          .site-nav > ol, .nav-extra { order: 3; }
          .scripted .site-search { position: static; }
          .scripted .api-filter { position: static; }
          .search-results:not(:empty) { position: static; width: auto; max-height: 50vh; box-shadow: none; }
          .menu-toggle:checked ~ ol { display: block; max-height: 70vh; overflow-y: auto; }
          .menu-toggle:checked ~ .nav-extra { display: block; margin: 0; padding: 0.25rem 0 0.5rem; }
          main { padding: 1rem; }
          [id] { scroll-margin-top: 6rem; }
          figure.example { padding: 0.6rem 0.7rem; margin: 1rem -0.25rem; }
          pre { padding: 0.6rem; font-size: 0.78rem; }
          /* Code wraps on a phone instead of scrolling sideways; a wrapped line continues indented. */
          pre code { white-space: pre-wrap; word-break: break-all; }
          figure.example figcaption { gap: 0.35rem; }
          .lenient-verdict { grid-template-columns: minmax(0, 1fr); }
          /* The lenient index's nine counts: a card per guide, each count under its name. */
          table.dashboard.lenient thead { display: none; }
          table.dashboard.lenient tr { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); border-bottom: 1px solid var(--border); padding: 0.3rem 0; }
          table.dashboard.lenient :is(td, th), table.dashboard.lenient :is(td, th):not(:first-child) { border: none; text-align: left; min-width: 0; padding: 0.1rem 0.4rem; }
          table.dashboard.lenient :is(td, th):first-child { grid-column: 1 / -1; font-weight: 600; }
          table.dashboard.lenient td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 0.8rem; }
          .lenient-verdict dd { margin-bottom: 0.35rem; }
        }

        """
}
