import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { LocationRegionChoicesDocument } from '../../../../gql/graphql'
import { isAdmin, isSuperAdmin, roleFromGraphql } from '../../../auth/roles'
import { Select, type SelectOption } from '../../../ui'

/** How far the signed-in user reaches (docs/RULES.md#regions): the whole chain, their own regions, or no say on regions. */
export type RegionReach = 'chain' | 'regional' | 'none'

/** The "No region" choice; the API says null. */
const NO_REGION = 'none'

/** Who is signing in and the regions they may pick (a regional admin's list holds only their own). */
export function useRegionChoices(isOpen: boolean): { reach: RegionReach; regions: { id: string; name: string }[] } {
  const { data } = useQuery(LocationRegionChoicesDocument, { skip: !isOpen })
  return { reach: reachOf(data?.getMe?.data), regions: (data?.listRegions?.data ?? []).filter((region) => region !== null) }
}

/** The super-admin and an admin given no region reach the whole chain; an admin given regions only those; anyone else none. */
export function reachOf(me: { role: string; regions: readonly (string | null)[] } | null | undefined): RegionReach {
  const role = me ? roleFromGraphql(me.role) : null
  if (!me || !role || !isAdmin(role)) return 'none'
  return isSuperAdmin(role) || me.regions.every((id) => id === null) ? 'chain' : 'regional'
}

/**
 * True when the form shows the Region field and so sends it: a chain-wide admin always; a regional
 * admin only when adding, into the region they picked (left empty, the server takes their only one).
 */
export function sendsRegion(reach: RegionReach, mode: 'add' | 'update', regionId: string | null): boolean {
  return reach === 'chain' || (reach === 'regional' && mode === 'add' && regionId !== null)
}

export interface RegionFieldProps {
  reach: RegionReach
  regions: readonly { id: string; name: string }[]
  mode: 'add' | 'update'
  value: string | null
  onChange: (regionId: string | null) => void
  errorMessage?: string
}

/**
 * The Region select of the location form, shown only to those who may set it; a regional admin with
 * one region sees it chosen (the server puts the new location there when none is sent).
 */
export function RegionField({ reach, regions, mode, value, onChange, errorMessage }: RegionFieldProps) {
  const { t } = useTranslation()
  if (reach === 'none' || (reach === 'regional' && mode === 'update')) return null
  const chainWide = reach === 'chain'
  const options: SelectOption[] = [
    ...(chainWide ? [{ id: NO_REGION, label: t('resources.locations.values.noRegion') }] : []),
    ...regions.map((region) => ({ id: region.id, label: region.name })),
  ]
  return (
    <Select
      label={t('resources.locations.fields.region')}
      isRequired={!chainWide}
      options={options}
      value={value ?? (chainWide ? NO_REGION : regions.length === 1 ? regions[0].id : null)}
      onChange={(id) => onChange(id === NO_REGION ? null : id)}
      description={chainWide ? undefined : t('resources.locations.hints.regionOwn')}
      errorMessage={errorMessage}
    />
  )
}
