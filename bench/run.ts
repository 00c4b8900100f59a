// `npm run bench -- [--database postgres|pglite] [--clients N] [--duration S] …`: see README,
// Performance, for what it measures and how to read it.
import fs from 'node:fs';
import path from 'node:path';
import { runBench } from './lib/bench';
import { parseOptions } from './lib/options';
import { formatReport } from './lib/print';

let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const started = Date.now();
const report = await runBench(options, (message) => {
  console.error(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
});
console.log(formatReport(report));
fs.mkdirSync(path.dirname(options.out), { recursive: true });
fs.writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
console.error(`results written to ${path.relative(process.cwd(), options.out)}`);
