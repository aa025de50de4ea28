/** A failed screen call; `status` is the HTTP status of the REST answer (401/404 forget the token). */
export class ScreenApiError extends Error {
  readonly status: number | undefined
  constructor(message: string, status: number | undefined) {
    super(message)
    this.name = 'ScreenApiError'
    this.status = status
  }
}

export interface RequestOptions {
  token?: string | null
  /** Survives the page unloading (the hard-refresh clear is sent just before a reload). */
  keepalive?: boolean
  signal?: AbortSignal
  /** Default 15 s: a stalled call must not hold a poll forever (the HTTP client itself has none). */
  timeoutMs?: number
}

/** fetch with the screen token, a time limit and no cache; a network failure rejects as ScreenApiError without a status. */
export async function screenFetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  options: RequestOptions,
): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    return await fetch(url, { ...init, keepalive: options.keepalive, signal, cache: 'no-store' })
  } catch (error) {
    throw new ScreenApiError(error instanceof Error ? error.message : 'Network Error', undefined)
  }
}
