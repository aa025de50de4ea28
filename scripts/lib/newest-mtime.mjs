import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The newest modification time under `target` (a file or a folder, walked), 0 when it is missing. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs)
}
