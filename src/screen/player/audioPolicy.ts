import { noteAutoplayMuted } from '../services/deviceFacts'

/**
 * Which <video> is heard (docs/RULES.md#class-playback): a clip playing is unmuted, a parked one (preloading
 * underneath, or one that left the screen) is muted. Class screens run Chromium with
 * --autoplay-policy=no-user-gesture-required; where a browser still refuses autoplay with sound, the clips
 * play muted (always allowed) until the first touch on the screen.
 */
export class AudioPolicy {
  private blocked = false

  /** Whether an element is muted: a parked one always, a playing one while sound is blocked. */
  mutedWhen(state: 'playing' | 'parked'): boolean {
    return state === 'parked' || this.blocked
  }

  /** A 'play' event: the clip on screen is unmuted when sound is allowed (any other element keeps its state). */
  unmutesOnPlay(onScreen: boolean): boolean {
    return onScreen && !this.blocked
  }

  /**
   * play() was refused. When it was autoplay with sound (NotAllowedError on an unmuted element) sound is
   * blocked from now on and the answer is true: play it again muted. Any other refusal is left alone.
   */
  refused(error: unknown, muted: boolean): boolean {
    if (muted || !(error instanceof DOMException && error.name === 'NotAllowedError')) return false
    this.blocked = true
    noteAutoplayMuted(true)
    return true
  }

  /** A touch on the screen allows sound from now on. */
  touched(): void {
    this.blocked = false
    noteAutoplayMuted(false)
  }
}
