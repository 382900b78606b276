/** True below 768 px with the 200 ms resize debounce; the one viewport owner is features/platform. */
export { useIsMobile } from '../../shell';
