import { describe, expect, it } from 'vitest';
import { FeedFormatError } from './feed-format-error';
import { parseNewsFeed } from './normalise-news';
import { readFixture } from './test-helpers';

function rss(items: string): string {
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${items}</channel></rss>`;
}

describe('parseNewsFeed with RSS 2.0', () => {
  const items = parseNewsFeed(readFixture('news.rss.xml'));

  it('reads every titled item, newest first, undated last', () => {
    expect(items.map((item) => item.title)).toEqual([
      'EUR/USD edges higher as euro-area PMIs beat forecasts',
      'Gold steadies near record as traders await US consumer confidence & Fed minutes',
      'GBP/JPY: volatility ahead of UK data',
    ]);
    expect(items.map((item) => item.date)).toEqual([
      '2026-11-23T09:12:00.000Z',
      '2026-11-23T07:40:00.000Z',
      null,
    ]);
  });

  it('turns CDATA and escaped HTML descriptions into plain text', () => {
    expect(items[0]?.text).toBe(
      "The euro gained 0.4% against the dollar after flash manufacturing surveys in Germany and France came in above expectations, lifting hopes that the region's industrial slump is bottoming out. Traders now look to the ECB President's speech later today.",
    );
    expect(items[1]?.text).toBe('Spot gold held steady in Asian trade. Read more');
  });

  it('removes a script in a title and blanks a javascript: link', () => {
    const item = items[2];
    expect(item?.title).toBe('GBP/JPY: volatility ahead of UK data');
    expect(item?.link).toBe('');
    expect(items[0]?.link).toBe('https://news.example/articles/eurusd-pmi');
  });

  it('keeps only absolute http(s) links and falls back to a permalink guid', () => {
    const parsed = parseNewsFeed(
      rss(`
      <item><title>relative</title><link>/a</link></item>
      <item><title>data</title><link>data:text/html,hi</link></item>
      <item><title>guid</title><guid>https://example.com/g</guid></item>
      <item><title>guid not permalink</title><guid isPermaLink="false">https://example.com/h</guid></item>`),
    );
    expect(parsed.map((item) => [item.title, item.link])).toEqual([
      ['relative', ''],
      ['data', ''],
      ['guid', 'https://example.com/g'],
      ['guid not permalink', ''],
    ]);
  });

  it('drops untitled items, uses content:encoded and dc:date, and caps the list at 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => `<item><title>n${i}</title></item>`).join('');
    const parsed = parseNewsFeed(
      rss(`<item><title>  </title><link>https://x.test/</link></item>
      <item><title>rich</title><content:encoded><![CDATA[<p>Full <em>story</em></p>]]></content:encoded>
      <dc:date>2026-11-20T10:00:00+01:00</dc:date></item>${many}`),
    );
    expect(parsed).toHaveLength(50);
    expect(parsed[0]).toEqual({
      title: 'rich',
      link: '',
      text: 'Full story',
      date: '2026-11-20T09:00:00.000Z',
    });
  });
});

describe('parseNewsFeed with Atom 1.0', () => {
  const items = parseNewsFeed(readFixture('news.atom.xml'));

  it('decodes and strips html-typed titles and summaries', () => {
    expect(items[0]).toEqual({
      title: 'USD/JPY slips below 150 on safe-haven demand',
      link: 'https://atom.example/usdjpy-150',
      text: 'The yen strengthened as risk appetite faded across Asian equity markets.',
      date: '2026-11-23T09:55:00.000Z',
    });
  });

  it('reads text content, a link without rel and the published date', () => {
    expect(items[1]).toMatchObject({
      title: 'Oil extends losses for a third session',
      link: 'https://atom.example/oil-third-session',
      date: '2026-11-23T08:30:00.000Z',
    });
    expect(items[1]?.text).toMatch(/^Brent crude fell/);
  });

  it('prefers the alternate link over self and enclosure links', () => {
    const parsed = parseNewsFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title>
      <link rel="self" href="https://a.test/self"/><link rel="enclosure" href="https://a.test/e.mp3"/>
      <link rel="alternate" href="javascript:alert(1)"/><link rel="alternate" href="https://a.test/page"/>
      <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Hello <b>world</b></div></content>
      </entry></feed>`);
    expect(parsed[0]?.link).toBe('https://a.test/page');
    expect(parsed[0]?.text).toContain('Hello');
  });
});

describe('parseNewsFeed with bad input', () => {
  it.each([
    ['malformed XML', '<rss><channel><item><title>x</title></channel></rss>'],
    ['text that is not XML', 'Service Unavailable'],
    ['an empty body', ''],
    ['an HTML error page', '<html><body>Oops</body></html>'],
    ['RSS without a channel', '<rss version="2.0"></rss>'],
    ['a reserved element name', '<rss><channel><item><__proto__>x</__proto__></item></channel></rss>'],
  ])('throws FeedFormatError for %s', (_label, xml) => {
    expect(() => parseNewsFeed(xml)).toThrow(FeedFormatError);
  });

  it('does not expand entities declared in a DOCTYPE', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY boom "BOOM">]>
      <rss version="2.0"><channel><item><title>a &boom; b</title></item></channel></rss>`;
    expect(parseNewsFeed(xml)[0]?.title).toBe('a &boom; b');
  });

  it('decodes numeric character references once', () => {
    const parsed = parseNewsFeed(
      rss('<item><title>AT&amp;T &#8364; &amp;lt;b&amp;gt; &#60;i&#62;x&#60;/i&#62;</title></item>'),
    );
    expect(parsed[0]?.title).toBe('AT&T € <b> x');
  });
});
