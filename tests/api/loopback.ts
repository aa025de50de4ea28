// Real requests over a socket from a loopback address of the test's choosing (127.0.0.2, 127.0.0.3, …),
// so per-address limits and logs see distinct clients.
import { request as httpRequest } from 'node:http'

export interface LoopbackAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: { error?: string; code?: string; data?: unknown }
}

/** A JSON request from `from` to the app listening on 127.0.0.1:`port`. */
export function loopbackCall(
  port: number,
  from: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
  headers: Record<string, string> = {},
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as LoopbackAnswer['body']) : {} }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
