import { useMutation, useQuery } from '@apollo/client/react'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useCallback, useMemo, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { NAME_MAX } from '../../../shared/constants'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { checkRoutineLinks } from '../../../shared/workoutRules'
import { CreateWorkoutDocument, DeleteWorkoutDocument, UpdateWorkoutDocument, WorkoutDocument, WorkoutMediaConfigDocument } from '../../../gql/graphql'
import { errorCode, serverMessage } from '../../app/apollo'
import { revealFirstError, UnsavedChangesNotice, useLeaveFreely, useLockedForm, useMessageText } from '../../forms'
import {
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  DateField,
  ErrorBox,
  Link,
  LoadingImage,
  LockToggle,
  PageHeader,
  TextField,
  VisuallyHidden,
  icons,
  useAlerts,
  useRouteFlash,
  type RouteFlash,
} from '../../ui'
import { useDocumentTitle } from '../placeholders'
import { dateRange } from './dateRange'
import { OverlapNotice } from './OverlapNotice'
import { PreviewModal } from './PreviewModal'
import { RoutineList } from './RoutineList'
import {
  blockingLinkProblems,
  browserMediaBase,
  isLinkCode,
  newWorkoutValues,
  routinesInput,
  stepsWithLinkProblems,
  validateDetails,
  valuesOf,
  type WorkoutErrors,
  type WorkoutValues,
} from './workoutForm'

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`
const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`
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
const Banner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  > * {
    margin: 0;
  }
