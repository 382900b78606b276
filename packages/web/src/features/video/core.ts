/**
 * The video domain's React-free public face: what the boot module (src/boot.ts) runs before the
 * React chunks have loaded — the GetStreaming query and a page's streaming arguments. Re-exported
 * by index.ts; nothing here may import React (bootGraph.test.ts walks it).
 */
export { pageStreamingArgs } from './streaming-view/pageArgs';
export { streamingQuery, streamingQueryPrefix } from './streaming-view/queries';
export type { StreamingArgs } from './streaming-view/queries';
