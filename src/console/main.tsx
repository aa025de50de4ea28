import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createConsole } from './app/providers'
import { unregisterServiceWorkers } from './app/serviceWorker'
import { shellTextsReady } from './i18n'

void unregisterServiceWorkers()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')

// Render once the chosen language is loaded, so the first paint is never in the wrong language (a page waits for its
// own texts in the router).
void shellTextsReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App parts={createConsole()} />
    </StrictMode>,
  )
})
