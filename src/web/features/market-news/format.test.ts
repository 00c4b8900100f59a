import { describe, expect, it } from 'vitest';
import { NEWS_PREVIEW_LENGTH } from '#shared/domain';
import { figureOrNotAvailable, formatEventTime, formatNewsDate, isHttpUrl, previewText } from './format';

describe('previewText', () => {
  it('keeps a text of at most 150 characters as it is', () => {
    const text = 'a'.repeat(NEWS_PREVIEW_LENGTH);
    expect(previewText(text)).toBe(text);
    expect(previewText('Short.')).toBe('Short.');
    expect(previewText('')).toBe('');
  });

  it('cuts a longer text to its first 150 characters plus ...', () => {
    const text = `${'b'.repeat(NEWS_PREVIEW_LENGTH)}cdef`;
    expect(previewText(text)).toBe(`${'b'.repeat(NEWS_PREVIEW_LENGTH)}...`);
  });

  it('never splits a character made of two code units', () => {
    expect(previewText('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('figureOrNotAvailable', () => {
  it('shows N/A for missing or blank figures', () => {
    expect(figureOrNotAvailable(null)).toBe('N/A');
    expect(figureOrNotAvailable('  ')).toBe('N/A');
    expect(figureOrNotAvailable('48.9')).toBe('48.9');
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://news.example/a', true],
    ['http://news.example/a', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['/relative/path', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

// Newer ICU versions put a narrow no-break space before AM/PM.
const plain = (text: string | null) => text?.replace(/\u202f/g, ' ') ?? null;

describe('date formatting', () => {
  it('shows the event time in the given time zone', () => {
    expect(plain(formatEventTime('2026-11-23T13:30:00.000Z', 'America/New_York', 'en-US'))).toBe('8:30 AM');
    expect(plain(formatEventTime('2026-11-23T13:30:00.000Z', 'Asia/Tokyo', 'en-US'))).toBe('10:30 PM');
  });

  it('shows the news date and time in the given time zone', () => {
    expect(plain(formatNewsDate('2026-11-23T09:12:00.000Z', 'UTC', 'en-US'))).toBe('Nov 23, 2026, 9:12 AM');
  });

  it('returns null for an unreadable date and falls back to the local zone for an unknown one', () => {
    expect(formatEventTime('not a date', 'UTC', 'en-US')).toBeNull();
    expect(formatEventTime('2026-11-23T13:30:00.000Z', 'Not/AZone', 'en-US')).toMatch(/\d:\d\d/);
  });
});
