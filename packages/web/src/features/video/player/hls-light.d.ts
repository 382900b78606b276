/** hls.js ships no typings for its light build (same API as the full build, without alt-audio, subtitles, EME). */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
