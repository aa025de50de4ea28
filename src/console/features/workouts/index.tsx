import type { RouteObject } from 'react-router-dom'
import { WorkoutFormPage } from './WorkoutFormPage'

/** Workout add and edit, relative to /admin (SPEC §2.14). The key remounts the form when the id changes. */
export const workoutsRoutes: RouteObject[] = [
  { path: 'rounds/:roundNumber/workout', element: <WorkoutFormPage key="new" /> },
  { path: 'rounds/:roundNumber/workout/:id', element: <WorkoutFormPage key="edit" /> },
]
