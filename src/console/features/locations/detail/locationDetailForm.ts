import { LocationUpdateBody } from '../../../../shared/schemas/locations'
import type { LocationDetailFragment, LocationUpdateBodyInput_Input } from '../../../../gql/graphql'
import { schemaErrors, type FieldErrors } from '../../../forms'
import { downloadSettingsOf, valuesOf as locationFormValuesOf, type LocationFormValues } from '../form/locationForm'

/** What the location detail form edits (docs/RULES.md#location-detail): the add/update form's fields; the studio number is shown read-only. */
export type LocationDetailValues = Omit<LocationFormValues, 'locationIdentifier'>

export function detailValuesOf(location: LocationDetailFragment): LocationDetailValues {
  const { locationIdentifier: _readOnly, ...values } = locationFormValuesOf(location)
  return values
}

/** The server's own update schema and messages (docs/RULES.md#validation). */
export function validateDetail(values: LocationDetailValues): FieldErrors<LocationDetailValues> {
  return schemaErrors<LocationDetailValues>(LocationUpdateBody, { ...values, ...downloadSettingsOf(values), updatedAt: new Date().toISOString() })
}

/** The update call's input, with the version the user saw (a 409 if someone saved in between). */
export function detailInput(values: LocationDetailValues, updatedAt: string): LocationUpdateBodyInput_Input {
  return { ...values, ...downloadSettingsOf(values), name: values.name.trim(), urlSlug: values.urlSlug.trim(), updatedAt }
}
