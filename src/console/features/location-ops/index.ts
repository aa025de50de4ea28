// Location operations shared by the dashboard, My Locations and the location detail (no routes of its own).
export { ClassControls } from './ClassControls'
export { ConnectionSummary } from './ConnectionSummary'
export { ScreenStatusBadge } from './ScreenStatusBadge'
export { WeeklyClassSchedule, formatClassTime, scheduledClassCount } from './WeeklyClassSchedule'
export { connectionSummary, type ConnectionLevel } from './connection'
export { useLocationScreens, useLocationTimetable, useClassControl, SCREEN_STATUS_POLL_MS } from './useLocationOperations'
export { weekdayInZone } from './weekday'
export { Panel } from './Panel'
