import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../build/read-content';
import {
  ARTICLE_CARD_SLUGS,
  articleCards,
  dayLabel,
  firstDay,
  type KbPageMeta,
  kbPath,
  parentSlug,
  slugFromContentPath,
  trainingDays,
  withoutDayPrefix,
} from './pages';

const page = (slug: string, day: string | null = null): KbPageMeta => ({
  slug,
  path: kbPath(slug),
  title: slug,
  description: '',
  day,
});

describe('pages', () => {
  it('maps content paths to slugs and slugs to routes', () => {
    expect(slugFromContentPath('training/mock-calls.md')).toBe('training/mock-calls');
    expect(slugFromContentPath('training\\mock-calls.md')).toBe('training/mock-calls');
    expect(slugFromContentPath('README.txt')).toBeNull();
    expect(kbPath('')).toBe('/knowledge-base');
    expect(kbPath('vps-info')).toBe('/knowledge-base/vps-info');
  });

  it('orders training days by their first day', () => {
    const days = trainingDays([
      page('c', '11-12'),
      page('x'),
      page('a', '2-3'),
      page('b', '10'),
      page('d', '1'),
    ]);
    expect(days.map((p) => p.day)).toEqual(['1', '2-3', '10', '11-12']);
    expect(firstDay('13-15')).toBe(13);
    expect(firstDay('soon')).toBe(Number.POSITIVE_INFINITY);
    expect(dayLabel('4-5')).toBe('Day 4-5');
    expect(withoutDayPrefix('Days 2-3: learn the script.')).toBe('Learn the script.');
    expect(withoutDayPrefix('Day 1: who we are.')).toBe('Who we are.');
    expect(withoutDayPrefix('No prefix here.')).toBe('No prefix here.');
  });

  it('puts the article cards in the spec order', () => {
    const pages = [...ARTICLE_CARD_SLUGS].reverse().map((slug) => page(slug));
    expect(articleCards(pages).map((p) => p.slug)).toEqual([...ARTICLE_CARD_SLUGS]);
  });

  it('nests training pages under the roadmap', () => {
    expect(parentSlug('training/mock-calls')).toBe('training');
    expect(parentSlug('vps-info')).toBe('');
    expect(parentSlug('')).toBeNull();
  });

  it('has exactly the content pages of spec §2', () => {
    const files = readContentFiles(
      path.resolve(import.meta.dirname, '../../../../../content/knowledge-base'),
    );
    expect(files.map((f) => f.slug).sort()).toEqual(
      [
        'client-script',
        'vps-info',
        'panel-guide',
        'market-news',
        'training',
        'training/company-intro',
        'training/script-learning',
        'training/product-knowledge',
        'training/plans-pricing',
        'training/service-training',
        'training/business-development',
        'training/communication-skills',
        'training/google-meet',
        'training/mock-calls',
        'training/real-time-calls',
        'executive-protocols',
      ].sort(),
    );
  });
});
