import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('has working defaults and treats blank values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' })
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, publicUrl: 'http://127.0.0.1:3000', mediaBaseUrl: 'http://127.0.0.1:3000/media/' })
    expect(config.database.driver).toBe('pglite')
  })

  it('uses PostgreSQL when DATABASE_URL is set and localhost for a wildcard host', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', HOST: '0.0.0.0', PORT: '8080' })
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@db:5432/app' })
    expect(config.publicUrl).toBe('http://localhost:8080')
  })

  it('names every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', ADMIN_PASSWORD: 'weak', MEDIA_BASE_URL: 'http://cdn.test/media' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/PORT[\s\S]*ADMIN_PASSWORD: Password must be at least 8[\s\S]*MEDIA_BASE_URL: must end with a slash/)
  })

  it('takes TRUST_PROXY as a hop count or a list of proxies, never a blanket yes', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1'])
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any client/)
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: not a hop count or a list of proxy addresses: proxy.internal/)
  })

  it('takes CORS_ORIGINS as exact origins, never a wildcard, a path or null', () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(loadConfig({ CORS_ORIGINS: 'https://portal.example.com, http://127.0.0.1:8080' }).corsOrigins).toEqual([
      'https://portal.example.com',
      'http://127.0.0.1:8080',
    ])
    for (const wrong of [
      '*',
      'null',
      'https://portal.example.com/',
      'https://portal.example.com/app',
      'portal.example.com',
      'ftp://files.example.com',
      'https://Portal.example.com',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(/CORS_ORIGINS: not an exact origin/)
    }
  })

  it('turns OpenID Connect on with an issuer, a client id and a secret, and never auto-creates super-admins', () => {
    expect(loadConfig({}).oidc).toBeNull()
    const oidc = { OIDC_ISSUER: 'https://login.example.com/tenant/v2.0', OIDC_CLIENT_ID: 'screens', OIDC_CLIENT_SECRET: 's3cret' }
    expect(loadConfig({ ...oidc, PUBLIC_URL: 'https://screens.example.com/' }).oidc).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'screens',
      clientSecret: 's3cret',
      name: null,
      autoCreateRole: null,
      redirectUri: 'https://screens.example.com/api/v1/auth/oidc/callback',
      postLogoutRedirectUri: 'https://screens.example.com/login',
    })
    expect(loadConfig({ ...oidc, OIDC_NAME: 'Okta', OIDC_AUTO_CREATE_ROLE: 'location' }).oidc).toMatchObject({ name: 'Okta', autoCreateRole: 'location' })
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe('http://127.0.0.1:4000')
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/OIDC_ISSUER: must be https/)
    expect(() => loadConfig({ ...oidc, OIDC_AUTO_CREATE_ROLE: 'super-admin' })).toThrow(/OIDC_AUTO_CREATE_ROLE: must be one of location, admin, api-access/)
    expect(() => loadConfig({ ...oidc, OIDC_CLIENT_SECRET: '' })).toThrow(/OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required/)
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'screens' })).toThrow(/OIDC_ISSUER is required with OIDC_CLIENT_ID/)
  })

  it('serves METRICS_PORT on loopback unless METRICS_HOST says otherwise, whatever HOST is', () => {
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics).toEqual({ token: undefined, port: 9464, host: '127.0.0.1' })
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5')
  })

  it('takes WEBHOOK_ALLOWED_HOSTS as host names and single addresses, in their normal form', () => {
    expect(loadConfig({}).webhookAllowedHosts).toEqual([])
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'Hooks.Internal., 10.0.0.5,[::1]' }).webhookAllowedHosts).toEqual([
      'hooks.internal',
      '10.0.0.5',
      '0:0:0:0:0:0:0:1',
    ])
    for (const wrong of ['http://a.internal', 'a.internal:8080', '10.0.0.0/8', '*.internal', 'a.internal/hooks'])
      expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: wrong }), wrong).toThrow(/WEBHOOK_ALLOWED_HOSTS: not a host name or a single address/)
  })

  it('takes SECRETS_KEY as one or more 32-byte keys, and refuses anything else', () => {
    expect(loadConfig({}).secretsKeys).toEqual([])
    const [first, second] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)]
    expect(loadConfig({ SECRETS_KEY: `${first.toString('base64')}, ${second.toString('hex')}` }).secretsKeys).toEqual([first, second])
    for (const wrong of ['hunter2', Buffer.alloc(16).toString('base64'), 'a'.repeat(63)])
      expect(() => loadConfig({ SECRETS_KEY: wrong })).toThrow(/SECRETS_KEY: each key is 32 bytes/)
  })
})
