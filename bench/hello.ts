// The baseline: a bare node:http server answering a small JSON body, the ceiling of this machine.
import { createServer } from 'node:http'

const body = JSON.stringify({ data: 'hello' })
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
  response.end(body)
})
server.keepAliveTimeout = 72_000
server.listen(Number(process.env.PORT), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
