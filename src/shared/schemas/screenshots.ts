import { z } from 'zod'
import { SCREENSHOT_MAX_BYTES } from '../constants'
import { dataEnvelope, dateTime, dateTimeInput, uuid } from './common'

export { SCREENSHOT_MAX_BYTES }
/** Screenshots kept per screen: older ones are deleted as new ones come. */
export const SCREENSHOTS_KEPT = 3
/** How long before its arrival a picture may say it was taken; earlier, or any time after, it is dated when it arrived. */
export const SCREENSHOT_TAKEN_WINDOW_MS = 5 * 60_000

/** The screen's picture of what it shows (docs/SCREEN-DEVICE.md#remote-screenshot). */
export const ScreenshotUploadBody = z
  .object({
    image: z
      .string()
      .max(Math.ceil(SCREENSHOT_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .describe('The JPEG, base64 (no data: prefix)'),
    width: z.number().int().min(1).max(4096),
    height: z.number().int().min(1).max(4096),
    takenAt: dateTimeInput().describe(
      'When the screen drew it, on the server’s clock as the screen knows it. The server’s clock is the truth: a time after the picture arrived, or more than 5 minutes before, is replaced by the time it arrived',
    ),
  })
  .meta({ id: 'ScreenshotUploadBody' })
export type ScreenshotUploadBody = z.infer<typeof ScreenshotUploadBody>

export const Screenshot = z
  .object({
    id: uuid(),
    screen: uuid(),
    width: z.number().int(),
    height: z.number().int(),
    takenAt: dateTime(),
    receivedAt: dateTime(),
    image: z.string().describe('data:image/jpeg;base64,… (an <img> src)'),
  })
  .meta({ id: 'Screenshot' })
export type Screenshot = z.infer<typeof Screenshot>
export const ScreenshotList = z.object({ data: z.array(Screenshot) }).meta({ id: 'ScreenshotList' })
export const ScreenshotResponse = dataEnvelope(Screenshot.omit({ image: true }).meta({ id: 'ScreenshotReceived' }), 'ScreenshotResponse')
export const ScreenshotRequestResponse = dataEnvelope(
  z.object({ screen: uuid(), requestedAt: dateTime() }).meta({ id: 'ScreenshotRequest' }),
  'ScreenshotRequestResponse',
)
