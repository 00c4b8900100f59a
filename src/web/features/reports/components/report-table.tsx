import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '#web/lib/cn';
import type { ReportColumn } from '../utils/report-columns';

export type SortState = { key: string; direction: 'asc' | 'desc' };

type Props<R> = {
  caption: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The first column names the row (a row header). */
  testId?: string;
  /** Sortable headers: the current order and what a header's button asks for. */
  sort?: SortState;
  onSort?: (key: string) => void;
};

/**
 * A report's figures as a table; on a phone the table scrolls sideways inside its own region,
 * which takes the focus so a keyboard can scroll it too.
 */
export function ReportTable<R>({ caption, columns, rows, rowKey, testId, sort, onSort }: Props<R>) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    onSort ? (sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                  }
                  className={cn(
                    'px-3 py-2 align-bottom font-semibold wrap-normal',
                    column.numeric && 'text-right',
                  )}
                >
                  {onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.key)}
                      className={cn(
                        'inline-flex min-h-6 cursor-pointer items-center gap-1 rounded-sm hover:text-foreground',
                        column.numeric && 'flex-row-reverse',
                      )}
                    >
                      {column.header}
                      {sorted === 'asc' ? (
                        <ArrowUp className="size-3.5" aria-hidden />
                      ) : sorted === 'desc' ? (
                        <ArrowDown className="size-3.5" aria-hidden />
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-50" aria-hidden />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border">
              {columns.map((column, i) => {
                const content = column.show ? column.show(row) : column.value(row);
                const className = cn(
                  'px-3 py-2 align-top',
                  column.numeric
                    ? 'text-right tabular-nums whitespace-nowrap'
                    : 'min-w-24 max-w-72 wrap-anywhere',
                );
                return i === 0 ? (
                  <th key={column.key} scope="row" className={cn(className, 'text-left font-medium')}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
