import type { Snippet } from '../search/snippet';

/** A search snippet as text, matches wrapped in <mark> elements built by React (no HTML strings). */
export function HighlightedSnippet({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippet.cutStart ? '… ' : null}
      {snippet.parts.map((part, i) =>
        part.highlight ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-foreground dark:bg-amber-400/25">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
      {snippet.cutEnd ? ' …' : null}
    </>
  );
}
