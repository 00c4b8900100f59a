import type { ReactNode } from 'react';
import { type CsvCell, encodeCsv } from './csv';

/** One column of a report's table; the same definition writes the screen and the CSV. */
export type ReportColumn<R> = {
  key: string;
  header: string;
  /** The figure as the CSV holds it (and as a sortable column sorts). */
  value: (row: R) => CsvCell;
  /** The figure as the screen shows it; the value itself when absent. */
  show?: (row: R) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
};

/** The table's columns and rows, in the order shown, as a CSV file's text. */
export function tableCsv<R>(columns: readonly ReportColumn<R>[], rows: readonly R[]): string {
  return encodeCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

/** A figure as the screen writes it: grouped digits, a dash for none. */
function figure(value: number | null, digits = 0): string {
  if (value === null) return '—';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Dollars with cents. */
function dollars(value: number): string {
  return `$${figure(value, 2)}`;
}

const FORMATS = {
  count: (v: number) => figure(v),
  days: (v: number) => figure(v, 1),
  percent: (v: number) => `${figure(v, 1)}%`,
  dollars,
};

/** A right-aligned figure, written on screen as `format` says; none is a dash. */
export function figureColumn<R>(
  key: string,
  header: string,
  get: (row: R) => number | null,
  format: keyof typeof FORMATS = 'count',
): ReportColumn<R> {
  return {
    key,
    header,
    numeric: true,
    value: get,
    show: (row) => {
      const value = get(row);
      return value === null ? '—' : FORMATS[format](value);
    },
  };
}
