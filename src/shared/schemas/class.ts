import { z } from 'zod'
import { weeklyTimetableSchema } from '../timetable'
import { dataEnvelope, dateTime } from './common'
import { DeviceFacts } from './deviceFacts'
import { ScreenMessage } from './messages'

/** Start/Stop and automatic mode of every screen of a location (docs/RULES.md#class-controls). */
export const ClassControlBody = z
  .object({
    classStart: z.boolean().optional().describe('true starts the class now on every screen; false stops it'),
    automaticMode: z.boolean().optional(),
  })
  .meta({ id: 'ClassControlBody' })
export type ClassControlBody = z.infer<typeof ClassControlBody>

/** A location's class state, as screens apply it; also the `class` event of the push channel. */
export const ClassState = z
  .object({
    location: z.string().meta({ format: 'uuid' }),
    classStart: z.boolean(),
    automaticMode: z.boolean(),
    alternateCountdown: z.boolean(),
    classStartedAt: dateTime().nullable().describe('The shared start instant of a manual class; null when stopped'),
  })
  .meta({ id: 'ClassState' })
export type ClassState = z.infer<typeof ClassState>
export const ClassStateResponse = dataEnvelope(ClassState, 'ClassStateResponse')

export const HardRefreshResult = z.object({ location: z.string().meta({ format: 'uuid' }), screens: z.number().int() }).meta({ id: 'HardRefreshResult' })
export const HardRefreshResponse = dataEnvelope(HardRefreshResult, 'HardRefreshResponse')

export const ClassEntrySchema = z
  .object({ class_name: z.string(), class_time: z.string().describe('HH:MM, 24-hour, location time') })
  .meta({ id: 'ClassEntry' })
const day = () => z.array(ClassEntrySchema)
export const WeeklyTimetable = z
  .object({ monday: day(), tuesday: day(), wednesday: day(), thursday: day(), friday: day(), saturday: day(), sunday: day() })
  .meta({ id: 'WeeklyTimetable' })

export const TIMETABLE_SOURCES = ['studio-service', 'local'] as const
export const LocationTimetable = z
  .object({
    source: z.enum(TIMETABLE_SOURCES),
    stale: z.boolean().describe('True when the studio service failed and this is the last good copy (or empty)'),
    editable: z.boolean().describe('True when the timetable lives here and can be edited'),
    timetable: WeeklyTimetable,
  })
  .meta({ id: 'LocationTimetable' })
export type LocationTimetable = z.infer<typeof LocationTimetable>
export const LocationTimetableResponse = dataEnvelope(LocationTimetable, 'LocationTimetableResponse')

export const TimetableUpdateBody = z.object({ timetable: weeklyTimetableSchema }).meta({ id: 'TimetableUpdateBody' })
export type TimetableUpdateBody = z.infer<typeof TimetableUpdateBody>

/** What a screen holds of one workout of its plan (docs/CLASS-RUNS.md#content-ahead). */
export const HeldWorkout = z
  .object({
    workout: z.string().meta({ format: 'uuid' }).describe('The planned workout'),
    updatedAt: dateTime().describe('The workout’s `updatedAt` as the plan said it: a report of an older version of it counts for nothing'),
    clips: z.number().int().min(0).max(1_000).describe('Distinct clips it needs (its format’s links, default clips where a step has none)'),
    held: z.number().int().min(0).max(1_000).describe('Of those, how many are stored whole'),
    bytesHeld: z.number().int().min(0).describe('Bytes of the stored ones'),
    bytesNeeded: z.number().int().min(0).nullable().describe('Bytes still to fetch; null while a missing clip’s length is not known'),
    failing: z.number().int().min(0).max(1_000).describe('Missing clips whose last download failed (waiting to be tried again)'),
    noRoom: z.number().int().min(0).max(1_000).describe('Missing clips the storage budget has no room for'),
    expectedAt: dateTime().nullable().describe('When it expects to hold them all at its present pace; null when done or not known'),
  })
  .meta({ id: 'HeldWorkout' })
