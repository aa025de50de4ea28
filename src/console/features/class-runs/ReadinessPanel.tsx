import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LocationReadinessDocument, type LocationReadinessQuery } from '../../../gql/graphql'
import { READINESS_WINDOW_MINUTES } from '../../../shared/constants'
import { serverMessage } from '../../api/apollo'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { toLocale } from '../../i18n/languages'
import { Badge, ErrorBox, Panel, Spinner } from '../../ui'
import { formatInZone } from '../../ui/clock'
import { ContentAheadSection } from './ContentAhead'

type Readiness = NonNullable<NonNullable<LocationReadinessQuery['getLocationReadiness']>['data']>
type ScreenState = NonNullable<Readiness['screens'][number]>

const READINESS_POLL_MS = 30_000

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)};
    align-items: start;
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  li:first-child {
    border-top: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.text.md};
  }
  /* A screen's name with the comma after it (or the "and" before it) breaks as one piece or not at all. */
  .name {
    display: inline-block;
    max-width: 100%;
  }
  span.why {
    display: block;
    margin-top: 2px;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Japanese breaks between phrases, not inside a word. */
  &:lang(ja) {
    word-break: auto-phrase;
    overflow-wrap: break-word;
  }
  /* On a phone the verdict goes above the names, which then have the card's whole width. */
  @media (max-width: 479.98px) {
    li {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(0.75)};
    }
    li > :last-child {
      grid-row: 1;
      justify-self: start;
    }
  }
`
const Heading = styled.span`
  /* The class's time reads as one piece ("6:00 PM"), its name may wrap. */
  .time {
    white-space: nowrap;
  }
`
const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
`

/** Each reason a screen is not ready, in words staff can act on. */
function reasonWords(screen: ScreenState, t: ReturnType<typeof useTranslation>['t']): string[] {
  const values = {
    screen: screen.name,
    round: screen.round,
    version: screen.appVersion ?? '—',
    count: Math.max(0, (screen.clipsWanted ?? 0) - (screen.clipsCached ?? 0)),
  }
  return screen.reasons.filter((reason) => reason !== null).map((reason) => t(`readiness.reasons.${reason}`, values))
}

/** A slot a translated sentence is cut at, to put an element where its placeholder was (no translation holds it). */
const SLOT = '\uE000'

/** A translated sentence with one placeholder filled by an element rather than text. */
function withSlot(sentence: string, node: React.ReactNode): React.ReactNode {
  const at = sentence.indexOf(SLOT)
  if (at < 0) return sentence
  return (
    <>
      {sentence.slice(0, at)}
      {node}
      {sentence.slice(at + SLOT.length)}
    </>
  )
}

/**
 * Names joined the language's way ("Screen 1, Screen 2, and Screen 3", "Screen 1、Screen 2", "Screen 1 وScreen 2"),
 * each name one unbreakable piece that takes the comma after it and a conjunction written onto it (Arabic و), so a
 * line never starts with a comma or splits a name; each is isolated, so a Latin name keeps its order in Arabic.
 */
function nameList(list: Intl.ListFormat, names: string[]): React.ReactNode {
  const pieces: { text: string; name: boolean }[] = []
  let glued = ''
  for (const part of list.formatToParts(names)) {
    if (part.type === 'element') {
      pieces.push({ text: glued + part.value, name: true })
      glued = ''
      continue
    }
    // ", and " → "," ends the previous name, " and " stands between; " و" → "و" begins the next name.
    const [, before = '', between = '', after = ''] = /^(\S*)(.*?)(\S*)$/su.exec(part.value) ?? []
    if (before && pieces.length > 0) pieces[pieces.length - 1].text += before
    else if (before) glued += before
    if (between) pieces.push({ text: between, name: false })
    glued += after
  }
  return pieces.map((piece, index) =>
    piece.name ? (
      <bdi className="name" key={index}>
        {piece.text}
      </bdi>
    ) : (
      piece.text
    ),
  )
}

