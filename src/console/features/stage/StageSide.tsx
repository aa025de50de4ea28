import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { PLAYER, STAGE_SIZES, type StageSize, type stageQueue } from './player'

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

export interface StageSideProps {
  workout: { name: string; round: number; isLrVideo: boolean }
  size: StageSize
  /** The link that shows the stage at another size. */
  sizeHref: (size: StageSize) => string
  queue: ReturnType<typeof stageQueue>
  /** The clip playing; none once the class has finished. */
  current: number | null
  onPick: (position: number) => void
}

/** Beside the stage: the workout, the sizes to try, every clip in order (a press plays it) and the player's keys. */
export function StageSide({ workout, size, sizeHref, queue, current, onPick }: StageSideProps) {
  const { t } = useTranslation()
  return (
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
              <button type="button" aria-current={position === current ? 'true' : undefined} disabled={!item.url} onClick={() => onPick(position)}>
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
  )
}
