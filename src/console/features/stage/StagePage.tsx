import 'media-chrome'
import { useQuery } from '@apollo/client/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { StageWorkoutDocument } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { LoadingImage } from '../../ui'
import { useDocumentTitle } from '../placeholders'
import { PLAYER, STAGE_SIZES, comboNumber, stageQueue, stageSizeFor, type StageSize } from './player'

const Page = styled.div<{ $embed: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: ${({ $embed }) => ($embed ? 'column' : 'row')};
  align-items: stretch;
  justify-content: center;
  gap: 32px;
  padding: ${({ $embed }) => ($embed ? '0' : '24px')};
  background: radial-gradient(circle at 50% 0%, #2a2d33 0%, #0e0f12 70%);
  color: #f3f4f6;
  @media (max-width: 900px) {
    flex-direction: column;
    align-items: center;
    padding: ${({ $embed }) => ($embed ? '0' : '16px')};
  }
`
const Stage = styled.div<{ $embed: boolean; $width: number; $height: number }>`
  position: relative;
  flex: none;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  height: ${({ $embed, $height }) => ($embed ? '100vh' : `min(${$height}px, calc(100vh - 48px))`)};
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ $embed }) => ($embed ? '0' : '14px')};
  background: #000;
  box-shadow: ${({ $embed }) => ($embed ? 'none' : '0 30px 60px -20px rgba(0,0,0,0.7), 0 0 0 1px rgba(255,255,255,0.08)')};
  media-controller {
    width: 100%;
    height: 100%;
    --media-primary-color: #fff;
    --media-control-background: rgba(14, 15, 18, 0.72);
    --media-range-track-height: 4px;
    --media-range-bar-color: #d7262e;
  }
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  media-control-bar {
    width: 100%;
  }
  media-time-range {
    flex: 1;
  }
  @media (max-width: 900px) {
    height: ${({ $embed }) => ($embed ? '100vh' : 'min(78vh, 1280px)')};
  }
`
const Overlay = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 0;
  z-index: 1;
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  background: linear-gradient(180deg, rgba(0, 0, 0, 0.55), transparent);
  pointer-events: none;
  .clip {
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    font-size: 15px;
  }
  .count {
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
    font-size: 13px;
  }
  .combo {
    display: inline-block;
    margin-top: 6px;
    padding: 4px 10px;
    border-radius: 4px;
    background: #d7262e;
    font-weight: 800;
    font-size: 20px;
    letter-spacing: 0.06em;
  }
`
const Finished = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: grid;
  place-content: center;
  gap: 16px;
  text-align: center;
  background: rgba(0, 0, 0, 0.78);
  h2 {
    font-size: 26px;
  }
  button {
    justify-self: center;
    height: 40px;
    padding: 0 20px;
    border: 0;
    border-radius: 6px;
    background: #d7262e;
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`
const Side = styled.aside`
  width: 340px;
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 {
    font-size: 22px;
    line-height: 1.25;
  }
  .meta {
    color: #aab0ba;
    font-size: 14px;
  }
  .sizes {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  .sizes a {
    padding: 6px 12px;
    border: 1px solid #3b3f47;
    border-radius: 999px;
    color: #e5e7eb;
    font-size: 13px;
    text-decoration: none;
  }
  .sizes a[aria-current='true'] {
    border-color: #d7262e;
    background: rgba(215, 38, 46, 0.18);
  }
  .sizes a:focus-visible,
  ol button:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  h2 {
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: #aab0ba;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 2px;
  }
  ol button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: #e5e7eb;
    font: inherit;
    font-size: 14px;
    text-align: start;
    cursor: pointer;
  }
  ol button:hover {
    background: rgba(255, 255, 255, 0.06);
  }
  ol button[aria-current='true'] {
    background: rgba(215, 38, 46, 0.22);
    color: #fff;
    font-weight: 600;
  }
  ol button[disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .n {
    width: 24px;
    height: 24px;
    flex: none;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: #2b2f36;
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .missing {
    margin-inline-start: auto;
    color: #fca5a5;
    font-size: 12px;
  }
  .keys {
    color: #8b919b;
    font-size: 12px;
    line-height: 1.6;
  }
  @media (max-width: 900px) {
    width: min(720px, 100%);
  }
`
const Message = styled.p`
  margin: auto;
  padding: 24px;
  text-align: center;
  color: #f3f4f6;
`

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
      {!embed ? (
        <Side>
          <div>
            <h1>{workout.name}</h1>
            <p className="meta">
              {t('resources.stage.meta', { round: workout.round, size })}
              {workout.isLrVideo ? ` · ${t('resources.stage.lowResolution')}` : ''}
            </p>
          </div>
          <nav className="sizes" aria-label={t('resources.stage.sizes')}>
            {(Object.keys(STAGE_SIZES) as StageSize[]).map((option) => (
              <a key={option} href={sizeHref(option)} aria-current={option === size ? 'true' : undefined}>
                <bdi dir="ltr">{option.replace('x', ' × ')}</bdi>
              </a>
            ))}
          </nav>
          <div>
            <h2 id="stage-clips">{t('resources.stage.sequence')}</h2>
            <ol aria-labelledby="stage-clips">
              {queue.map((item, position) => (
                <li key={item.position}>
                  <button type="button" aria-current={position === index && !finished ? 'true' : undefined} disabled={!item.url} onClick={() => goTo(position)}>
                    <span className="n">{item.position + 1}</span>
                    <span>{item.name}</span>
                    {!item.url ? <span className="missing">{t('resources.stage.missing')}</span> : null}
                  </button>
                </li>
              ))}
            </ol>
          </div>
          <p className="keys">
            {t('resources.stage.keys', { seek: PLAYER.seekStepSeconds, volume: Math.round(PLAYER.volumeStep * 100), hide: PLAYER.autohideMs / 1000 })}
          </p>
        </Side>
      ) : null}
    </Page>
  )
}
