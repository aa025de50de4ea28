/**
 * Model-based testing for our machines with `createTestModel` from @xstate/graph.
 *
 * createTestModel refuses machines with `invoke` or `after`, and every machine of ours has both.
 * So the model is derived from the real definition: each invoke becomes its `xstate.done.actor.<id>`
 * / `xstate.error.actor.<id>` transitions and each `after` its `xstate.after.<delay>.<stateId>`
 * transition, which are exactly the event types the real machine handles internally. Side-effect
 * actions become no-ops in the model (assigns and raises stay), guards stay as they are.
 *
 * Every edge of the model's adjacency map is then replayed against the REAL machine, running with
 * fake actors and a SimulatedClock: a done event resolves the fake actor, an after event fires the
 * real timer, other events are sent. After each step the real snapshot must equal the model's, and an
 * inspector records which transition definitions the real machine took, so a test can demand that
 * every transition of the machine ran at least once.
 */
import { createTestModel, getAdjacencyMap } from '@xstate/graph'
import {
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
  __unsafe_getAllOwnEventDescriptors as eventDescriptors,
} from 'xstate'

type Transition = { source: AnyStateNode; eventType: string }

/** Key of one transition definition: `<state id>|<event type or 'always'>|<index among candidates>`. */
export function transitionKey(transition: Transition): string {
  const { source, eventType } = transition
  if (eventType === '') return `${source.id}|always|${source.always?.indexOf(transition as never) ?? -1}`
  const candidates = source.transitions.get(eventType) ?? []
  return `${source.id}|${eventType}|${candidates.indexOf(transition as never)}`
}

/** Every transition a machine defines (guarded alternatives count separately), as transition keys. */
export function allTransitionKeys(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>()
  const walk = (node: AnyStateNode) => {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_, index) => keys.add(`${node.id}|${eventType}|${index}`))
    }
    node.always?.forEach((_, index) => keys.add(`${node.id}|always|${index}`))
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root)
  return keys
}

type Config = Record<string, unknown> & { states?: Record<string, Config> }
type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown; onSnapshot?: unknown }

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

function modelConfig(config: Config, node: AnyStateNode): Config {
  const { invoke, after, on, states, ...rest } = config as Config & { invoke?: unknown; after?: Record<string, unknown>; on?: Record<string, unknown> }
  const transitions: Record<string, unknown> = { ...(on ?? {}) }
  for (const definition of toArray(invoke as InvokeConfig | InvokeConfig[] | undefined)) {
    if (!definition.id) throw new Error(`Give every invoke an id (state ${node.id})`)
    if (definition.onSnapshot) throw new Error(`onSnapshot is not modelled (state ${node.id})`)
    if (definition.onDone) transitions[`xstate.done.actor.${definition.id}`] = definition.onDone
    if (definition.onError) transitions[`xstate.error.actor.${definition.id}`] = definition.onError
  }
  for (const [delay, transition] of Object.entries(after ?? {})) transitions[`xstate.after.${delay}.${node.id}`] = transition
  const result: Config = { ...rest, on: transitions }
  if (states) {
    result.states = Object.fromEntries(Object.entries(states).map(([key, child]) => [key, modelConfig(child, node.states[key])]))
  }
  return result
}

const PURE_ACTIONS = new Set(['xstate.assign', 'xstate.raise'])

/** The invoke-free, timer-free model of `machine` that createTestModel accepts. */
export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const implementations = machine.implementations
  const actions = Object.fromEntries(
    Object.entries(implementations.actions).map(([name, action]) => {
      const type = (action as { type?: string }).type
      const delayed = (action as { delay?: unknown }).delay !== undefined
      return [name, type && PURE_ACTIONS.has(type) && !delayed ? action : () => {}]
    }),
  )
  return createMachine(modelConfig(machine.config as Config, machine.root) as never, { ...implementations, actions } as never) as AnyStateMachine
}

/** Controllable fake promise actors: every invocation waits until the test resolves or rejects it. */
export class FakeActors {
  private readonly pending = new Map<string, Array<{ input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }>>()
  readonly calls: Array<{ name: string; input: unknown }> = []

  /** A fromPromise logic named `name` whose invocations the test settles. */
  promise<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const entry = { input, resolve: resolve as (value: unknown) => void, reject }
          const list = this.pending.get(name) ?? []
          list.push(entry)
          this.pending.set(name, list)
          this.calls.push({ name, input })
          signal.addEventListener('abort', () => {
            const remaining = (this.pending.get(name) ?? []).filter((item) => item !== entry)
            this.pending.set(name, remaining)
          })
        }),
    )
  }

  /** Inputs of the live (not cancelled) invocations of `name`. */
  live(name: string): unknown[] {
    return (this.pending.get(name) ?? []).map((entry) => entry.input)
  }

  /** Settles the newest live invocation of `name`; throws when none is running. */
  settle(name: string, outcome: { output: unknown } | { error: unknown }): void {
    const list = this.pending.get(name) ?? []
    const entry = list.pop()
    if (!entry) throw new Error(`No live invocation of ${name}`)
    if ('output' in outcome) entry.resolve(outcome.output)
    else entry.reject(outcome.error)
  }
}

