export { WelcomeBanner } from './WelcomeBanner';
export { createWelcomeQueue } from './welcomeQueue';
export type { WelcomeQueue } from './welcomeQueue';
