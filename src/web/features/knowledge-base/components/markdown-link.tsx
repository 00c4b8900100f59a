import type { ExtraProps } from 'hast-util-to-jsx-runtime';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { classifyLink } from '../content/links';

/** Links in page text: app paths through the router, other sites in a new tab (DESIGN §7). */
export function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...rest
}: ComponentProps<'a'> & ExtraProps) {
  // The build prerenders pages without a window; a link to this host's own URL is then external.
  const link = classifyLink(href, typeof window === 'undefined' ? '' : window.location.origin);
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} {...rest}>
        {children}
      </Link>
    );
  }
  if (link.kind === 'plain') {
    return (
      <a href={link.href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <ExternalLink aria-hidden className="kb-external-icon" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
