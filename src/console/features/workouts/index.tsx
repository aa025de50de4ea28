import type { RouteObject } from 'react-router-dom'

const page = () => import('./WorkoutFormPage')

/**
 * Workout add and edit, relative to /admin (docs/RULES.md#rounds-and-workouts); the code loads when first opened.
 * The key remounts the form when the id changes.
 */
export const workoutsRoutes: RouteObject[] = [
  {
    path: 'rounds/:roundNumber/workout',
    lazy: async () => {
      const { WorkoutFormPage } = await page()
      return { element: <WorkoutFormPage key="new" /> }
    },
  },
  {
    path: 'rounds/:roundNumber/workout/:id',
    lazy: async () => {
      const { WorkoutFormPage } = await page()
      return { element: <WorkoutFormPage key="edit" /> }
    },
  },
]

/** What a link check found, in words: Content Status shows it too (docs/LINK-CHECKS.md). */
export { formatLength, linkProblemText } from './linkStatus'
