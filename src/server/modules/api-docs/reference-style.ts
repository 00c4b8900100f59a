/**
 * The reference page's styles, inline: the CSP allows inline styles (security-headers.ts) and
 * the page then needs no other request.
 */
export const REFERENCE_STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1c2330; --muted: #5b6577; --line: #dde2ea;
  --panel: #f6f8fb; --link: #1f5fbf; --get: #17663a; --post: #1f5fbf; --patch: #8a5a00;
  --put: #8a5a00; --delete: #b42318; --other: #5b6577; }
@media (prefers-color-scheme: dark) { :root { --bg: #12161d; --fg: #e6e9ef; --muted: #9aa4b5;
  --line: #2b3340; --panel: #1a2029; --link: #7fb0ff; --get: #5fd08f; --post: #7fb0ff;
  --patch: #f0b95a; --put: #f0b95a; --delete: #ff8a80; --other: #9aa4b5; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
a { color: var(--link); }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--panel); padding: 0.5rem; }
header { padding: 1.5rem 1rem; border-bottom: 1px solid var(--line); max-width: 78rem; margin: 0 auto; }
h1 { margin: 0 0 0.5rem; font-size: 1.6rem; }
.version { font-size: 0.9rem; color: var(--muted); font-weight: normal; }
.layout { display: grid; grid-template-columns: 20rem minmax(0, 1fr); gap: 1.5rem; max-width: 78rem;
  margin: 0 auto; padding: 1rem; }
nav { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; font-size: 0.85rem; }
.toc, .toc ul { list-style: none; margin: 0; padding: 0; }
.toc > li { margin-bottom: 0.75rem; font-weight: 600; }
.toc ul li { font-weight: normal; }
.toc a { text-decoration: none; display: block; padding: 0.1rem 0; overflow-wrap: anywhere; }
h2 { border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; margin-top: 2rem; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0;
  background: var(--panel); }
.op h3 { margin: 0; font-size: 1.05rem; display: flex; gap: 0.5rem; align-items: baseline; flex-wrap: wrap; }
.op h4 { margin: 0.75rem 0 0.25rem; font-size: 0.9rem; }
.summary { margin: 0.25rem 0; font-weight: 600; }
.method { display: inline-block; min-width: 3.6rem; font: 700 0.75rem ui-monospace, monospace;
  color: var(--other); }
.m-get { color: var(--get); } .m-post { color: var(--post); } .m-patch, .m-put { color: var(--patch); }
.m-delete { color: var(--delete); }
.auth { font-size: 0.9rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { border-top: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
ul { padding-left: 1.25rem; margin: 0.25rem 0; }
.responses { list-style: none; padding: 0; }
.responses > li { margin: 0.35rem 0; }
.status { font: 700 0.8rem ui-monospace, monospace; padding: 0 0.3rem; border-radius: 4px;
  border: 1px solid var(--line); }
.s2 { color: var(--get); } .s4, .s5 { color: var(--delete); }
.type { color: var(--muted); font-style: italic; }
.note, .desc { color: var(--muted); font-size: 0.85rem; }
.req { color: var(--delete); font-size: 0.75rem; }
.media { color: var(--muted); font-size: 0.8rem; }
.schema { margin: 0.25rem 0 0.25rem 0.5rem; }
@media (max-width: 52rem) { .layout { grid-template-columns: minmax(0, 1fr); }
  nav { position: static; max-height: none; } }
`;
