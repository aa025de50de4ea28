import type { FastifyReply } from 'fastify'

/**
 * Adds a request header to the answer's `Vary`, keeping what another hook put there (CORS adds `Origin`):
 * `reply.header` would replace it, and a cache would then serve one origin's or one encoding's answer to another.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary')
  const fields = typeof current === 'string' && current !== '' ? current.split(',').map((name) => name.trim()) : []
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return
  reply.header('vary', [...fields, field].join(', '))
}
