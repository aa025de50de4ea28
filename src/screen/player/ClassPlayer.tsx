import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { classLength, type classMachine, type Clip } from '../../../machines/classMachine'
import { classClipUrls, clipCache, type ClipCacheStatus } from '../services/clipCache'
import { knownDuration, probeClip, rememberDuration } from '../services/clipProbe'
import { LoadingImage } from '../views/look'
import { clockErrorBound } from '../services/clockOffset'
import { playReports } from '../services/playReports'
import { setNowPlaying } from './nowPlaying'
import { newReportId, PlayRecorder, runOf, type RecordedClip } from './playRecorder'
import { VideoDeck, type DeckClip } from './videoDeck'

export type ClassRef = ActorRefFrom<typeof classMachine>

declare global {
  interface Window {
    /** Read by the e2e tests: where the clip on screen is. */
    __screenPlayer?: { snapshot: () => ReturnType<VideoDeck['snapshot']> & { durations: (number | undefined)[]; cache: ClipCacheStatus } }
  }
}

/**
 * The class view: full-screen portrait video kept on the class clock, with the COMBO # n overlay.
 * The class machine decides when and where it plays (its start on this device's clock, where a
 * screen joining late begins); this view measures the clips and plays them on two video elements.
 */
export function ClassPlayer({ classRef }: { classRef: ClassRef }) {
  const { t } = useTranslation()
  const queue = useSelector(classRef, (state) => state.context.queue)
  const classKey = useSelector(classRef, (state) => state.context.classRun)
  const startedAt = useSelector(classRef, (state) => state.context.startedAt)
  const durations = useSelector(classRef, (state) => state.context.durations)
  const joined = useSelector(classRef, (state) => state.hasTag('placed'))
  const startOffsetSeconds = useSelector(classRef, (state) => state.context.startOffsetSeconds)
  const format = useSelector(classRef, (state) => state.context.format)
  const comboNumber = useSelector(classRef, (state) => (state.hasTag('comboOverlay') ? state.context.comboNumber : null))
  const length = classLength(format)

  // The whole class's clip list (the queue drops clips as they end); replaced clips update it.
  const urlsRef = useRef<{ classKey: number; urls: string[] }>({ classKey: -1, urls: [] })
  if (urlsRef.current.classKey !== classKey) urlsRef.current = { classKey, urls: [] }
  for (const clip of queue) urlsRef.current.urls[clip.position] = clip.url
  // Every clip of this class as the machine last had it (replaced ones say so), for proof of play.
  const clipsRef = useRef<{ classKey: number; clips: Clip[] }>({ classKey: -1, clips: [] })
  if (clipsRef.current.classKey !== classKey) clipsRef.current = { classKey, clips: [] }
  for (const clip of queue) clipsRef.current.clips[clip.position] = clip
  const urlsKey = urlsRef.current.urls.join('\n')

  const [showing, setShowing] = useState(false)

  // Measure every clip of the class; the machine places a late-joining screen once it knows them all.
  useEffect(() => {
    const urls = urlsKey.split('\n')
    let cancelled = false
    const refresh = () => {
      if (!cancelled)
        classRef.send({ type: 'durations.known', durations: Array.from({ length }, (_, index) => (urls[index] ? knownDuration(urls[index]) : undefined)) })
    }
    refresh()
    for (const url of urls) if (url) void probeClip(url).then(refresh)
    return () => {
      cancelled = true
    }
  }, [urlsKey, length, classRef])

  // Keep the whole class (nearest clip first), its default clips and the fixed clips in the clip cache.
  const headPosition = queue[0]?.position ?? 0
  useEffect(() => {
    const { clips, defaultClipFor, format: classFormat } = classRef.getSnapshot().context
    clipCache.want('class', classClipUrls({ urls: urlsKey.split('\n'), headPosition, format: classFormat, clips, defaultClipFor }))
  }, [urlsKey, headPosition, classRef])
  // Once the class is over only the workout's clips stay wanted (a replaced workout's clips are evicted).
  useEffect(() => () => clipCache.want('class', []), [])

  const head = queue[0]

  const firstRef = useRef<HTMLVideoElement>(null)
  const secondRef = useRef<HTMLVideoElement>(null)
  const deckRef = useRef<VideoDeck | null>(null)
  const durationsRef = useRef(durations)
  durationsRef.current = durations

  useEffect(() => {
    if (!firstRef.current || !secondRef.current) return
    const headIs = (position: number) => classRef.getSnapshot().context.queue[0]?.position === position
    // Proof of play (docs/CLASS-RUNS.md): one recorder per class, its reports queued for the server.
    let recording: { key: number; recorder: PlayRecorder } | null = null
    const recorder = () => {
      const context = classRef.getSnapshot().context
      if (recording?.key !== context.classRun) {
        recording?.recorder.finish()
        recording = {
          key: context.classRun,
          recorder: new PlayRecorder({
            run: runOf(context),
            workoutId: context.workout?.id ?? null,
            clipAt: (position): RecordedClip | undefined => clipsRef.current.clips[position],
            clockOffsetMs: () => classRef.getSnapshot().context.clockOffsetMs,
            clockErrorMs: clockErrorBound,
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
        onDrift(position, driftMs, correction) {
          recorder().drifted(position, driftMs, correction)
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
          <LoadingImage alt={t('common.loading')} />
        </div>
      )}
    </div>
  )
}
