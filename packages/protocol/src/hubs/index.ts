/**
 * Hub contract: server methods and client events of /chatroomhub, /entertainmenthub,
 * /streamerschedulehub and /commonhub. One record per direction (`hubMethods`, `hubEvents`),
 * declared once; the server validates with these schemas and the web client types its
 * `invoke`/`on` calls with them.
 */
export * from './define';
export * from './payloads';
export * from './methods';
export * from './events';
