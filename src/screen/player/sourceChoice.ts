import { networkClip, type ClipSources, type ResolvedClip } from '../services/clipCache'

/**
 * The src of one <video>: the cached copy of its clip (a blob: URL) when the clip cache has it, else the
 * network URL (docs/RULES.md#class-playback). The lookup takes a few ms; meanwhile the previous clip's src
 * stays on the element, and it is released only once the element reads the new one. A lookup overtaken
 * by a later load is dropped.
 */
export class SlotSource {
  private current: ResolvedClip | null = null
  /** Srcs of clips that left the element, still on it until the next src is assigned. */
  private readonly retiring: ResolvedClip[] = []
  /** Bumped by each load: a src resolved for an earlier clip is dropped. */
  private loadId = 0
  private closed = false

  /** `assign` puts a resolved src on the element (and starts it when it was asked to play). */
  constructor(
    private readonly sources: ClipSources,
    private readonly assign: (resolved: ResolvedClip) => void,
  ) {}

  /** The src assigned for the clip now in the slot; null while it resolves. */
  get resolved(): ResolvedClip | null {
    return this.current
  }

  /** Look up the src of the clip at `url`; assigned when known, unless another load came first. */
  load(url: string): void {
    const loadId = ++this.loadId
    if (this.current) this.retiring.push(this.current)
    this.current = null
    void this.sources.resolve(url).then((resolved) => {
      if (this.closed || this.loadId !== loadId) resolved.release()
      else this.use(resolved)
    })
  }

  /** The cached copy would not play: the cache drops it and the clip plays from the network. False when it was not from the cache. */
  fallBackToNetwork(url: string): boolean {
    const cached = this.current
    if (!cached?.fromCache) return false
    this.sources.forget?.(url)
    this.retiring.push(cached)
    this.use(networkClip(url))
    return true
  }

  /** The element is emptied: every src goes, and lookups still on their way are released when they land. */
  close(): void {
    this.closed = true
    for (const old of [...this.retiring.splice(0), this.current]) old?.release()
    this.current = null
  }

  private use(resolved: ResolvedClip): void {
    this.current = resolved
    this.assign(resolved)
    // The element no longer reads the srcs of the clips that left it: their object URLs can go.
    for (const old of this.retiring.splice(0)) old.release()
  }
}

/** What a <video>'s error means for the class. */
export type ClipErrorOutcome = 'ignore' | 'fallBack' | 'fail'

export interface ClipErrorState {
  /** A clip is in the slot. */
  hasClip: boolean
  /** Its src is assigned (null src: the error belongs to the previous clip's src). */
  resolved: ResolvedClip | null
  /** The slot is the one on screen. */
  onScreen: boolean
  /** play() was asked for the clip. */
  started: boolean
  /** It was started to replace the clip on screen (a join or a jump) rather than at a seam. */
  silent: boolean
}

/**
 * An error on a <video>: a cached copy falls back to the network; a clip from the network that is on screen,
 * or that is starting in place of the one on screen, has failed (the class machine plays its default clip).
 * An error of the preloaded next clip is ignored (the class machine's pre-check finds broken clips), and so
 * is one before the src is known: it belongs to the previous clip's src.
 */
export function clipErrorOutcome(state: ClipErrorState): ClipErrorOutcome {
  if (!state.resolved || !state.hasClip) return 'ignore'
  if (state.resolved.fromCache) return 'fallBack'
  return state.onScreen || (state.started && state.silent) ? 'fail' : 'ignore'
}