/**
 * Readiness for the next class (docs/CLASS-RUNS.md#readiness): from 30 minutes before it, each screen
 * is Ready or Not ready, with the reason in words; before then the same check shows ahead of time.
 */
export function ReadinessPanel({ locationId, timeZone }: { locationId: string; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const query = useQuery(LocationReadinessDocument, {
    variables: { id: locationId },
    pollInterval: useLivePollInterval(READINESS_POLL_MS),
    notifyOnNetworkStatusChange: false,
  })
  const readiness = (query.data ?? query.previousData)?.getLocationReadiness?.data ?? null
  if (!readiness) {
    // While it loads, its heading holds its place (it no longer pops in above the schedule when the answer comes).
    return query.error ? (
      <Panel id="readiness" title={t('readiness.title')}>
        <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
      </Panel>
    ) : query.loading ? (
      <Panel id="readiness" title={t('readiness.title')}>
        <Spinner />
      </Panel>
    ) : null
  }
  const screens = readiness.screens.filter((screen): screen is ScreenState => screen !== null)
  const readyCount = screens.filter((screen) => screen.ready).length
  const next = readiness.nextClass
  // On the studio's clock, which it names (src/console/ui/clock.ts): the reader may be elsewhere.
  const clock = (iso: string) => formatInZone(iso, locale, timeZone, { hour: '2-digit', minute: '2-digit' })
  const title = next ? (
    <Heading>{withSlot(t('readiness.titleNext', { name: next.name, time: SLOT }), <span className="time">{clock(next.startsAt)}</span>)}</Heading>
  ) : (
    t('readiness.title')
  )
  const subtitle = !next
    ? t('readiness.noMoreClasses')
    : readiness.inWindow
      ? t('readiness.checking', { ready: readyCount, total: screens.length })
      : t('readiness.ahead', {
          time: clock(new Date(Date.parse(next.startsAt) - READINESS_WINDOW_MINUTES * 60_000).toISOString()),
          ready: readyCount,
          total: screens.length,
        })
  const notReady = screens.filter((screen) => !screen.ready)
  // Screens held back by the same single reason (eight unpaired screens, say) read as one line.
  const groups = new Map<string, ScreenState[]>()
  for (const screen of notReady) {
    const key = screen.reasons.length === 1 && screen.reasons[0] !== 'disconnected' && screen.reasons[0] !== 'noWorkout' ? screen.reasons[0]! : screen.screen
    groups.set(key, [...(groups.get(key) ?? []), screen])
  }
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  // Without a class ahead there is nothing to be ready for: no verdict, only what needs seeing to.
  const badge = !next ? null : readiness.ready ? (
    <Badge $tone="success">{t('readiness.ready')}</Badge>
  ) : (
    <Badge $tone={readiness.inWindow ? 'error' : 'warning'}>{t('readiness.notReady')}</Badge>
  )

  return (
    <Panel id="readiness" data-testid="readiness" title={title} subtitle={subtitle} actions={badge} flush>
      {notReady.length === 0 ? (
        <Note>{t('readiness.allReady', { total: screens.length })}</Note>
      ) : (
        <List aria-label={t('readiness.notReadyList')}>
          {[...groups.values()].map((group) => (
            <li key={group[0].screen} data-testid={group.map((screen) => `readiness-${screen.round}`).join(' ')}>
              <span>
                <strong>
                  {group.length > 2
                    ? withSlot(
                        t('readiness.screensLabel', { count: group.length, screens: SLOT }),
                        nameList(
                          list,
                          group.map((screen) => screen.name),
                        ),
                      )
                    : nameList(
                        list,
                        group.map((screen) => t('readiness.screenLabel', { screen: screen.name, round: screen.round })),
                      )}
                </strong>
                {reasonWords(group[0], t).map((words) => (
                  <span className="why" key={words}>
                    {words}
                  </span>
                ))}
              </span>
              <Badge $tone={readiness.inWindow ? 'error' : 'warning'}>{t('readiness.notReady')}</Badge>
            </li>
          ))}
        </List>
      )}
      <ContentAheadSection readiness={readiness} timeZone={timeZone} />
    </Panel>
  )
}
