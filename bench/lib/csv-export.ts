import { peakSampler } from './stats';

export type ExportResult = {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  rssMb: number;
};

/** Bytes and CSV records (the header included) of a streamed file, counted as the chunks arrive. */
export async function countCsvRecords(
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ bytes: number; records: number }> {
  let bytes = 0;
  let records = 0;
  let previous = 0;
  for await (const chunk of chunks) {
    bytes += chunk.byteLength;
    // Record ends are CRLF; a line break inside a quoted cell is a lone LF or CR.
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      if ((i === 0 ? previous : chunk[i - 1]) === 13) records++;
    }
    previous = chunk.at(-1) ?? previous;
  }
  return { bytes, records };
}

/** Downloads the whole CSV export as an admin, counting records as they stream in. */
export async function measureExport(url: string, cookie: string, rss: () => number): Promise<ExportResult> {
  const sampler = peakSampler(rss);
  const started = performance.now();
  const res = await fetch(`${url}/api/clients/export.csv`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
  const { bytes, records } = await countCsvRecords(res.body);
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, records - 1);
  return { rows, bytes, seconds, rowsPerSecond: rows / seconds, rssMb: sampler.stop() };
}
