import { describe, expect, it } from 'vitest';
import { headingsOf, inlineToText, markdownToPlainText, splitRow } from './plain-text';

describe('inlineToText', () => {
  it.each([
    ['**bold** and *em* and __strong__ and _em_', 'bold and em and strong and em'],
    ['see [Panel Guide](/knowledge-base/panel-guide) now', 'see Panel Guide now'],
    ['![chart](https://x.example/a.png)', 'chart'],
    ['run `npm start`', 'run npm start'],
    ['Name \\* and 3 \\* 4', 'Name * and 3 * 4'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['<https://example.com/a>', 'https://example.com/a'],
  ])('%s', (input, expected) => {
    expect(inlineToText(input)).toBe(expected);
  });
});

describe('markdownToPlainText', () => {
  it('strips block syntax and keeps one line per block line', () => {
    const markdown = [
      '# Title',
      '',
      'Intro with **bold**.',
      '',
      '## Section',
      '',
      '- item one',
      '1. numbered',
      '- [ ] a task',
      '> quoted *text*',
      '',
      '---',
      '',
      '```',
      'code line',
      '```',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      [
        'Title',
        'Intro with bold.',
        'Section',
        'item one',
        'numbered',
        'a task',
        'quoted text',
        'code line',
      ].join('\n'),
    );
  });

  it('turns table rows into cells joined by a dot and drops the delimiter row', () => {
    const markdown = '| Plan | Price |\n| :--- | ---: |\n| **Basic** | $250 |';
    expect(markdownToPlainText(markdown)).toBe('Plan · Price\nBasic · $250');
  });
});

describe('headingsOf', () => {
  it('lists level 2 and 3 headings only', () => {
    expect(headingsOf('# T\n## A *b*\n### C\n#### D\ntext ## no')).toEqual(['A b', 'C']);
  });
});

describe('splitRow', () => {
  it('splits on pipes and trims cells', () => {
    expect(splitRow('| a |  b  | **c** |')).toEqual(['a', 'b', '**c**']);
  });

  it('keeps escaped pipes and pipes inside code spans', () => {
    expect(splitRow('| a \\| b | `x|y` |')).toEqual(['a | b', '`x|y`']);
  });

  it('accepts rows without outer pipes', () => {
    expect(splitRow('a | b')).toEqual(['a', 'b']);
  });
});