/** Lets promise callbacks and relayed events run. */
export async function flush(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve))
}

type ClockInternals = { timeouts: Map<number, { start: number; timeout: number }> }
type ScheduledEvent = { source: AnyActorRef; target: AnyActorRef; event: AnyEventObject; delay: number; id: string }

/**
 * Fires the pending timer that would deliver `eventType`. When it is the next timer due, the clock
 * simply moves to its due time; when another timer would fire first (a race the model explores),
 * that one timer is cancelled and its event delivered now.
 */
export function fireTimer(actor: AnyActorRef, clock: SimulatedClock, eventType: string, expectedDelay?: number): void {
  const system = actor.system as unknown as {
    getSnapshot(): { _scheduledEvents: Record<string, ScheduledEvent> }
    scheduler: { cancel(source: AnyActorRef, id: string): void }
  }
  const scheduled = Object.values(system.getSnapshot()._scheduledEvents).find((entry) => entry.event.type === eventType)
  if (!scheduled) throw new Error(`No timer scheduled for ${eventType}`)
  if (expectedDelay !== undefined && scheduled.delay !== expectedDelay) {
    throw new Error(`${eventType} is scheduled after ${scheduled.delay} ms, expected ${expectedDelay} ms`)
  }
  const timeouts = [...(clock as unknown as ClockInternals).timeouts.values()]
  const due = timeouts.map((timeout) => timeout.start + timeout.timeout)
  const earliest = Math.min(...due)
  const candidates = timeouts.filter((timeout) => timeout.timeout === scheduled.delay && timeout.start + timeout.timeout === earliest)
  if (candidates.length === 1 && due.filter((time) => time === earliest).length === 1) {
    clock.set(earliest)
  } else {
    system.scheduler.cancel(scheduled.source, scheduled.id)
    scheduled.target.send(scheduled.event)
  }
}

export interface SystemUnderTest {
  actor: AnyActorRef & { start(): unknown; stop(): unknown; getSnapshot(): AnyMachineSnapshot }
  clock: SimulatedClock
  fakes: FakeActors
  /** Stops the system (default: the actor; a child with a recording parent stops the parent). */
  stop?: () => void
  /** Optional extra checks after every step (e.g. what the fake children received). */
  check?: (modelState: AnyMachineSnapshot) => void
}

export interface ModelTestOptions {
  machine: AnyStateMachine
  input?: unknown
  /** Several inputs: one model per input, coverage summed over all of them. */
  inputs?: unknown[]
  /** Payload variants per event type for the given model state (types not listed are sent bare). */
  events: (state: AnyMachineSnapshot) => AnyEventObject[]
  /** Event types not to send in the given model state (e.g. events only the machine itself raises). */
  omit?: (state: AnyMachineSnapshot) => readonly string[]
  /** Edges whose key was already replayed are skipped (default: source value, event type, target value). */
  edgeKey?: (from: AnyMachineSnapshot, event: AnyEventObject, to: AnyMachineSnapshot) => string
  /** Builds the real actor (not started) with fakes, a SimulatedClock and the given inspector. */
  createSut: (inspect: (event: InspectionEvent) => void, input: unknown) => SystemUnderTest
  /** Delivers an event that is neither a timer nor an actor's done/error event (default: send). */
  deliver?: (sut: SystemUnderTest, event: AnyEventObject) => void | Promise<void>
  /** Fail instead of hanging when the model's state space explodes (traversal steps; default 100 000). */
  limit?: number
  /** Delay values by name, to check each fired timer was scheduled with the right delay. */
  delays?: Record<string, number>
  /** Context keys that do not make a model state new (e.g. a counter that grows with every class). */
  volatileContext?: readonly string[]
}

export interface ModelTestResult {
  /** Transition keys the real machine took. */
  covered: Set<string>
  /** Every transition key of the machine. */
  all: Set<string>
  /** Model states (vertices) and distinct edges replayed against the real machine. */
  states: number
  edges: number
}

type SnapshotView = { value: unknown; status: string; context: unknown; tags: Set<string> }

function comparable(snapshot: unknown, volatile: readonly string[] = []) {
  const view = snapshot as SnapshotView
  const context = JSON.parse(JSON.stringify(view.context ?? {})) as Record<string, unknown>
  for (const key of volatile) delete context[key]
  return {
    value: view.value,
    status: view.status,
    context,
    tags: [...view.tags].sort(),
  }
}

