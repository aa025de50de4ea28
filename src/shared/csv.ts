// The browser build: the Node one reaches for Buffer as it loads, which a browser does not have.
import { stringify } from 'csv-stringify/browser/esm/sync'

/**
 * A cell a spreadsheet would run as a formula (docs/SECURITY.md#csv-exports, "CSV injection"):
 * one that starts with `= + - @`, a tab or a carriage return, or has one right after a separator
 * (`;` and tab are separators in many locales and imports, besides `,`).
 */
const FORMULA = /^[=+\-@\t\r]|[;,\t][=+\-@\t\r]/

/** The text of a cell as a spreadsheet will show it: a formula-like text gets a leading `'`, which keeps it text. */
export function neutraliseCell(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text
}

/**
 * A CSV document (comma-separated, CRLF lines, as spreadsheets read it; docs/SECURITY.md#csv-exports) from a header row and data rows, written by csv-stringify:
 * every cell quoted, every text cell neutralised. Numbers are written as they are; null is empty.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRows([header, ...rows])
}

export type CsvCell = string | number | null

/** CSV lines of rows, written as `toCsv` writes them, without a header of their own: a streamed export's chunks. */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows as CsvCell[][], {
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    cast: { string: neutraliseCell, number: String },
  })
}
