import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Card, PageHeader, icons, useDocumentTitle } from '../../ui'

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Toc = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space(10)};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  a {
    display: block;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.text.sm};
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  @media (max-width: 900px) {
    position: static;
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
`
const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`
const Section = styled(Card)`
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  scroll-margin-top: ${({ theme }) => theme.space(10)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.text.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    line-height: 1.6;
  }
  ol,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    padding-inline-start: ${({ theme }) => theme.space(3)};
    line-height: 1.6;
  }
  li + li {
    margin-top: 6px;
  }
  .note {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  a {
    color: ${({ theme }) => theme.color.info};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
`
const Levels = styled.ul`
  list-style: none;
  padding: 0 !important;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(1.5)};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radius.md};
    margin: 0 !important;
  }
  li svg {
    flex: none;
    margin-top: 2px;
  }
  li[data-level='all'] {
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
  li[data-level='some'] {
    background: ${({ theme }) => theme.color.warningSoft};
    color: ${({ theme }) => theme.color.warning};
  }
  li[data-level='none'] {
    background: ${({ theme }) => theme.color.errorSoft};
    color: ${({ theme }) => theme.color.error};
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.color.text};
  }
`

const SECTIONS = ['pairing', 'colours', 'modes', 'refresh', 'contact'] as const

/** /admin/help: how to run the screens day to day, and who to call. */
export function SupportPage() {
  const { t } = useTranslation()
  const title = t('pages.support')
  useDocumentTitle(title)
  const key = 'resources.help'
  const email = t(`${key}.contact.email`)
  const steps = (section: string, count: number) => Array.from({ length: count }, (_, index) => t(`${key}.${section}.step${index + 1}`))
  return (
    <>
      <PageHeader title={title} subtitle={t(`${key}.subtitle`)} />
      <Layout>
        <Toc aria-label={t(`${key}.toc`)}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#help-${section}`}>{t(`${key}.${section}.title`)}</a>
              </li>
            ))}
          </ul>
        </Toc>
        <Sections>
          <Section id="help-pairing" aria-labelledby="help-pairing-title">
            <h2 id="help-pairing-title">{t(`${key}.pairing.title`)}</h2>
            <p>{t(`${key}.pairing.intro`)}</p>
            <ol>
              {steps('pairing', 6).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="note">{t(`${key}.pairing.note`)}</p>
          </Section>
          <Section id="help-colours" aria-labelledby="help-colours-title">
            <h2 id="help-colours-title">{t(`${key}.colours.title`)}</h2>
            <p>{t(`${key}.colours.intro`)}</p>
            <Levels>
              <li data-level="all">
                <icons.CheckCircleIcon />
                <div>
                  <strong>{t(`${key}.colours.green`)}</strong>
                  <span>{t('resources.operations.connection.tooltip.all')}</span>
                </div>
              </li>
              <li data-level="some">
                <icons.WarningIcon />
                <div>
                  <strong>{t(`${key}.colours.yellow`)}</strong>
                  <span>{t('resources.operations.connection.tooltip.some')}</span>
                </div>
              </li>
              <li data-level="none">
                <icons.ErrorIcon />
                <div>
                  <strong>{t(`${key}.colours.red`)}</strong>
                  <span>{t('resources.operations.connection.tooltip.none')}</span>
                </div>
              </li>
            </Levels>
            <p>{t(`${key}.colours.fix`)}</p>
            <ul>
              {steps('colours', 3).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </Section>
          <Section id="help-modes" aria-labelledby="help-modes-title">
            <h2 id="help-modes-title">{t(`${key}.modes.title`)}</h2>
            <p>
              <strong>{t(`${key}.modes.automaticTitle`)}</strong> {t(`${key}.modes.automatic`)}
            </p>
            <p>
              <strong>{t(`${key}.modes.manualTitle`)}</strong> {t(`${key}.modes.manual`)}
            </p>
            <p className="note">{t(`${key}.modes.note`)}</p>
          </Section>
          <Section id="help-refresh" aria-labelledby="help-refresh-title">
            <h2 id="help-refresh-title">{t(`${key}.refresh.title`)}</h2>
            <p>{t(`${key}.refresh.hard`)}</p>
            <p>{t(`${key}.refresh.single`)}</p>
            <p className="note">{t(`${key}.refresh.note`)}</p>
          </Section>
          <Section id="help-contact" aria-labelledby="help-contact-title">
            <h2 id="help-contact-title">{t(`${key}.contact.title`)}</h2>
            <p>
              {t(`${key}.contact.intro`)} <a href={`mailto:${email}`}>{email}</a>
            </p>
            <ul>
              {steps('contact', 3).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <p className="note">{t(`${key}.contact.hours`)}</p>
          </Section>
        </Sections>
      </Layout>
    </>
  )
}
