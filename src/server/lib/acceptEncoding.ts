import { Negotiator } from '@fastify/accept-negotiator'

/**
 * The content coding a client prefers among `supported`, from its Accept-Encoding header: q-values honoured (`;q=0`
 * refuses one), names in any case, ties to the order of `supported`; undefined when it takes none of them. A fleet's
 * screens send one or two different headers, so the last answer is kept; no map grows with what callers send.
 */
export function encodingNegotiator<Encoding extends string>(supported: readonly Encoding[]): (header: string | undefined) => Encoding | undefined {
  const negotiator = new Negotiator({ supportedValues: [...supported] })
  let lastHeader: string | undefined
  let lastAnswer: Encoding | undefined
  return (header) => {
    if (!header) return undefined
    if (header !== lastHeader) {
      lastAnswer = negotiator.negotiate(header.toLowerCase()) ?? undefined
      lastHeader = header
    }
    return lastAnswer
  }
}
