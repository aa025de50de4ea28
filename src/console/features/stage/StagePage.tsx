import 'media-chrome'
import { useQuery } from '@apollo/client/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { StageWorkoutDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { LoadingImage, useDocumentTitle } from '../../ui'
import { PLAYER, STAGE_SIZES, comboNumber, stageQueue, stageSizeFor, type StageSize } from './player'
import { StageSide } from './StageSide'
import { Finished, Message, Overlay, Page, Stage } from './stageStyles'

/** /stage?workout={id}[&size=720x1280|1080x1920][&embed=1]: a workout's clips played as a screen plays a class (docs/RULES.md#console-pages, docs/RULES.md#class-playback, docs/RULES.md#constants). */
export function StagePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const workoutId = params.get('workout') ?? ''
  const embed = params.get('embed') === '1'
  const [size] = useState<StageSize>(() => stageSizeFor(params.get('size'), { width: window.innerWidth, height: window.innerHeight }))
  const { data, loading, error } = useQuery(StageWorkoutDocument, { variables: { id: workoutId }, skip: !workoutId })
  const workout = data?.getWorkout?.data
  const queue = useMemo(
    () => (workout ? stageQueue({ id: workout.id, name: workout.name, routines: workout.routines.filter((r) => r !== null) }, workout.isLrVideo) : []),
    [workout],
  )
  const [index, setIndex] = useState(0)
  const [finished, setFinished] = useState(false)
  const videoRef = useRef<HTMLVideoElement>(null)
  useDocumentTitle(workout ? t('resources.stage.documentTitle', { workoutName: workout.name }) : t('pages.stage'))

  const playable = useCallback(
    (from: number) => {
      for (let next = from; next < queue.length; next++) if (queue[next].url) return next
      return -1
    },
    [queue],
  )

  const goTo = useCallback(
    (target: number) => {
      const next = playable(target)
      if (next < 0) {
        setFinished(true)
        return
      }
      setFinished(false)
      setIndex(next)
    },
    [playable],
  )

  useEffect(() => {
    if (queue.length) goTo(0)
  }, [queue, goTo])

  const clip = queue[index]
  // A screen plays with sound; a browser without a user gesture may refuse that, so fall back to muted.
  const startPlayback = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    video.play().catch(() => {
      video.muted = true
      void video.play().catch(() => undefined)
    })
  }, [])

  if (!workoutId)
    return (
      <Page $embed={embed}>
        <Message>{t('resources.stage.noWorkout')}</Message>
      </Page>
    )
  if (loading && !workout) return <LoadingImage />
  if (!workout)
    return (
      <Page $embed={embed}>
        <Message role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</Message>
      </Page>
    )

  const { width, height } = STAGE_SIZES[size]
  const combo = clip ? comboNumber(clip.position) : null
  const sizeHref = (next: StageSize) => {
    const copy = new URLSearchParams(params)
    copy.set('size', next)
    return `?${copy.toString()}`
  }

  return (
    <Page $embed={embed}>
      <Stage $embed={embed} $width={width} $height={height} data-size={size} aria-label={t('resources.stage.stageLabel', { size })} role="region">
        <media-controller
          autohide={String(PLAYER.autohideMs / 1000)}
          keyboardforwardseekoffset={String(PLAYER.seekStepSeconds)}
          keyboardbackwardseekoffset={String(PLAYER.seekStepSeconds)}
          keyboardupvolumestep={String(PLAYER.volumeStep)}
          keyboarddownvolumestep={String(PLAYER.volumeStep)}
        >
          {clip?.url ? (
            <video
              key={`${clip.position}-${clip.url}`}
              ref={videoRef}
              slot="media"
              src={clip.url}
              autoPlay
              playsInline
              preload="auto"
              onLoadedData={startPlayback}
              onEnded={() => goTo(index + 1)}
              onError={() => goTo(index + 1)}
            />
          ) : null}
          <media-control-bar>
            <media-play-button />
            <media-mute-button />
            <media-volume-range />
            <media-time-display />
            <media-time-range />
            <media-duration-display />
            <media-fullscreen-button />
          </media-control-bar>
        </media-controller>
        {clip ? (
          <Overlay>
            <div>
              <div className="clip">{clip.name}</div>
              {combo ? <div className="combo">{t('resources.stage.combo', { n: combo })}</div> : null}
            </div>
            <div className="count" dir="ltr">
              {t('resources.stage.clipCount', { current: clip.position + 1, total: queue.length })}
            </div>
          </Overlay>
        ) : null}
        {finished ? (
          <Finished>
            <h2>{t('resources.stage.finished')}</h2>
            <button type="button" onClick={() => goTo(0)}>
              {t('resources.stage.replay')}
            </button>
          </Finished>
        ) : null}
      </Stage>
      {!embed ? <StageSide workout={workout} size={size} sizeHref={sizeHref} queue={queue} current={finished ? null : index} onPick={goTo} /> : null}
    </Page>
  )
}
