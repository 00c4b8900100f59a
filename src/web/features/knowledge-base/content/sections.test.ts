import { describe, expect, it } from 'vitest';
import { splitAfterFirstSection } from './sections';

describe('splitAfterFirstSection', () => {
  it('splits before the second level-2 heading', () => {
    const markdown = '# T\n\nIntro\n\n## One\n\nA\n\n### Sub\n\n## Two\n\nB\n\n## Three';
    expect(splitAfterFirstSection(markdown)).toEqual([
      '# T\n\nIntro\n\n## One\n\nA\n\n### Sub',
      '## Two\n\nB\n\n## Three',
    ]);
  });

  it('ignores headings inside code fences', () => {
    const markdown = '## One\n\n```\n## not a heading\n```\n\n## Two';
    expect(splitAfterFirstSection(markdown)[1]).toBe('## Two');
  });

  it('keeps everything in the first part when there is at most one section', () => {
    expect(splitAfterFirstSection('# T\n\n## Only\n\ntext')).toEqual(['# T\n\n## Only\n\ntext', '']);
  });
});
