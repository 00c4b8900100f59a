import { describe, expect, it } from 'vitest';
import { classifyLink } from './links';

const ORIGIN = 'https://crm.example';

describe('classifyLink', () => {
  it.each([
    ['/knowledge-base/panel-guide', { kind: 'internal', to: '/knowledge-base/panel-guide' }],
    [
      'https://crm.example/knowledge-base/vps-info?x=1#a',
      { kind: 'internal', to: '/knowledge-base/vps-info?x=1#a' },
    ],
    ['https://www.tradingview.com/', { kind: 'external', href: 'https://www.tradingview.com/' }],
    ['http://crm.example:8080/a', { kind: 'external', href: 'http://crm.example:8080/a' }],
    ['//evil.example/x', { kind: 'plain', href: '//evil.example/x' }],
    ['mailto:team@example.com', { kind: 'plain', href: 'mailto:team@example.com' }],
    ['#section', { kind: 'plain', href: '#section' }],
  ])('%s', (href, expected) => {
    expect(classifyLink(href, ORIGIN)).toEqual(expected);
  });
});
