import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createConsole } from './app/providers'
import { unregisterServiceWorkers } from './app/serviceWorker'
import { i18nReady } from './i18n'

void unregisterServiceWorkers()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')

// Render once the chosen language is loaded, so the first paint is never in the wrong language.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App parts={createConsole()} />
    </StrictMode>,
  )
})
