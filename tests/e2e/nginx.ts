// Debian's nginx started with deploy/nginx.conf (ports, paths and addresses substituted, every
// address on loopback), and an https client that trusts its self-signed certificate and speaks from
// an address of its own: what tests/e2e/proxy.e2e.ts needs to try the sample config for real.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './server'

const root = path.resolve(import.meta.dirname, '../..')
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate))

export interface RunningProxy {
  /** https://127.0.0.1:PORT */
  origin: string
  /** http://127.0.0.1:PORT (the plain-http server block) */
  plainOrigin: string
  /** The self-signed certificate the client trusts. */
  ca: string
  stop(): Promise<void>
}

/** Replaces `from` in the sample, which must hold it exactly once (so a changed sample fails the test, not nginx). */
function once(text: string, from: string, to: string): string {
  const parts = text.split(from)
  if (parts.length !== 2) throw new Error(`deploy/nginx.conf should hold \`${from}\` once, holds it ${parts.length - 1} times`)
  return parts.join(to)
}

/** The sample config as this test runs it: loopback ports, files under `dir`, the upstream at `upstreamPort`. */
export function testConfig(dir: string, ports: { http: number; https: number; upstream: number }): string {
  let text = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const replacements: [string, string][] = [
    ['worker_processes auto;', 'worker_processes 1;'],
    ['pid /run/nginx-studio-screens.pid;', `pid ${dir}/nginx.pid;`],
    ['error_log /var/log/nginx/error.log warn;', `error_log ${dir}/error.log warn;`],
    [
      'access_log /var/log/nginx/access.log;',
      `access_log ${dir}/access.log;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join(' ')}`,
    ],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.upstream};`],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/certs/screens.example.com.pem', `${dir}/cert.pem`],
    ['/etc/ssl/private/screens.example.com.key', `${dir}/key.pem`],
  ]
  for (const [from, to] of replacements) text = once(text, from, to)
  return text
}

/** Starts nginx in the foreground with the sample config in front of the app on 127.0.0.1:`upstreamPort`. */
export async function startProxy(upstreamPort: number): Promise<RunningProxy> {
  if (!NGINX) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run installs it when missing)')
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-nginx-'))
  // nginx's workers may run as another user (root's nginx drops to nobody): they must reach the temp dirs.
  chmodSync(dir, 0o755)
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
    ],
    { stdio: 'ignore' },
  )
  const ports = { http: await freePort(), https: await freePort(), upstream: upstreamPort }
  writeFileSync(path.join(dir, 'nginx.conf'), testConfig(dir, ports))
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const ca = readFileSync(`${dir}/cert.pem`, 'utf8')
  const proxy: RunningProxy = {
    origin: `https://127.0.0.1:${ports.https}`,
    plainOrigin: `http://127.0.0.1:${ports.http}`,
    ca,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`)
    const answer = await through(proxy, 'GET', '/livez').catch(() => undefined)
    if (answer?.status === 200) return proxy
    if (Date.now() > deadline) {
      await proxy.stop()
      throw new Error(`nginx did not answer /livez within 30 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export interface ProxyAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: <T>() => T
}

/** Opens a request through the proxy over https from 127.0.0.2 (the certificate checked against the test's own CA). */
function open(proxy: RunningProxy, method: string, url: string, headers: Record<string, string>) {
  const target = new URL(url, proxy.origin)
  return request({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method, headers, ca: proxy.ca, localAddress: '127.0.0.2' })
}

/** One request through the proxy; answers its status, headers and body. */
export function through(proxy: RunningProxy, method: string, url: string, body?: string | object, headers: Record<string, string> = {}): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const payload = typeof body === 'object' ? JSON.stringify(body) : body
    const req = open(proxy, method, url, { ...(typeof body === 'object' ? { 'content-type': 'application/json' } : {}), ...headers })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T }))
    })
    req.on('error', reject)
    req.end(payload)
  })
}

/** A push stream read through the proxy: the frames as they arrive, and the answer's headers. */
export function streamThrough(proxy: RunningProxy, url: string, headers: Record<string, string>) {
  const frames: { event: string; data: unknown }[] = []
  const req = open(proxy, 'GET', url, { accept: 'text/event-stream', ...headers })
  const opened = new Promise<ProxyAnswer['headers']>((resolve, reject) => {
    req.on('response', (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event && data) frames.push({ event, data: JSON.parse(data) as unknown })
        }
      })
      res.on('error', () => {})
      resolve({ ...res.headers, ':status': String(res.statusCode) })
    })
    req.on('error', reject)
  })
  req.end()
  return { opened, frames, close: () => req.destroy() }
}
