import { type ReactNode, useId } from 'react';
import { Card } from '#web/components/ui/card';
import type { ImportField, ImportPreview, ImportProblem } from '../api/types';
import { FIELD_LABELS } from '../utils/import-draft';

const fieldLabel = (field: string) => FIELD_LABELS[field as ImportField] ?? field;

const shownOf = (shown: number, total: number) =>
  total > shown ? ` (the first ${shown.toLocaleString()} of ${total.toLocaleString()})` : '';

/** A scrolling table of the file's rows under a header that stays in view. */
export function RowTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <div className="relative max-h-96 overflow-auto rounded-lg border border-border bg-card">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-subtle text-xs text-muted-foreground">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

type ProblemTableProps = { title: string; problems: ImportProblem[]; total: number };

/** Rows of the file with a problem: the row's number, the field and the message the API gives. */
export function ProblemTable({ title, problems, total }: ProblemTableProps) {
  const id = useId();
  if (total === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
        {shownOf(problems.length, total)}
      </h2>
      <RowTable headings={['Row', 'Field', 'Problem']}>
        {problems.map((p) => (
          <tr key={`${p.row}-${p.field}`}>
            <td className="px-3 py-2 tabular-nums">{p.row}</td>
            <td className="px-3 py-2">{fieldLabel(p.field)}</td>
            <td className="px-3 py-2 wrap-anywhere">{p.message}</td>
          </tr>
        ))}
      </RowTable>
    </section>
  );
}

type DuplicateListProps = {
  title: string;
  entries: ImportPreview['duplicatesInFile'];
  /** In the file, a row repeats an earlier row; otherwise it matches an existing client. */
  inFile: boolean;
};

/** Examples of duplicate rows: the row, its email and what it repeats. */
export function DuplicateList({ title, entries, inFile }: DuplicateListProps) {
  const id = useId();
  if (entries.count === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
        {shownOf(entries.examples.length, entries.count)}
      </h2>
      <Card className="relative max-h-96 overflow-auto p-0">
        <ul className="divide-y divide-border text-sm">
          {entries.examples.map((d) => (
            <li key={d.row} className="flex flex-wrap gap-x-3 px-3 py-2">
              <span className="tabular-nums text-muted-foreground">Row {d.row}</span>
              <span dir="auto" className="min-w-0 wrap-anywhere">
                {d.email}
              </span>
              <span className="text-muted-foreground">
                {inFile && d.firstRow
                  ? `repeats row ${d.firstRow}`
                  : inFile
                    ? ''
                    : 'matches an existing client'}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
