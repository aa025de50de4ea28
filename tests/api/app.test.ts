import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, buildApp } from '../../src/server/app'
import { MEDIA_BASE_URL, USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('the HTTP surface', () => {
  it('tells browsers the version, the approved media address and whether log cleaning is on, without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(response.statusCode).toBe(200)
    // This app has no LOGS_CLEAN_WORD: the console does not offer CLEAN LOGS; nor OIDC_ISSUER: no company sign-in.
    expect(response.json()).toEqual({
      data: { version: '21.12.22', mediaBaseUrl: MEDIA_BASE_URL, logsCleaning: false, oidcSignIn: false, oidcName: null },
    })
  })

  it('answers unknown API routes with a JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/unknown', '/elsewhere']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Not Found', code: 'NOT_FOUND' })
    }
  })

  it('checks who is calling before it reads the body: no token and a bad body is 401, not 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/locations', payload: { name: '' } })
    expect(response.statusCode).toBe(401)
    const screenRoute = await t.app.inject({ method: 'POST', url: '/api/v1/screens/poll', payload: { playing: 'maybe' } })
    expect(screenRoute.statusCode).toBe(401)
  })

  it('refuses a body over 1 MiB with 413', async () => {
    const token = await t.login(USERS.admin)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/locations',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    })
    expect(response.statusCode).toBe(413)
    expect(errorOf(response)).toBe('Request body is too large.')
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { 'content-type': 'application/json' }, payload: '{"email":' })
    expect(response.statusCode).toBe(400)
    expect(typeof errorOf(response)).toBe('string')
  })

  it('masks unexpected errors as a bare 500', async () => {
    // Without a database every data call throws inside the app.
    const broken = await buildApp({ database: null, mediaBaseUrl: MEDIA_BASE_URL })
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/v1/locations', headers: bearer('any-token') })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' })
    } finally {
      await broken.close()
    }
  })

  it('sends security headers: a CSP for the app and its media on pages, a lock-down set on API answers', async () => {
    // Any path outside the API is a page (here a 404 one): the console and the screen get this set.
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("media-src 'self' blob: http://media.test")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(page.headers['x-content-type-options']).toBe('nosniff')

    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(response.json()).toEqual({ data: { ok: true, version: '21.12.22', database: 'up', bus: 'up' } })
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    })
    // HSTS only over https (tests/api/transport.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['x-powered-by']).toBeUndefined()
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined()
  })

  it('describes itself as OpenAPI 3.1 with an operationId on every route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(document.openapi).toBe('3.1.0')
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((path) => Object.values(path))
    expect(operations.every((operation) => operation.operationId)).toBe(true)
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Location',
        'LocationResponse',
        'LocationListResponse',
        // A body is documented as the input it takes (only the components an operation uses are kept).
        'LocationCreateBodyInput',
        'LocationUpdateBodyInput',
        'User',
        'AuthResponse',
        'ErrorResponse',
      ]),
    )
    expect(document.components.schemas).not.toHaveProperty('LocationCreateBody')
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400)
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'")
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests')
  })
})
