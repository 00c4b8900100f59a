// `npm run lighthouse`: Lighthouse (its default mobile settings) against the built server on a fresh
// data directory, for the public pages; prints each category's score (issue 18: performance ≥ 90).
//   npm run lighthouse -- [--runs 3] [/login /knowledge-base ...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/support/chromium';
import { startServerProcess } from '#tests/support/server-process';
import { buildIfStale } from './build-lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

function parseArgs(argv: string[]) {
  let runs = 3;
  const pages: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg.startsWith('/')) pages.push(arg);
    else throw new Error(`unknown argument ${arg}: use --runs N and page paths`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return { runs, pages: pages.length ? pages : ['/login', '/knowledge-base'] };
}

/** A headless Chromium with its DevTools port, which Lighthouse drives. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    stop: async () => {
      child.kill();
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { runs, pages } = parseArgs(process.argv.slice(2));
await buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-lighthouse-data-'));
const server = await startServerProcess({ env: { DATA_DIR: dataDir } });
const chromium = await startChromium();
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile defaults, ${CHROMIUM_PATH}; median shown`);
  for (const page of pages) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
      (typeof CATEGORIES)[number],
      number[]
    >;
    const lcp: number[] = [];
    const tbt: number[] = [];
    const failures: string[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      // A run Lighthouse could not complete (a failed load), or a category it could not score (a
      // metric that errored, which leaves performance without a score): say why, and keep it out
      // of the medians rather than count it as a score of 0.
      const { runtimeError, categories, audits } = result.lhr;
      if (runtimeError) {
        failures.push(`run ${run + 1}: ${runtimeError.code} ${runtimeError.message}`);
        continue;
      }
      for (const category of CATEGORIES) {
        const score = categories[category]?.score;
        if (typeof score === 'number') {
          scores[category].push(Math.round(score * 100));
          continue;
        }
        const reasons = (categories[category]?.auditRefs ?? []).flatMap((ref) => {
          const message = audits[ref.id]?.errorMessage;
          return message ? [`${ref.id}: ${message}`] : [];
        });
        failures.push(`run ${run + 1}, ${category}: ${reasons.join('; ') || 'no score given'}`);
      }
      const metric = (id: string) => audits[id]?.numericValue;
      const paint = metric('largest-contentful-paint');
      const blocking = metric('total-blocking-time');
      if (paint !== undefined) lcp.push(paint);
      if (blocking !== undefined) tbt.push(blocking);
    }
    const line = CATEGORIES.map((c) => `${c} ${median(scores[c])} (${scores[c].join(', ')})`);
    console.log(
      `${page.padEnd(16)} ${line.join('  ')}  LCP ${(median(lcp) / 1000).toFixed(1)} s  TBT ${Math.round(median(tbt))} ms (${tbt.map(Math.round).join(', ')})`,
    );
    for (const failure of failures) console.log(`${' '.repeat(17)}not counted: ${failure}`);
  }
} finally {
  await chromium.stop();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
