import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Badge } from '../../ui'
import type { Lane, Play } from './RunTimeline'
import { Legend, Notes } from './runStyles'
import { syncBand } from './runText'

type Band = ReturnType<typeof syncBand> | 'none'

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(120px, 180px) minmax(0, 1fr) minmax(150px, 210px);
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
  .who small,
  .figures small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
  .figures {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    font-size: ${({ theme }) => theme.text.sm};
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(120px, 160px) minmax(0, 1fr);
    .figures {
      grid-column: 2;
    }
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    .figures {
      grid-column: 1;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 10px;
    }
  }
`
const Cells = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 2px;
`
const Cell = styled.li<{ $band: Band }>`
  display: grid;
  place-items: center;
  height: 34px;
  border-radius: 3px;
  font-size: 11px;
  font-weight: ${({ theme }) => theme.weight.semibold};
  font-variant-numeric: tabular-nums;
  overflow: hidden;
  color: ${({ $band, theme }) => ($band === 'over' ? theme.color.textInverse : $band === 'near' ? theme.color.warning : $band === 'good' ? theme.color.success : theme.color.textMuted)};
  background: ${({ $band, theme }) =>
    $band === 'over' ? theme.color.error : $band === 'near' ? theme.color.warningSoft : $band === 'good' ? theme.color.successSoft : theme.color.surfaceSunken};
  border: 1px solid ${({ $band, theme }) => ($band === 'near' ? theme.color.warning : 'transparent')};
`
const How = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
`

/**
 * Proof of sync on the run page (docs/CLASS-RUNS.md#proof-of-sync): a row per screen, a cell per clip holding the
 * clip's 95th percentile of drift from the class clock (its colour: within half the threshold, within it, over it),
 * and the screen's figures over the class: its 95th percentile, its worst, its clock's error bound.
 */
export function RunSync({ lanes, thresholdMs, locale }: { lanes: Lane[]; thresholdMs: number; locale: string }) {
  const { t } = useTranslation()
  const numbers = new Intl.NumberFormat(locale)
  const ms = (value: number) => numbers.format(value)
  const count = Math.max(0, ...lanes.flatMap((lane) => lane.plays.filter((play): play is Play => play !== null).map((play) => play.position + 1)))
  if (lanes.every((lane) => !lane.sync)) {
    return (
      <Notes>
        <li>{t('classRuns.sync.none')}</li>
      </Notes>
    )
  }
  return (
    <>
      <Rows data-testid="run-sync">
        {lanes.map((lane) => {
          const byPosition = new Map(lane.plays.filter((play): play is Play => play !== null).map((play) => [play.position, play]))
          const sync = lane.sync
          return (
            <Row key={lane.screen} data-testid={`sync-${lane.round}`} data-in-step={sync ? String(sync.inStep) : 'unknown'}>
              <span className="who">
                <strong>{lane.name}</strong>
                <small>{t('classRuns.round', { round: lane.round })}</small>
              </span>
              <Cells $count={Math.max(count, 1)} aria-label={t('classRuns.sync.cellsLabel', { screen: lane.name })}>
                {Array.from({ length: count }, (_, position) => {
                  const figures = byPosition.get(position)?.sync ?? null
                  const clip = t('classRuns.clip', { n: position + 1 })
                  const band: Band = figures ? syncBand(figures.p95Ms, thresholdMs) : 'none'
                  const label = figures
                    ? t('classRuns.sync.cellLabel', {
                        clip,
                        p95Ms: ms(figures.p95Ms),
                        medianMs: ms(figures.medianMs),
                        maxMs: ms(figures.maxMs),
                        samples: ms(figures.samples),
                        seeks: ms(figures.seeks),
                        rateChanges: ms(figures.rateChanges),
                      })
                    : t('classRuns.sync.cellNone', { clip })
                  return (
                    <Cell key={position} $band={band} data-band={band} title={label} aria-label={label}>
                      {figures ? ms(figures.p95Ms) : '—'}
                    </Cell>
                  )
                })}
              </Cells>
              <span className="figures">
                {sync ? (
                  <>
                    <Badge $tone={sync.inStep ? 'success' : 'error'}>{sync.inStep ? t('classRuns.sync.inStep') : t('classRuns.sync.outOfStep')}</Badge>
                    <span>{t('classRuns.sync.screenFigures', { p95Ms: ms(sync.p95Ms), maxMs: ms(sync.maxMs) })}</span>
                    <small>
                      {sync.clockErrorMs === null ? t('classRuns.sync.clockUnknown') : t('classRuns.sync.clockError', { ms: ms(sync.clockErrorMs) })}
                      {' · '}
                      {t('classRuns.sync.corrections', { seeks: ms(sync.seeks), rateChanges: ms(sync.rateChanges) })}
                    </small>
                  </>
                ) : (
                  <Badge $tone="neutral">{t('classRuns.sync.notMeasured')}</Badge>
                )}
              </span>
            </Row>
          )
        })}
      </Rows>
      <Legend>
        <li>
          <i style={{ background: '#e8f6ee' }} />
          {t('classRuns.sync.legend.good', { ms: ms(Math.floor(thresholdMs / 2)) })}
        </li>
        <li>
          <i style={{ background: '#fff4e0', border: '1px solid #9a5c00' }} />
          {t('classRuns.sync.legend.near', { ms: ms(thresholdMs) })}
        </li>
        <li>
          <i style={{ background: '#c8242b' }} />
          {t('classRuns.sync.legend.over', { ms: ms(thresholdMs) })}
        </li>
      </Legend>
      <How>{t('classRuns.sync.how')}</How>
    </>
  )
}
