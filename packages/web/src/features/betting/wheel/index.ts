export { createWheel } from './wheel';
export type { Wheel, WheelContext, WheelDeps, WheelSnapshot } from './wheel';
export { initialWheelState, randomSpin, segmentAt, spinRefusal, targetRotation, wheelReducer } from './wheelMachine';
export type { SpinRefusal, WheelEvent, WheelPhase, WheelState } from './wheelMachine';
export { WheelPanel } from './WheelPanel';
