// README's folder lists stay true: "Where things live" names every folder `ls` shows (and none that is gone),
// and the console pages table has a row for every feature folder.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
// The repo's files (committed or about to be), so that what is ignored (node_modules, builds, data, screenshots) is not a folder of ours.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)))

/** The folders directly inside `folder` ('.' for the top) that hold a file of the repo. */
function foldersIn(folder: string): string[] {
  const prefix = folder === '.' ? '' : `${folder.replace(/\/$/, '')}/`
  const names = files
    .filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/'))
    .map((file) => file.slice(prefix.length).split('/')[0])
  return [...new Set(names)].sort()
}

/** The "Where things live" block: each entry (a line starting at column 0) with its indented continuation lines. */
function whereThingsLive(text: string): Map<string, string> {
  const block = text.split('## Where things live')[1].split('```')[1]
  const entries = new Map<string, string>()
  let current = ''
  for (const line of block.split('\n')) {
    if (!line.trim()) continue
    if (!line.startsWith(' ')) {
      current = line.split(/\s+/)[0]
      entries.set(current, line.slice(current.length))
    } else entries.set(current, `${entries.get(current)} ${line}`)
  }
  return entries
}

/** `name/` words of an entry's description, without placeholders such as `routes/<resource>/`. */
const namedFolders = (description: string) => [...description.matchAll(/(?<![\w./<-])([a-z][\w.-]*)\//g)].map((match) => match[1])

describe('README, "Where things live"', () => {
  const entries = whereThingsLive(readme)

  it('names every top-level folder, and every folder of src/', () => {
    const topLevel = foldersIn('.').filter((name) => name !== 'src')
    expect(topLevel.filter((name) => !entries.has(`${name}/`))).toEqual([])
    expect(foldersIn('src').filter((name) => !entries.has(`src/${name}/`))).toEqual([])
    expect([...entries.keys()].filter((entry) => !existsSync(path.join(root, entry)))).toEqual([])
  })

  it('names the folders inside each entry, and no folder that is gone', () => {
    const missing: string[] = []
    const gone: string[] = []
    for (const [entry, description] of entries) {
      if (!entry.endsWith('/') || entry === 'src/gql/') continue
      const named = namedFolders(description)
      for (const folder of foldersIn(entry)) if (!named.includes(folder)) missing.push(`${entry}${folder}/`)
      // A folder it names is one of its own, at any depth (`live/` in app/, `locales/` in i18n/), or a top-level one it points to.
      const exists = (folder: string) => existsSync(path.join(root, folder)) || existsSync(path.join(root, entry, folder)) || deepHas(entry, folder)
      for (const folder of named) if (!exists(folder)) gone.push(`${entry}: ${folder}/`)
    }
    expect(missing).toEqual([])
    expect(gone).toEqual([])
  })

  it('would see a missing folder', () => {
    // The parse must be able to fail: an entry without its folders names none of them.
    expect(namedFolders('Fastify: server.ts, plugins/, routes/<resource>/ (HTTP only), db/ (schema)')).toEqual(['plugins', 'routes', 'db'])
  })
})

/** True when `folder` is a folder somewhere under `entry`. */
const deepHas = (entry: string, folder: string) =>
  files.some((file) => file.startsWith(entry) && file.slice(entry.length).split('/').slice(0, -1).includes(folder))

describe('README, the console pages', () => {
  const section = readme.split('## Which code answers a URL')[1].split('\n## ')[0]
  const rows = section.split('\n').filter((line) => /^\| `[a-z-]+` \|/.test(line))
  const tableFolders = rows.map((line) => /^\| `([a-z-]+)` \|/.exec(line)![1]).sort()

  it('has a row for every folder of src/console/features/, and none for a folder that is gone', () => {
    expect(tableFolders).toEqual(foldersIn('src/console/features'))
  })

  it('names every sub-folder of a feature in its row', () => {
    const missing = tableFolders.flatMap((feature) => {
      const row = rows.find((line) => line.startsWith(`| \`${feature}\` |`))!
      return foldersIn(`src/console/features/${feature}`)
        .filter((folder) => folder !== 'locales' && !row.includes(`\`${folder}/\``))
        .map((folder) => `${feature}/${folder}/`)
    })
    expect(missing).toEqual([])
  })
})
