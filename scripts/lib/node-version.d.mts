/** The oldest Node.js major version the product supports. */
export const MINIMUM_NODE_MAJOR: number
/** Stops the process with a clear message when this Node.js is older than the product supports. */
export function requireSupportedNode(what?: string, version?: string): void
