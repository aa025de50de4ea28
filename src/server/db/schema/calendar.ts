import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX } from '../../../shared/constants'
import { CLASS_EXCEPTION_KINDS } from '../../../shared/calendar'
import { locations, regions } from './people'

// The calendar on top of the weekly timetable (docs/RULES.md#calendar): chain-wide and regional
// holidays, closures per location, and one-off classes added or cancelled on a date. Dates are the
// studio's own calendar dates ('YYYY-MM-DD'), read in its time zone; never instants.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
}
const id = () => uuid('id').primaryKey().defaultRandom()

export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('holidays_date_unique').on(table.date)],
)

/**
 * A region's public holidays (docs/RULES.md#calendar): every studio of the region is closed on that
 * date of its own calendar, as on a chain-wide holiday. Gone with its region.
 */
export const regionHolidays = pgTable(
  'region_holidays',
  {
    id: id(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('region_holidays_region_date_unique').on(table.regionId, table.date), index('region_holidays_date_idx').on(table.date)],
)

export const locationClosures = pgTable(
  'location_closures',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: NAME_MAX }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('location_closures_location_ends_idx').on(table.locationId, table.endsOn),
    check('location_closures_range_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
)

export const classExceptions = pgTable(
  'class_exceptions',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16, enum: CLASS_EXCEPTION_KINDS }).notNull(),
    classTime: varchar('class_time', { length: 5 }).notNull(),
    /** The extra class's name; for a cancelled class, the name it had (shown to staff only). */
    className: varchar('class_name', { length: NAME_MAX }).notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('class_exceptions_location_date_kind_time_unique').on(table.locationId, table.date, table.kind, table.classTime),
    check('class_exceptions_kind_check', sql`${table.kind} in ('extra', 'cancelled')`),
    check('class_exceptions_class_time_check', sql`${table.classTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
)
