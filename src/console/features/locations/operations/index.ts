// What several location pages (and the dashboard, through ../index.tsx) share: class controls, screen status, the weekly schedule.
export { ClassControls } from './ClassControls'
export { ConnectionSummary } from './ConnectionSummary'
export { ScreenStatusBadge } from './ScreenStatusBadge'
export { WeeklyClassSchedule, formatClassTime, scheduledClassCount } from './WeeklyClassSchedule'
export { connectionSummary, type ConnectionLevel } from './connection'
export { useLocationScreens, useLocationTimetable, useClassControl, SCREEN_STATUS_POLL_MS } from './useLocationOperations'
export { weekdayInZone } from './weekday'
export { ClassSchedulePanel, ControlsGrid } from './ClassSchedulePanel'