/** Replays every edge of the model (one model per input) against the real machine; returns the transitions it took. */
export async function testEveryTransition(options: ModelTestOptions): Promise<ModelTestResult> {
  const events = (state: AnyMachineSnapshot): AnyEventObject[] => {
    const variants = options.events(state)
    const omitted = new Set(options.omit?.(state) ?? [])
    return (eventDescriptors(state) as string[])
      .filter((type) => !omitted.has(type))
      .flatMap((type) => {
        const matching = variants.filter((event) => event.type === type)
        return matching.length ? matching : [{ type } as AnyEventObject]
      })
  }
  const started = Date.now()
  const limit = options.limit ?? 100_000
  const edgeKey = options.edgeKey ?? ((from, event, to) => JSON.stringify([from.value, event.type, to.value]))
  const serialize = (state: AnyMachineSnapshot) => {
    const { value, context } = state as unknown as SnapshotView
    const kept = Object.fromEntries(Object.entries((context ?? {}) as Record<string, unknown>).filter(([key]) => !options.volatileContext?.includes(key)))
    return JSON.stringify({ value, context: Object.keys(kept).length ? kept : undefined })
  }
  const replayed = new Set<string>()
  const skipped: Array<{ input: unknown; steps: Step[] }> = []
  const covered = new Set<string>()
  const all = allTransitionKeys(options.machine)
  let states = 0
  let edges = 0

  for (const input of options.inputs ?? [options.input]) {
    const model = createTestModel(toModelMachine(options.machine), { input, events, serializeState: serialize, serializeTransition: () => '' } as never)
    const adjacency = getAdjacencyMap(model.testLogic, { ...model.options, events, limit, serializeState: serialize } as never) as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, Step> }
    >
    states += Object.keys(adjacency).length
    const pathTo = new Map<string, Step[]>()
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true, events, limit, serializeState: serialize } as never)) {
      pathTo.set(serialize(path.state as AnyMachineSnapshot), path.steps.slice(1) as never)
    }
    // The empty path checks the initial state (and its eventless transitions).
    await replay(options, input, [], covered)
    for (const [key, vertex] of Object.entries(adjacency)) {
      const prefix = pathTo.get(key)
      if (!prefix) throw new Error(`No path to model state ${key}`)
      for (const edge of Object.values(vertex.transitions)) {
        const id = edgeKey(vertex.state, edge.event, edge.state)
        if (replayed.has(id)) {
          skipped.push({ input, steps: [...prefix, edge] })
          continue
        }
        replayed.add(id)
        edges++
        await replay(options, input, [...prefix, edge], covered)
      }
    }
  }
  if (process.env.MODEL_DEBUG)
    console.log(
      'states',
      states,
      'uncovered after first pass',
      [...all].filter((key) => !covered.has(key)),
    )
  // A guarded alternative can hide behind an edge that looks the same (same states, same event type):
  // replay the skipped edges of the event types still uncovered until every transition ran.
  for (const { input, steps } of skipped) {
    const uncovered = [...all].filter((key) => !covered.has(key))
    if (uncovered.length === 0) break
    const types = new Set(uncovered.map((key) => key.split('|')[1]))
    if (!types.has('always') && !types.has(steps[steps.length - 1].event.type)) continue
    edges++
    await replay(options, input, steps, covered)
  }
  if (process.env.MODEL_DEBUG) console.log('edges replayed', edges, 'skipped', skipped.length, Date.now() - started, 'ms')
  return { covered, all, states, edges }
}

type Step = { event: AnyEventObject; state: AnyMachineSnapshot }

async function replay(options: ModelTestOptions, input: unknown, steps: Step[], covered: Set<string>) {
  // The initial microsteps happen inside createActor, before we know which actor is the root.
  const microsteps: Array<{ actorRef: unknown; transitions: Transition[] }> = []
  const sut = options.createSut((inspection) => {
    if (inspection.type === '@xstate.microstep') {
      microsteps.push({ actorRef: inspection.actorRef, transitions: inspection._transitions as Transition[] })
    }
  }, input)
  sut.actor.start()
  const description = [] as string[]
  try {
    for (const step of steps) {
      const { event } = step
      description.push(event.type)
      const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
      const timer = /^xstate\.after\.([^.]+)\./.exec(event.type)
      if (actorEvent) {
        sut.fakes.settle(
          actorEvent[2],
          actorEvent[1] === 'done' ? { output: (event as { output?: unknown }).output } : { error: (event as { error?: unknown }).error },
        )
        await flush()
      } else if (timer) {
        fireTimer(sut.actor, sut.clock, event.type, options.delays?.[timer[1]])
      } else if (options.deliver) {
        await options.deliver(sut, event)
      } else {
        sut.actor.send(event)
      }
      const actual = comparable(sut.actor.getSnapshot(), options.volatileContext)
      const expected = comparable(step.state, options.volatileContext)
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        throw new Error(
          `Real machine diverged from the model after ${description.join(' → ')}\nexpected ${JSON.stringify(expected)}\nactual   ${JSON.stringify(actual)}`,
        )
      }
      sut.check?.(step.state)
    }
  } finally {
    for (const microstep of microsteps) {
      if (microstep.actorRef === sut.actor) for (const transition of microstep.transitions) covered.add(transitionKey(transition))
    }
    if (sut.stop) sut.stop()
    else sut.actor.stop()
  }
}

/**
 * A started parent actor that records what children send it (sendParent needs a parent). A child
 * created with `{ parent }` joins the parent's system, so the clock and inspector go on the parent.
 */
export function recordingParent(options: { clock: SimulatedClock; inspect?: (event: InspectionEvent) => void }) {
  const received: AnyEventObject[] = []
  const parent = createActor(createMachine({ on: { '*': { actions: ({ event }) => void received.push(event) } } }), options).start()
  return { parent, received }
}
