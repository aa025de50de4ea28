import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import styled from 'styled-components'
import { RoundsDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { EmptyState, ErrorBox, PageHeader, Spinner, TileGrid, icons, useDocumentTitle } from '../../ui'

const CardLink = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  outline: none;
  transition:
    transform 120ms ease,
    box-shadow 120ms ease,
    border-color 120ms ease;
  &:hover {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.popover};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  .media {
    position: relative;
    aspect-ratio: 16 / 10;
    background: linear-gradient(135deg, #1c1f24 0%, #3a1013 100%);
    display: grid;
    place-items: center;
    color: #fff;
  }
  .media img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .number {
    position: relative;
    font-size: 48px;
    font-weight: 800;
    letter-spacing: -0.02em;
    text-shadow: 0 2px 12px rgba(0, 0, 0, 0.45);
  }
  .body {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  }
  .name {
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  .body svg {
    color: ${({ theme }) => theme.color.textMuted};
    flex: none;
  }
  [dir='rtl'] & .body svg {
    transform: scaleX(-1);
  }
`

/** /admin/rounds (docs/RULES.md#console-pages): 'Classes', a card per class screen (1-9) linking to its workouts. */
export function RoundsPage() {
  const { t } = useTranslation()
  const title = t('pages.rounds')
  useDocumentTitle(title)
  const { data, loading, error } = useQuery(RoundsDocument)
  const rounds = [...(data?.listRounds?.data ?? [])].filter((row) => row !== null).sort((a, b) => a.roundNumber - b.roundNumber)

  return (
    <>
      <PageHeader title={title} subtitle={t('resources.rounds.subtitle')} />
      {error && !data ? <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox> : null}
      {loading && !data ? <Spinner /> : null}
      {data && rounds.length === 0 ? <EmptyState icon={<icons.ClassesIcon size={32} />} message={t('resources.rounds.emptyRounds')} /> : null}
      <TileGrid $min={200} $twoOnPhone>
        {rounds.map((round) => (
          <li key={round.id}>
            <CardLink to={`/admin/rounds/${round.roundNumber}`}>
              <div className="media">
                {round.imageUrl ? <img src={round.imageUrl} alt="" loading="lazy" /> : null}
                <span className="number" aria-hidden="true">
                  {round.roundNumber}
                </span>
              </div>
              <div className="body">
                {/* One name per position in every menu and page (docs/GLOSSARY.md): the record's own name ("Round 1") stays an API field. */}
                <span className="name">{t('pages.round', { round: round.roundNumber })}</span>
                <icons.ChevronRightIcon />
              </div>
            </CardLink>
          </li>
        ))}
      </TileGrid>
    </>
  )
}
