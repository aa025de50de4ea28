/** Bytes as people read them, in the reader's language: "512 MB", "2.1 GB". */
export function formatBytes(bytes: number, locale: string): string {
  const gb = bytes / 1024 ** 3
  const [value, unit] = gb >= 1 ? [gb, 'gigabyte'] : [bytes / 1024 ** 2, 'megabyte']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)
}
