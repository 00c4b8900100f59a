import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { TARGET_LINK_PREFIX } from '../content/placeholders';

// GitHub Markdown for the pages' tables and checklists. A single ~ stays a tilde ("~5 minutes"):
// only ~~double~~ strikes text through. Raw HTML in the text is dropped: remark-rehype keeps it
// only when asked to.
const processor = unified().use(remarkParse).use(remarkGfm, { singleTilde: false }).use(remarkRehype);

const PROTOCOL = /^([a-z][a-z\d+.-]*):/i;
const SAFE_PROTOCOLS = new Set(['http', 'https', 'mailto']);

type Node = {
  type: string;
  tagName?: string;
  position?: unknown;
  properties?: Record<string, unknown>;
  children?: Node[];
};

/**
 * A daily-target placeholder's link becomes `<span data-kb-target="dials">300</span>`, with
 * `data-kb-days="22"` for a figure over that many days.
 */
function liveTarget(node: Node): void {
  const href = node.properties?.href;
  if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith(TARGET_LINK_PREFIX)) return;
  const [key, days] = href.slice(TARGET_LINK_PREFIX.length).split(':');
  node.tagName = 'span';
  node.properties = days ? { dataKbTarget: key, dataKbDays: days } : { dataKbTarget: key };
}

export type RenderedMarkdown = {
  /** The page as an HTML syntax tree, without source positions: what the browser renders. */
  tree: Root;
  /** Link or image addresses with a scheme other than http(s) or mailto; the build refuses them. */
  unsafeUrls: string[];
};

/** Markdown to the HTML tree the browser turns into React elements (build time only). */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown));
  const unsafeUrls: string[] = [];
  const visit = (node: Node) => {
    // Positions only make the shipped tree larger; nothing reads them.
    delete node.position;
    liveTarget(node);
    for (const key of ['href', 'src']) {
      const url = node.properties?.[key];
      const scheme = typeof url === 'string' ? PROTOCOL.exec(url)?.[1] : undefined;
      if (typeof url === 'string' && scheme && !SAFE_PROTOCOLS.has(scheme.toLowerCase()))
        unsafeUrls.push(url);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return { tree, unsafeUrls };
}
