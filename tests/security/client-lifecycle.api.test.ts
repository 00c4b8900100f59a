import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client, ClientListPage } from '#shared/schemas/clients';
import { type Actor, unique } from '../support/clients';
import { setupTestApp, setupUser } from '../support/setup-test-app';
import { CLIENT_COMMANDS, type Real } from './model/client-commands';
import type { Model, ModelActor, ModelClient } from './model/client-model';
import { writeFigures } from './support/figures';

const RUNS = 25;
const MAX_COMMANDS = 30;

const t = setupTestApp();
const users: Record<ModelActor, Actor> = {
  agentA: setupUser(t, { fullName: 'Model Agent A' }),
  agentB: setupUser(t, { fullName: 'Model Agent B' }),
  admin: setupUser(t, { role: 'admin', fullName: 'Model Admin' }),
};
const steps = { n: 0 };
afterAll(() => {
  const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  writeFigures(`model-${engine}`, { engine, runs: RUNS, commands: steps.n });
});

async function verify(client: ModelClient): Promise<void> {
  const res = await t.request({
    method: 'GET',
    url: `/api/clients/${client.id}`,
    cookie: users.admin.cookie,
  });
  if (client.deleted) {
    if (res.statusCode !== 404) throw new Error(`deleted client ${client.id} answers ${res.statusCode}`);
    return;
  }
  if (res.statusCode !== 200) throw new Error(`client ${client.id} answers ${res.statusCode}`);
  const real = res.json<Client>();
  const seen = {
    owner: real.agentId,
    status: real.status,
    notes: real.notes.length,
    history: real.history.length,
    invoices: real.invoices.length,
    version: real.version,
    hasPassword: real.tradingAccount.hasPassword,
  };
  const expected = {
    owner: client.owner === null ? null : users[client.owner].id,
    status: client.status,
    notes: client.notes,
    history: client.history,
    invoices: client.invoices,
    version: client.version,
    hasPassword: client.hasPassword,
  };
  expect(seen, `client ${client.id}`).toEqual(expected);
}

/** Each agent's list, narrowed to this run, holds exactly the model's clients of that agent. */
async function verifyLists(model: Model, prefix: string): Promise<void> {
  for (const agent of ['agentA', 'agentB'] as const) {
    const res = await t.request({
      method: 'GET',
      url: `/api/clients?search=${prefix}&pageSize=100`,
      cookie: users[agent].cookie,
    });
    const ids = res
      .json<ClientListPage>()
      .items.map((c) => c.id)
      .sort();
    const expected = model.clients
      .filter((c) => !c.deleted && c.owner === agent)
      .map((c) => c.id)
      .sort();
    expect(ids, `${agent}'s list`).toEqual(expected);
  }
}

describe('client lifecycle against a model', () => {
  it('agrees with the model over random command sequences by random actors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(CLIENT_COMMANDS, { maxCommands: MAX_COMMANDS, size: 'max' }),
        async (commands) => {
          const prefix = unique('run');
          const setup = () => ({
            model: { clients: [] } as Model,
            real: { t, users, prefix, steps, verify } satisfies Real,
          });
          let finalModel: Model | null = null;
          await fc.asyncModelRun(() => {
            const s = setup();
            finalModel = s.model;
            return s;
          }, commands);
          if (finalModel) await verifyLists(finalModel, prefix);
        },
      ),
      { numRuns: RUNS },
    );
    console.log(`client lifecycle model: ${RUNS} sequences, ${steps.n} commands`);
  }, 300_000);
});
