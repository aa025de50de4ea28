import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

const Screen = styled.main`
  min-height: 100%;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  background:
    radial-gradient(1200px 600px at 100% 0%, rgba(215, 38, 46, 0.1), transparent 60%),
    radial-gradient(900px 500px at 0% 100%, rgba(21, 23, 27, 0.08), transparent 60%), ${({ theme }) => theme.color.surfaceMuted};
`

const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  .logo {
    display: block;
    width: 220px;
    height: auto;
    margin: 0 auto ${({ theme }) => theme.space(3)};
  }
  h1 {
    font-size: ${({ theme }) => theme.text.xxl};
    text-align: center;
  }
  .subtitle {
    margin: ${({ theme }) => theme.space(0.5)} 0 ${({ theme }) => theme.space(3)};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  .or {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .submit {
    width: 100%;
    height: 42px;
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.text.lg};
  }
  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  }
`

/** The public pages' frame: logo, app name and a card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <Screen>
      <Panel>
        <img className="logo" src="/brand/logo.svg" alt={t('app.logoAlt')} width={220} height={66} />
        <h1>{title}</h1>
        {subtitle ? <p className="subtitle">{subtitle}</p> : null}
        {children}
      </Panel>
    </Screen>
  )
}
