import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { useMessageText } from '../../../forms'
import { TextField } from '../../../ui'
import type { FieldErrors, LocationFormValues } from './locationForm'

type Downloads = Pick<LocationFormValues, 'downloadWindowStart' | 'downloadWindowEnd' | 'downloadCapMbps'>

const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  > p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

/** When and how fast the studio's screens may fetch the coming days' clips (docs/LINK-CHECKS.md#download-window-and-cap). */
export function DownloadFields({
  values,
  errors,
  onChange,
}: {
  values: Downloads
  errors: FieldErrors
  onChange: (field: keyof Downloads, value: string) => void
}) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const fields = 'resources.locations.fields'
  return (
    <Fieldset>
      <legend>{t('resources.locations.downloads')}</legend>
      <p>{t('resources.locations.hints.downloads')}</p>
      <TextField
        label={t(`${fields}.downloadWindowStart`)}
        value={values.downloadWindowStart}
        onChange={(value) => onChange('downloadWindowStart', value)}
        placeholder="22:00"
        inputMode="numeric"
        errorMessage={messageText(errors.downloadWindowStart)}
      />
      <TextField
        label={t(`${fields}.downloadWindowEnd`)}
        value={values.downloadWindowEnd}
        onChange={(value) => onChange('downloadWindowEnd', value)}
        placeholder="06:00"
        inputMode="numeric"
        errorMessage={messageText(errors.downloadWindowEnd)}
      />
      <TextField
        label={t(`${fields}.downloadCapMbps`)}
        value={values.downloadCapMbps}
        onChange={(value) => onChange('downloadCapMbps', value)}
        inputMode="numeric"
        errorMessage={messageText(errors.downloadCapMbps)}
      />
    </Fieldset>
  )
}
