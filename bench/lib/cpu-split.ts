import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 when unreadable. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Machine-wide CPU ticks from /proc/stat: all of them, and those stolen by the hypervisor for
 * other guests (a noisy neighbour on a shared host); null when unreadable.
 */
function machineTicks(): { total: number; steal: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return null;
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The PostgreSQL backends serving one database (the server's processes are on this machine). */
async function backendPids(postgresUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** CPU milliseconds per request; null where the part does not exist (PGlite has no backends). */
export type CpuSplit = {
  serverMs: number | null;
  databaseMs: number | null;
  loadGeneratorMs: number;
  /** Share of the machine's CPU time the hypervisor gave to other guests during the scenario. */
  stealPercent?: number | null;
};
export type CpuTargets = { serverPid: number | null; postgres: { url: string; database: string } | null };

/**
 * Where the CPU time of a scenario went, per request: the app server process, the PostgreSQL
 * backends of the benchmark database (PGlite runs inside the server) and this process, which
 * generates the load. On a 2-core machine these three share the cores, which caps throughput.
 */
export async function measureCpu<T extends { requests: number }>(
  { serverPid, postgres }: CpuTargets,
  run: () => Promise<T>,
): Promise<T & { cpu: CpuSplit }> {
  const pidsBefore = postgres ? await backendPids(postgres.url, postgres.database) : [];
  const server0 = serverPid ? cpuSecondsOf(serverPid) : 0;
  const own0 = process.cpuUsage();
  const db0 = new Map(pidsBefore.map((pid) => [pid, cpuSecondsOf(pid)]));
  const machine0 = machineTicks();
  const result = await run();
  const machine1 = machineTicks();
  const pidsAfter = postgres ? await backendPids(postgres.url, postgres.database) : [];
  // Backends that left during the run are lost; the app's pool keeps its connections open.
  const dbSeconds = pidsAfter.reduce((total, pid) => total + cpuSecondsOf(pid) - (db0.get(pid) ?? 0), 0);
  const own = process.cpuUsage(own0);
  const per = (seconds: number) => (result.requests > 0 ? (seconds * 1000) / result.requests : 0);
  return {
    ...result,
    cpu: {
      serverMs: serverPid ? per(cpuSecondsOf(serverPid) - server0) : null,
      databaseMs: postgres ? per(dbSeconds) : null,
      loadGeneratorMs: per((own.user + own.system) / 1e6),
      stealPercent:
        machine0 && machine1 && machine1.total > machine0.total
          ? ((machine1.steal - machine0.steal) / (machine1.total - machine0.total)) * 100
          : null,
    },
  };
}
