import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import styled from 'styled-components'

const Box = styled.main`
  max-width: 640px;
  margin: 12vh auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    font-size: ${({ theme }) => theme.text.xxl};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.text.sm};
  }
`

/** The router's error page (docs/RULES.md#errors-and-alerts). Shows the message, never a stack. */
export function ErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null
  return (
    <Box role="alert">
      <h1>{t('errors.unexpected')}</h1>
      <p>{t('errors.unexpectedHelp')}</p>
      {detail ? <pre>{detail}</pre> : null}
      <a href="/admin/dashboard">{t('errors.backToDashboard')}</a>
    </Box>
  )
}
