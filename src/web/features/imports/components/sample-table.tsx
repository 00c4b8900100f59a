import type { ImportField } from '../api/types';
import { FIELD_LABELS } from '../utils/import-draft';

type Props = { columns: string[]; rows: string[][]; mapping: Record<ImportField, string> };

/**
 * The file's first rows as read by the server, each header tagged with the field it feeds. Cells
 * take their own direction (dir="auto"), so right-to-left names read correctly, and long values wrap.
 */
export function SampleTable({ columns, rows, mapping }: Props) {
  const fieldOf = (column: string) =>
    (Object.keys(mapping) as ImportField[]).find((field) => mapping[field] === column);
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-border bg-card"
      data-testid="import-sample"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The first rows of the file</caption>
        <thead className="bg-subtle text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              Row
            </th>
            {columns.map((column) => {
              const field = fieldOf(column);
              return (
                <th key={column} scope="col" className="min-w-40 px-3 py-2 align-bottom font-semibold">
                  <span dir="auto" className="block wrap-anywhere">
                    {column}
                  </span>
                  <span className={field ? 'text-link' : 'font-normal'}>
                    {field ? `→ ${FIELD_LABELS[field]}` : 'not imported'}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, r) => (
            // Sample rows never reorder, so their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the sample is fixed for the upload
            <tr key={r}>
              <td className="px-3 py-2 text-muted-foreground">{r + 1}</td>
              {columns.map((column, c) => (
                <td key={column} dir="auto" className="max-w-64 px-3 py-2 wrap-anywhere">
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
