import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync, readdirSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * What the server writes to disk is its user's alone (docs/SECURITY.md#files-on-disk): directories 0700,
 * files 0600, whatever the umask of the shell that started it. The data directory holds password
 * hashes, sealed secrets and every studio's data; a backup holds the same.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** From now on, what this process creates is its user's alone (Node's calls and the tools it starts, such as pg_dump). */
export function keepNewFilesPrivate(): void {
  process.umask(0o077)
}

/** Makes a directory (and its parents) its user's alone; an existing one is tightened. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(dir, PRIVATE_DIR_MODE)
}

/**
 * Tightens a directory and everything in it: dirs 0700, files 0600. The embedded database writes its
 * initial files 0666 whatever the umask, and a data directory of an earlier release is 0755 with
 * files 0644 or 0666. Symbolic links are left alone (chmod would follow them). Answers how many modes it changed.
 */
export function tightenTree(dir: string): number {
  let changed = 0
  chmodSync(dir, PRIVATE_DIR_MODE)
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isDirectory()) chmodSync(file, PRIVATE_DIR_MODE)
    else if (entry.isFile()) chmodSync(file, PRIVATE_FILE_MODE)
    else continue
    changed += 1
  }
  return changed
}

/** Writes a file only its user can read, even over an existing file of looser mode; `exclusive` fails with EEXIST when it exists. */
export function writePrivateFile(file: string, data: string | Uint8Array, options: { exclusive?: boolean } = {}): void {
  const fd = openSync(file, options.exclusive ? 'wx' : 'w', PRIVATE_FILE_MODE)
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE)
    const bytes = typeof data === 'string' ? Buffer.from(data) : data
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written)
  } finally {
    closeSync(fd)
  }
}
