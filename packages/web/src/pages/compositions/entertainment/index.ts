/** The entertainment and credit page frame, the programme open state and its calls. */
export { EntertainmentFrame } from './EntertainmentFrame';
export type { EntertainmentFrameProps } from './EntertainmentFrame';
export { useProgramme } from './useProgramme';
export { openReducer, initialOpenState } from './openState';
export type { OpenState, OpenEvent, OpenEffect } from './openState';
