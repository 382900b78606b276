/** What other features, sim, seed and app.ts use of wheel: the only way in. */
export { wheelPlugin } from './plugin';
export { isWheelOn, setWheelOpen } from './service';
export { spinCostMinor } from './prizes';
export { wheelBackofficePlugin } from './backoffice';
export { wheelMigrations } from './migrations';
