import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { IdleView, type IdleMode } from '../views/IdleView'
import { LoadingView } from '../views/LoadingView'
import type { ClassRef } from './ClassPlayer'

/**
 * The player is not part of the first view (pairing or idle): its code downloads as a chunk of its
 * own, asked for as soon as this module runs, so it is in memory long before a class starts — also
 * when the server is unreachable by then (docs/FLEET.md).
 */
const playerModule = import('./ClassPlayer')
const ClassPlayer = lazy(async () => ({ default: (await playerModule).ClassPlayer }))

/** Idle views or the player, and the 2 s hold that returns to the format selection (docs/RULES.md#class-screen). */
export function ClassArea({ classRef, onPress }: { classRef: ClassRef; onPress: (pressed: boolean) => void }) {
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
  const closedReason = useSelector(classRef, (state) => state.context.closedToday?.reason ?? '')
  const nextClass = useSelector(classRef, (state) => state.context.nextClass)
  const locationName = useSelector(classRef, (state) => state.context.locationName)
  const timeZone = useSelector(classRef, (state) => state.context.timeZone)

  let content
  if (playing)
    content = (
      <Suspense fallback={<LoadingView />}>
        <ClassPlayer key={classRun} classRef={classRef} />
      </Suspense>
    )
  else {
    const mode: IdleMode | null =
      idleKind === 'closed'
        ? { kind: 'closed', reason: closedReason }
        : idleKind === 'welcome'
          ? { kind: 'welcome', locationName }
          : idleKind === 'nextClass' && nextClass
            ? { kind: 'nextClass', next: nextClass, timeZone }
            : idleKind === 'noMoreClasses'
              ? { kind: 'noMoreClasses' }
              : null
    content = mode ? <IdleView mode={mode} /> : <LoadingView />
  }

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
