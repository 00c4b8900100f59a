import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads plain, double-quoted and single-quoted values and returns the body', () => {
    const raw = [
      '---',
      '',
      'title: Client Call Script',
      'description: "Scripts, a \\"voicemail\\" and answers: all in one."',
      "day: '2-3'",
      "note: 'it''s fine'",
      '---',
      '',
      '# Heading',
      '',
      'Text',
    ].join('\n');
    expect(parseFrontMatter(raw)).toEqual({
      data: {
        title: 'Client Call Script',
        description: 'Scripts, a "voicemail" and answers: all in one.',
        day: '2-3',
        note: "it's fine",
      },
      body: '# Heading\n\nText',
    });
  });

  it('accepts CRLF line endings, a byte-order mark and comment lines', () => {
    const raw = '\uFEFF---\r\n# internal\r\ntitle: "A: B"\r\n---\r\nBody\r\n';
    expect(parseFrontMatter(raw)).toEqual({ data: { title: 'A: B' }, body: 'Body\n' });
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('# Only text\n')).toEqual({ data: {}, body: '# Only text\n' });
  });

  it('keeps a --- rule in the body after the front matter', () => {
    expect(parseFrontMatter('---\ntitle: T\n---\nA\n\n---\n\nB').body).toBe('A\n\n---\n\nB');
  });

  it.each([
    ['an unterminated block', '---\ntitle: T\n\n# Body'],
    ['a line that is not key: value', '---\njust words\n---\n'],
    ['a repeated key', '---\ntitle: A\ntitle: B\n---\n'],
    ['a broken quoted value', '---\ntitle: "a \\q"\n---\n'],
  ])('rejects %s', (_name, raw) => {
    expect(() => parseFrontMatter(raw)).toThrow(FrontMatterError);
  });
});
