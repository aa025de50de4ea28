import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CheckWorkoutLinksDocument, WorkoutLinkChecksDocument, type LinkCheckFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { Badge, Button, Card, CardHead, ErrorBox } from '../../ui'
import { formatLength, linkProblemText } from './linkStatus'

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
  > p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(0.75)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    overflow-wrap: anywhere;
  }
  .url {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
`

const KEY = 'resources.workouts.linkChecks'
/** How soon the form reads again what a save's checks found. */
const RECHECK_MS = 3_000

/** The links that will not play, or the ones not checked yet. */
function LinkLine({ link }: { link: LinkCheckFieldsFragment }) {
  const { t } = useTranslation()
  const where = t(`${KEY}.stepLine`, { step: link.step, name: link.name })
  return (
    <li data-step={link.step} data-status={link.facts?.status ?? 'unchecked'}>
      <strong>{link.field === 'lrVideoLink' ? t(`${KEY}.lowResolution`, { where }) : where}</strong>
      <Badge $tone={link.facts ? 'error' : 'neutral'}>{link.facts ? linkProblemText(t, link.facts) : t(`${KEY}.status.unchecked`)}</Badge>
      <span className="url" dir="ltr">
        {link.url}
      </span>
    </li>
  )
}

/**
 * What the server found at the workout's links before the day (docs/LINK-CHECKS.md): the links a TV cannot play,
 * and the class's length against the 45 minutes it runs. Read again after a save (the save checks them).
 */
export function LinkChecksCard({ workoutId, version, mayCheck }: { workoutId: string; version: string; mayCheck: boolean }) {
  const { t } = useTranslation()
  const [waiting, setWaiting] = useState(false)
  // While links are not checked yet (a save checks them in the background), read again every few seconds.
  const query = useQuery(WorkoutLinkChecksDocument, { variables: { id: workoutId }, fetchPolicy: 'cache-and-network', pollInterval: waiting ? RECHECK_MS : 0 })
  const [checkNow, checking] = useMutation(CheckWorkoutLinksDocument)
  const checks = (query.data?.getWorkoutLinkChecks?.data ?? checking.data?.checkWorkoutLinks?.data) || null
  const { refetch } = query
  const pending = checks?.unchecked ?? 0
  useEffect(() => setWaiting(pending > 0), [pending])
  // A save changes the version: what its checks found is read again.
  useEffect(() => {
    void refetch().catch(() => undefined)
    const again = setTimeout(() => void refetch().catch(() => undefined), RECHECK_MS)
    return () => clearTimeout(again)
  }, [version, refetch])
  const failure = checking.error ?? (checks ? undefined : query.error)
  const problems = (checks?.links ?? []).filter((link): link is LinkCheckFieldsFragment => Boolean(link && link.facts && link.facts.status !== 'ok'))
  const unchecked = (checks?.links ?? []).filter((link): link is LinkCheckFieldsFragment => Boolean(link && !link.facts))
  const tooLong = checks ? checks.totalDurationMs > checks.classLengthMs : false
  return (
    <Card aria-labelledby="link-checks-heading" data-version={version}>
      <CardHead>
        <div>
          <h2 id="link-checks-heading">{t(`${KEY}.title`)}</h2>
          <p>{t(`${KEY}.hint`)}</p>
        </div>
        {mayCheck ? (
          <div className="tools">
            <Button
              variant="secondary"
              isPending={checking.loading}
              onPress={() =>
                void checkNow({ variables: { id: workoutId }, refetchQueries: [WorkoutLinkChecksDocument], awaitRefetchQueries: true }).catch(() => undefined)
              }
            >
              {t(`${KEY}.checkNow`)}
            </Button>
          </div>
        ) : null}
      </CardHead>
      <Body aria-live="polite" aria-busy={query.loading && !checks}>
        {failure ? <ErrorBox role="alert">{serverMessage(failure) ?? t(`${KEY}.checkFailed`)}</ErrorBox> : null}
        {checks ? (
          <>
            <p>
              <Badge $tone={tooLong ? 'warning' : 'neutral'}>
                {t(`${KEY}.length`, { length: formatLength(checks.totalDurationMs), classLength: formatLength(checks.classLengthMs) })}
              </Badge>{' '}
              {checks.unknownDurations > 0 ? <span>{t(`${KEY}.unmeasured`, { count: checks.unknownDurations })}</span> : null}
            </p>
            {problems.length > 0 ? (
              <>
                <p>
                  <Badge $tone="error">{t(`${KEY}.problems`, { count: problems.length })}</Badge>
                </p>
                <ul>
                  {problems.map((link) => (
                    <LinkLine key={`${link.step}-${link.field}`} link={link} />
                  ))}
                </ul>
              </>
            ) : unchecked.length === 0 ? (
              <p>
                <Badge $tone="success">{t(`${KEY}.allGood`)}</Badge>
              </p>
            ) : null}
            {unchecked.length > 0 ? <p>{t(`${KEY}.unchecked`, { count: unchecked.length })}</p> : null}
          </>
        ) : null}
      </Body>
    </Card>
  )
}
