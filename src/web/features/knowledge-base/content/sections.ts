const FENCE = /^\s*(```|~~~)/;
const SECTION_HEADING = /^\s{0,3}##\s/;

/**
 * Splits a page after its first `##` section: [title and first section, the rest]. Pages with
 * something of their own (roadmap cards, market panels) place it there, so it is near the top
 * on a phone instead of under the whole guide.
 */
export function splitAfterFirstSection(markdown: string): [string, string] {
  const lines = markdown.split('\n');
  let inFence = false;
  let sectionsSeen = 0;
  for (const [i, line] of lines.entries()) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || !SECTION_HEADING.test(line)) continue;
    sectionsSeen += 1;
    if (sectionsSeen === 2) return [lines.slice(0, i).join('\n').trimEnd(), lines.slice(i).join('\n')];
  }
  return [markdown, ''];
}
