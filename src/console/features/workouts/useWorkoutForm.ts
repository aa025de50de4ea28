import { useMutation, useQuery } from '@apollo/client/react'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { checkRoutineLinks } from '../../../shared/workoutRules'
import { CreateWorkoutDocument, UpdateWorkoutDocument, WorkoutDocument } from '../../../gql/graphql'
import { errorCode } from '../../api/apollo'
import { useClientConfig } from '../../api/clientConfig'
import { useLeaveFreely, useLockedForm } from '../../forms'
import { useAlerts, type RouteFlash } from '../../ui'
import {
  blockingLinkProblems,
  browserMediaBase,
  isLinkCode,
  newWorkoutValues,
  routinesInput,
  stepsWithLinkProblems,
  validateWorkout,
  valuesOf,
  type WorkoutValues,
} from './workoutForm'

function invalidStepsOf(error: unknown): number[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null
  const steps = error.errors[0]?.extensions?.invalidSteps
  return Array.isArray(steps) ? steps.filter((step): step is number => typeof step === 'number') : null
}

/**
 * The workout page's data and locked form (docs/RULES.md#rounds-and-workouts, docs/RULES.md#validation): the workout
 * (none when adding), the approved media address, the save that adds or updates, and the steps whose links are wrong.
 */
export function useWorkoutForm(roundNumber: string, id: string | undefined) {
  const round = Number(roundNumber)
  const isNew = !id
  const { t } = useTranslation()
  const alert = useAlerts()
  const navigate = useNavigate()
  const leaveFreely = useLeaveFreely()
  // The server's approved media address when known; until then this server's /media/ (its default).
  const serverBase = useClientConfig()?.mediaBaseUrl
  const mediaBase = useMemo(() => serverBase ?? browserMediaBase(), [serverBase])
  const linkProblems = useCallback(
    (routines: WorkoutValues['routines']) => (serverBase ? checkRoutineLinks(routines, serverBase) : blockingLinkProblems(routines, mediaBase)),
    [serverBase, mediaBase],
  )
  const { data, loading, error } = useQuery(WorkoutDocument, { variables: { id: id ?? '' }, skip: isNew })
  const [createWorkout] = useMutation(CreateWorkoutDocument)
  const [updateWorkout] = useMutation(UpdateWorkoutDocument)
  const [serverSteps, setServerSteps] = useState<number[] | null>(null)
  const workout = data?.getWorkout?.data
  const blank = useMemo(() => newWorkoutValues(mediaBase), [mediaBase])
  const saved = useMemo(() => (isNew ? blank : workout ? valuesOf(workout) : null), [isNew, blank, workout])
  const roundPath = `/admin/rounds/${roundNumber}`

  const form = useLockedForm<WorkoutValues>({
    saved,
    initiallyLocked: !isNew,
    keepUnlockedAfterSave: isNew,
    validate: (values) =>
      validateWorkout(values, { sendsRoutines: isNew || JSON.stringify(values.routines) !== JSON.stringify(saved?.routines), linkProblems }),
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

  const values = form.values
  const invalidSteps = useMemo(() => {
    if (form.errors.routines) return new Set(linkProblems(values.routines)?.invalidSteps ?? [])
    return new Set(serverSteps ?? [])
  }, [form.errors.routines, serverSteps, values.routines, linkProblems])

  const setRoutine = (step: number, field: 'videoLink' | 'lrVideoLink', value: string) => setRoutineLinks(step, { [field]: value })
  /** Both links of a step at once (a clip picked from the media library brings its low-resolution copy). */
  const setRoutineLinks = (step: number, links: Partial<Record<'videoLink' | 'lrVideoLink', string>>) =>
    form.setField(
      'routines',
      values.routines.map((routine) => (routine.step === step ? { ...routine, ...links } : routine)),
    )

  return { isNew, round, roundPath, workout, loading, error, form, mediaBase, invalidSteps, setRoutine, setRoutineLinks }
}
