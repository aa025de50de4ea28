import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { CLASS_DELAYS, classLength } from '../../../machines/classMachine'
import { autoStartInstant } from '../../shared/classSchedule'
import { IdleView, type IdleMode } from '../views/IdleView'
import { LoadingView } from '../views/LoadingView'
import { ClassPlayer, finishedClasses, type ClassRef } from './ClassPlayer'

/** Idle views or the player, and the 2 s hold that returns to the format selection (SPEC §2.1.6). */
export function ClassArea({ classRef, onPress, serverOffset }: { classRef: ClassRef; onPress: (pressed: boolean) => void; serverOffset: () => number | null }) {
  const playing = useSelector(classRef, (state) => state.hasTag('playing'))
  const startedAt = useSelector(classRef, (state) => state.context.startedAt)
  const idleKind = useSelector(classRef, (state) =>
    state.hasTag('welcome') ? 'welcome' : state.hasTag('nextClass') ? 'nextClass' : state.hasTag('noMoreClasses') ? 'noMoreClasses' : null,
  )
  const nextClass = useSelector(classRef, (state) => state.context.nextClass)
  const locationName = useSelector(classRef, (state) => state.context.locationName)
  const timeZone = useSelector(classRef, (state) => state.context.timeZone)
  const automaticMode = useSelector(classRef, (state) => state.context.automaticMode)

  // The machine re-checks the timetable every 30 s; wake it at the class's own instant so screens start together.
  useEffect(() => {
    if (idleKind !== 'nextClass' || !nextClass) return
    const { alternateCountdown, clockOffsetMs } = classRef.getSnapshot().context
    const delay = autoStartInstant(nextClass, alternateCountdown) - clockOffsetMs - Date.now()
    if (delay < 0 || delay > 2 ** 31 - 1) return
    const timer = setTimeout(() => {
      const context = classRef.getSnapshot().context
      classRef.send({
        type: 'server.changed',
        classStart: context.classStart,
        automaticMode: context.automaticMode,
        alternateCountdown: context.alternateCountdown,
        classStartedAt: context.classStartedAt,
        serverTime: null,
      })
    }, delay + 20)
    return () => clearTimeout(timer)
  }, [idleKind, nextClass, classRef])

  // An automatic class that already ran to its end is due again while its start window lasts: show the idle view instead.
  const replay = playing && startedAt !== null && finishedClasses.has(startedAt)
  useEffect(() => {
    if (!replay) return
    // Let the machine re-read the timetable every 30 s, as it does when idle, until the window has passed.
    const timer = setTimeout(() => {
      const { format } = classRef.getSnapshot().context
      classRef.send({ type: 'class.join', index: classLength(format), offsetSeconds: 0 })
    }, CLASS_DELAYS.tickInterval)
    return () => clearTimeout(timer)
  }, [replay, classRef])

  let content
  if (playing && !replay) content = <ClassPlayer key={startedAt ?? 0} classRef={classRef} serverOffset={serverOffset} />
  else {
    const mode: IdleMode | null =
      idleKind === 'welcome' || (replay && !automaticMode)
        ? { kind: 'welcome', locationName }
        : (idleKind === 'nextClass' || replay) && nextClass
          ? { kind: 'nextClass', next: nextClass, timeZone }
          : idleKind === 'noMoreClasses' || replay
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
