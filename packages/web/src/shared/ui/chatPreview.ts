import { useLayoutEffect } from 'react';
import { CHAT_PREVIEW_ID } from '@sideline/protocol';

/**
 * Removes the room's last lines the server drew in the page's HTML (issue 20; server
 * pages/chatPreview.ts, app/chatPreview.css): called when the widget's own list shows (in the
 * same commit, so a reader never sees both or neither), and on every way a page leaves without
 * one: a failed start-up, a streaming-only page or the page leaving (StreamingChatroom), a
 * collapsed chat (ChatroomSection), an error page (app/ErrorFallback, with its own line). The
 * server draws a preview only after the token check and the history answered, so the frame's
 * own token failure (WidgetShell) never has one. Nothing when the page has none.
 */
export function dismissChatPreview(doc: Document = document): void {
  doc.getElementById(CHAT_PREVIEW_ID)?.remove();
}

/** Removes the server's chat preview once `when` holds, before the browser paints that render. */
export function useDismissChatPreview(when = true): void {
  useLayoutEffect(() => {
    if (when) dismissChatPreview();
  }, [when]);
}
