import { request } from 'node:http'
import { Readable } from 'node:stream'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import compressionPlugin from '../plugins/compression'
import { isClientHangup, withQuietHangups } from './logHangups'

interface LogLine {
  level: number
  msg: string
  err?: { message: string }
}

function loggedApp() {
  const lines: LogLine[] = []
  const app = Fastify({ logger: withQuietHangups({ level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } }) })
  return { app, lines }
}

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('a client that hangs up', () => {
  it('is told apart from other errors', () => {
    expect(isClientHangup(new Error('premature close'))).toBe(true)
    expect(isClientHangup(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe(true)
    expect(isClientHangup(new Error('connect ECONNREFUSED'))).toBe(false)
    expect(isClientHangup('premature close')).toBe(false)
  })

  it('is logged at info; any other error stays an error', () => {
    const { app, lines } = loggedApp()
    app.log.error(new Error('premature close'))
    app.log.error(new Error('the database is gone'))
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'the client closed the connection before its answer was sent'],
      [50, 'the database is gone'],
    ])
  })

  it('mid-way through a compressed answer leaves no error line', async () => {
    const { app, lines } = loggedApp()
    await app.register(compressionPlugin)
    // An answer that keeps coming until the client leaves: the compressor's pipe is cut half-way.
    app.get('/slow', (_request, reply) => {
      let sent = 0
      const body = new Readable({
        read() {
          sent += 1
          // Text that does not compress to nothing, so the compressor has output long before the end.
          this.push(sent > 4000 ? null : `${sent.toString(36).repeat(3000)}\n`)
        },
      })
      return reply.type('text/plain').send(body)
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    close = () => app.close()
    const { port } = app.server.address() as { port: number }
    await new Promise<void>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path: '/slow', headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip')
        response.once('data', () => {
          call.destroy()
          resolve()
        })
      })
      call.on('error', (error) => (call.destroyed ? undefined : reject(error)))
      call.end()
    })
    await expect.poll(() => lines.some((line) => line.msg === 'the client closed the connection before its answer was sent')).toBe(true)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
  }, 20_000)
})
