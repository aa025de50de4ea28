import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// A clip of real length for the tests, made without ffmpeg (CI has none): the video track of a demo clip played
// `loops` times over, remuxed into one MP4 (moov first, one chunk per loop). A 4 s demo clip looped 45 times lasts
// 3 minutes, as a real routine clip does; its frames are the demo's, so every loop shows the same running timer.

type Leaf = { type: string; body: Buffer }
type Parent = { type: string; children: Node[] }
type Node = Leaf | Parent

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf'])

function parse(buffer: Buffer, start = 0, end = buffer.length): Node[] {
  const nodes: Node[] = []
  for (let offset = start; offset < end;) {
    const size = buffer.readUInt32BE(offset)
    const type = buffer.toString('latin1', offset + 4, offset + 8)
    if (size < 8) throw new Error(`unsupported box size ${size} (${type})`)
    nodes.push(CONTAINERS.has(type) ? { type, children: parse(buffer, offset + 8, offset + size) } : { type, body: buffer.subarray(offset + 8, offset + size) })
    offset += size
  }
  return nodes
}

function serialize(nodes: Node[]): Buffer {
  return Buffer.concat(
    nodes.map((node) => {
      const body = 'children' in node ? serialize(node.children) : node.body
      const header = Buffer.alloc(8)
      header.writeUInt32BE(body.length + 8)
      header.write(node.type, 4, 'latin1')
      return Buffer.concat([header, body])
    }),
  )
}

const find = (nodes: Node[], type: string): Node | undefined => nodes.find((node) => node.type === type)
const child = (node: Node | undefined, ...types: string[]): Node => {
  let current = node
  for (const type of types) current = current && 'children' in current ? find(current.children, type) : undefined
  if (!current) throw new Error(`no ${types.join('/')} box`)
  return current
}
const body = (node: Node): Buffer => ('body' in node ? node.body : serialize(node.children))
const fullBox = (entries: number[]): Buffer => {
  const out = Buffer.alloc(4 + entries.length * 4)
  entries.forEach((value, index) => out.writeUInt32BE(value, 4 + index * 4))
  return out
}
const words = (buffer: Buffer, from: number, count: number) => Array.from({ length: count }, (_, index) => buffer.readUInt32BE(from + index * 4))

/** Multiplies a version-0 duration field in place; refuses version 1 (64-bit) boxes, which the demo clips do not have. */
function scaleDuration(node: Node, offset: number, loops: number) {
  const data = body(node)
  if (data[0] !== 0) throw new Error(`${node.type} version ${data[0]} is not supported`)
  data.writeUInt32BE(data.readUInt32BE(offset) * loops, offset)
}

/** Writes `target`: the video track of `source` played `loops` times; answers its size in bytes. */
export function writeLongClip(source: string, target: string, loops: number): number {
  const file = readFileSync(source)
  const top = parse(file)
  const moov = child({ type: 'root', children: top }, 'moov') as Parent
  const video = moov.children.find((node) => node.type === 'trak' && body(child(node, 'mdia', 'hdlr')).toString('latin1', 8, 12) === 'vide') as Parent
  if (!video) throw new Error('no video track')
  moov.children = moov.children.filter((node) => node.type !== 'udta' && (node.type !== 'trak' || node === video))
  const stbl = child(video, 'mdia', 'minf', 'stbl') as Parent
  if (find(stbl.children, 'ctts')) throw new Error('B-frames (ctts) are not supported')
  const table = (type: string) => body(child(stbl, type))

  // Where each sample of the source is: chunk offsets (stco), samples per chunk (stsc), sizes (stsz).
  const stsz = table('stsz')
  const count = stsz.readUInt32BE(8)
  const sizes = stsz.readUInt32BE(4) ? Array<number>(count).fill(stsz.readUInt32BE(4)) : words(stsz, 12, count)
  const chunks = words(table('stco'), 8, table('stco').readUInt32BE(4))
  const stsc = table('stsc')
  const runs = Array.from({ length: stsc.readUInt32BE(4) }, (_, index) => words(stsc, 8 + index * 12, 3))
  const samples: Buffer[] = []
  chunks.forEach((chunkOffset, index) => {
    const perChunk = runs.filter(([first]) => first <= index + 1).at(-1)![1]
    for (let offset = chunkOffset, taken = 0; taken < perChunk && samples.length < count; taken++) {
      const size = sizes[samples.length]
      samples.push(file.subarray(offset, offset + size))
      offset += size
    }
  })
  const loop = Buffer.concat(samples)

  // The sample tables, `loops` times over: one chunk per loop.
  const repeat = (entries: number[]) => Array.from({ length: loops }, () => entries).flat()
  const stts = table('stts')
  const sttsEntries = words(stts, 8, stts.readUInt32BE(4) * 2)
  const stssEntries = find(stbl.children, 'stss') ? words(table('stss'), 8, table('stss').readUInt32BE(4)) : null
  const set = (type: string, data: Buffer) => {
    const node = find(stbl.children, type)
    if (node && 'body' in node) node.body = data
  }
  set('stts', fullBox([(sttsEntries.length / 2) * loops, ...repeat(sttsEntries)]))
  if (stssEntries) set('stss', fullBox([stssEntries.length * loops, ...Array.from({ length: loops }, (_, k) => stssEntries.map((n) => n + k * count)).flat()]))
  set('stsz', fullBox([0, count * loops, ...repeat(sizes)]))
  set('stsc', fullBox([1, 1, count, 1]))
  stbl.children = stbl.children.filter((node) => !['sgpd', 'sbgp'].includes(node.type))

  scaleDuration(child(moov, 'mvhd'), 16, loops)
  scaleDuration(child(video, 'tkhd'), 20, loops)
  scaleDuration(child(video, 'mdia', 'mdhd'), 16, loops)
  const edts = find(video.children, 'edts')
  if (edts) scaleDuration(child(edts, 'elst'), 8, loops)

  // The chunk offsets depend on the moov's size, which does not depend on their values.
  const ftyp = serialize([child({ type: 'root', children: top }, 'ftyp')])
  set('stco', fullBox([loops, ...Array<number>(loops).fill(0)]))
  const mdatStart = ftyp.length + serialize([moov]).length + 8
  set('stco', fullBox([loops, ...Array.from({ length: loops }, (_, k) => mdatStart + k * loop.length)]))
  const out = Buffer.concat([ftyp, serialize([moov]), serialize([{ type: 'mdat', body: Buffer.concat(Array<Buffer>(loops).fill(loop)) }])])
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, out)
  return out.length
}
