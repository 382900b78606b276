export { welcomeSvgaFor } from './welcome';
export { useWelcomeInfo } from './useWelcomeInfo';
