export type LinkKind =
  /** A path in this app: navigate with the router. */
  | { kind: 'internal'; to: string }
  /** http(s) on another host: open in a new tab without giving it our window or referrer. */
  | { kind: 'external'; href: string }
  /** Anything else the Markdown allows (mailto:, same-host absolute URLs, #anchors). */
  | { kind: 'plain'; href: string };

/** Decides how a Markdown link is rendered, relative to the page's own origin. */
export function classifyLink(href: string, origin: string): LinkKind {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', to: href };
  if (!URL.canParse(href)) return { kind: 'plain', href };
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'plain', href };
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
