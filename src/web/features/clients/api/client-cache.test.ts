import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/auth';
import type { Client, ClientListPage, ListClientsQueryInput } from '#shared/schemas/clients';
import { ME_KEY } from '#web/features/auth';
import { forgetClient, showCreatedClient, showLatestClient } from './client-cache';
import { clientKeys } from './query-keys';

const AGENT = 'agent-1';

function makeClient(n: number, overrides: Partial<Client> = {}): Client {
  return {
    id: `client-${n}`,
    name: `Client ${n}`,
    email: `client${n}@example.com`,
    phone: null,
    country: null,
    status: 'new-client',
    agentId: AGENT,
    agentName: 'Alice',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    callCount: 0,
    lastContactAt: null,
    nextFollowUpAt: null,
    idleDays: null,
    activity: [],
    activityCount: 0,
    notes: [],
    history: [],
    invoices: [],
    tradingAccount: { id: null, server: null, hasPassword: false },
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    ...overrides,
  };
}

const page = (items: Client[], total: number, at = 1, pageSize = 2): ClientListPage => ({
  items,
  total,
  page: at,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
});

let queryClient: QueryClient;
/**
 * Caches a page for `query`, on screen (an observer subscribed, so a refetch would run now) unless
 * `shown` is false, and notes every fetch of it in `fetched`.
 */
function cachePage(query: ListClientsQueryInput, data: ClientListPage, fetched: string[], shown = true) {
  const queryKey = clientKeys.list(query);
  queryClient.setQueryData(queryKey, data);
  if (!shown) return;
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      fetched.push(JSON.stringify(query));
      return data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  observer.subscribe(() => undefined);
}
const listOf = (query: ListClientsQueryInput) =>
  queryClient.getQueryData<ClientListPage>(clientKeys.list(query));
const isStale = (query: ListClientsQueryInput) =>
  queryClient.getQueryState(clientKeys.list(query))?.isInvalidated;

beforeEach(() => {
  queryClient = new QueryClient();
  const me: Me = { id: AGENT, role: 'agent', email: 'alice@example.com', fullName: 'Alice' };
  queryClient.setQueryData(ME_KEY, me);
});

describe('showLatestClient', () => {
  it('replaces the copy in place where the client still matches, and keeps that page fresh', async () => {
    const [a, b] = [makeClient(1), makeClient(2)];
    const fetched: string[] = [];
    cachePage({ status: 'all', page: 1 }, page([a, b], 2), fetched);
    const saved = { ...a, status: 'ringing', version: 2 };
    await showLatestClient(queryClient, saved);
    expect(listOf({ status: 'all', page: 1 })).toEqual(page([saved, b], 2));
    expect(isStale({ status: 'all', page: 1 })).toBe(false);
    expect(fetched).toEqual([]);
  });

  it('removes a client that left the status filter and counts one fewer; later pages turn stale', async () => {
    const [a, b, c] = [makeClient(1), makeClient(2), makeClient(3)];
    const fetched: string[] = [];
    cachePage({ status: 'new-client', page: 1 }, page([a, b], 3), fetched);
    cachePage({ status: 'new-client', page: 2 }, page([c], 3, 2), fetched);
    await showLatestClient(queryClient, { ...a, status: 'ringing' });
    expect(listOf({ status: 'new-client', page: 1 })).toEqual({ ...page([b], 2), pageCount: 1 });
    expect(isStale({ status: 'new-client', page: 1 })).toBe(true);
    expect(isStale({ status: 'new-client', page: 2 })).toBe(true);
    expect(fetched).toEqual([]);
  });

  it("keeps a client in an agent's search whatever its status, as the server does", async () => {
    const a = makeClient(1);
    cachePage({ search: 'Client', status: 'new-client', page: 1 }, page([a], 1), []);
    const saved = { ...a, status: 'ringing' };
    await showLatestClient(queryClient, saved);
    expect(listOf({ search: 'Client', status: 'new-client', page: 1 })?.items).toEqual([saved]);
  });

  it('refetches a list on screen whose filter only the server can judge (idle)', async () => {
    const a = makeClient(1);
    const fetched: string[] = [];
    cachePage({ status: 'all', idle: 'true', page: 1 }, page([a], 1), fetched);
    await showLatestClient(queryClient, { ...a, status: 'ringing' });
    expect(fetched).toEqual([JSON.stringify({ status: 'all', idle: 'true', page: 1 })]);
  });

  it('marks a list stale without fetching it while it is not on screen', async () => {
    const a = makeClient(1);
    const fetched: string[] = [];
    cachePage({ status: 'all', page: 1 }, page([a], 1), fetched);
    cachePage({ status: 'ringing', page: 1 }, page([], 0), fetched, false);
    await showLatestClient(queryClient, { ...a, status: 'ringing' });
    expect(isStale({ status: 'ringing', page: 1 })).toBe(true);
    expect(fetched).toEqual([]);
  });
});

describe('showCreatedClient', () => {
  it('puts the new client on top of the first page of lists it matches, within the page size', async () => {
    const [a, b] = [makeClient(1), makeClient(2)];
    cachePage({ status: 'all', page: 1 }, page([a, b], 2), []);
    cachePage({ status: 'ringing', page: 1 }, page([], 0), []);
    const created = makeClient(3);
    await showCreatedClient(queryClient, created);
    expect(listOf({ status: 'all', page: 1 })).toEqual(page([created, a], 3));
    expect(isStale({ status: 'all', page: 1 })).toBe(true);
    expect(listOf({ status: 'ringing', page: 1 })).toEqual(page([], 0));
  });
});

describe('forgetClient', () => {
  it('removes a deleted client from its page, counts one fewer and marks every list stale', async () => {
    const [a, b] = [makeClient(1), makeClient(2)];
    cachePage({ status: 'all', page: 1 }, page([a, b], 2), []);
    cachePage({ status: 'ringing', page: 1 }, page([], 0), []);
    await forgetClient(queryClient, a.id);
    expect(listOf({ status: 'all', page: 1 })).toEqual({ ...page([b], 1) });
    expect(isStale({ status: 'ringing', page: 1 })).toBe(true);
  });
});
