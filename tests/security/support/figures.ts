import fs from 'node:fs';
import path from 'node:path';

/** Where the reliability and security tests leave their figures for the closing report. */
export const FIGURES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '.tmp', 'reliability');

export function writeFigures(name: string, figures: object): void {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  fs.writeFileSync(path.join(FIGURES_DIR, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}
