/** The newest modification time under `target` (a file or a folder, walked), 0 when it is missing. */
export function newestMtime(target: string): number
