export { timerReducer, IDLE_TIMER } from './timerMachine';
export type { TimerEvent, TimerState } from './timerMachine';
export { createTimerStore } from './timerStore';
export type { TimerStore, TimerSnapshot } from './timerStore';
export { realClock, manualClock } from './clock';
export type { Clock } from './clock';
export { TimerStoreProvider, useTimerStore, useTimer, useTimerEnd } from './useTimers';
export { TimerDemo, TIMER_DEMO } from './TimerDemo';
export { TimerCard, formatSeconds } from './TimerCard';
