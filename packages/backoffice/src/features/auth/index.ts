export { LoginPage } from './LoginPage';
export { SessionGate, isSessionLost, useSession } from './session';
export type { Session } from './session';
