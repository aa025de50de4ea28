import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { guardedLookup, hostOf, isPublicAddress } from './address'

export interface SendResult {
  /** The receiver's HTTP status, or null when none came (refused, timed out, address refused). */
  status: number | null
  ms: number
  error: string | null
}

const TIMEOUT_MS = 10_000
/** What is kept of a receiver's answer: its status is what counts, the body is read and dropped. */
const USER_AGENT = 'kb-studio-screens-webhooks'

/**
 * One POST to a receiver. A 2xx is delivered; anything else, a redirect included, is a failure (a
 * redirect is never followed: it could lead to an address the check refuses).
 */
export function postWebhook(target: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<SendResult> {
  const began = performance.now()
  const elapsed = () => Math.round(performance.now() - began)
  const url = new URL(target)
  const host = hostOf(url)
  // A literal address skips the lookup, so it is checked here.
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) {
    return Promise.resolve({ status: null, ms: 0, error: `${host} is not a public address` })
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': USER_AGENT, ...headers },
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          const status = response.statusCode ?? null
          const ok = status !== null && status >= 200 && status < 300
          resolve({ status, ms: elapsed(), error: ok ? null : `HTTP ${status}` })
        })
        response.on('error', (error) => resolve({ status: response.statusCode ?? null, ms: elapsed(), error: error.message }))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)))
    request.on('error', (error) => resolve({ status: null, ms: elapsed(), error: error.message }))
    request.end(body)
  })
}
