import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { closedAt } from '../../../machines/classData'
import type { ScreenMessageData } from '../../../machines/screenData'
import { IdleView, useIdleLine, type IdleMode } from '../views/IdleView'
import { LoadingView } from '../views/LoadingView'
import { MessageLine, NoticeView } from '../views/MessageViews'
import type { ClassRef } from './ClassPlayer'

/**
 * The player is not part of the first view (pairing or idle): its code downloads as a chunk of its
 * own, asked for as soon as this module runs, so it is in memory long before a class starts — also
 * when the server is unreachable by then (docs/FLEET.md).
 */
const playerModule = import('./ClassPlayer')
const ClassPlayer = lazy(async () => ({ default: (await playerModule).ClassPlayer }))

const NO_NOTICES: readonly ScreenMessageData[] = []

/**
 * Idle views or the player, and the 2 s hold that returns to the format selection (docs/RULES.md#class-screen); the
 * notices showing (docs/MESSAGES.md) fill an idle screen, and are a line under a class.
 */
export function ClassArea({
  classRef,
  onPress,
  notices = NO_NOTICES,
}: {
  classRef: ClassRef
  onPress: (pressed: boolean) => void
  notices?: readonly ScreenMessageData[]
}) {
  const playing = useSelector(classRef, (state) => state.hasTag('playing'))
  const classRun = useSelector(classRef, (state) => state.context.classRun)
  const idleKind = useSelector(classRef, (state) =>
    state.hasTag('closed')
      ? 'closed'
      : state.hasTag('welcome')
        ? 'welcome'
        : state.hasTag('nextClass')
          ? 'nextClass'
          : state.hasTag('noMoreClasses')
            ? 'noMoreClasses'
            : null,
  )
  const closedReason = useSelector(classRef, (state) => closedAt(state.context, state.context.now() + state.context.clockOffsetMs)?.reason ?? '')
  const nextClass = useSelector(classRef, (state) => state.context.nextClass)
  const locationName = useSelector(classRef, (state) => state.context.locationName)
  const timeZone = useSelector(classRef, (state) => state.context.timeZone)

  const mode: IdleMode | null = playing
    ? null
    : idleKind === 'closed'
      ? { kind: 'closed', reason: closedReason }
      : idleKind === 'welcome'
        ? { kind: 'welcome', locationName }
        : idleKind === 'nextClass' && nextClass
          ? { kind: 'nextClass', next: nextClass, timeZone }
          : idleKind === 'noMoreClasses'
            ? { kind: 'noMoreClasses' }
            : null
  const idleLine = useIdleLine(mode)

  let content
  if (playing)
    // The stage keeps the whole screen, and leaves the band at its foot free only while a notice's line shows (screen.css).
    content = (
      <div className={notices.length > 0 ? 'class-with-message-line' : undefined}>
        <Suspense fallback={<LoadingView />}>
          <ClassPlayer key={classRun} classRef={classRef} />
        </Suspense>
        <MessageLine notices={notices} />
      </div>
    )
  else if (mode && notices.length > 0) content = <NoticeView notices={notices} idleLine={idleLine} />
  else content = mode ? <IdleView mode={mode} /> : <LoadingView />

  return (
    <div
      style={{ position: 'fixed', inset: 0, touchAction: 'none' }}
      onPointerDown={() => onPress(true)}
      onPointerUp={() => onPress(false)}
      onPointerCancel={() => onPress(false)}
      onPointerLeave={() => onPress(false)}
    >
      {content}
    </div>
  )
}
