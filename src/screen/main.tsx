// The class screen's entry. It never imports console code, so a wall display downloads only this.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { App } from './App'
import { screenI18n, setScreenLanguage } from './i18n'
import { readKeptScreen } from './services/keptScreen'
import { readScreenToken } from './services/tokenStore'
import { RecoveryBoundary } from './views/RecoveryBoundary'

// Right-click and click default actions are blocked on the class screen (docs/RULES.md#class-screen).
for (const type of ['contextmenu', 'click'] as const) {
  window.addEventListener(type, (event) => event.preventDefault(), { capture: true })
}

const root = document.getElementById('root')
// What the device kept of its last state is read first: with no network the screen starts from it (docs/SCREEN-DEVICE.md#offline-boot).
if (root) {
  void readKeptScreen(readScreenToken()).then(async (kept) => {
    // Offline, the load that sets the screen's language fails: show the language it had.
    if (kept?.language) await setScreenLanguage(kept.language)
    // A transition, which React renders in slices: a TV's slow CPU keeps answering (and a slow phone in Lighthouse
    // counts no long task) while the first render is made.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <I18nextProvider i18n={screenI18n}>
            <RecoveryBoundary>
              <App kept={kept?.state ?? null} />
            </RecoveryBoundary>
          </I18nextProvider>
        </StrictMode>,
      ),
    )
  })
}
