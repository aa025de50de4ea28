// A media host of a test's own on loopback, as a chain's CDN would serve the clips: /media/next-N.mp4 (a demo clip),
// Range answered with 206, CORS for any origin, a log of the screen's requests, and a cut mid-body on demand.
import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'

/** The demo clip a step of the test workouts plays (public/media). */
const media = path.resolve(import.meta.dirname, '../../public/media')
export const clip = (step: number) => readFileSync(path.join(media, `routine-${String(((step - 1) % 7) + 1).padStart(2, '0')}.mp4`))

export interface Logged {
  name: string
  range: string | null
  status: number
}

/** What the server's link check is answered: a video's head, no body worth the name. */
function serveCheck(method: string, response: ServerResponse) {
  response.writeHead(method === 'HEAD' ? 200 : 206, { 'content-type': 'video/mp4', 'content-length': 0 })
  response.end()
}

/** The media host: /media/next-N.mp4 (a demo clip), Range answered with 206, CORS for any origin; `cut` names cut once at half. */
export function mediaHost() {
  const log: Logged[] = []
  const cut = new Set<string>()
  const server: Server = createServer((request, response) => {
    // The server checks a workout's links when it is saved (HEAD, small ranges): only the screen's requests are logged.
    if (!/Chrome/.test(request.headers['user-agent'] ?? '')) return serveCheck(request.method ?? 'GET', response)
    const name = path.basename(new URL(request.url ?? '/', 'http://host').pathname)
    const step = Number(/^next-(\d+)\.mp4$/.exec(name)?.[1])
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-expose-headers', 'content-range, content-length')
    response.setHeader('access-control-allow-headers', 'range')
    response.setHeader('cache-control', 'no-store')
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    if (!step) {
      log.push({ name, range: null, status: 404 })
      return response.writeHead(404).end()
    }
    const body = clip(step)
    const range = request.headers.range ?? null
    const match = range ? /^bytes=(\d+)-$/.exec(range) : null
    if (match) {
      const from = Number(match[1])
      log.push({ name, range, status: 206 })
      response.writeHead(206, {
        'content-type': 'video/mp4',
        'content-length': body.length - from,
        'content-range': `bytes ${from}-${body.length - 1}/${body.length}`,
      })
      return response.end(body.subarray(from))
    }
    log.push({ name, range, status: 200 })
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length, 'accept-ranges': 'bytes' })
    if (cut.delete(name)) {
      // Half the body, then the connection drops: the screen must not start this clip over from byte 0.
      response.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => response.socket?.destroy(), 50))
      return
    }
    response.end(body)
  })
  return { server, log, cut }
}
