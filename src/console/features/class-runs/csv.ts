/** A CSV document (RFC 4180, CRLF lines) from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

function cell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  // A spreadsheet runs a cell that starts like a formula: a studio named "=HYPERLINK(...)" must stay text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
