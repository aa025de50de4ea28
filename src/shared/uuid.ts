/** A UUID as ids are written (any case): the one pattern the schemas, the server and the logs test ids with. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids arrive as free text in paths; only UUIDs can match a row. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value)
}
