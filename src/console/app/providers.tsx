import { ApolloProvider } from '@apollo/client/react'
import { I18nProvider } from 'react-aria-components'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import { createActor } from 'xstate'
import { liveAuthMachine } from '../auth/authActors'
import { AuthProvider } from '../auth/AuthContext'
import { readToken } from '../api/token'
import { i18n } from '../i18n'
import { toLocale } from '../i18n/languages'
import { AlertsProvider, GlobalStyle, theme } from '../ui'
import { createApolloClient } from '../api/apollo'
import { LiveConsoleProvider } from './live/LiveConsole'
import { createRouter } from './router'

/**
 * Builds the console's long-lived objects once: GraphQL client, auth actor, router. Asynchronous only to let the
 * browser breathe between them: on a slow phone each is tens of milliseconds of work, and one task holding all of
 * them is what Lighthouse counts as blocking time.
 */
export async function createConsole() {
  let onUnauthenticated = () => {}
  const client = createApolloClient({ onUnauthenticated: () => onUnauthenticated() })
  const authActor = createActor(liveAuthMachine(client), { input: { token: readToken() } })
  onUnauthenticated = () => authActor.send({ type: 'session.expired' })
  authActor.start()
  await nextTask()
  return { client, authActor, router: createRouter() }
}

/** Resolves in a later task (a timer), so the work after it runs apart from the work before. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

type ConsoleParts = Awaited<ReturnType<typeof createConsole>>

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
