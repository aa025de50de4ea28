// Compressed answers (src/server/plugins/compression.ts): the web apps' assets as the build compressed them, JSON
// above the threshold compressed on the fly, the heartbeat from a workout gzipped once (src/server/lib/stitchedGzip.ts);
// the push streams, small answers and the screen's other hot calls as they are.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/lib/precompress'
import { COMPRESS_THRESHOLD_BYTES } from '../../src/server/plugins/compression'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { pairScreen, templateIds } from './screensHelpers'

const root = mkdtempSync(path.join(tmpdir(), 'web-compressed-'))
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))}\n`
let t: TestApp
let admin: string
beforeAll(async () => {
  for (const folder of ['assets', 'console', 'screen']) mkdirSync(path.join(root, folder), { recursive: true })
  writeFileSync(path.join(root, 'console/index.html'), '<!doctype html><title>console</title>')
  writeFileSync(path.join(root, 'screen/index.html'), '<!doctype html><title>screen</title>')
  writeFileSync(path.join(root, 'assets/app-1234.js'), script)
  writeFileSync(path.join(root, 'assets/tiny-1234.js'), 'export {}\n')
  writeFileSync(path.join(root, 'assets/style-1234.css'), 'body{margin:0}\n')
  // What the build's plugin does to dist/web/assets (vite.config.ts).
  expect(precompressDir(path.join(root, 'assets'))).toBe(1)
  t = await buildTestApp({ web: { webRoot: root, publicRoot: path.resolve('public') } })
  admin = await t.login(USERS.admin)
})
afterAll(async () => {
  await t?.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('the web apps’ assets', () => {
  it('are sent as the build compressed them: brotli or gzip, as the browser accepts', async () => {
    const brotli = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.rawPayload).toEqual(readFileSync(path.join(root, 'assets/app-1234.js.br')))
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script)

    const gzip = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/app-1234.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.payload).toBe(script)
  })

  it('has no compressed copy below the threshold, and sends such a file as it is', async () => {
    const tiny = await get('/assets/tiny-1234.js', { 'accept-encoding': 'br' })
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.payload).toBe('export {}\n')
  })
})

describe('the web apps’ assets, from memory (src/server/plugins/buildAssets.ts)', () => {
  it('carry a year of immutable cache, say they vary by encoding, and revalidate by their ETag', async () => {
    const first = await get('/assets/app-1234.js', { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i)
    expect(first.headers['last-modified']).toMatch(/GMT$/)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const revalidated = await get('/assets/app-1234.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.rawPayload.length).toBe(0)
    expect(revalidated.headers.etag).toBe(etag)
    // Another file's tag is not this one's.
    expect((await get('/assets/app-1234.js', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200)
  })

  it('answer HEAD with the headers and no body, a style as text/css, and a name the build did not write with a 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.rawPayload.length).toBe(0)
    const style = await get('/assets/style-1234.css')
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(style.payload).toBe('body{margin:0}\n')
    const missing = await get('/assets/missing-1234.js')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-type']).toMatch(/json/)
  })

  it('answer a file removed before its first request, as a build written over a running server removes it, with a 404', async () => {
    writeFileSync(path.join(root, 'assets/later-1234.js'), 'export {}\n')
    const late = await buildTestApp({ web: { webRoot: root, publicRoot: path.resolve('public') } })
    try {
      rmSync(path.join(root, 'assets/later-1234.js'))
      const gone = await late.app.inject({ method: 'GET', url: '/assets/later-1234.js' })
      expect(gone.statusCode).toBe(404)
      expect(gone.headers['content-type']).toMatch(/json/)
    } finally {
      await late.close()
    }
  })

  it('are read from disk once: a file moved away after its first answer is still answered the same', async () => {
    const before = await get('/assets/tiny-1234.js')
    renameSync(path.join(root, 'assets/tiny-1234.js'), path.join(root, 'assets/tiny-1234.js.moved'))
    try {
      const after = await get('/assets/tiny-1234.js')
      expect(after.statusCode).toBe(200)
      expect(after.payload).toBe(before.payload)
    } finally {
      renameSync(path.join(root, 'assets/tiny-1234.js.moved'), path.join(root, 'assets/tiny-1234.js'))
    }
  })
})

describe('JSON answers', () => {
  it('are compressed above the threshold', async () => {
    const workouts = await get('/api/v1/workouts?pageSize=100', { ...bearer(admin), 'accept-encoding': 'br' })
    expect(workouts.statusCode).toBe(200)
    expect(workouts.headers['content-encoding']).toBe('br')
    const body = brotliDecompressSync(workouts.rawPayload)
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)
    expect(JSON.parse(body.toString()).data.length).toBeGreaterThan(0)
    const gzip = await get('/api/v1/workouts?pageSize=100', { ...bearer(admin), 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload)).toEqual(body)
  })

  it('are sent as they are below it, or to a client that accepts no compression', async () => {
    const config = await get('/api/v1/config', { 'accept-encoding': 'br, gzip' })
    expect(config.statusCode).toBe(200)
    expect(config.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES)
    expect(config.headers['content-encoding']).toBeUndefined()
    const plain = await get('/api/v1/workouts?pageSize=100', bearer(admin))
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().data.length).toBeGreaterThan(0)
  })

  it('are not compressed on the class screen’s poll and own read, however large', async () => {
    const screenId = (await templateIds(t)).demoScreen(1)
    // A long content id makes the screen's own read larger than the threshold.
    const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/screens/${screenId}`, headers: bearer(admin), payload: { contentId: 'c'.repeat(200) } })
    expect(updated.statusCode, updated.body).toBe(200)
    const token = await pairScreen(t, admin, screenId)
    const headers = { 'screen-auth-token': token, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }
    const poll = await t.app.inject({ method: 'POST', url: '/api/v1/screens/poll', headers, payload: { playing: false, automaticMode: true } })
    expect(poll.statusCode).toBe(200)
    expect(poll.headers['content-encoding']).toBeUndefined()
    expect(poll.json().data.timeZone).toBeTruthy()
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/screens/auth', headers })
    expect(read.statusCode).toBe(200)
    expect(read.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)
    expect(read.headers['content-encoding']).toBeUndefined()
  })
})

