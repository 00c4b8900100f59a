/**
 * A deliberately simple in-memory model of the client lifecycle (spec §4–§6): who may see and
 * change a client, which status moves are allowed, what each change appends. The model-based
 * test runs random command sequences against it and the API and demands the same answers.
 */
import { type ClientStatus, canTransition } from '#shared/domain';

export type ModelActor = 'agentA' | 'agentB' | 'admin';
export type Owner = 'agentA' | 'agentB' | null;

export type ModelClient = {
  id: string;
  owner: Owner;
  email: string;
  status: ClientStatus;
  notes: number;
  history: number;
  invoices: number;
  version: number;
  hasPassword: boolean;
  deleted: boolean;
};

export type Model = { clients: ModelClient[] };

/** What the API must answer, and what the model becomes if it does. */
export type Expectation = { status: number; apply?: () => void };

const isAgent = (actor: ModelActor): actor is 'agentA' | 'agentB' => actor !== 'admin';

/** Another agent's client, a deleted one: the same 404 (DESIGN §7). */
function hidden(actor: ModelActor, client: ModelClient): boolean {
  return client.deleted || (isAgent(actor) && client.owner !== actor);
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function expectCreate(model: Model, actor: ModelActor, email: string): Expectation {
  if (!isAgent(actor)) return { status: 403 };
  const taken = model.clients.some((c) => !c.deleted && c.owner === actor && sameEmail(c.email, email));
  if (taken) return { status: 409 };
  return { status: 201 };
}

export function newModelClient(id: string, owner: Owner, email: string, withNote: boolean): ModelClient {
  return {
    id,
    owner,
    email,
    status: 'new-client',
    notes: withNote ? 1 : 0,
    history: 1,
    invoices: 0,
    version: 1,
    hasPassword: false,
    deleted: false,
  };
}

export function expectStatusChange(
  actor: ModelActor,
  client: ModelClient,
  to: ClientStatus,
  withAccount: boolean,
): Expectation {
  if (hidden(actor, client)) return { status: 404 };
  const changes = to !== client.status;
  if (changes && !canTransition(client.status, to)) return { status: 422 };
  if (changes && to === 'account-details' && !withAccount) return { status: 400 };
  return {
    status: 200,
    apply: () => {
      if (changes || withAccount) client.version += 1;
      if (changes) client.history += 1;
      if (withAccount) client.hasPassword = true;
      client.status = to;
    },
  };
}

export function expectNote(actor: ModelActor, client: ModelClient): Expectation {
  if (hidden(actor, client)) return { status: 404 };
  return {
    status: 200,
    apply: () => {
      client.notes += 1;
    },
  };
}

/** An invoice needs the client to end up in invoice-sent, by this request or before (spec §4). */
export function expectInvoice(actor: ModelActor, client: ModelClient, withStatus: boolean): Expectation {
  if (hidden(actor, client)) return { status: 404 };
  const to: ClientStatus = withStatus ? 'invoice-sent' : client.status;
  const changes = to !== client.status;
  if (changes && !canTransition(client.status, to)) return { status: 422 };
  if (to !== 'invoice-sent') return { status: 400 };
  return {
    status: 200,
    apply: () => {
      client.version += 1;
      client.invoices += 1;
      if (changes) client.history += 1;
      client.status = to;
    },
  };
}

export function expectReassign(model: Model, actor: ModelActor, client: ModelClient, to: Owner): Expectation {
  if (hidden(actor, client)) return { status: 404 };
  if (isAgent(actor)) return { status: 403 };
  if (to === client.owner) return { status: 200 };
  const clash = model.clients.some(
    (c) => c !== client && !c.deleted && c.owner === to && to !== null && sameEmail(c.email, client.email),
  );
  if (clash) return { status: 409 };
  return {
    status: 200,
    apply: () => {
      client.owner = to;
      client.version += 1;
      client.notes += 1; // the reassignment note
    },
  };
}

export function expectDelete(actor: ModelActor, client: ModelClient): Expectation {
  if (isAgent(actor)) return { status: 403 };
  if (client.deleted) return { status: 404 };
  return {
    status: 204,
    apply: () => {
      client.deleted = true;
    },
  };
}
