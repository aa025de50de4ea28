import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { classLength, type classMachine, type Clip } from '../../../machines/classMachine'
import { classClipUrls, clipCache, type ClipCacheStatus } from '../services/clipCache'
import { knownDuration, probeClip, rememberDuration } from '../services/clipProbe'
import { LoadingImage } from '../views/look'
import { autoStartInstant } from '../../shared/classSchedule'
import { playReports } from '../services/playReports'
import { setNowPlaying } from './nowPlaying'
import { newReportId, PlayRecorder, runOf, type RecordedClip } from './playRecorder'
import { correctionFor } from './timeline'
import { VideoDeck, type DeckClip } from './videoDeck'

export type ClassRef = ActorRefFrom<typeof classMachine>

/** Seconds a screen that rejoins waits for the clip durations before it plays anyway. */
const DURATION_WAIT_MS = 10_000
/** Below this much into the class, start at once rather than wait for every duration. */
const FRESH_START_MS = 2_000

declare global {
  interface Window {
    /** Read by the e2e tests: where the clip on screen is. */
    __screenPlayer?: { snapshot: () => ReturnType<VideoDeck['snapshot']> & { durations: (number | undefined)[]; cache: ClipCacheStatus } }
  }
}

/**
 * The class start on this device's clock. The machine fixes it with the offset known when the class
 * began; the server's start instant minus the best offset measured since keeps screens within a few ms.
 */
function useEffectiveStart(classRef: ClassRef, serverOffset: () => number | null): number | null {
  const compute = () => {
    const { startedAt, classStartedAt, nextClass, alternateCountdown } = classRef.getSnapshot().context
    const offset = serverOffset()
    if (startedAt === null || offset === null) return startedAt
    const serverStart =
      classStartedAt && !Number.isNaN(Date.parse(classStartedAt))
        ? Date.parse(classStartedAt)
        : nextClass
          ? autoStartInstant(nextClass, alternateCountdown)
          : null
    return serverStart === null ? startedAt : serverStart - offset
  }
  const machineStart = useSelector(classRef, (state) => state.context.startedAt)
  const [start, setStart] = useState(compute)
  useEffect(() => {
    setStart(compute())
    const timer = setInterval(
      () =>
        setStart((previous) => {
          const next = compute()
          return previous !== null && next !== null && Math.abs(previous - next) < 3 ? previous : next
        }),
      1_000,
    )
    return () => clearInterval(timer)
    // Deliberately keyed on the actor and the start instant only: the interval reads fresh values itself.
  }, [classRef, machineStart])
  return start
}

