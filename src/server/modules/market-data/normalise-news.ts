import { type EntityDecoderOptions, XMLParser, XMLValidator } from 'fast-xml-parser';
import type { NewsItem } from '#shared/schemas/market-data';
import { decodeXmlEntities } from './entities';
import { FeedFormatError } from './feed-format-error';
import { htmlToText, truncateText } from './html-to-text';
import { parseHttpUrl } from './http-url';
import { sortNewestFirst } from './news-list';
import { ATTRIBUTE_PREFIX, asArray, attribute, child, isRecord, textOf } from './xml-node';

export const MAX_NEWS_ITEMS = 50;
const MAX_TITLE_CHARS = 300;
const MAX_TEXT_CHARS = 500;

// Only XML's own entities and numeric references are decoded while parsing. Entities declared in a
// DOCTYPE are never expanded (no entity-expansion bombs); HTML names like &nbsp; are left for htmlToText.
const xmlEntityDecoder: EntityDecoderOptions = {
  decode: decodeXmlEntities,
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
};

function parseXml(xml: string): Record<string, unknown> {
  if (XMLValidator.validate(xml) !== true) throw new FeedFormatError('News feed is not well-formed XML.');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    parseTagValue: false,
    parseAttributeValue: false,
    entityDecoder: xmlEntityDecoder,
  });
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    throw new FeedFormatError('News feed could not be parsed as XML.');
  }
  if (!isRecord(document)) throw new FeedFormatError('News feed is empty.');
  return document;
}

function toIsoDate(value: string): string | null {
  const time = Date.parse(value.trim());
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function safeLink(value: string): string {
  return parseHttpUrl(value)?.href ?? '';
}

function firstText(node: unknown, names: string[]): string {
  for (const name of names) {
    const text = textOf(child(node, name)).trim();
    if (text !== '') return text;
  }
  return '';
}

function makeItem(title: string, link: string, html: string, date: string): NewsItem | null {
  const plainTitle = truncateText(htmlToText(title), MAX_TITLE_CHARS);
  if (plainTitle === '') return null;
  return {
    title: plainTitle,
    link,
    text: truncateText(htmlToText(html), MAX_TEXT_CHARS),
    date: toIsoDate(date),
  };
}

/** RSS 2.0 <guid> is the item's permalink unless isPermaLink="false". */
function guidLink(item: unknown): string {
  const guid = child(item, 'guid');
  return attribute(guid, 'isPermaLink').trim().toLowerCase() === 'false' ? '' : safeLink(textOf(guid));
}

function rssItem(item: unknown): NewsItem | null {
  const link = safeLink(textOf(child(item, 'link'))) || guidLink(item);
  const html = firstText(item, ['description', 'content:encoded']);
  return makeItem(textOf(child(item, 'title')), link, html, firstText(item, ['pubDate', 'dc:date']));
}

/** The entry's page: a link with rel="alternate" or no rel (Atom's default), never self/enclosure/edit. */
function atomLink(entry: unknown): string {
  for (const link of asArray(isRecord(entry) ? entry.link : undefined)) {
    const rel = attribute(link, 'rel').trim();
    if (rel !== '' && rel !== 'alternate') continue;
    const href = safeLink(attribute(link, 'href'));
    if (href !== '') return href;
  }
  return '';
}

function atomEntry(entry: unknown): NewsItem | null {
  // type="html" content arrives already XML-unescaped, i.e. as HTML; htmlToText handles text and xhtml alike.
  const html = firstText(entry, ['summary', 'content']);
  const date = firstText(entry, ['published', 'updated']);
  return makeItem(textOf(child(entry, 'title')), atomLink(entry), html, date);
}

function feedItems(document: Record<string, unknown>): NewsItem[] {
  if (Object.hasOwn(document, 'rss')) {
    const channel = child(document.rss, 'channel');
    if (!isRecord(channel)) throw new FeedFormatError('RSS feed has no channel.');
    return asArray(channel.item)
      .map(rssItem)
      .filter((item) => item !== null);
  }
  if (Object.hasOwn(document, 'feed')) {
    const feed = document.feed;
    return asArray(isRecord(feed) ? feed.entry : undefined)
      .map(atomEntry)
      .filter((item) => item !== null);
  }
  if (Object.hasOwn(document, 'rdf:RDF')) {
    // RSS 1.0 keeps its items beside the channel rather than inside it.
    const rdf = document['rdf:RDF'];
    return asArray(isRecord(rdf) ? rdf.item : undefined)
      .map(rssItem)
      .filter((item) => item !== null);
  }
  throw new FeedFormatError('News feed is neither RSS nor Atom.');
}

/** News items from an RSS 2.0/1.0 or Atom 1.0 document as plain text, newest first. */
export function parseNewsFeed(xml: string): NewsItem[] {
  return sortNewestFirst(feedItems(parseXml(xml))).slice(0, MAX_NEWS_ITEMS);
}
