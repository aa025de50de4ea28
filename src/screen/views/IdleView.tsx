import { useTranslation } from 'react-i18next'
import type { ClassToday } from '../../shared/classSchedule'
import { FullScreen, Heading, Logo, RedRule } from './look'

export type IdleMode =
  | { kind: 'welcome'; locationName: string }
  | { kind: 'nextClass'; next: ClassToday; timeZone: string }
  | { kind: 'noMoreClasses' }
  | { kind: 'closed'; reason: string }

/** docs/RULES.md#class-screen: the next class start (location time), no more classes today, the welcome in manual mode, or why the studio is closed today. */
export function IdleView({ mode }: { mode: IdleMode }) {
  const { t, i18n } = useTranslation()
  return (
    <FullScreen data-idle={mode.kind}>
      <Logo />
      <RedRule />
      {/* Manual mode: the welcome with the location's name, and nothing that promises a class nobody has started. */}
      {mode.kind === 'welcome' && <Heading>{t('idle.welcome', { location: mode.locationName })}</Heading>}
      {mode.kind === 'nextClass' && (
        <>
          <Heading>{t('idle.nextClass')}</Heading>
          <p className="screen-time" data-testid="next-class-time">
            {t('idle.nextClassAt', {
              time: new Intl.DateTimeFormat(intlLocale(i18n.language), { hour: 'numeric', minute: '2-digit', timeZone: mode.timeZone }).format(
                mode.next.startsAt,
              ),
            })}
          </p>
          {mode.next.name && <p className="screen-class-name">{mode.next.name}</p>}
        </>
      )}
      {mode.kind === 'noMoreClasses' && <Heading>{t('idle.noMoreClasses')}</Heading>}
      {mode.kind === 'closed' && <Heading data-testid="closed-today">{t('idle.closedToday', { reason: mode.reason })}</Heading>}
    </FullScreen>
  )
}

/** What the idle view says, in one line: shown under a notice that fills an idle screen (MessageViews.tsx). */
export function useIdleLine(mode: IdleMode | null): string | null {
  const { t, i18n } = useTranslation()
  if (!mode) return null
  switch (mode.kind) {
    case 'welcome':
      return t('idle.welcome', { location: mode.locationName })
    case 'nextClass': {
      const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { hour: 'numeric', minute: '2-digit', timeZone: mode.timeZone }).format(
        mode.next.startsAt,
      )
      return `${t('idle.nextClass')}: ${t('idle.nextClassAt', { time })}`
    }
    case 'noMoreClasses':
      return t('idle.noMoreClasses')
    case 'closed':
      return t('idle.closedToday', { reason: mode.reason })
  }
}

/** Arabic screens show Western digits, as their round number and the console do (docs/GLOSSARY.md#languages). */
function intlLocale(language: string): string {
  return language.startsWith('ar') ? `${language}-u-nu-latn` : language
}
