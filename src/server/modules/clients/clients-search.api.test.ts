import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { foldForSearch } from '#shared/domain/search-fold';
import type { ClientListPage } from '#shared/schemas/clients';
import { type Actor, listClientsRequest, makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

// Search finds what callers type: accents and case do not matter, phones match on their digits.
const t = setupTestApp();
const zeynep = setupUser(t, { fullName: 'Zeynep Yılmaz' });
const soren = setupUser(t, { fullName: 'Søren Ødegård' });
const admin = setupUser(t, { role: 'admin' });

beforeAll(async () => {
  await makeClient(t, zeynep, {
    name: 'Ümit Öztürk',
    email: 'Umit.Ozturk@Example.com',
    phone: '+1 010-778-8123',
  });
  await makeClient(t, zeynep, { name: 'José Álvarez', email: 'jose.alvarez@example.com' });
  await makeClient(t, zeynep, { name: '100% Real_Name', phone: '(020) 7946.0958' });
  await makeClient(t, soren, { name: 'Plain Pat', email: 'pat@example.com', phone: '555 0100' });
  const renamed = await makeClient(t, zeynep, { name: 'Old Name', email: 'renamed@example.com' });
  await updateClientOk(t, admin.cookie, renamed.id, { name: 'Åsa Ñúñez' });
});

async function names(actor: Actor, search: string): Promise<string[]> {
  const res = await listClientsRequest(t, actor.cookie, { search, pageSize: 100 });
  expect(res.statusCode).toBe(200);
  return res
    .json<ClientListPage>()
    .items.map((c) => c.name)
    .sort();
}

describe.each([
  ['an agent', () => zeynep],
  ['an admin', () => admin],
])('searching as %s', (_, actor) => {
  it('finds a phone by its digits, however it was written', async () => {
    expect(await names(actor(), '0107788')).toEqual(['Ümit Öztürk']);
    expect(await names(actor(), '+1 (010) 778.8')).toEqual(['Ümit Öztürk']);
    expect(await names(actor(), '020 7946 0958')).toEqual(['100% Real_Name']);
  });

  it('finds names without their accents and in any case', async () => {
    expect(await names(actor(), 'umit ozturk')).toEqual(['Ümit Öztürk']);
    expect(await names(actor(), 'ÖZTÜRK')).toEqual(['Ümit Öztürk']);
    expect(await names(actor(), 'jose alvarez')).toEqual(['José Álvarez']);
    expect(await names(actor(), 'José')).toEqual(['José Álvarez']);
  });

  it('finds emails whatever the accents and case of the term', async () => {
    expect(await names(actor(), 'ümit.ÖZTÜRK@example')).toEqual(['Ümit Öztürk']);
    expect(await names(actor(), 'JOSÉ.ALVAREZ@')).toEqual(['José Álvarez']);
  });

  it('treats %, _ and their full-width forms literally', async () => {
    expect(await names(actor(), '100%')).toEqual(['100% Real_Name']);
    expect(await names(actor(), 'l_n')).toEqual(['100% Real_Name']);
    expect(await names(actor(), '100％')).toEqual(['100% Real_Name']);
    expect(await names(actor(), '％')).toEqual(['100% Real_Name']);
    expect(await names(actor(), '＿')).toEqual(['100% Real_Name']);
  });

  it('finds a renamed client by its new name only', async () => {
    expect(await names(actor(), 'asa nunez')).toEqual(['Åsa Ñúñez']);
    expect(await names(actor(), 'old name')).toEqual([]);
  });
});

describe('phone terms', () => {
  it('matches a short phone term as typed for an agent (spec §5: a phone substring)', async () => {
    expect(await names(soren, '555')).toEqual(['Plain Pat']);
  });
});

describe("an admin's search by agent name", () => {
  it('ignores accents and case in the agent name', async () => {
    const zeynepsClients = ['José Álvarez', 'Åsa Ñúñez', '100% Real_Name', 'Ümit Öztürk'].sort();
    expect(await names(admin, 'zeynep yilmaz')).toEqual(zeynepsClients);
    expect(await names(admin, 'YILMAZ')).toEqual(zeynepsClients);
    expect(await names(admin, 'soren odegard')).toEqual(['Plain Pat']);
    expect(await names(admin, 'Ødegård')).toEqual(['Plain Pat']);
  });

  it("is not an agent's search: agents never match by owner", async () => {
    expect(await names(zeynep, 'yilmaz')).toEqual([]);
  });
});

describe('folding', () => {
  it('reads Latin letters in TypeScript as search_fold does in the database', async () => {
    // Latin-1 Supplement and Latin Extended-A: the letters of European and Turkish names.
    const letters: string[] = [];
    for (let code = 0xc0; code <= 0x17f; code++) {
      const letter = String.fromCodePoint(code);
      if (/\p{L}/u.test(letter)) letters.push(letter);
    }
    const rows = await rowsOf<{ letter: string; folded: string }>(
      t.database.db,
      sql`select letter, search_fold(letter) as folded
        from jsonb_array_elements_text(${JSON.stringify(letters)}::jsonb) as letter`,
    );
    const differing = rows.filter((r) => foldForSearch(r.letter) !== r.folded);
    expect(differing).toEqual([]);
    expect(rows).toHaveLength(letters.length);
  });
});

describe('the trigram indexes (decision 0036)', () => {
  const indexes = ['clients_name_folded_trgm_idx', 'clients_email_trgm_idx', 'clients_phone_digits_trgm_idx'];

  it('queue new entries in a pending list of at most 256 kB', async () => {
    const rows = await rowsOf<{ name: string; options: string[] }>(
      t.database.db,
      sql`select relname as name, reloptions as options from pg_class
        where relname in (${sql.join(
          indexes.map((i) => sql`${i}`),
          sql`, `,
        )}) order by relname`,
    );
    expect(rows).toEqual(
      [...indexes].sort().map((name) => ({ name, options: ['fastupdate=on', 'gin_pending_list_limit=256'] })),
    );
  });

  it('find a new client before and after its queued entries are merged into them', async () => {
    await makeClient(t, soren, {
      name: 'Queued Quillon',
      email: 'quillon.q@example.com',
      phone: '+44 20 7946 0321',
    });
    const found = async () => [
      await names(admin, 'quillon'),
      await names(admin, 'QUILLON.Q@'),
      await names(admin, '2079460321'),
    ];
    expect(await found()).toEqual([['Queued Quillon'], ['Queued Quillon'], ['Queued Quillon']]);
    for (const index of indexes) {
      await rowsOf(t.database.db, sql`select gin_clean_pending_list(${index}::regclass)`);
    }
    expect(await found()).toEqual([['Queued Quillon'], ['Queued Quillon'], ['Queued Quillon']]);
  });
});
