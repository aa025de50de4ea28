import { useMutation, useQuery } from '@apollo/client/react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ActOnLocationsDocument, RegionsDocument, type ActOnLocationsMutation } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { LOCATION_ACTIONS, type LocationAction } from '../../../shared/schemas/locationActions'
import { Button, Card, ConfirmDialog, DateRangePicker, ProgressBar, Select, TextField, useAlerts, type DateRange } from '../../ui'
import { ActionResultRow, type ActionResult } from './ActionResultRow'

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  .controls > * {
    min-width: 200px;
    flex: 1 1 200px;
  }
  .controls > button {
    flex: 0 0 auto;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.lg};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(2.5)};
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }
  .result {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** Start and Stop change what plays in a studio now: they ask first and name the count (docs/RULES.md#actions-across-many-locations). */
const ASKS_FIRST = new Set<LocationAction>(['start', 'stop'])
const SELECTED = 'selected'

export interface LocationActionsPanelProps {
  /** Ids of the locations ticked in the list. */
  selected: readonly string[]
  onClearSelection: () => void
  /** The list changed (class state, automatic mode): read it again. */
  onDone: () => void
}

type Outcome = NonNullable<NonNullable<ActOnLocationsMutation['actOnLocations']>['data']>

/**
 * One action on many locations, from the locations list: the ticked ones, or a whole region. The
 * answer lists a result per location; refreshes then follow the connected screens until they report back.
 */
export function LocationActionsPanel({ selected, onClearSelection, onDone }: LocationActionsPanelProps) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const key = 'regions.actions'
  const { data: regionData } = useQuery(RegionsDocument)
  const [act, actState] = useMutation(ActOnLocationsDocument)
  const [target, setTarget] = useState<string>(SELECTED)
  const [action, setAction] = useState<LocationAction>('hardRefresh')
  const [asking, setAsking] = useState(false)
  const [outcome, setOutcome] = useState<{ data: Outcome; startedAt: number } | null>(null)
  const [pending, setPending] = useState<Map<string, number>>(new Map())
  // The close action's closure: its days and the reason the screens show.
  const [days, setDays] = useState<DateRange | null>(null)
  const [reason, setReason] = useState('')
  const [closureErrors, setClosureErrors] = useState<{ days?: string; reason?: string }>({})

  const regions = (regionData?.listRegions?.data ?? []).filter((region) => region !== null)
  const region = regions.find((row) => row.id === target)
  const count = region ? region.locations.length : selected.length
  const targetOptions = useMemo(
    () => [
      { id: SELECTED, label: t(`${key}.selected`, { count: selected.length }) },
      ...regions.map((row) => ({ id: row.id, label: t(`${key}.wholeRegion`, { name: row.name, count: row.locations.length }) })),
    ],
    [regions, selected.length, t],
  )
  const actionOptions = LOCATION_ACTIONS.map((id) => ({ id, label: t(`${key}.names.${id}`) }))

  const onPending = useCallback((location: string, left: number) => {
    setPending((current) => (current.get(location) === left ? current : new Map(current).set(location, left)))
  }, [])

  const run = async () => {
    setAsking(false)
    const closing = action === 'close'
    if (closing) {
      const missing = {
        days: days?.start && days.end ? undefined : t(`${key}.closeDaysRequired`),
        reason: reason.trim() ? undefined : t(`${key}.closeReasonRequired`),
      }
      setClosureErrors(missing)
      if (missing.days || missing.reason) return
    }
    const closure = closing && days ? { closure: { startsOn: days.start, endsOn: days.end, reason: reason.trim() } } : {}
    try {
      const input = region ? { action, region: region.id, ...closure } : { action, locations: [...selected], ...closure }
      const answer = await act({ variables: { input } })
      const data = answer.data?.actOnLocations?.data
      if (!data) return
      setPending(new Map())
      setOutcome({ data, startedAt: Date.now() })
      alert.info(t(`${key}.sent`, { count: data.results.length }))
      onDone()
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t(`${key}.failed`))
    }
  }

  const results = (outcome?.data.results ?? []).filter((row): row is ActionResult => row !== null)
  const connected = results.reduce((sum, row) => sum + row.connected, 0)
  const left = results.reduce((sum, row) => sum + (pending.get(row.location) ?? row.connected), 0)
  const reloading = outcome !== null && ['hardRefresh', 'refresh', 'reloadIdle'].includes(outcome.data.action) && connected > 0

  return (
    <Card aria-labelledby="location-actions-heading" data-testid="location-actions">
      <Body>
        <h2 id="location-actions-heading">{t(`${key}.title`)}</h2>
        <div className="controls">
          <Select label={t(`${key}.target`)} options={targetOptions} value={target} onChange={setTarget} />
          <Select label={t(`${key}.action`)} options={actionOptions} value={action} onChange={(value) => setAction(value as LocationAction)} />
          {action === 'close' ? (
            <>
              <DateRangePicker label={t(`${key}.closeDays`)} value={days} onChange={setDays} errorMessage={closureErrors.days} isRequired />
              <TextField label={t(`${key}.closeReason`)} value={reason} onChange={setReason} errorMessage={closureErrors.reason} isRequired maxLength={85} />
            </>
          ) : null}
          <Button
            variant="primary"
            isDisabled={count === 0}
            isPending={actState.loading}
            onPress={() => (ASKS_FIRST.has(action) ? setAsking(true) : void run())}
          >
            {t(`${key}.apply`, { count })}
          </Button>
          {selected.length > 0 ? (
            <Button variant="secondary" onPress={onClearSelection}>
              {t(`${key}.clear`)}
            </Button>
          ) : null}
        </div>
        <p className="note">{t(`${key}.hint`)}</p>
        {outcome ? (
          <div className="result" data-testid="location-actions-result" aria-live="polite">
            {reloading ? (
              <ProgressBar
                label={t(`${key}.progress`, { done: connected - left, total: connected })}
                value={Math.round(((connected - left) / connected) * 100)}
                isDone={left === 0}
              />
            ) : null}
            <ul>
              {results.map((result) => (
                <ActionResultRow key={result.location} action={outcome.data.action} result={result} startedAt={outcome.startedAt} onPending={onPending} />
              ))}
            </ul>
          </div>
        ) : null}
      </Body>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t(`${key}.confirmTitle.${action}`, { count })}
        message={t(`${key}.confirmMessage.${action}`, { count })}
        confirmLabel={t(`${key}.names.${action}`)}
        variant={action === 'stop' ? 'danger' : 'primary'}
        onConfirm={() => void run()}
      />
    </Card>
  )
}
