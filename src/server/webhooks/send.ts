import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { guardedLookup, hostOf, mayCall, type AddressPolicy } from './address'

export interface SendResult {
  /** The receiver's HTTP status, or null when none came (refused, timed out, address refused). */
  status: number | null
  ms: number
  error: string | null
}

/** The whole of one attempt: connecting, the receiver's headers and the end of its body (docs/WEBHOOKS.md#delivery). */
export const WEBHOOK_DEADLINE_MS = 10_000
const USER_AGENT = 'kb-studio-screens-webhooks'

export interface SendOptions {
  policy: AddressPolicy
  /** The attempt's total deadline; default WEBHOOK_DEADLINE_MS. */
  deadlineMs?: number
  /** Aborts the attempt (the server shutting down); it resolves with the reason as its error. */
  signal?: AbortSignal
}

/**
 * One POST to a receiver. A 2xx whose body ends within the deadline is delivered; anything else, a
 * redirect included, is a failure (a redirect is never followed: it could lead to an address the
 * check refuses). The deadline counts from the start and covers the connection, the headers and the
 * whole body: a receiver that answers 200 and then sends a byte every few seconds is cut off at it,
 * where an idle timeout alone would wait for ever.
 */
export function postWebhook(target: string, body: string, headers: Record<string, string>, options: SendOptions): Promise<SendResult> {
  const deadlineMs = options.deadlineMs ?? WEBHOOK_DEADLINE_MS
  const began = performance.now()
  const elapsed = () => Math.round(performance.now() - began)
  const url = new URL(target)
  const host = hostOf(url)
  // A literal address skips the lookup, so it is checked here.
  if (isIP(host) && !mayCall(host, host, options.policy)) {
    return Promise.resolve({ status: null, ms: 0, error: `${host} is not a public address` })
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let status: number | null = null
    let settled = false
    const finish = (result: SendResult) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      options.signal?.removeEventListener('abort', abort)
      resolve(result)
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': USER_AGENT, ...headers },
        lookup: guardedLookup(options.policy),
      },
      (response) => {
        status = response.statusCode ?? null
        response.resume()
        response.on('end', () => {
          const ok = status !== null && status >= 200 && status < 300
          finish({ status, ms: elapsed(), error: ok ? null : `HTTP ${status}` })
        })
        response.on('error', (error) => finish({ status, ms: elapsed(), error: error.message }))
        response.on('close', () => finish({ status, ms: elapsed(), error: 'the answer was cut off' }))
      },
    )
    const stop = (reason: string) => {
      finish({ status, ms: elapsed(), error: reason })
      request.destroy()
    }
    const deadline = setTimeout(() => stop(`no complete answer within ${deadlineMs / 1000} s`), deadlineMs)
    const abort = () => stop('the server stopped before an answer came')
    if (options.signal?.aborted) return abort()
    options.signal?.addEventListener('abort', abort, { once: true })
    request.on('error', (error) => finish({ status, ms: elapsed(), error: error.message }))
    request.end(body)
  })
}
