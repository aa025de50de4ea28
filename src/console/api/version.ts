import { useApolloClient } from '@apollo/client/react'
import { useEffect, useSyncExternalStore } from 'react'
import { APP_VERSION, STORAGE_KEYS } from '../../shared/constants'
import { LatestReleaseDocument } from '../../gql/graphql'

const CHANGE_EVENT = 'app-version-change'

/** The version in the footer: the latest release's, once stored (docs/RULES.md#api-calls), else this build's (21.12.22). */
export function appVersion(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.appVersion) || APP_VERSION
  } catch {
    return APP_VERSION
  }
}

/** Stores the latest release's version (latestRelease → data.version) and tells the footer. */
export function storeAppVersion(version: string | null | undefined): void {
  if (!version) return
  try {
    if (localStorage.getItem(STORAGE_KEYS.appVersion) === version) return
    localStorage.setItem(STORAGE_KEYS.appVersion, version)
  } catch {
    return
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.appVersion) onChange()
  }
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

let syncedThisSession = false

/**
 * appVersion() that re-renders when a new release is published (in this tab or another). The first
 * use in a session asks the server for the latest release (docs/RULES.md#api-calls: POST /api/v2/releases/latest).
 */
export function useAppVersion(): string {
  const client = useApolloClient()
  useEffect(() => {
    if (syncedThisSession) return
    syncedThisSession = true
    client.mutate({ mutation: LatestReleaseDocument }).then(
      (result) => storeAppVersion(result.data?.latestRelease?.data?.version),
      () => {
        syncedThisSession = false
      },
    )
  }, [client])
  return useSyncExternalStore(subscribe, appVersion, () => APP_VERSION)
}
