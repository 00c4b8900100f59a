import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { CLIENT_STATUSES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import type { Actor } from '#tests/support/clients';
import type { TestApp } from '#tests/support/test-app';
import {
  type Expectation,
  expectCreate,
  expectDelete,
  expectInvoice,
  expectNote,
  expectReassign,
  expectStatusChange,
  type Model,
  type ModelActor,
  type ModelClient,
  newModelClient,
  type Owner,
} from './client-model';

export type Real = {
  t: TestApp;
  users: Record<ModelActor, Actor>;
  prefix: string;
  steps: { n: number };
  /** Reads the client back through the API and throws where it differs from the model. */
  verify(client: ModelClient): Promise<void>;
};

/** Runs one command and returns the client it touched, which is then checked against the API. */
type Exec = (model: Model, real: Real) => Promise<ModelClient | undefined>;

class Step implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly label: string,
    private readonly needsClient: boolean,
    private readonly exec: Exec,
  ) {}
  check(model: Readonly<Model>): boolean {
    return !this.needsClient || model.clients.length > 0;
  }
  async run(model: Model, real: Real): Promise<void> {
    real.steps.n += 1;
    const touched = await this.exec(model, real);
    if (touched) await real.verify(touched);
  }
  toString(): string {
    return this.label;
  }
}

function assertStatus(label: string, res: LightMyRequestResponse, expected: Expectation): void {
  if (res.statusCode !== expected.status) {
    throw new Error(
      `${label}: API answered ${res.statusCode}, model expects ${expected.status}: ${res.body}`,
    );
  }
  expected.apply?.();
}

const pick = (model: Model, index: number): ModelClient => {
  const client = model.clients[index % model.clients.length];
  if (!client) throw new Error('no client to pick');
  return client;
};

const actorArb = fc.constantFrom<ModelActor>('agentA', 'agentB', 'admin');

function patch(real: Real, actor: ModelActor, id: string, payload: object) {
  return real.t.request({
    method: 'PATCH',
    url: `/api/clients/${id}`,
    cookie: real.users[actor].cookie,
    payload,
  });
}

const create = fc
  .record({ actor: actorArb, slot: fc.nat(3), upper: fc.boolean(), note: fc.boolean() })
  .map(({ actor, slot, upper, note }) => {
    return new Step(
      `create(${actor}, slot ${slot}${upper ? ', upper case' : ''})`,
      false,
      async (model, real) => {
        const email = `${real.prefix}-${slot}@model.example.com`;
        const sent = upper ? email.toUpperCase() : email;
        const expected = expectCreate(model, actor, sent);
        const res = await real.t.request({
          method: 'POST',
          url: '/api/clients',
          cookie: real.users[actor].cookie,
          payload: { name: `${real.prefix} client`, email: sent, ...(note ? { note: 'first note' } : {}) },
        });
        assertStatus(`create by ${actor}`, res, expected);
        if (res.statusCode !== 201 || actor === 'admin') return undefined;
        const created = newModelClient(res.json<Client>().id, actor, sent, note);
        model.clients.push(created);
        return created;
      },
    );
  });

const changeStatus = fc
  .record({
    actor: actorArb,
    index: fc.nat(),
    to: fc.constantFrom(...CLIENT_STATUSES),
    withAccount: fc.boolean(),
  })
  .map(({ actor, index, to, withAccount }) => {
    return new Step(
      `status(${actor}, #${index}, ${to}${withAccount ? ', account' : ''})`,
      true,
      async (model, real) => {
        const client = pick(model, index);
        const account = { id: `acc-${real.steps.n}`, password: `pw-${real.steps.n}`, server: 'Live-1' };
        const res = await patch(real, actor, client.id, {
          status: to,
          ...(withAccount ? { tradingAccount: account } : {}),
        });
        assertStatus(`status by ${actor}`, res, expectStatusChange(actor, client, to, withAccount));
        return client;
      },
    );
  });

const addNote = fc.record({ actor: actorArb, index: fc.nat() }).map(({ actor, index }) => {
  return new Step(`note(${actor}, #${index})`, true, async (model, real) => {
    const client = pick(model, index);
    const res = await patch(real, actor, client.id, { note: `note ${real.steps.n}` });
    assertStatus(`note by ${actor}`, res, expectNote(actor, client));
    return client;
  });
});

const invoice = fc
  .record({
    actor: actorArb,
    index: fc.nat(),
    withStatus: fc.boolean(),
    plan: fc.constantFrom('basic', 'custom'),
  })
  .map(({ actor, index, withStatus, plan }) => {
    return new Step(
      `invoice(${actor}, #${index}, ${plan}${withStatus ? ', with status' : ''})`,
      true,
      async (model, real) => {
        const client = pick(model, index);
        const body = { invoice: { plan, amount: 99.5 }, ...(withStatus ? { status: 'invoice-sent' } : {}) };
        const res = await patch(real, actor, client.id, body);
        assertStatus(`invoice by ${actor}`, res, expectInvoice(actor, client, withStatus));
        return client;
      },
    );
  });

const reassign = fc
  .record({ actor: actorArb, index: fc.nat(), to: fc.constantFrom<Owner>('agentA', 'agentB', null) })
  .map(({ actor, index, to }) => {
    return new Step(`reassign(${actor}, #${index}, ${to})`, true, async (model, real) => {
      const client = pick(model, index);
      const res = await patch(real, actor, client.id, { agentId: to === null ? null : real.users[to].id });
      assertStatus(`reassign by ${actor}`, res, expectReassign(model, actor, client, to));
      return client;
    });
  });

const remove = fc.record({ actor: actorArb, index: fc.nat() }).map(({ actor, index }) => {
  return new Step(`delete(${actor}, #${index})`, true, async (model, real) => {
    const client = pick(model, index);
    const res = await real.t.request({
      method: 'DELETE',
      url: `/api/clients/${client.id}`,
      cookie: real.users[actor].cookie,
    });
    assertStatus(`delete by ${actor}`, res, expectDelete(actor, client));
    return client;
  });
});

// create twice: most commands need a client, and the sequences start with none.
export const CLIENT_COMMANDS = [create, create, changeStatus, addNote, invoice, reassign, remove];
