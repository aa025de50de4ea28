import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createConsole, nextTask } from './app/providers'
import { unregisterServiceWorkers } from './app/serviceWorker'
import { shellTextsReady } from './i18n'

void unregisterServiceWorkers()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')

// Render once the chosen language is loaded, so the first paint is never in the wrong language (a page waits for its
// own texts in the router).
// Lighthouse's blocking time counts every task over 50 ms on a slow phone: loading the scripts, making the console's
// objects and the first render each get their own tasks, and the render is a transition, which React splits up.
void shellTextsReady.finally(async () => {
  await nextTask()
  const parts = await createConsole()
  await nextTask()
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App parts={parts} />
      </StrictMode>,
    ),
  )
})
