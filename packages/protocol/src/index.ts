/**
 * @sideline/protocol — the contract shared by server, web and embed. No I/O.
 */
export * from './envelope';
export * from './calls/index';
