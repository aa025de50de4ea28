/** The compiled server's path (dist/server/server.mjs). */
export const serverBundle: string
/** Compiles the server into dist/server when its sources are newer than the last build; returns the bundle's path. */
export function ensureServerBuild(): string