/** The class view: full-screen portrait video kept on the class clock, with the COMBO # n overlay. */
export function ClassPlayer({ classRef, serverOffset }: { classRef: ClassRef; serverOffset: () => number | null }) {
  const { t } = useTranslation()
  const queue = useSelector(classRef, (state) => state.context.queue)
  const classKey = useSelector(classRef, (state) => state.context.startedAt)
  const startedAt = useEffectiveStart(classRef, serverOffset)
  const startOffsetSeconds = useSelector(classRef, (state) => state.context.startOffsetSeconds)
  const format = useSelector(classRef, (state) => state.context.format)
  const comboNumber = useSelector(classRef, (state) => (state.hasTag('comboOverlay') ? state.context.comboNumber : null))
  const length = classLength(format)

  // The whole class's clip list (the queue drops clips as they end); replaced clips update it.
  const urlsRef = useRef<{ startedAt: number | null; urls: string[] }>({ startedAt: null, urls: [] })
  if (urlsRef.current.startedAt !== classKey) urlsRef.current = { startedAt: classKey, urls: [] }
  for (const clip of queue) urlsRef.current.urls[clip.position] = clip.url
  // Every clip of this class as the machine last had it (replaced ones say so), for proof of play.
  const clipsRef = useRef<{ startedAt: number | null; clips: Clip[] }>({ startedAt: null, clips: [] })
  if (clipsRef.current.startedAt !== classKey) clipsRef.current = { startedAt: classKey, clips: [] }
  for (const clip of queue) clipsRef.current.clips[clip.position] = clip
  const urlsKey = urlsRef.current.urls.join('\n')

  const [durations, setDurations] = useState<(number | undefined)[]>([])
  const [waitedLongEnough, setWaitedLongEnough] = useState(false)
  const [showing, setShowing] = useState(false)

  useEffect(() => {
    const urls = urlsKey.split('\n')
    let cancelled = false
    const refresh = () => !cancelled && setDurations(Array.from({ length }, (_, index) => (urls[index] ? knownDuration(urls[index]) : undefined)))
    refresh()
    for (const url of urls) if (url) void probeClip(url).then(refresh)
    const timer = setTimeout(() => !cancelled && setWaitedLongEnough(true), DURATION_WAIT_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [urlsKey, length])

  // Keep the whole class (nearest clip first), its default clips and the fixed clips in the clip cache.
  const headPosition = queue[0]?.position ?? 0
  useEffect(() => {
    const { clips, defaultClipFor, format: classFormat } = classRef.getSnapshot().context
    clipCache.want('class', classClipUrls({ urls: urlsKey.split('\n'), headPosition, format: classFormat, clips, defaultClipFor }))
  }, [urlsKey, headPosition, classRef])
  // Once the class is over only the workout's clips stay wanted (a replaced workout's clips are evicted).
  useEffect(() => () => clipCache.want('class', []), [])

  const allKnown = durations.length === length && durations.every((duration) => duration !== undefined)
  const fresh = startedAt === null || Date.now() - startedAt < FRESH_START_MS
  const head = queue[0]

  // A screen that (re)joins a running class goes straight to where the class is.
  const [joined, setJoined] = useState(false)
  useEffect(() => {
    if (joined || !head || startedAt === null) return
    if (!allKnown) {
      if (fresh || waitedLongEnough) setJoined(true)
      return
    }
    const correction = correctionFor({ durations, startedAt, now: Date.now(), position: head.position, currentTime: startOffsetSeconds })
    if (correction.kind === 'jump') classRef.send({ type: 'class.join', index: correction.index, offsetSeconds: correction.offsetSeconds })
    else if (correction.kind === 'over') {
      classRef.send({ type: 'class.join', index: length, offsetSeconds: 0 })
    }
    setJoined(true)
  }, [joined, head, startedAt, classKey, allKnown, fresh, waitedLongEnough, durations, startOffsetSeconds, classRef, length])

  const firstRef = useRef<HTMLVideoElement>(null)
  const secondRef = useRef<HTMLVideoElement>(null)
  const deckRef = useRef<VideoDeck | null>(null)
  const durationsRef = useRef(durations)
  durationsRef.current = durations

  useEffect(() => {
    if (!firstRef.current || !secondRef.current) return
    const headIs = (position: number) => classRef.getSnapshot().context.queue[0]?.position === position
    // Proof of play (docs/CLASS-RUNS.md): one recorder per class, its reports queued for the server.
    let recording: { key: number | null; recorder: PlayRecorder } | null = null
    const recorder = () => {
      const context = classRef.getSnapshot().context
      if (recording?.key !== context.startedAt) {
        recording?.recorder.finish()
        recording = {
          key: context.startedAt,
          recorder: new PlayRecorder({
            run: runOf(context),
            workoutId: context.workout?.id ?? null,
            clipAt: (position): RecordedClip | undefined => clipsRef.current.clips[position],
            clockOffsetMs: serverOffset,
            now: () => Date.now(),
            newId: newReportId,
            report: (play) => playReports.send({ type: 'play.recorded', play }),
          }),
        }
      }
      return recording.recorder
    }
    const deck = new VideoDeck(
      firstRef.current,
      secondRef.current,
      {
        onClipEnded(position) {
          if (!headIs(position)) return
          if (position === classLength(classRef.getSnapshot().context.format) - 1) recorder().finish()
          classRef.send({ type: 'clip.ended' })
        },
        onClipShown(clip, details) {
          setNowPlaying(clip.position)
          recorder().shown(clip.position, details)
        },
        onStall(position, ms) {
          recorder().stalled(position, ms)
        },
        onClipFailed(position) {
          if (headIs(position)) classRef.send({ type: 'clip.failed' })
        },
        onJump(index, offsetSeconds) {
          classRef.send({ type: 'class.join', index, offsetSeconds })
        },
        onOver() {
          recorder().finish()
          const context = classRef.getSnapshot().context
          classRef.send({ type: 'class.join', index: classLength(context.format), offsetSeconds: 0 })
        },
        onShowing() {
          setShowing(true)
        },
        onDuration(url, seconds) {
          rememberDuration(url, seconds)
        },
      },
      clipCache,
    )
    deckRef.current = deck
    window.__screenPlayer = { snapshot: () => ({ ...deck.snapshot(), durations: durationsRef.current, cache: clipCache.status() }) }
    return () => {
      // A Stop (or the class's end) takes the player away: the clip on screen leaves now.
      recording?.recorder.finish()
      setNowPlaying(null)
      deck.destroy()
      deckRef.current = null
      delete window.__screenPlayer
    }
  }, [classRef])

  const next = queue[1]
  const plan = useMemo(() => {
    if (!head) return null
    const clip = (c: { position: number; url: string }): DeckClip => ({ position: c.position, url: c.url })
    return { classKey, head: clip(head), next: next ? clip(next) : null, startedAt, startOffsetSeconds, durations }
  }, [classKey, head, next, startedAt, startOffsetSeconds, durations])

  useEffect(() => {
    if (joined && plan) deckRef.current?.setPlan(plan)
  }, [joined, plan])

  return (
    <div className="class-stage" data-testid="class-view" data-position={head?.position ?? -1}>
      <video className="class-video" ref={firstRef} playsInline preload="auto" disablePictureInPicture disableRemotePlayback />
      <video className="class-video" ref={secondRef} playsInline preload="auto" disablePictureInPicture disableRemotePlayback />
      {comboNumber !== null && comboNumber > 0 && (
        <div className="class-combo" data-testid="combo-overlay">
          {t('class.combo', { n: comboNumber })}
        </div>
      )}
      {!showing && (
        <div className="class-loading">
          <LoadingImage src="/brand/loading.svg" alt={t('common.loading')} width={200} />
        </div>
      )}
    </div>
  )
}
