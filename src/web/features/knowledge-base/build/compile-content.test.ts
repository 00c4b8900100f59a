import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { INDEX_OPTIONS, type KbSearchDocument, SEARCH_OPTIONS } from '../search/search-options';
import { ContentError, compileContent } from './compile-content';
import { readContentFiles } from './read-content';

const file = (slug: string, raw: string) => ({ slug, file: `${slug}.md`, raw });

describe('compileContent', () => {
  it('builds page metadata and plain-text documents', () => {
    const { pages, documents } = compileContent([
      file(
        'training/plans-pricing',
        '---\ntitle: Plans\ndescription: "Day 6: plans."\nday: "6"\n---\n# Plans\n\n## The plans\n\n{{plans-table}}\n\nSee **{{plan:basic:label}}**.',
      ),
    ]);
    expect(pages).toEqual([
      {
        slug: 'training/plans-pricing',
        path: '/knowledge-base/training/plans-pricing',
        title: 'Plans',
        description: 'Day 6: plans.',
        day: '6',
      },
    ]);
    expect(documents[0]?.headings).toBe('The plans');
    expect(documents[0]?.text).toBe(
      [
        'The plans',
        'Plan · Price',
        'Basic Plan - $250 · $250',
        'Advance Plan - $800 · $800',
        'Custom · Amount agreed with the client',
        'See Basic Plan - $250.',
      ].join('\n'),
    );
  });

  it('lists every problem at once', () => {
    const run = () =>
      compileContent([
        file('a', '---\ntitle: A\n---\nUses {{plan:gold:label}}.'),
        file('b', '---\ntitle: B\n'),
      ]);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(
      /a\.md: front matter has no description[\s\S]*a\.md: unknown placeholder \{\{plan:gold:label\}\}[\s\S]*b\.md: The front matter has no closing/,
    );
  });

  it('produces an index the browser can load and search', () => {
    const files = readContentFiles(
      path.resolve(import.meta.dirname, '../../../../../content/knowledge-base'),
    );
    const { indexJson, documents } = compileContent(files);
    const index = MiniSearch.loadJSON<KbSearchDocument>(indexJson, INDEX_OPTIONS);
    expect(index.documentCount).toBe(documents.length);
    const hits = index.search('metatrader', SEARCH_OPTIONS).map((hit) => hit.id);
    expect(hits).toContain('/knowledge-base/vps-info');
    expect(index.search('250', SEARCH_OPTIONS).map((hit) => hit.id)).toContain(
      '/knowledge-base/training/plans-pricing',
    );
  });
});
