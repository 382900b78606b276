/** One server-sent-event stream as the fast market uses it (EventSource fits). */
export interface StreamLike {
  close(): void;
}

export interface StreamHandlers {
  onOpen(): void;
  /** The `data` of a `message` event. */
  onMessage(data: string): void;
  onError(): void;
}

/** Opens a stream; the one owner of EventSource (swapped in tests). */
export type OpenStream = (url: string, handlers: StreamHandlers) => StreamLike;

/**
 * The browser's EventSource. Its own reconnect is switched off by closing on the first error:
 * the fast market counts and paces its retries itself (3 at 1 s).
 */
export const openEventSource: OpenStream = (url, handlers) => {
  const es = new EventSource(url);
  es.onopen = () => handlers.onOpen();
  es.onmessage = (e: MessageEvent) => handlers.onMessage(String(e.data));
  es.onerror = () => {
    es.close();
    handlers.onError();
  };
  return { close: () => es.close() };
};
