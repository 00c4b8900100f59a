import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { STATUS_FILTER_ALL, UNASSIGNED_AGENT_FILTER } from '#shared/domain';
import type { Me } from '#shared/schemas/auth';
import type { Client, ClientListPage, ListClientsQueryInput } from '#shared/schemas/clients';
import { ME_KEY } from '#web/features/auth';
import { clientKeys } from './query-keys';

/** Who is looking: an agent's lists hold only their own clients, and their search ignores status. */
type Viewer = Pick<Me, 'id' | 'role'> | null | undefined;

const viewerOf = (queryClient: QueryClient): Viewer => queryClient.getQueryData<Me | null>(ME_KEY);

/** The list filters the cache can judge a client by; any other (e.g. idle) only the server can. */
const JUDGED_KEYS = new Set(['search', 'status', 'agentId', 'page', 'pageSize']);
/** What a search matches (server client-filters.ts): after a change to one, a search may not match. */
const SEARCHED_FIELDS = ['name', 'email', 'phone', 'agentId', 'agentName'] as const;

type Fit = 'in' | 'out' | 'unknown';

const queryOf = (key: QueryKey): ListClientsQueryInput => (key[2] ?? {}) as ListClientsQueryInput;

/**
 * Whether `client` belongs on a list with `query`, by the server's rules (client-scope.ts):
 * `before`, its copy that was on that list, tells whether a search still matches.
 */
function fits(query: ListClientsQueryInput, client: Client, viewer: Viewer, before?: Client): Fit {
  const unjudged = Object.entries(query).some(
    ([key, value]) => !JUDGED_KEYS.has(key) && value !== undefined && value !== 'false' && value !== false,
  );
  if (unjudged || !viewer) return 'unknown';
  const isAdmin = viewer.role === 'admin';
  if (!isAdmin && client.agentId !== viewer.id) return 'out';
  if (isAdmin && query.agentId) {
    const owner = query.agentId === UNASSIGNED_AGENT_FILTER ? null : query.agentId;
    if (client.agentId !== owner) return 'out';
  }
  const status = query.status ?? STATUS_FILTER_ALL;
  const statusApplies = isAdmin || !query.search;
  if (statusApplies && status !== STATUS_FILTER_ALL && client.status !== status) return 'out';
  if (query.search && (!before || SEARCHED_FIELDS.some((field) => before[field] !== client[field]))) {
    return 'unknown';
  }
  return 'in';
}

function withTotal(page: ClientListPage, items: Client[], total: number): ClientListPage {
  return { ...page, items, total, pageCount: Math.ceil(total / page.pageSize) };
}

/** Lists marked stale refetch when next shown; `refetch` ones refetch now if on screen. */
function refresh(queryClient: QueryClient, stale: QueryKey[], refetch: QueryKey[]) {
  for (const queryKey of stale) {
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
  const others = queryClient.invalidateQueries({
    queryKey: clientKeys.all,
    // The tiles and any other client figures: only the server can count them.
    predicate: (query) => query.queryKey[1] !== 'list',
  });
  return Promise.all([
    others,
    ...refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
  ]).then(() => undefined);
}

/**
 * A client the server just sent (a save's answer, or a reload after a stale save) takes its old
 * copy's place on every cached page it is on; where it no longer matches the page's filter it
 * leaves the page and the page's total drops by one. Pages it is not on may gain it or shift by a
 * row, which only the server knows: they refetch when next shown. The tiles refetch now.
 * Issue 18: a status change costs the PATCH and the tiles, not a list request too.
 */
export function showLatestClient(queryClient: QueryClient, client: Client): Promise<void> {
  const viewer = viewerOf(queryClient);
  const stale: QueryKey[] = [];
  const refetch: QueryKey[] = [];
  for (const [key, page] of queryClient.getQueriesData<ClientListPage>({ queryKey: clientKeys.lists() })) {
    const before = page?.items.find((c) => c.id === client.id);
    if (!page || !before) {
      stale.push(key);
      continue;
    }
    const fit = fits(queryOf(key), client, viewer, before);
    if (fit === 'out') {
      queryClient.setQueryData(
        key,
        withTotal(
          page,
          page.items.filter((c) => c.id !== client.id),
          Math.max(0, page.total - 1),
        ),
      );
      // One row short now; the next page's first client moves up when it is next fetched.
      stale.push(key);
    } else {
      queryClient.setQueryData(key, {
        ...page,
        items: page.items.map((c) => (c.id === client.id ? client : c)),
      });
      if (fit === 'unknown') refetch.push(key);
    }
  }
  return refresh(queryClient, stale, refetch);
}

/**
 * A new client is the newest (lists are newest first), so it tops the first page of every list it
 * matches; later pages shift by a row and refetch when next shown.
 */
export function showCreatedClient(queryClient: QueryClient, client: Client): Promise<void> {
  const viewer = viewerOf(queryClient);
  const stale: QueryKey[] = [];
  const refetch: QueryKey[] = [];
  for (const [key, page] of queryClient.getQueriesData<ClientListPage>({ queryKey: clientKeys.lists() })) {
    if (!page) continue;
    const query = queryOf(key);
    const fit = query.search ? 'unknown' : fits(query, client, viewer);
    if (fit === 'out') continue;
    if (fit === 'unknown') {
      refetch.push(key);
    } else if (page.page === 1) {
      const items = [client, ...page.items].slice(0, page.pageSize);
      queryClient.setQueryData(key, withTotal(page, items, page.total + 1));
      if (page.items.length === page.pageSize) stale.push(key);
    } else {
      stale.push(key);
    }
  }
  return refresh(queryClient, stale, refetch);
}

/** A deleted client leaves every page it was on; the pages after it shift and refetch when shown. */
export function forgetClient(queryClient: QueryClient, id: string): Promise<void> {
  const stale: QueryKey[] = [];
  for (const [key, page] of queryClient.getQueriesData<ClientListPage>({ queryKey: clientKeys.lists() })) {
    if (!page) continue;
    if (page.items.some((c) => c.id === id)) {
      const items = page.items.filter((c) => c.id !== id);
      queryClient.setQueryData(key, withTotal(page, items, Math.max(0, page.total - 1)));
    }
    stale.push(key);
  }
  return refresh(queryClient, stale, []);
}