describe('the heartbeat', () => {
  const heartbeat = (token: string, encodings?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/screens/auth',
      headers: { 'screen-auth-token': token, 'content-type': 'application/json', ...(encodings === undefined ? {} : { 'accept-encoding': encodings }) },
      payload: {},
    })

  it('goes gzipped to a client that takes gzip: the same answer, a third of the bytes', async () => {
    const token = await pairScreen(t, admin, (await templateIds(t)).demoScreen(3))
    const plain = await heartbeat(token)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    const expected = plain.json().data
    expect(expected.workout.routines.length).toBeGreaterThan(0)

    const gzipped = await heartbeat(token, 'gzip, deflate, br, zstd')
    expect(gzipped.statusCode).toBe(200)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length)
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    const unpacked = JSON.parse(gunzipSync(gzipped.rawPayload).toString())
    // The status carries each call's own time; the rest is the same answer.
    expect(unpacked.data).toEqual({ ...expected, screen: { ...expected.screen, status: unpacked.data.screen.status } })
    expect(Date.parse(unpacked.data.screen.status.statusUpdatedAt)).toBeGreaterThanOrEqual(Date.parse(expected.screen.status.statusUpdatedAt))
  })

  it('goes as it is to a client that refuses gzip or takes only brotli', async () => {
    const token = await pairScreen(t, admin, (await templateIds(t)).demoScreen(4))
    for (const encodings of ['gzip;q=0, identity', 'br', 'identity']) {
      const answer = await heartbeat(token, encodings)
      expect(answer.statusCode, encodings).toBe(200)
      expect(answer.headers['content-encoding'], encodings).toBeUndefined()
      expect(answer.json().data.workout.routines.length, encodings).toBeGreaterThan(0)
    }
  })
})

describe('the push streams', () => {
  it('are never compressed, for a screen or a console', async () => {
    const token = await pairScreen(t, admin, (await templateIds(t)).demoScreen(2))
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    for (const [url, headers] of [
      ['/api/v1/screens/events', { 'screen-auth-token': token }],
      ['/api/v1/console/events', bearer(admin)],
    ] as const) {
      const abort = new AbortController()
      try {
        const response = await fetch(`${base}${url}`, {
          headers: { ...headers, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
          signal: abort.signal,
        })
        expect(response.status, url).toBe(200)
        expect(response.headers.get('content-type'), url).toMatch(/^text\/event-stream/)
        expect(response.headers.get('content-encoding'), url).toBeNull()
      } finally {
        abort.abort()
      }
    }
  })
})
