import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Where a webhook may be sent (docs/WEBHOOKS.md#addresses-the-server-calls): public addresses only, unless
 * WEBHOOK_ALLOW_PRIVATE says the receivers live on the chain's own network, or WEBHOOK_ALLOWED_HOSTS names
 * the few hosts that do. The check runs on the address the socket connects to (a lookup of our own), so a
 * name that resolves to a public address when saved and to 127.0.0.1 when sent (DNS rebinding) is still refused.
 */
export interface AddressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: every address may be called. */
  allowPrivate: boolean
  /** WEBHOOK_ALLOWED_HOSTS: these hosts (names in lower case, addresses in their normal form) may be on private addresses. */
  allowedHosts: readonly string[]
}

export const PUBLIC_ONLY: AddressPolicy = { allowPrivate: false, allowedHosts: [] }

/** True when the first 96 bits are zero: `::a.b.c.d`, the IPv4-compatible form (deprecated), which `::1` and `::` are too. */
const ipv4Compatible = (address: ipaddr.IPv6) => address.parts.slice(0, 6).every((part) => part === 0)

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6
    // `[::127.0.0.1]` is written `[::7f00:1]` by the URL parser, a form the library calls unicast: an address with
    // an IPv4 address in its last 32 bits and nothing before is never a public receiver.
    if (ipv4Compatible(v6)) return false
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address()
  }
  return parsed.range() === 'unicast'
}

/** Link-local addresses (the clouds' metadata address among them) stay refused for a host on the allow-list too. */
function isLinkLocal(address: string): boolean {
  if (!ipaddr.isValid(address)) return true
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  if (parsed.kind() === 'ipv6' && ipv4Compatible(parsed as ipaddr.IPv6) && !['::', '::1'].includes(parsed.toString())) {
    parsed = ipaddr.fromByteArray((parsed as ipaddr.IPv6).toByteArray().slice(12))
  }
  return parsed.range() === 'linkLocal'
}

/** A host as WEBHOOK_ALLOWED_HOSTS and a URL are compared: a name in lower case without a final dot, an address in its normal form. */
export function normalHost(host: string): string {
  const bare = host
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '')
  return ipaddr.isValid(bare) && isIP(bare) ? ipaddr.parse(bare).toNormalizedString() : bare
}

/** WEBHOOK_ALLOWED_HOSTS: a comma-separated list of host names and single addresses. Answers the list, or the words of what is wrong. */
export function parseAllowedHosts(value: string | undefined): string[] | string {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const wrong = list.filter(
    (item) => !isIP(item.replace(/^\[|\]$/g, '')) && !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.?$/i.test(item),
  )
  if (wrong.length > 0) return `not a host name or a single address (no scheme, port, path, range or wildcard): ${wrong.join(', ')}`
  return [...new Set(list.map(normalHost))]
}

/** Whether the policy lets this host (of a URL) reach private addresses. */
const onAllowList = (host: string, policy: AddressPolicy) => policy.allowedHosts.includes(normalHost(host))

/** Whether `address`, which `host` resolved to (or is), may be called under the policy. */
export function mayCall(host: string, address: string, policy: AddressPolicy): boolean {
  if (policy.allowPrivate || isPublicAddress(address)) return true
  return onAllowList(host, policy) && !isLinkLocal(address)
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

/** Resolves a URL's host and refuses it unless the policy allows every address it has. */
export async function checkWebhookAddress(url: URL, policy: AddressPolicy): Promise<void> {
  const host = hostOf(url)
  const addresses = isIP(host) ? [host] : await resolveAll(host)
  if (addresses.length === 0) throw new WebhookAddressError('unresolved', `no address for ${host}`)
  if (!addresses.every((address) => mayCall(host, address, policy))) throw new WebhookAddressError('private', `${host} is not a public address`)
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve) =>
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => resolve(error ? [] : addresses.map((entry) => entry.address))),
  )
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** A `lookup` for http.request that answers only the addresses the policy allows for that host. */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, [])
      const allowed = addresses.filter((entry) => mayCall(hostname, entry.address, policy))
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
