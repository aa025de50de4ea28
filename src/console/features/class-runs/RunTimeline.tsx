import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { ClassRunQuery } from '../../../gql/graphql'
import { Legend, Notes } from './runStyles'
import { formatClock } from './runText'
import { scaleOf } from './timelineScale'

type Run = NonNullable<NonNullable<ClassRunQuery['getClassRun']>['data']>
export type Lane = NonNullable<Run['timeline'][number]>
export type Play = NonNullable<Lane['plays'][number]>

const Lanes = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`
const LaneRow = styled.li`
  display: grid;
  grid-template-columns: minmax(120px, 180px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
  .who {
    display: flex;
    flex-direction: column;
    line-height: 1.3;
  }
  .who strong {
    font-size: ${({ theme }) => theme.text.md};
  }
  .who small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Track = styled.div`
  position: relative;
  height: 34px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`
const Clip = styled.span<{ $tone: 'cache' | 'network' | 'replaced' }>`
  position: absolute;
  top: 3px;
  bottom: 3px;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: 3px;
  font-size: 11px;
  font-weight: ${({ theme }) => theme.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ $tone, theme }) => ($tone === 'replaced' ? theme.color.warning : theme.color.textInverse)};
  background: ${({ $tone, theme }) =>
    $tone === 'replaced'
      ? `repeating-linear-gradient(135deg, ${theme.color.warningSoft} 0 6px, #ffe2b3 6px 12px)`
      : $tone === 'network'
        ? theme.color.info
        : theme.color.success};
  border: 1px solid ${({ $tone, theme }) => ($tone === 'replaced' ? theme.color.warning : 'transparent')};
  box-shadow: inset -1px 0 0 rgba(255, 255, 255, 0.6);
  &[data-stalled='true']::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-end: 2px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.error};
  }
`
const Gap = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 3px;
  margin-inline-start: -3px;
  background: ${({ theme }) => theme.color.error};
`
const Planned = styled.span`
  position: absolute;
  top: -4px;
  bottom: -4px;
  width: 0;
  border-inline-start: 2px dashed ${({ theme }) => theme.color.text};
`

/** A run's timeline (docs/CLASS-RUNS.md): a lane per screen with its clips where they played against the planned start, and the legend. */
export function RunTimeline({ run, lanes, locale, timeZone }: { run: Run; lanes: Lane[]; locale: string; timeZone: string }) {
  const { t } = useTranslation()
  const scale = scaleOf(
    run.plannedStartAt,
    lanes.map((lane) => ({ plays: lane.plays.filter((play): play is Play => play !== null) })),
  )
  return (
    <>
      {lanes.length === 0 ? (
        <Notes>
          <li>{t('classRuns.noReports')}</li>
        </Notes>
      ) : (
        <Lanes data-testid="run-timeline">
          {lanes.map((lane) => (
            <LaneRow key={lane.screen} data-testid={`lane-${lane.round}`}>
              <span className="who">
                <strong>{lane.name}</strong>
                <small>
                  {t('classRuns.round', { round: lane.round })}
                  {lane.lateSeconds > 60 ? ` · ${t('classRuns.laneLate', { seconds: lane.lateSeconds })}` : ''}
                </small>
              </span>
              <Track role="list" aria-label={t('classRuns.laneLabel', { screen: lane.name })}>
                <Planned style={{ insetInlineStart: `${scale.at(run.plannedStartAt)}%` }} aria-hidden />
                {lane.plays
                  .filter((play): play is Play => play !== null)
                  .map((play) => {
                    const tone = play.replaced ? 'replaced' : play.source === 'network' ? 'network' : 'cache'
                    const label = t(`classRuns.clipLabel.${tone}`, {
                      clip: t('classRuns.clip', { n: play.position + 1 }),
                      name: play.clipName || '—',
                      time: formatClock(play.startedAt, locale, timeZone),
                    })
                    return (
                      <span key={`${play.position}-${play.startedAt}`} role="listitem">
                        {play.gapBeforeMs ? <Gap style={{ insetInlineStart: `${scale.at(play.startedAt)}%` }} aria-hidden /> : null}
                        <Clip
                          $tone={tone}
                          data-replaced={play.replaced}
                          data-stalled={play.stalls > 0}
                          title={label}
                          aria-label={label}
                          style={{ insetInlineStart: `${scale.at(play.startedAt)}%`, width: `${scale.width(play)}%` }}
                        >
                          {play.position + 1}
                        </Clip>
                      </span>
                    )
                  })}
              </Track>
            </LaneRow>
          ))}
        </Lanes>
      )}
      <Legend>
        <li>
          <i style={{ background: '#1a7a42' }} />
          {t('classRuns.legend.cache')}
        </li>
        <li>
          <i style={{ background: '#1862b8' }} />
          {t('classRuns.legend.network')}
        </li>
        <li>
          <i style={{ background: 'repeating-linear-gradient(135deg, #fff4e0 0 4px, #ffe2b3 4px 8px)', border: '1px solid #9a5c00' }} />
          {t('classRuns.legend.replaced')}
        </li>
        <li>
          <i style={{ background: '#c8242b', width: 3 }} />
          {t('classRuns.legend.gap')}
        </li>
        <li>
          <i style={{ borderInlineStart: '2px dashed #1c1f24', width: 2, borderRadius: 0 }} />
          {t('classRuns.legend.planned')}
        </li>
      </Legend>
    </>
  )
}
