import { z } from 'zod';

// Response contract of GET /api/market-data (spec §3 "Calendar event" and "News item", DESIGN §6),
// shared by the server route and the market-news page. Zod schemas so the OpenAPI document is
// generated from the same source as the types.

export const newsItemSchema = z.object({
  title: z.string(),
  /** Absolute http(s) URL, or '' when the feed gave none we trust (the UI then shows the title only). */
  link: z.string(),
  text: z.string(),
  /** ISO 8601, or null when the feed's date could not be read. */
  date: z.string().nullable(),
});

export const impactSchema = z.enum(['High', 'Medium', 'Low']);

export const calendarEventSchema = z.object({
  event: z.string(),
  date: z.string(),
  country: z.string(),
  impact: impactSchema,
  actual: z.string().nullable(),
  previous: z.string().nullable(),
  consensus: z.string().nullable(),
});

export const marketDataSchema = z.object({
  news: z.array(newsItemSchema),
  calendar: z.array(calendarEventSchema),
  error: z.string().optional(),
});

export type NewsItem = z.infer<typeof newsItemSchema>;
export type Impact = z.infer<typeof impactSchema>;
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export type MarketData = z.infer<typeof marketDataSchema>;
