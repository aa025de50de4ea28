import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SCREEN_SW } from '../../src/shared/screenWorker'

// A release published while screens run, without a second build: a plain http proxy on loopback in front of the
// real server passes every request through (streams included: the push channel) and, once `publish()` is called,
// answers the screen's service worker (/screens/sw.js) with the server's script plus a line naming the release.
// A byte-different script is what the browser takes for a new version (docs/SCREEN-DEVICE.md#offline-boot).

export interface ReleaseProxy {
  /** http://127.0.0.1:PORT: a secure context, like the server itself. */
  origin: string
  /** Publishes release `name`: the next check of the service worker finds a new one. */
  publish(name: string): void
  /** How many times the browser fetched each release's worker script ('' for the one built). */
  workerFetches(): Record<string, number>
  stop(): Promise<void>
}

export async function startReleaseProxy(target: string): Promise<ReleaseProxy> {
  const upstream = new URL(target)
  let release = ''
  const fetches: Record<string, number> = {}
  const server: Server = createServer((incoming, outgoing) => {
    const worker = incoming.url === SCREEN_SW.url
    if (worker) fetches[release] = (fetches[release] ?? 0) + 1
    const headers = { ...incoming.headers, host: upstream.host }
    // The script is rewritten: ask for it uncompressed.
    if (worker) delete headers['accept-encoding']
    const forward = request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      if (!worker || !release || answer.statusCode !== 200) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(`\n// release ${release}\n`)])
        const answerHeaders = { ...answer.headers, 'content-length': String(body.length) }
        delete answerHeaders.etag
        outgoing.writeHead(200, answerHeaders)
        outgoing.end(body)
      })
    })
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    publish: (name) => (release = name),
    workerFetches: () => ({ ...fetches }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
