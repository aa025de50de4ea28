import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Where a webhook may be sent (docs/WEBHOOKS.md#addresses-the-server-calls): public addresses only, unless
 * WEBHOOK_ALLOW_PRIVATE says the receivers live on the chain's own network. The check runs on the
 * address the socket connects to (a lookup of our own), so a name that resolves to a public address
 * when saved and to 127.0.0.1 when sent (DNS rebinding) is still refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return parsed.range() === 'unicast'
}

/** The host of a URL as the socket would take it: brackets off an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

export class WebhookAddressError extends Error {
  constructor(
    readonly reason: 'private' | 'unresolved',
    message: string,
  ) {
    super(message)
  }
}

/** Resolves a URL's host and refuses it unless every address is public (or private ones are allowed). */
export async function checkWebhookAddress(url: URL, allowPrivate: boolean): Promise<void> {
  const host = hostOf(url)
  const addresses = isIP(host) ? [host] : await resolveAll(host)
  if (addresses.length === 0) throw new WebhookAddressError('unresolved', `no address for ${host}`)
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new WebhookAddressError('private', `${host} is not a public address`)
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve) =>
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => resolve(error ? [] : addresses.map((entry) => entry.address))),
  )
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** A `lookup` for http.request that answers only public addresses (or any, when private ones are allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, [])
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => isPublicAddress(entry.address))
      if (allowed.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} is not a public address`)
        refused.code = 'EWEBHOOKPRIVATE'
        return callback(refused, [])
      }
      if (options.all) return callback(null, allowed)
      callback(null, allowed[0].address, allowed[0].family)
    })
  }
}
