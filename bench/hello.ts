// The baseline: a bare Fastify route on this machine, started the same way as the real server.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ data: 'hello' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
