import { describe, expect, it } from 'vitest';
import { filterArticles } from './filter-articles';

const cards = [
  { title: 'Client Call Script', description: 'Outbound and inbound call scripts.' },
  { title: 'VPS Information', description: 'Keep MetaTrader running.' },
  { title: 'Training Roadmap', description: 'The 15-day onboarding program.' },
];

describe('filterArticles', () => {
  it('returns every card for an empty or blank query', () => {
    expect(filterArticles(cards, '')).toEqual(cards);
    expect(filterArticles(cards, '   ')).toEqual(cards);
  });

  it('matches the title, ignoring case', () => {
    expect(filterArticles(cards, 'vps')).toEqual([cards[1]]);
    expect(filterArticles(cards, 'CLIENT call')).toEqual([cards[0]]);
  });

  it('matches the description', () => {
    expect(filterArticles(cards, 'metatrader')).toEqual([cards[1]]);
    expect(filterArticles(cards, ' onboarding ')).toEqual([cards[2]]);
  });

  it('returns nothing when no card matches', () => {
    expect(filterArticles(cards, 'zebra')).toEqual([]);
  });
});
