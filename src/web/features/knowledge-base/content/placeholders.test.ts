import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANS, STATUS_INFO } from '#shared/domain';
import { parseFrontMatter } from '../build/front-matter';
import { readContentFiles } from '../build/read-content';
import { CUSTOM_PLAN_PRICE, escapeMarkdown, resolvePlaceholders, TERMINAL_STATUS_NOTE } from './placeholders';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content/knowledge-base');

describe('resolvePlaceholders', () => {
  it.each([
    ['{{plan:basic:label}}', 'Basic Plan - $250'],
    ['{{plan:basic:amount}}', '$250'],
    ['{{plan:advance:label}}', 'Advance Plan - $800'],
    ['{{plan:advance:amount}}', '$800'],
    ['{{plan:custom:label}}', 'Custom'],
    ['{{ plan:basic:amount }}', '$250'],
  ])('fills %s inline', (placeholder, expected) => {
    expect(resolvePlaceholders(`Price: ${placeholder}, thanks.`)).toEqual({
      markdown: `Price: ${expected}, thanks.`,
      unknown: [],
    });
  });

  it('takes the labels from the plan catalogue', () => {
    const { markdown } = resolvePlaceholders('{{plan:basic:label}} / {{plan:advance:label}}');
    expect(markdown).toBe(`${PLANS.basic.label} / ${PLANS.advance.label}`);
  });

  it('renders the plans table with the custom plan price in words', () => {
    const { markdown, unknown } = resolvePlaceholders('Intro\n\n{{plans-table}}\n\nAfter');
    expect(unknown).toEqual([]);
    expect(markdown).toContain(
      [
        '| Plan | Price |',
        '| --- | --- |',
        '| Basic Plan - $250 | $250 |',
        '| Advance Plan - $800 | $800 |',
        `| Custom | ${CUSTOM_PLAN_PRICE} |`,
      ].join('\n'),
    );
    expect(markdown.startsWith('Intro\n\n')).toBe(true);
    expect(markdown.endsWith('\n\nAfter')).toBe(true);
  });

  it('renders the transitions table from the pipeline, with not-interested as terminal', () => {
    const { markdown } = resolvePlaceholders('{{status-transitions-table}}');
    expect(markdown).toContain('| Current status | Can move to |');
    expect(markdown).toContain('| New Client | Ringing, Interested, Not Interested |');
    expect(markdown).toContain('| Ringing | Interested, Not Interested, Invoice Sent |');
    expect(markdown).toContain(`| Not Interested | ${TERMINAL_STATUS_NOTE} |`);
    expect(markdown).toContain('| Closed Client | Invoice Sent |');
    // header, delimiter row and one row per status
    expect(markdown.match(/^\| /gm)).toHaveLength(2 + 8);
  });

  it('renders the status list from the status labels', () => {
    const { markdown } = resolvePlaceholders('{{status-list}}');
    const items = markdown.trim().split('\n');
    expect(items).toEqual(Object.values(STATUS_INFO).map((info) => `- ${info.label}`));
  });

  it.each([
    '{{plan:gold:label}}',
    '{{plan:custom:amount}}',
    '{{plan:basic:price}}',
    '{{plan:basic:label:extra}}',
    '{{status-table}}',
    '{{}}',
  ])('reports the unknown placeholder %s and leaves it visible', (placeholder) => {
    expect(resolvePlaceholders(`A ${placeholder} B`)).toEqual({
      markdown: `A ${placeholder} B`,
      unknown: [placeholder],
    });
  });

  it('accepts block placeholders only alone on a line', () => {
    expect(resolvePlaceholders('See {{plans-table}} here').unknown).toEqual(['{{plans-table}}']);
    expect(resolvePlaceholders('  {{plans-table}}  ').unknown).toEqual([]);
  });

  it('turns a daily target into a live figure showing the default (issue 14)', () => {
    expect(resolvePlaceholders('**{{target:dials}}** dials').markdown).toBe(
      '**[300](#kb-target:dials)** dials',
    );
    expect(resolvePlaceholders('{{target:talkMinutes}} min').markdown).toBe(
      '[200](#kb-target:talkMinutes) min',
    );
    expect(resolvePlaceholders('{{target:dials:22}}').markdown).toBe('[6,600](#kb-target:dials:22)');
    expect(resolvePlaceholders('{{target:calls}} {{target:dials:x}} {{target:dials:0}}').unknown).toEqual([
      '{{target:calls}}',
      '{{target:dials:x}}',
      '{{target:dials:0}}',
    ]);
  });

  it('escapes Markdown syntax in filled values', () => {
    expect(escapeMarkdown('a|b *c* [d] <e> `f` \\')).toBe('a\\|b \\*c\\* \\[d\\] \\<e\\> \\`f\\` \\\\');
  });
});

describe('content files', () => {
  const files = readContentFiles(CONTENT_DIR);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [f.slug, f.raw] as const))('%s uses only known placeholders', (_slug, raw) => {
    const { markdown, unknown } = resolvePlaceholders(parseFrontMatter(raw).body);
    expect(unknown).toEqual([]);
    expect(markdown).not.toMatch(/\{\{|\}\}/);
  });
});
