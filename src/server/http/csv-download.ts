import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A streamed CSV sent as a file to save, never kept by a cache: exports hold personal data. */
export function sendCsvDownload(reply: FastifyReply, fileName: string, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
