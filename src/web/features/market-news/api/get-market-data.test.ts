import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { ApiError } from '#web/lib/api';
import { asMarketData, marketDataErrorMessage } from './get-market-data';

describe('asMarketData', () => {
  it('passes a well-formed answer through, with its error when present', () => {
    expect(asMarketData({ news: [], calendar: [] })).toEqual({ news: [], calendar: [] });
    expect(asMarketData({ news: [], calendar: [], error: 'Feeds are down.' })).toEqual({
      news: [],
      calendar: [],
      error: 'Feeds are down.',
    });
  });

  it.each([null, 'text', {}, { news: [] }, { news: 'x', calendar: [] }])(
    'rejects %j with the standard market-data message',
    (body) => {
      expect(() => asMarketData(body)).toThrow(MESSAGES.marketDataFailed.description);
    },
  );
});

describe('marketDataErrorMessage', () => {
  it("uses the server's message when it sent one", () => {
    expect(marketDataErrorMessage(new ApiError(429, 'rate_limited', 'Too many requests.'))).toBe(
      'Too many requests.',
    );
    expect(marketDataErrorMessage(new ApiError(0, 'network', 'Cannot reach the server.'))).toBe(
      'Cannot reach the server.',
    );
  });

  it('falls back to the standard message', () => {
    expect(marketDataErrorMessage(new ApiError(502, 'http_error', 'Something went wrong'))).toBe(
      MESSAGES.marketDataFailed.description,
    );
    expect(marketDataErrorMessage(new Error(''))).toBe(MESSAGES.marketDataFailed.description);
  });
});
