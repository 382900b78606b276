export { ResponsibleGamblingHost } from './ResponsibleGamblingHost';
export { useResponsibleGambling } from './useResponsibleGambling';
export { createGamblingStore, effectiveState, gamblingAccess, gamblingStore } from './gamblingStore';
export type { GamblingAccess, GamblingSnapshot, GamblingStore } from './gamblingStore';
