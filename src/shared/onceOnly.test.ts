import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Each rule is written once: a constant (timing, limit, default, code format) exported under the same
// name from two modules is a copy waiting to drift apart. Import it, or re-export it, instead.

const root = path.resolve(import.meta.dirname, '../..')
const folders = ['src/shared', 'src/server', 'src/screen', 'src/console', 'machines']
const generated = /\/(gql|generated)\//

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !generated.test(`/${file}`))
}

describe('rules written once', () => {
  it('no two modules declare the same constant', () => {
    const where = new Map<string, string[]>()
    for (const file of folders.flatMap(sources)) {
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/^export const ([A-Z][A-Z0-9_]*)\b/gm)) {
        where.set(match[1], [...(where.get(match[1]) ?? []), file])
      }
    }
    const twice = [...where].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`)
    expect(twice).toEqual([])
  })
})
