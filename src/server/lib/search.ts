/** `%text%` for ILIKE, with the wildcards of the text itself escaped, so '%' finds a percent sign. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
