import { startTransition } from 'react'
import { nextTask } from '../shared/nextTask'
import { bootConsole } from './app/boot'
import { unregisterServiceWorkers } from './app/serviceWorker'
import { shellTextsReady } from './i18n'

void unregisterServiceWorkers()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')

// Render once the chosen language is loaded, so the first paint is never in the wrong language (a page waits for its
// own texts in the router).
// Lighthouse's blocking time counts every task over 50 ms on a slow phone: the console's parts load and are made in
// tasks of their own (bootConsole), and the first render is a transition, which React splits up.
void shellTextsReady.finally(async () => {
  await nextTask()
  // React's DOM renderer is set up in a task of its own too, not with the entry's (i18next's) own.
  const { createRoot } = await import('react-dom/client')
  await nextTask()
  const element = await bootConsole()
  startTransition(() => createRoot(container).render(element))
})
