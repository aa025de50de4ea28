import { useMutation, useQuery } from '@apollo/client/react'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { DeleteWorkoutDocument, LibraryClipsDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { canDelete } from '../../auth/roles'
import { revealFirstError, UnsavedChangesNotice, useLeaveFreely, useMessageText } from '../../forms'
import {
  BackLink,
  Button,
  Card,
  CardHead,
  CardStack,
  ConfirmDialog,
  ErrorBox,
  LoadingImage,
  LockToggle,
  PageHeader,
  icons,
  useAlerts,
  useRouteFlash,
  type RouteFlash,
  useDocumentTitle,
} from '../../ui'
import { dateRange } from './dateRange'
import { PreviewModal } from './PreviewModal'
import { LinkChecksCard } from './LinkChecksCard'
import { RoutineList } from './RoutineList'
import { useWorkoutForm } from './useWorkoutForm'
import { WorkoutActions } from './WorkoutActions'
import { WorkoutDetailsFields } from './WorkoutDetailsFields'
import { isolateLtr } from '../../i18n/bidi'
import { toLocale } from '../../i18n/languages'
import { errorSummary, presetSteps } from './workoutForm'

const Banner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  > * {
    margin: 0;
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

/** /admin/rounds/:roundNumber/workout[/:id] (docs/RULES.md#rounds-and-workouts, docs/RULES.md#validation): add or edit a workout and its 14 routines. */
export function WorkoutFormPage() {
  const { roundNumber = '', id } = useParams()
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const navigate = useNavigate()
  const leaveFreely = useLeaveFreely()
  useRouteFlash()
  const { isNew, round, roundPath, workout, loading, error, form, mediaBase, invalidSteps, setRoutine, setRoutineLinks } = useWorkoutForm(roundNumber, id)
  // The media library's clips for each routine's picker (docs/MEDIA-LIBRARY.md); a link can still be pasted.
  const library = useQuery(LibraryClipsDocument)
  const libraryClips = (library.data?.listMediaFiles?.data ?? []).filter((clip) => clip !== null)
  const [deleteWorkout, deleteState] = useMutation(DeleteWorkoutDocument)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  // Only the roles the server lets delete a workout see the button (src/shared/roles.ts).
  const { user } = useAuth()
  const mayDelete = user ? canDelete(user.role) : false
  const [previewing, setPreviewing] = useState(false)

  const title = isNew ? t('pages.workoutAdd') : (workout?.name ?? t('pages.workoutEdit'))
  useDocumentTitle(title)
  const translate = useMessageText()

  if (!isNew && loading && !workout) return <LoadingImage />
  if (!isNew && !workout) return <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox>

  const serverError = form.submitError ? (serverMessage(form.submitError) ?? t('resources.workouts.messages.saveFailed')) : null
  // Every problem at once, each named (workoutForm.ts errorSummary).
  const messages = errorSummary(form.errors, form.values.routines, invalidSteps, {
    t,
    translate: (message) => translate(message) ?? message,
    locale: toLocale(i18n.language),
  })
  if (serverError) messages.push(translate(serverError)!)

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
            <WorkoutActions workoutId={workout.id} onPreview={() => setPreviewing(true)} onDelete={mayDelete ? () => setConfirmingDelete(true) : undefined} />
          ) : null
        }
      />
      <Form
        id="workout-form"
        onSubmit={(event) => void form.submit(event).then((saved) => !saved && revealFirstError('workout-form'))}
        validationBehavior="aria"
      >
        <CardStack>
          {messages.length ? (
            <Banner role="alert">
              {messages.map((message) => (
                <ErrorBox key={message}>{message}</ErrorBox>
              ))}
            </Banner>
          ) : null}
          {form.isDirty && !form.isLocked && !isNew ? <UnsavedChangesNotice message={t('resources.workouts.unsavedChanges')} /> : null}
          <Card>
            <CardHead>
              <div>
                <h2>{t('resources.workouts.detailsSection')}</h2>
                <p>{t('resources.workouts.detailsHint')}</p>
              </div>
              <div className="tools">
                {!isNew ? <LockToggle {...form.lockProps} /> : null}
                {submitButton}
              </div>
            </CardHead>
            <WorkoutDetailsFields form={form} round={round} workout={workout} />
          </Card>
          <Card aria-labelledby="routines-heading">
            <CardHead>
              <div>
                <h2 id="routines-heading">{t('resources.workouts.routinesSection')}</h2>
                <p>{t('resources.workouts.routinesHint', { mediaBase: isolateLtr(mediaBase) })}</p>
                <p>{t('resources.workouts.hints.lrVideoLink')}</p>
              </div>
            </CardHead>
            <RoutineList
              routines={form.values.routines}
              invalidSteps={invalidSteps}
              isLocked={form.isLocked}
              onChange={setRoutine}
              defaults={isNew ? presetSteps(mediaBase) : undefined}
              library={libraryClips}
              onPick={setRoutineLinks}
            />
            {submitButton ? <Footer>{submitButton}</Footer> : null}
          </Card>
          {workout ? <LinkChecksCard workoutId={workout.id} version={workout.updatedAt} mayCheck /> : null}
        </CardStack>
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