`
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`
const NewTabLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
`

function invalidStepsOf(error: unknown): number[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null
  const steps = error.errors[0]?.extensions?.invalidSteps
  return Array.isArray(steps) ? steps.filter((step): step is number => typeof step === 'number') : null
}

/** /admin/rounds/:roundNumber/workout[/:id] (docs/RULES.md#rounds-and-workouts, docs/RULES.md#validation): add or edit a workout and its 14 routines. */
export function WorkoutFormPage() {
  const { roundNumber = '', id } = useParams()
  const round = Number(roundNumber)
  const isNew = !id
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const navigate = useNavigate()
  const leaveFreely = useLeaveFreely()
  useRouteFlash()
  const config = useQuery(WorkoutMediaConfigDocument, { fetchPolicy: 'cache-first' })
  // The server's approved media address when known; until then this server's /media/ (its default).
  const serverBase = config.data?.getClientConfig?.data.mediaBaseUrl
  const mediaBase = useMemo(() => serverBase ?? browserMediaBase(), [serverBase])
  const linkProblems = useCallback(
    (routines: WorkoutValues['routines']) => (serverBase ? checkRoutineLinks(routines, serverBase) : blockingLinkProblems(routines, mediaBase)),
    [serverBase, mediaBase],
  )
  const { data, loading, error } = useQuery(WorkoutDocument, { variables: { id: id ?? '' }, skip: isNew })
  const [createWorkout] = useMutation(CreateWorkoutDocument)
  const [updateWorkout] = useMutation(UpdateWorkoutDocument)
  const [deleteWorkout, deleteState] = useMutation(DeleteWorkoutDocument)
  const [serverSteps, setServerSteps] = useState<number[] | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const workout = data?.getWorkout?.data
  const blank = useMemo(() => newWorkoutValues(mediaBase), [mediaBase])
  const saved = useMemo(() => (isNew ? blank : workout ? valuesOf(workout) : null), [isNew, blank, workout])
  const roundPath = `/admin/rounds/${roundNumber}`

  const form = useLockedForm<WorkoutValues>({
    saved,
    initiallyLocked: !isNew,
    keepUnlockedAfterSave: isNew,
    validate: (values) => {
      const errors: WorkoutErrors = validateDetails(values)
      const sendsRoutines = isNew
        ? JSON.stringify(values.routines) !== JSON.stringify(blank.routines)
        : JSON.stringify(values.routines) !== JSON.stringify(saved?.routines)
      const links = sendsRoutines ? linkProblems(values.routines) : null
      if (links) errors.routines = links.message
      return errors
    },
    onSubmit: async (values) => {
      setServerSteps(null)
      const name = values.name.trim()
      const details = { name, subHeader: values.subHeader.trim(), startDate: values.startDate, endDate: values.endDate, isLrVideo: values.isLrVideo }
      try {
        if (isNew) {
          const created = await createWorkout({ variables: { input: { ...details, round } } })
          const newWorkout = created.data!.createWorkout!.data
          if (JSON.stringify(values.routines) !== JSON.stringify(blank.routines)) {
            await updateWorkout({
              variables: { id: newWorkout.id, input: { routines: routinesInput(values.routines), updatedAt: newWorkout.updatedAt } },
            }).catch(() => {
              // The workout exists; its links are fixed on its own page, where the server's message shows again.
            })
          }
          const state: RouteFlash = { flash: { type: 'success', message: t('resources.workouts.messages.added', { workoutName: name }) } }
          leaveFreely()
          void navigate(`${roundPath}/workout/${newWorkout.id}`, { replace: true, state })
          return
        }
        if (!workout) return false
        const routinesChanged = JSON.stringify(values.routines) !== JSON.stringify(saved?.routines)
        await updateWorkout({
          variables: {
            id: workout.id,
            input: { ...details, ...(routinesChanged ? { routines: routinesInput(values.routines) } : {}), updatedAt: workout.updatedAt },
          },
        })
        alert.success(t('resources.workouts.messages.updated', { workoutName: name }))
      } catch (failure) {
        if (isLinkCode(errorCode(failure))) setServerSteps(invalidStepsOf(failure) ?? stepsWithLinkProblems(values.routines, mediaBase))
        throw failure
      }
    },
  })

  const title = isNew ? t('pages.workoutAdd') : (workout?.name ?? t('pages.workoutEdit'))
  useDocumentTitle(title)

  const translate = useMessageText()
  const values = form.values
  const invalidSteps = useMemo(() => {
    if (form.errors.routines) return new Set(linkProblems(values.routines)?.invalidSteps ?? [])
    return new Set(serverSteps ?? [])
  }, [form.errors.routines, serverSteps, values.routines, linkProblems])

  if (!isNew && loading && !workout) return <LoadingImage />
  if (!isNew && !workout) return <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox>

  const serverError = form.submitError ? (serverMessage(form.submitError) ?? t('resources.workouts.messages.saveFailed')) : null
  const messages: string[] = []
  if (form.errors.endDate === VALIDATION_MESSAGES.workoutEndDateField) messages.push(translate(VALIDATION_MESSAGES.workoutEndDateSubmit)!)
  if (form.errors.routines) messages.push(translate(form.errors.routines)!)
  if (serverError) messages.push(translate(serverError)!)

  const setRoutine = (step: number, field: 'videoLink' | 'lrVideoLink', value: string) =>
    form.setField(
      'routines',
      values.routines.map((routine) => (routine.step === step ? { ...routine, [field]: value } : routine)),
    )

  const confirmDelete = async () => {
    if (!workout) return
    const workoutName = workout.name
    try {
      await deleteWorkout({ variables: { id: workout.id } })
      const state: RouteFlash = { flash: { type: 'success', message: t('resources.workouts.messages.deleted', { workoutName }) } }
      setConfirmingDelete(false)
      leaveFreely()
      void navigate(roundPath, { state })
    } catch (failure) {
      setConfirmingDelete(false)
      alert.error(serverMessage(failure) ?? t('resources.workouts.messages.deleteFailed', { workoutName }))
    }
  }

  const f = 'resources.workouts.fields'
  const submitLabel = isNew ? t('resources.workouts.submitAdd') : t('resources.workouts.submitUpdate')
  const submitButton = !form.isLocked ? (
    <Button variant="primary" type="submit" form="workout-form" isPending={form.isSubmitting}>
      {submitLabel}
    </Button>
  ) : null

  return (
    <>
      <BackLink href={roundPath}>
        <icons.ChevronLeftIcon size={16} />
        {t('pages.round', { round: roundNumber })}
      </BackLink>
      <PageHeader
        title={title}
        subtitle={
          workout
            ? `${dateRange(workout.startDate, workout.endDate, i18n.language)} · ${t('pages.round', { round: roundNumber })}`
            : t('pages.round', { round: roundNumber })
        }
        actions={
          workout ? (
            <>
              <Button variant="secondary" onPress={() => setPreviewing(true)}>
                <icons.ClassesIcon />
                {t('resources.workouts.previewWindow')}
              </Button>
              <NewTabLink href={`/stage?workout=${encodeURIComponent(workout.id)}`} target="_blank" rel="noopener">
                <icons.ClassesIcon />
                {t('resources.workouts.preview')}
                <VisuallyHidden>{t('resources.workouts.opensNewTab')}</VisuallyHidden>
              </NewTabLink>
              <Button variant="danger" onPress={() => setConfirmingDelete(true)}>
                <icons.TrashIcon />
                {t('common.delete')}
              </Button>
            </>
          ) : null
        }
      />
      <Form
        id="workout-form"
        onSubmit={(event) => void form.submit(event).then((saved) => !saved && revealFirstError('workout-form'))}
        validationBehavior="aria"
      >
        <Sections>
          {messages.length ? (
            <Banner role="alert">
              {messages.map((message) => (
                <ErrorBox key={message}>{message}</ErrorBox>
              ))}
            </Banner>
          ) : null}
          {form.isDirty && !form.isLocked && !isNew ? <UnsavedChangesNotice message={t('resources.workouts.unsavedChanges')} /> : null}
          <Card>
            <SectionHead>
              <div>
                <h2>{t('resources.workouts.detailsSection')}</h2>
                <p>{t('resources.workouts.detailsHint')}</p>
              </div>
              <div className="tools">
                {!isNew ? <LockToggle {...form.lockProps} /> : null}
                {submitButton}
              </div>
            </SectionHead>
            <Fields>
              <div className="wide">
                <TextField
                  label={t(`${f}.name`)}
                  isRequired
                  isReadOnly={form.isLocked}
                  maxLength={NAME_MAX}
                  value={values.name}
                  onChange={(v) => form.setField('name', v)}
                  errorMessage={translate(form.errors.name)}
                />
              </div>
              <div className="wide">
                <TextField
                  label={t(`${f}.subHeader`)}
                  isReadOnly={form.isLocked}
                  maxLength={NAME_MAX}
                  value={values.subHeader}
                  onChange={(v) => form.setField('subHeader', v)}
                  errorMessage={translate(form.errors.subHeader)}
                />
              </div>
              <DateField
                label={t(`${f}.startDate`)}
                isRequired
                isReadOnly={form.isLocked}
                value={values.startDate}
                onChange={(v) => form.setField('startDate', v)}
                errorMessage={translate(form.errors.startDate)}
              />
              <DateField
                label={t(`${f}.endDate`)}
                isRequired
                isReadOnly={form.isLocked}
                value={values.endDate}
                onChange={(v) => form.setField('endDate', v)}
                errorMessage={translate(form.errors.endDate)}
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
                  isDisabled={form.isLocked}
                  isSelected={values.isLrVideo}
                  onChange={(v) => form.setField('isLrVideo', v)}
                />
              </div>
            </Fields>
          </Card>
          <Card aria-labelledby="routines-heading">
            <SectionHead>
              <div>
                <h2 id="routines-heading">{t('resources.workouts.routinesSection')}</h2>
                <p>{t('resources.workouts.routinesHint', { mediaBase })}</p>
                <p>{t('resources.workouts.hints.lrVideoLink')}</p>
              </div>
            </SectionHead>
            <RoutineList routines={values.routines} invalidSteps={invalidSteps} isLocked={form.isLocked} onChange={setRoutine} />
            {submitButton ? <Footer>{submitButton}</Footer> : null}
          </Card>
        </Sections>
      </Form>

      {workout ? (
        <>
          <PreviewModal workoutId={workout.id} workoutName={workout.name} isOpen={previewing} onOpenChange={setPreviewing} />
          <ConfirmDialog
            isOpen={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title={t('resources.workouts.deleteTitle')}
            message={t('resources.workouts.deleteConfirm', { workoutName: workout.name })}
            confirmLabel={t('common.delete')}
            isPending={deleteState.loading}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </>
  )
}
