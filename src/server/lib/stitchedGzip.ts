import { constants, crc32, deflateRawSync } from 'node:zlib'
import { encodingNegotiator } from './acceptEncoding'

/**
 * A gzip answer made of a long start shared by many answers, compressed once, and a short end of its own,
 * appended as it is: the heartbeat's current workout and the calling screen's few fields (docs/FLEET.md#measuring-it).
 *
 * A gzip file is a header, a deflate stream and a trailer holding the CRC-32 and the length of what it unpacks to.
 * A deflate stream is a run of blocks. The start is compressed with a sync flush, so its blocks end on a whole byte
 * and none of them is marked last; each answer adds its end as a "stored" block (five bytes of header, then the bytes
 * as they are) marked last, and the trailer, whose CRC continues the start's. Any gzip reader unpacks the result; no
 * compressor runs per answer.
 */
export interface GzipStart {
  /** The gzip header and the start's deflate blocks, none marked last. */
  readonly bytes: Buffer
  readonly crc: number
  readonly length: number
}

/** Header: magic, deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff
const STORED_HEADER = 5
const TRAILER = 8

export function gzipStart(start: Buffer): GzipStart {
  const blocks = deflateRawSync(start, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH })
  return { bytes: Buffer.concat([GZIP_HEADER, blocks]), crc: crc32(start), length: start.length }
}

/** The whole gzip file of `start` followed by `end`. */
export function gzipWithEnd(start: GzipStart, end: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(end.length / STORED_MAX))
  const out = Buffer.allocUnsafe(start.bytes.length + blocks * STORED_HEADER + end.length + TRAILER)
  let at = start.bytes.copy(out, 0)
  for (let block = 0; block < blocks; block += 1) {
    const chunk = end.subarray(block * STORED_MAX, (block + 1) * STORED_MAX)
    // BFINAL on the last block, BTYPE 00 (stored); the rest of the byte is padding.
    out[at] = block === blocks - 1 ? 1 : 0
    out.writeUInt16LE(chunk.length, at + 1)
    out.writeUInt16LE(~chunk.length & 0xffff, at + 3)
    at += STORED_HEADER
    at += chunk.copy(out, at)
  }
  // Node's crc32 answers 0, not the value it continues, for no bytes.
  out.writeUInt32LE(end.length === 0 ? start.crc : crc32(end, start.crc), at)
  out.writeUInt32LE((start.length + end.length) % 2 ** 32, at + 4)
  return out
}

const preferredEncoding = encodingNegotiator(['gzip', 'identity'])

/** Does this Accept-Encoding take gzip (before no encoding, q-values honoured)? */
export function acceptsGzip(header: string | undefined): boolean {
  return preferredEncoding(header) === 'gzip'
}
