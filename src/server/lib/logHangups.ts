import type { FastifyServerOptions } from 'fastify'

/**
 * A client that went away before its answer was all sent: a tab closed or moved on while a file or a compressed answer
 * was on its way. The stream reports it as an error ("premature close", from the compressor's pipe or Node's own),
 * though nothing went wrong on the server.
 */
export function isClientHangup(value: unknown): boolean {
  if (!(value instanceof Error)) return false
  return value.message === 'premature close' || (value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
}

/**
 * Logger options under which a client's hang-up, logged as an error by the plugin that streamed the answer, is kept at
 * info: on every page a visitor leaves while it loads, an error line would send whoever watches the logs looking for a
 * fault that is not there (docs/OPERATIONS.md#logs).
 */
export function withQuietHangups(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  const options = logger === true ? {} : logger
  return {
    ...options,
    hooks: {
      logMethod(args, method, level) {
        // 50 is pino's error level; fatal (60) is never a hang-up.
        if (level === 50 && isClientHangup(args[0])) {
          this.info({ err: args[0] }, 'the client closed the connection before its answer was sent')
          return
        }
        method.apply(this, args)
      },
    },
  }
}
