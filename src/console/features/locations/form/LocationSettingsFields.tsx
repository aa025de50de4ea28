import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { RESTRICTED_TIME_ZONES } from '../../../../shared/constants'
import { RESTRICTED_LANGUAGES, languageName } from '../../../i18n/languages'
import { Checkbox, type SelectOption } from '../../../ui'
import type { LocationFormValues } from './locationForm'

type Settings = Pick<LocationFormValues, 'isActive' | 'isEnabled' | 'mctEnabled' | 'alternateCountdown'>

// Two columns on a muted panel; the form around it decides the top margin and when it folds to one column.
const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  legend {
    padding: 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
`

/** The Settings group of the add/update form and of the location detail: active, screens enabled, MCT, alternate countdown. */
export function LocationSettingsFields({
  values,
  onChange,
  isDisabled,
}: {
  values: Settings
  onChange: (field: keyof Settings, value: boolean) => void
  isDisabled?: boolean
}) {
  const { t } = useTranslation()
  const fields = 'resources.locations.fields'
  return (
    <Fieldset>
      <legend>{t('resources.locations.settings')}</legend>
      <Checkbox label={t(`${fields}.isActive`)} isDisabled={isDisabled} isSelected={values.isActive} onChange={(value) => onChange('isActive', value)} />
      <Checkbox label={t(`${fields}.isEnabled`)} isDisabled={isDisabled} isSelected={values.isEnabled} onChange={(value) => onChange('isEnabled', value)} />
      <Checkbox
        label={t(`${fields}.mctEnabled`)}
        description={t('resources.locations.hints.mctEnabled')}
        isDisabled={isDisabled}
        isSelected={values.mctEnabled}
        onChange={(value) => onChange('mctEnabled', value)}
      />
      <Checkbox
        label={t(`${fields}.alternateCountdown`)}
        description={t('resources.locations.hints.alternateCountdown')}
        isDisabled={isDisabled}
        isSelected={values.alternateCountdown}
        onChange={(value) => onChange('alternateCountdown', value)}
      />
    </Fieldset>
  )
}

/**
 * The time zone and language choices of a location form: the short lists, plus the location's own value when it is
 * outside them, so a location saved with another zone or language keeps it selectable.
 */
export function locationChoices(timeZone: string, language: string, readerLanguage: string): { timeZones: SelectOption[]; languages: SelectOption[] } {
  const timeZones: SelectOption[] = RESTRICTED_TIME_ZONES.map((zone) => ({ id: zone, label: zone.replace(/_/g, ' ') }))
  if (!timeZones.some((zone) => zone.id === timeZone)) timeZones.push({ id: timeZone, label: timeZone.replace(/_/g, ' ') })
  const languageIds: string[] = [...RESTRICTED_LANGUAGES]
  if (!languageIds.includes(language)) languageIds.push(language)
  return { timeZones, languages: languageIds.map((id) => ({ id, label: languageName(id, readerLanguage) })) }
}
