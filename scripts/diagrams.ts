/**
 * `npm run diagrams` (tsx scripts/diagrams.ts): writes docs/machines/<name>.svg for every machine, so
 * QA can read the charts without a tool. The picture comes from the machine definitions themselves:
 * they are turned into Graphviz DOT here and rendered by @viz-js/viz (Graphviz compiled to wasm, bundled,
 * nothing downloaded at run time). `--dot` also writes the .dot sources next to the pictures. `--check`
 * writes nothing and exits 1 when a committed picture differs from what the machines draw, or is missing
 * or left over (`npm test` runs it; Graphviz's output is the same on every run for the same DOT).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { instance } from '@viz-js/viz'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { classMachine } from '../machines/classMachine'
import { consoleStreamMachine } from '../machines/consoleStreamMachine'
import { identityMachine } from '../machines/identityMachine'
import { playReportMachine } from '../machines/playReportMachine'
import { pairingMachine } from '../machines/pairingMachine'
import { fetchAheadMachine } from '../machines/fetchAheadMachine'
import { planMachine } from '../machines/planMachine'
import { pollMachine } from '../machines/pollMachine'
import { screenMachine } from '../machines/screenMachine'
import { watchdogMachine } from '../machines/watchdogMachine'

/** Every machine QA should see, by file name. */
export const MACHINES: Record<string, AnyStateMachine> = {
  screenMachine,
  pairingMachine,
  classMachine,
  pollMachine,
  identityMachine,
  playReportMachine,
  watchdogMachine,
  consoleStreamMachine,
  planMachine,
  fetchAheadMachine,
}

type Named = string | { type?: string } | ((...args: never[]) => unknown) | undefined

function nameOf(value: Named): string {
  if (!value) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'function') return (value as { type?: string }).type ?? 'inline'
  return value.type ?? 'inline'
}

/** A delay in ms as people read it: 2 s, 15 s, 44 s, 1 h. */
export function formatDelay(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`
  if (ms % 60_000 === 0) return `${ms / 60_000} min`
  return `${ms / 1000} s`
}

function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) {
    const delay = (machine.implementations.delays as Record<string, unknown>)[after[1]]
    return typeof delay === 'number' ? `after ${after[1]} (${formatDelay(delay)})` : `after ${after[1]}`
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[2]} ${actor[1]}`
  return eventType
}

const quote = (text: string) => JSON.stringify(text)
const clusterId = (node: AnyStateNode) => `cluster_${node.id.replace(/[^A-Za-z0-9_]/g, '_')}`
const anchorId = (node: AnyStateNode) => `${node.id}::anchor`
const isContainer = (node: AnyStateNode) => node.type === 'compound' || node.type === 'parallel'

function describeNode(node: AnyStateNode): string {
  const lines = [node.key]
  if (node.tags.length) lines.push(`tags: ${node.tags.join(', ')}`)
  for (const invoke of node.invoke) lines.push(`invoke: ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`)
  // xstate.raise / xstate.cancel are how `after` schedules its timers: the edges already say "after".
  const visible = (name: string) => Boolean(name) && !name.startsWith('xstate.')
  const entry = node.entry.map((action) => nameOf(action as Named)).filter(visible)
  if (entry.length) lines.push(`entry / ${entry.join(', ')}`)
  const exit = node.exit.map((action) => nameOf(action as Named)).filter(visible)
  if (exit.length) lines.push(`exit / ${exit.join(', ')}`)
  return lines.join('\n')
}