export type HeldWorkout = z.infer<typeof HeldWorkout>

/** What a screen says of itself with each poll, for readiness before a class (docs/CLASS-RUNS.md#readiness). */
export const DeviceState = z
  .object({
    appVersion: z.string().max(40).describe('The version of the class-screen app it runs'),
    cacheAvailable: z.boolean().nullable().describe('It can store clips (null: not known yet)'),
    clipsWanted: z.number().int().min(0).max(10_000).describe('Distinct clips its class and workout need'),
    clipsCached: z.number().int().min(0).max(10_000).describe('Of those, how many it has stored'),
    position: z.number().int().min(0).max(13).nullish().describe('0-based place in the class of the clip on screen; null when no class plays'),
    playing: z.boolean().optional().describe('Set by the server from the poll’s own `playing`; any value sent here is replaced'),
    facts: DeviceFacts.optional().describe('The device it runs on, for support (docs/SCREEN-DEVICE.md#device-facts)'),
    ahead: z
      .array(HeldWorkout)
      .max(31)
      .optional()
      .describe('Per workout of its plan, the current one first: what it holds and still needs (docs/CLASS-RUNS.md#content-ahead)'),
  })
  .meta({ id: 'DeviceState' })
export type DeviceState = z.infer<typeof DeviceState>

export const PollBody = z
  .object({
    playing: z.boolean().describe('A class is playing on this screen'),
    automaticMode: z.boolean().describe('The automatic mode the screen is applying'),
    device: DeviceState.optional(),
  })
  .meta({ id: 'PollBody' })
export type PollBody = z.infer<typeof PollBody>

/** The class-screen poll's answer (every 30 s; the fallback of the push channel). */
export const PollResult = z
  .object({
    classStart: z.boolean(),
    automaticMode: z.boolean(),
    alternateCountdown: z.boolean(),
    classStartedAt: dateTime().nullable(),
    refreshFlag: z.boolean(),
    hardRefreshFlag: z.boolean(),
    locationEnabled: z.boolean().describe('false: show Please Contact Support'),
    mctEnabled: z.boolean(),
    timeZone: z.string(),
    serverTime: dateTime().describe('Server clock, to align the screen’s clock with the class start instant'),
    today: z.string().describe('The location’s local date, YYYY-MM-DD'),
    timetable: z
      .array(ClassEntrySchema)
      .describe(
        'Today’s classes in the location’s zone, sorted by time: the calendar applied (none on a closed day, one-off classes added, cancelled ones left out)',
      ),
    timetableStale: z.boolean(),
    closedToday: z
      .string()
      .nullable()
      .describe('The holiday’s name or the closure’s reason when the studio is closed today (the screen says “Closed today: …”); null when open'),
    workoutDay: z
      .string()
      .optional()
      .describe(
        'The day whose workout plays now, YYYY-MM-DD: `today`, or tomorrow once the location’s roll-over hour has passed; a change means a new workout',
      ),
    downloadWindowStart: z
      .string()
      .nullable()
      .optional()
      .describe('HH:MM in the location’s zone when its screens may start fetching ahead; null: any time outside classes'),
    downloadWindowEnd: z.string().nullable().optional().describe('HH:MM when they stop (before the start: the window crosses midnight)'),
    downloadCapMbps: z.number().int().nullable().optional().describe('Mbit/s the location’s screens share for fetching ahead; null: no cap'),
    messages: z
      .array(ScreenMessage)
      .optional()
      .describe('Messages to show now or later (docs/MESSAGES.md), not cleared and not ended: the fallback of the push channel’s `messages` event'),
  })
  .meta({ id: 'PollResult' })
export type PollResult = z.infer<typeof PollResult>
export const PollResponse = dataEnvelope(PollResult, 'PollResponse')

/** The console's push channel body: `event: <name>\ndata: <JSON>\n\n` frames and `: ping` comments (docs/FLEET.md#live-consoles). */
export const ConsoleEventStream = z.string().meta({ id: 'ConsoleEventStream' })
