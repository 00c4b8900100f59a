import { describe, expect, it } from 'vitest';
import { FeedFormatError } from './feed-format-error';
import { eventsOnDay, parseCalendar, parseCalendarWeek, toImpact } from './normalise-calendar';
import { readFixture } from './test-helpers';

const week = readFixture('calendar-thisweek.json');
const now = new Date('2026-11-23T12:00:00Z');

describe('parseCalendar', () => {
  it("keeps the events of today in the caller's time zone, earliest first", () => {
    const events = parseCalendar(week, { now, timeZone: 'America/New_York' });
    expect(events.map((e) => e.event)).toEqual([
      'Bank Holiday',
      'German Flash Manufacturing PMI',
      'Flash Manufacturing PMI',
      'ECB President Speaks',
      'Flash Services PMI',
      'Treasury Currency Report',
    ]);
  });

  it('maps fields to the calendar event shape', () => {
    const events = parseCalendar(week, { now, timeZone: 'America/New_York' });
    expect(events[2]).toEqual({
      event: 'Flash Manufacturing PMI',
      date: '2026-11-23T09:30:00.000Z',
      country: 'GBP',
      impact: 'High',
      actual: '50.4',
      previous: '49.9',
      consensus: '50.1',
    });
    expect(events[3]).toMatchObject({
      event: 'ECB President Speaks',
      actual: null,
      previous: null,
      consensus: null,
    });
  });

  it('maps Holiday and Non-Economic impact to Low', () => {
    const events = parseCalendar(week, { now, timeZone: 'America/New_York' });
    expect(events.find((e) => e.event === 'Bank Holiday')?.impact).toBe('Low');
    expect(events.find((e) => e.event === 'Treasury Currency Report')?.impact).toBe('Low');
  });

  it('depends on the time zone: late New York events are tomorrow in Tokyo', () => {
    const tokyo = parseCalendar(week, { now, timeZone: 'Asia/Tokyo' }).map((e) => e.event);
    expect(tokyo).toHaveLength(5);
    expect(tokyo).not.toContain('Treasury Currency Report');
  });

  it('falls back to UTC for an invalid time zone', () => {
    const invalid = parseCalendar(week, { now, timeZone: 'Mars/Olympus_Mons' });
    expect(invalid).toEqual(parseCalendar(week, { now, timeZone: 'UTC' }));
    expect(invalid).toHaveLength(6);
  });

  it('returns nothing for a day without events', () => {
    expect(parseCalendar(week, { now: new Date('2026-12-25T12:00:00Z'), timeZone: 'UTC' })).toEqual([]);
  });
});

describe('parseCalendarWeek', () => {
  it('sorts the whole week by date', () => {
    const dates = parseCalendarWeek(week).map((e) => e.date);
    expect(dates).toHaveLength(10);
    expect([...dates].sort()).toEqual(dates);
    expect(eventsOnDay(parseCalendarWeek(week), { now, timeZone: 'UTC' })).toHaveLength(6);
  });

  it('skips malformed entries and keeps the rest', () => {
    const events = parseCalendarWeek(
      JSON.stringify([
        null,
        'text',
        { country: 'USD', date: '2026-11-23T10:00:00Z', impact: 'High' },
        { title: 'Bad date', country: 'USD', date: 'soon', impact: 'High' },
        {
          title: 'Numbers',
          country: 'USD',
          date: '2026-11-23T10:00:00Z',
          impact: 3,
          forecast: 1.5,
          previous: '',
        },
      ]),
    );
    expect(events).toEqual([
      {
        event: 'Numbers',
        date: '2026-11-23T10:00:00.000Z',
        country: 'USD',
        impact: 'High',
        actual: null,
        previous: null,
        consensus: '1.5',
      },
    ]);
  });

  it.each(['not json', '{"title":"x"}', '', 'null'])('throws FeedFormatError for %j', (json) => {
    expect(() => parseCalendarWeek(json)).toThrow(FeedFormatError);
  });
});

describe('toImpact', () => {
  it.each([
    ['High', 'High'],
    ['HIGH', 'High'],
    ['red', 'High'],
    ['3', 'High'],
    ['medium', 'Medium'],
    ['Orange', 'Medium'],
    [2, 'Medium'],
    [' low ', 'Low'],
    ['Holiday', 'Low'],
    ['Non-Economic', 'Low'],
    ['constructor', 'Low'],
    [undefined, 'Low'],
  ])('maps %j to %s', (value, expected) => {
    expect(toImpact(value)).toBe(expected);
  });
});
