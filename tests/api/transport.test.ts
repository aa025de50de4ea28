import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'

// What the transport gives away (docs/SECURITY.md#transport-and-what-is-served): HSTS only over https,
// and no source maps in production unless SOURCE_MAPS=1.

describe('Strict-Transport-Security', () => {
  let plain: TestApp
  let proxied: TestApp
  let port: number
  beforeAll(async () => {
    plain = await buildTestApp()
    // Behind one proxy at 127.0.0.2: only its X-Forwarded-Proto is believed.
    proxied = await buildTestApp({ trustProxy: ['127.0.0.2'] })
    await proxied.app.listen({ host: '127.0.0.1', port: 0 })
    port = (proxied.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await plain?.close()
    await proxied?.close()
  })

  it('is not sent over plain http, whatever the client claims', async () => {
    for (const url of ['/api/v1/config', '/nowhere']) {
      const answer = await plain.app.inject({ method: 'GET', url })
      expect(answer.headers['strict-transport-security'], url).toBeUndefined()
      // The other headers are still there.
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff')
      const claimed = await plain.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } })
      expect(claimed.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  it('is sent when a trusted proxy says the browser came over https, and only then', async () => {
    for (const url of ['/api/v1/config', '/nowhere']) {
      const viaProxy = await loopbackCall(port, '127.0.0.2', 'GET', url, undefined, undefined, { 'x-forwarded-proto': 'https' })
      expect(viaProxy.headers['strict-transport-security'], url).toMatch(/max-age=\d+/)
      const proxyHttp = await loopbackCall(port, '127.0.0.2', 'GET', url, undefined, undefined, { 'x-forwarded-proto': 'http' })
      expect(proxyHttp.headers['strict-transport-security'], url).toBeUndefined()
      const stranger = await loopbackCall(port, '127.0.0.3', 'GET', url, undefined, undefined, { 'x-forwarded-proto': 'https' })
      expect(stranger.headers['strict-transport-security'], url).toBeUndefined()
    }
  })
})

describe('source maps', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-root-'))
  beforeAll(() => {
    for (const folder of ['assets', 'console', 'screen']) mkdirSync(path.join(root, folder), { recursive: true })
    writeFileSync(path.join(root, 'console/index.html'), '<!doctype html><title>console</title>')
    writeFileSync(path.join(root, 'screen/index.html'), '<!doctype html><title>screen</title>')
    writeFileSync(path.join(root, 'assets/app-1234.js'), 'console.log(1)\n//# sourceMappingURL=app-1234.js.map\n')
    writeFileSync(path.join(root, 'assets/app-1234.js.map'), '{"version":3,"sources":["secret.ts"]}')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const served = async (sourceMaps: boolean | undefined) => {
    const t = await buildTestApp({ web: { webRoot: root, publicRoot: path.resolve('public'), sourceMaps } })
    try {
      const script = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' })
      expect(script.statusCode).toBe(200)
      return (await t.app.inject({ method: 'GET', url: '/assets/app-1234.js.map' })).statusCode
    } finally {
      await t.close()
    }
  }

  it('are a 404 unless asked for, and served when they are', async () => {
    expect(await served(undefined)).toBe(404)
    expect(await served(false)).toBe(404)
    expect(await served(true)).toBe(200)
  })

  it('are off in production unless SOURCE_MAPS=1, on in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).sourceMaps).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SOURCE_MAPS: '1' }).sourceMaps).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).sourceMaps).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', SOURCE_MAPS: '0' }).sourceMaps).toBe(false)
    expect(() => loadConfig({ SOURCE_MAPS: 'yes' })).toThrow(/SOURCE_MAPS: must be 1 or 0/)
  })
})
