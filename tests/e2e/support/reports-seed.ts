import { createUserWithPassword } from '#server/auth/accounts';
import { clientStatusEvents, clients, invoices } from '#server/db/schema';
import { withSeedDatabase } from './seed';

type Account = { email: string; password: string; fullName: string };

export type ReportsWorld = {
  admin: Account;
  /** Two converted invoices: one in the last 30 days, one about 200 days ago. */
  ada: Account & { id: string };
  /** A name too long for any column, to see how the screens wrap it. */
  max: Account & { id: string };
};

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type History = {
  name: string;
  steps: [status: string, daysAgo: number][];
  invoice?: [plan: string, amount: string];
};

/**
 * A data directory for the report screens' browser tests (issue 16), written before its server
 * starts: an admin and two agents whose clients moved through the pipeline on back-dated days, with
 * invoices issued when they reached Invoice Sent. Back-dated history cannot be made through the
 * API, so it is written here.
 */
export async function seedReportsWorld(dataDir: string): Promise<ReportsWorld> {
  const admin = { email: 'reports-admin@e2e.test', password: 'reports-admin-1', fullName: 'Rhea Admin' };
  const ada = { email: 'ada@e2e.test', password: 'ada-password-1', fullName: 'Ada Analyst' };
  const max = {
    email: 'max@e2e.test',
    password: 'max-password-1',
    fullName: 'Maximiliana Featherstonehaugh-Wolfeschlegelsteinhausen de la Cruz',
  };
  return withSeedDatabase(dataDir, async ({ auth, db }) => {
    await createUserWithPassword(auth, { ...admin, role: 'admin' });
    const adaId = (await createUserWithPassword(auth, { ...ada, role: 'agent' })).id;
    const maxId = (await createUserWithPassword(auth, { ...max, role: 'agent' })).id;
    const write = async (agentId: string, agentName: string, history: History) => {
      const [first] = history.steps;
      const last = history.steps.at(-1);
      if (!first || !last) throw new Error(`${history.name} has no history`);
      const [client] = await db
        .insert(clients)
        .values({
          name: history.name,
          email: `${history.name.toLowerCase().replace(/\s+/g, '.')}@reports.test`,
          agentId,
          status: last[0],
          createdAt: daysAgo(first[1]),
          updatedAt: daysAgo(last[1]),
          lastContactAt: daysAgo(last[1]),
        })
        .returning({ id: clients.id });
      if (!client) throw new Error(`${history.name} was not written`);
      await db.insert(clientStatusEvents).values(
        history.steps.map(([status, days]) => ({
          clientId: client.id,
          status,
          changedAt: daysAgo(days),
          actorId: agentId,
          actorName: agentName,
        })),
      );
      const sent = history.steps.find(([status]) => status === 'invoice-sent');
      if (history.invoice && sent) {
        const [plan, amount] = history.invoice;
        await db.insert(invoices).values({ clientId: client.id, plan, amount, issuedAt: daysAgo(sent[1]) });
      }
    };
    const adaClients: History[] = [
      {
        name: 'Ada Old Win',
        steps: [
          ['new-client', 203],
          ['ringing', 202],
          ['interested', 201],
          ['invoice-sent', 200],
        ],
        invoice: ['basic', '250'],
      },
      {
        name: 'Ada Fresh Win',
        steps: [
          ['new-client', 20],
          ['ringing', 19],
          ['interested', 15],
          ['invoice-sent', 10],
          ['account-details', 8],
          ['pending-activation', 6],
          ['closed-client', 5],
        ],
        invoice: ['basic', '250'],
      },
      {
        name: 'Ada Lost Lead',
        steps: [
          ['new-client', 18],
          ['ringing', 17],
          ['not-interested', 12],
        ],
      },
      { name: 'Ada New Lead', steps: [['new-client', 4]] },
    ];
    const maxClients: History[] = [
      {
        name: 'Max Big Deal',
        steps: [
          ['new-client', 25],
          ['ringing', 24],
          ['interested', 20],
          ['invoice-sent', 14],
        ],
        invoice: ['advance', '800'],
      },
      {
        name: 'Max Custom Deal',
        steps: [
          ['new-client', 12],
          ['interested', 9],
          ['invoice-sent', 3],
        ],
        invoice: ['custom', '1234.56'],
      },
      {
        name: 'Max Ringing',
        steps: [
          ['new-client', 9],
          ['ringing', 8],
        ],
      },
    ];
    for (const history of adaClients) await write(adaId, ada.fullName, history);
    for (const history of maxClients) await write(maxId, max.fullName, history);
    return { admin, ada: { ...ada, id: adaId }, max: { ...max, id: maxId } };
  });
}
