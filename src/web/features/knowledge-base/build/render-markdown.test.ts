import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** The tree as the browser's MarkdownContent turns it into elements, without our components. */
const html = (tree: Root) =>
  renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: true })).replaceAll('\n', '');

describe('renderMarkdown', () => {
  it('renders pipe tables with their alignment and inline Markdown in cells', () => {
    const { tree } = renderMarkdown('| Plan | Price |\n| :--- | ---: |\n| **Basic** | `$250` |');
    expect(html(tree)).toBe(
      '<table><thead><tr><th style="text-align:left">Plan</th><th style="text-align:right">Price</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left"><strong>Basic</strong></td>' +
        '<td style="text-align:right"><code>$250</code></td></tr></tbody></table>',
    );
  });

  it('renders a daily-target placeholder as a span the page fills from the settings', () => {
    const { tree, unsafeUrls } = renderMarkdown('At least **[300](#kb-target:dials)** dials');
    expect(html(tree)).toBe('<p>At least <strong><span data-kb-target="dials">300</span></strong> dials</p>');
    expect(unsafeUrls).toEqual([]);
    expect(html(renderMarkdown('[6,600](#kb-target:dials:22)').tree)).toBe(
      '<p><span data-kb-target="dials" data-kb-days="22">6,600</span></p>',
    );
  });

  it('renders checklists as task-list items', () => {
    const { tree } = renderMarkdown('- [ ] call\n- [x] log');
    expect(html(tree)).toBe(
      '<ul class="contains-task-list">' +
        '<li class="task-list-item"><input type="checkbox" disabled=""/> call</li>' +
        '<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> log</li></ul>',
    );
  });

  it('drops raw HTML, keeps a single tilde and ships no source positions', () => {
    const { tree } = renderMarkdown('a <script>alert(1)</script> ~5 minutes~ <b>b</b>');
    expect(html(tree)).toBe('<p>a alert(1) ~5 minutes~ b</p>');
    expect(JSON.stringify(tree)).not.toContain('position');
  });

  it('reports links and images with a scheme other than http(s) or mailto', () => {
    const { unsafeUrls } = renderMarkdown(
      '[a](/kb) [b](https://x.example) [c](mailto:a@b.example) [d](javascript:alert(1)) ![e](data:image/png;base64,AA)',
    );
    expect(unsafeUrls).toEqual(['javascript:alert(1)', 'data:image/png;base64,AA']);
  });
});
