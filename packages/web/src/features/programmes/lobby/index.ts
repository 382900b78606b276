/** The live-streaming lobby of the entertainment page. */
export { LobbyPanel, useProgrammes } from './LobbyPanel';
export { selectLobby } from './lobbyModel';
