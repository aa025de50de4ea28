import { z } from 'zod'
import { ClassEntrySchema } from './class'
import { dataEnvelope, dateTime } from './common'

// What a screen is told is coming (GET /api/v1/screens/plan, docs/SCREEN-DEVICE.md#content-ahead): the workouts its
// round plays over the next days, each from the moment the location's roll-over makes it current, and the coming
// days' classes, so a TV fetches the clips ahead and runs across a roll-over with no network.

export const PlanClip = z
  .object({
    url: z.string().describe('The clip’s link as the routine has it (relative links are on this server)'),
    bytes: z.number().int().min(0).nullable().describe('Its length in bytes when the server knows it; null otherwise'),
    sha256: z.string().nullable().describe('Its SHA-256 (hex) when the server knows it (media library files); null otherwise'),
  })
  .meta({ id: 'PlanClip' })
export type PlanClip = z.infer<typeof PlanClip>

export const PlanRoutine = z.object({ step: z.number().int(), name: z.string(), videoLink: z.string(), lrVideoLink: z.string() }).meta({ id: 'PlanRoutine' })

export const PlanWorkout = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    updatedAt: dateTime(),
    isLrVideo: z.boolean(),
    routines: z.array(PlanRoutine).describe('By step'),
  })
  .meta({ id: 'PlanWorkout' })
export type PlanWorkout = z.infer<typeof PlanWorkout>

export const PlanEntry = z
  .object({
    date: z.string().describe('The first effective date (YYYY-MM-DD) it plays'),
    from: dateTime().nullable().describe('The instant the roll-over makes it current; null for the workout current now'),
    workout: PlanWorkout.nullable().describe('null: no workout is scheduled from then (classes play the default clips)'),
    clips: z.array(PlanClip).describe('Every distinct clip of its routines, both formats’ links, in step order'),
  })
  .meta({ id: 'PlanEntry' })
export type PlanEntry = z.infer<typeof PlanEntry>

export const PlanDay = z
  .object({
    date: z.string().describe('The location’s local date, YYYY-MM-DD'),
    classes: z.array(ClassEntrySchema).describe('The automatic classes of that day, the calendar applied, sorted by time'),
    closed: z.string().nullable().describe('The holiday’s name or the closure’s reason when the studio is closed that day'),
  })
  .meta({ id: 'PlanDay' })
export type PlanDay = z.infer<typeof PlanDay>

export const ScreenPlan = z
  .object({
    days: z.number().int().describe('How many days ahead the plan looks, today included'),
    timeZone: z.string(),
    workouts: z.array(PlanEntry).describe('The round’s workouts from now on, in the order they become current; the first is the current one'),
    timetable: z.array(PlanDay).describe('Today’s and the coming days’ classes'),
    screens: z.number().int().min(0).describe('Screens of the location: they share its download cap'),
  })
  .meta({ id: 'ScreenPlan' })
export type ScreenPlan = z.infer<typeof ScreenPlan>
export const ScreenPlanResponse = dataEnvelope(ScreenPlan, 'ScreenPlanResponse')
