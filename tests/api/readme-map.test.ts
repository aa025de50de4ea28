// The README's "Which code answers a URL" table must stay true: every API route the server
// registers is in it, and each file it names registers the URLs listed beside it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'

const root = path.resolve(import.meta.dirname, '../..')

function readmeMap(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const section = readme.split('## Which code answers a URL')[1].split('\n## ')[0]
  const map = new Map<string, string>()
  for (const line of section.split('\n').filter((row) => row.startsWith('| `/api/v'))) {
    const [urls, code] = line.split('|').slice(1, 3)
    const file = /`([^`]+)`/.exec(code)![1]
    for (const [, url] of urls.matchAll(/`([^`]+)`/g)) map.set(url, file)
  }
  return map
}

/** Full paths from Fastify's route tree (`├── /api/v1/auth (POST)` with children indented by four). */
function routeUrls(tree: string): string[] {
  const stack: string[] = []
  const urls: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line)
    if (!match) continue
    const depth = match[1].length / 4
    stack.length = depth
    const url = (stack[depth - 1] ?? '') + match[2]
    stack[depth] = url
    if (match[3]) urls.push(url)
  }
  return urls
}

/** Served outside /api beside the API: the probes and the metrics (docs/OPERATIONS.md). */
const OPERATOR_URLS = ['/livez', '/readyz', '/metrics']

describe('README URL map', () => {
  it('names every API route the server registers, with the file that registers it', async () => {
    const app = await buildApp({ database: null, mediaBaseUrl: 'http://media.test/media/', docs: false })
    await app.ready()
    const registered = routeUrls(app.printRoutes({ commonPrefix: false })).filter((url) => /^\/api\/v[12]\//.test(url))
    await app.close()
    const map = readmeMap()
    expect(registered.length).toBeGreaterThan(30)
    expect(registered.filter((url) => !map.has(url)).sort()).toEqual([])
    expect([...map.keys()].filter((url) => !registered.includes(url)).sort()).toEqual([])
    for (const [url, file] of map) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${url} in ${file}`).toContain(`'${url}'`)
    }
  })

  it('names the operator’s URLs (probes, metrics) with the file that serves them', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8').split('## Which code answers a URL')[1].split('\n## ')[0]
    for (const url of OPERATOR_URLS) {
      const row = readme.split('\n').find((line) => line.startsWith('| ') && line.split('|')[1].includes(`\`${url}\``))
      expect(row, url).toBeDefined()
      const file = /`([^`]+\.ts)`/.exec(row!.split('|')[2])![1]
      expect(readFileSync(path.join(root, file), 'utf8'), `${url} in ${file}`).toContain(`'${url}'`)
    }
  })
})
