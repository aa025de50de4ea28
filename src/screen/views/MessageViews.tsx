import { useTranslation } from 'react-i18next'
import type { ScreenMessageData } from '../../../machines/screenData'
import { FullScreen, Heading, Logo, RedRule } from './look'

// Messages to the screens (docs/MESSAGES.md). Their words are the sender's, in any language: each is laid out by its
// own script (`dir="auto"`), so Arabic or Hebrew reads right to left on a screen whose own texts are in English.

/** An emergency fills the screen until it is cleared or ends; no class plays under it. */
export function EmergencyView({ message }: { message: ScreenMessageData | null }) {
  const { t } = useTranslation()
  return (
    <main className="screen-full screen-emergency" data-testid="message-emergency" role="alert">
      <p className="screen-emergency-label">{t('messages.emergency')}</p>
      <p className="screen-emergency-text" dir="auto">
        {message?.text}
      </p>
    </main>
  )
}

/** On an idle screen, the notices fill it; what the idle view said stays below them, smaller. */
export function NoticeView({ notices, idleLine }: { notices: readonly ScreenMessageData[]; idleLine: string | null }) {
  const { t } = useTranslation()
  return (
    <FullScreen data-testid="message-notice" data-idle="notice">
      <Logo className="screen-logo screen-logo-small" />
      <RedRule />
      <Heading>{t('messages.notice')}</Heading>
      {notices.map((notice) => (
        <p key={notice.id} className="screen-notice-text" dir="auto">
          {notice.text}
        </p>
      ))}
      {idleLine && <p className="screen-notice-idle">{idleLine}</p>}
    </FullScreen>
  )
}

/**
 * During a class: one discreet line in the band the class stage leaves free at the foot of the screen (screen.css),
 * so it never covers the clip or the COMBO overlay and nothing moves when it appears.
 */
export function MessageLine({ notices }: { notices: readonly ScreenMessageData[] }) {
  if (notices.length === 0) return null
  return (
    <div className="class-message-line" data-testid="message-line" role="status">
      {notices.map((notice) => (
        <span key={notice.id} dir="auto">
          {notice.text}
        </span>
      ))}
    </div>
  )
}
