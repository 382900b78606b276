export { every, systemClock, type Clock, type TimerHandle } from './clock';
