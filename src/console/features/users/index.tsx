import type { RouteObject } from 'react-router-dom'

/** The Users resource's routes, relative to /admin (super-admin); their code loads when first opened. */
export const usersRoutes: RouteObject[] = [
  { path: 'users', lazy: async () => ({ Component: (await import('./UsersPage')).UsersPage }) },
  { path: 'users/:userId', lazy: async () => ({ Component: (await import('./UserDetailPage')).UserDetailPage }) },
]

// The profile shows one's own company accounts with the same card.
export { CompanyAccountsCard } from './CompanyAccountsCard'