/** Graphviz DOT for a machine: nested states as clusters, every transition an edge labelled event [guard] / actions. */
export function machineToDot(machine: AnyStateMachine): string {
  const out: string[] = [
    `digraph ${quote(machine.id)} {`,
    // Type a QA engineer reads at a glance on a laptop screen or a printed page.
    '  compound=true; rankdir=LR; fontname="Helvetica"; fontsize=18; nodesep=0.5; ranksep=0.8;',
    '  node [shape=box, style="rounded,filled", fillcolor="#f5f7fa", fontname="Helvetica", fontsize=15, margin="0.2,0.12"];',
    '  edge [fontname="Helvetica", fontsize=13, color="#445566"];',
    `  label=${quote(`${machine.id}${machine.root.description ? `\n${machine.root.description}` : ''}`)}; labelloc=t;`,
  ]

  const emitNode = (node: AnyStateNode, indent: string) => {
    if (!isContainer(node)) {
      const final = node.type === 'final' ? ', peripheries=2' : ''
      out.push(`${indent}${quote(node.id)} [label=${quote(describeNode(node))}${final}];`)
      return
    }
    out.push(`${indent}subgraph ${clusterId(node)} {`)
    const style = node.type === 'parallel' ? 'dashed,rounded' : 'rounded'
    out.push(`${indent}  label=${quote(describeNode(node) + (node.type === 'parallel' ? '\n(parallel)' : ''))}; style=${quote(style)}; color="#8899aa";`)
    out.push(`${indent}  ${quote(anchorId(node))} [shape=point, width=0.12, label="", style=filled, fillcolor=black];`)
    for (const child of Object.values(node.states)) emitNode(child, `${indent}  `)
    const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined
    if (initial) out.push(`${indent}  ${quote(anchorId(node))} -> ${quote(isContainer(initial) ? anchorId(initial) : initial.id)};`)
    out.push(`${indent}}`)
  }
  for (const child of Object.values(machine.root.states)) emitNode(child, '  ')
  const rootInitial = machine.root.initial?.target?.[0]
  if (rootInitial) {
    out.push(`  "::start" [shape=point, width=0.15, label=""];`)
    out.push(`  "::start" -> ${quote(isContainer(rootInitial) ? anchorId(rootInitial) : rootInitial.id)};`)
  }

  const endpoint = (node: AnyStateNode, role: 'tail' | 'head') =>
    node === machine.root
      ? { id: '::start', attr: '' }
      : isContainer(node)
        ? { id: anchorId(node), attr: `${role === 'tail' ? 'ltail' : 'lhead'}=${clusterId(node)}` }
        : { id: node.id, attr: '' }

  const emitEdges = (node: AnyStateNode) => {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    // A node's self-transitions (staying put, or re-entering itself) share one loop whose label lists
    // them a line each, rather than a stack of loops nobody can read.
    const selfLines: string[] = []
    for (const transition of transitions) {
      const guard = transition.guard ? ` [${nameOf(transition.guard)}]` : ''
      const actions = (transition.actions as Named[]).map(nameOf).filter(Boolean)
      const label = `${eventLabel(machine, String(transition.eventType))}${guard}${actions.length ? ` / ${actions.join(', ')}` : ''}`
      const targets = transition.target?.length ? transition.target : [node]
      for (const target of targets) {
        if (target === node) {
          selfLines.push(transition.target ? `${label} (re-enter)` : label)
          continue
        }
        const tail = endpoint(node, 'tail')
        const head = endpoint(target, 'head')
        const attrs = [`label=${quote(label)}`, tail.attr, head.attr].filter(Boolean)
        out.push(`  ${quote(tail.id)} -> ${quote(head.id)} [${attrs.join(', ')}];`)
      }
    }
    if (selfLines.length > 0) {
      const self = endpoint(node, 'tail')
      const attrs = [`label=${quote(selfLines.join('\n'))}`, self.attr, self.attr.replace('ltail', 'lhead'), 'style=dashed'].filter(Boolean)
      out.push(`  ${quote(self.id)} -> ${quote(self.id)} [${attrs.join(', ')}];`)
    }
    for (const child of Object.values(node.states)) emitEdges(child)
  }
  emitEdges(machine.root)
  out.push('}')
  return out.join('\n')
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const outDir = join(root, 'docs', 'machines')
  const check = process.argv.includes('--check')
  mkdirSync(outDir, { recursive: true })
  const viz = await instance()
  const stale: string[] = []
  for (const [name, machine] of Object.entries(MACHINES)) {
    const dot = machineToDot(machine)
    const svg = viz.renderString(dot, { format: 'svg', engine: 'dot' })
    const file = join(outDir, `${name}.svg`)
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(`docs/machines/${name}.svg`)
      continue
    }
    writeFileSync(file, svg)
    if (process.argv.includes('--dot')) writeFileSync(join(outDir, `${name}.dot`), dot)
    console.log(`docs/machines/${name}.svg`)
  }
  if (!check) return
  const leftOver = readdirSync(outDir).filter((file) => file.endsWith('.svg') && !(file.slice(0, -'.svg'.length) in MACHINES))
  for (const file of leftOver) stale.push(`docs/machines/${file} (no such machine)`)
  if (stale.length === 0) return console.log(`The ${Object.keys(MACHINES).length} machine diagrams in docs/machines/ are up to date.`)
  console.error(`Machine diagrams out of date (run \`npm run diagrams\` and commit them):\n  ${stale.join('\n  ')}`)
  process.exit(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
