import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { NAME_MAX } from '../../../shared/constants'
import type { WorkoutFieldsFragment } from '../../../gql/graphql'
import { useMessageText, type LockedForm } from '../../forms'
import { Checkbox, DateField, TextField } from '../../ui'
import { OverlapNotice } from './OverlapNotice'
import type { WorkoutValues } from './workoutForm'

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)};
  .wide {
    grid-column: span 2;
  }
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
    .wide {
      grid-column: auto;
    }
  }
`

/** The workout's details: name, sub-header, the dates (with the round's overlapping workouts) and the low-resolution switch. */
export function WorkoutDetailsFields({ form, round, workout }: { form: LockedForm<WorkoutValues>; round: number; workout: WorkoutFieldsFragment | undefined }) {
  const { t } = useTranslation()
  const translate = useMessageText()
  const { values, isLocked, errors } = form
  const f = 'resources.workouts.fields'
  return (
    <Fields>
      <div className="wide">
        <TextField
          label={t(`${f}.name`)}
          isRequired
          isReadOnly={isLocked}
          maxLength={NAME_MAX}
          value={values.name}
          onChange={(v) => form.setField('name', v)}
          errorMessage={translate(errors.name)}
        />
      </div>
      <div className="wide">
        <TextField
          label={t(`${f}.subHeader`)}
          isReadOnly={isLocked}
          maxLength={NAME_MAX}
          value={values.subHeader}
          onChange={(v) => form.setField('subHeader', v)}
          errorMessage={translate(errors.subHeader)}
        />
      </div>
      <DateField
        label={t(`${f}.startDate`)}
        isRequired
        isReadOnly={isLocked}
        value={values.startDate}
        onChange={(v) => form.setField('startDate', v)}
        errorMessage={translate(errors.startDate)}
      />
      <DateField
        label={t(`${f}.endDate`)}
        isRequired
        isReadOnly={isLocked}
        value={values.endDate}
        onChange={(v) => form.setField('endDate', v)}
        errorMessage={translate(errors.endDate)}
        description={t('resources.workouts.hints.endDate')}
      />
      <OverlapNotice
        round={round}
        id={workout?.id}
        startDate={values.startDate}
        endDate={values.endDate}
        updatedAt={form.isDirty ? undefined : workout?.updatedAt}
      />
      <div className="wide">
        <Checkbox
          label={t(`${f}.isLrVideo`)}
          description={t('resources.workouts.hints.isLrVideo')}
          isDisabled={isLocked}
          isSelected={values.isLrVideo}
          onChange={(v) => form.setField('isLrVideo', v)}
        />
      </div>
    </Fields>
  )
}
