/**
 * Which widget pages start with calls the server can answer in their HTML (issue 20, early
 * answers), by the page's first path segment in lower case. The web's boot entry (app/boot.ts)
 * sends those calls before React has loaded; the server's pages plugin (pages/earlyAnswers.ts)
 * answers them while it serves the page. One list, so the two cannot drift apart. A module of
 * its own: the widget's boot entry imports it, and nothing else of the routes may come along.
 */

/** The pages that start by verifying the data parameter's token (DataParamGate 'token-required'). */
export const TOKEN_ROUTES: ReadonlySet<string> = new Set(['licensee', 'streamingplugin', 'entertainmentplugin', 'creditplugin']);

/** The token pages that run the licensee start-up sequence and open a match's chat room (StreamingChatroom's useStartup). */
export const STARTUP_ROUTES: ReadonlySet<string> = new Set(['licensee', 'streamingplugin']);

/** The page a path names, as the two sets key it: its first segment, in lower case ('' for the root). */
export const pageOfPath = (pathname: string): string => pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
