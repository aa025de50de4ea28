import { useApolloClient } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { RegionLocationChoicesDocument, type RegionLocationChoicesQuery } from '../../../gql/graphql'

export type LocationChoice = NonNullable<NonNullable<RegionLocationChoicesQuery['listLocations']>['data'][number]>

/** Every location the signed-in user may see, page after page (a chain has hundreds), sorted by name as the API sends them. */
export function useAllLocations(enabled: boolean): { locations: LocationChoice[]; loading: boolean } {
  const client = useApolloClient()
  const [locations, setLocations] = useState<LocationChoice[]>([])
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    const load = async () => {
      setLoading(true)
      const all: LocationChoice[] = []
      for (let page = 1; ; page++) {
        const { data } = await client.query({ query: RegionLocationChoicesDocument, variables: { page }, fetchPolicy: 'network-only' })
        const rows = (data?.listLocations?.data ?? []).filter((row): row is LocationChoice => row !== null)
        all.push(...rows)
        if (rows.length === 0 || all.length >= (data?.listLocations?.meta.total ?? 0)) break
      }
      if (!cancelled) {
        setLocations(all)
        setLoading(false)
      }
    }
    void load().catch(() => {
      if (!cancelled) setLoading(false)
    })
    return () => {
      cancelled = true
    }
  }, [client, enabled])
  return { locations, loading }
}
