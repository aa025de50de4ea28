import { StrictMode } from 'react'
import { ApolloProvider } from '@apollo/client/react'
import { I18nProvider } from 'react-aria-components'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import type { Actor } from 'xstate'
import type { ApolloClient } from '@apollo/client'
import type { liveAuthMachine } from '../auth/authActors'
import { AuthProvider } from '../auth/AuthContext'
import { i18n } from '../i18n'
import { toLocale } from '../i18n/languages'
import { AlertsProvider, GlobalStyle, theme } from '../ui'
import { LiveConsoleProvider } from './live/LiveConsole'
import type { createRouter } from './router'

interface ConsoleParts {
  client: ApolloClient
  authActor: Actor<ReturnType<typeof liveAuthMachine>>
  router: ReturnType<typeof createRouter>
}

function LocaleBridge({ children }: { children: React.ReactNode }) {
  const { i18n: instance } = useTranslation()
  return <I18nProvider locale={toLocale(instance.language)}>{children}</I18nProvider>
}

export function App({ parts }: { parts: ConsoleParts }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleBridge>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ApolloProvider client={parts.client}>
            <AuthProvider actor={parts.authActor}>
              <LiveConsoleProvider>
                <AlertsProvider>
                  <RouterProvider router={parts.router} />
                </AlertsProvider>
              </LiveConsoleProvider>
            </AuthProvider>
          </ApolloProvider>
        </ThemeProvider>
      </LocaleBridge>
    </I18nextProvider>
  )
}

/** The console as React shows it, around the parts bootConsole made. */
export function consoleElement(parts: ConsoleParts) {
  return (
    <StrictMode>
      <App parts={parts} />
    </StrictMode>
  )
}
