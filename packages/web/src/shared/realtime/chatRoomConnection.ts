import type { JoinGroupResult, StreamPositionPayload } from '@sideline/protocol';
import type { HubClient } from './hubClient';

/** The connection keys of a chat group join (the spec's AddChatRoomGroup arguments). */
export interface ChatRoomKeys {
  matchId: number;
  language: string;
  anchorId: number;
  /** The site group prefix from POST /CheckSiteGroup. */
  groupName: string;
  token: string;
  /** Opaque keys from the last UpdateConnectionKey (null before the first). */
  keys: string | null;
  isLicensee: boolean;
}

export type ChatJoinMethod = 'AddChatRoomGroup' | 'AddEntertainmentChatRoomGroup' | 'AddAdsGroup';

export interface ChatRoomConnectionOptions {
  client: HubClient;
  keys: ChatRoomKeys;
  /** AddChatRoomGroup (match), AddEntertainmentChatRoomGroup, or AddAdsGroup (no stream yet). */
  joinMethod: ChatJoinMethod;
  /** POST /CheckSiteGroup → Result.GroupName. */
  fetchGroupName: () => Promise<string>;
  /** Every join result; on `Recovered: false` the chat reloads its history over HTTP. */
  onJoined?: (result: JoinGroupResult) => void;
  /** Failures the spec says are only logged (RemoveFromGroup, group name fetch). */
  onError?: (message: string, error: unknown) => void;
}

const JOIN_KEY = 'chatroom';

/**
 * The chat group membership of one HubClient: it (re)joins with the current connection keys
 * on every connect, and runs the UpdateConnectionKey flow: RemoveFromGroup(matchId, language,
 * anchorId, oldGroup, token, keys, isLicensee), fetch a new group name, rebuild the connection
 * (which rejoins with the new keys). Flows run one at a time, in arrival order.
 */
export class ChatRoomConnection {
  private current: ChatRoomKeys;
  private flow: Promise<void> = Promise.resolve();
  private readonly stopListening: () => void;

  constructor(private readonly options: ChatRoomConnectionOptions) {
    this.current = { ...options.keys };
    void options.client.join({
      key: JOIN_KEY,
      method: options.joinMethod,
      args: (since) => {
        const k = this.current;
        return [k.matchId, k.language, k.anchorId, k.groupName, k.token, k.keys, k.isLicensee, since];
      },
      onJoined: options.onJoined,
    });
    this.stopListening = options.client.on('UpdateConnectionKey', (payload: unknown) => {
      const keys = typeof payload === 'object' && payload !== null ? (payload as { Keys?: unknown }).Keys : undefined;
      void this.updateConnectionKey(typeof keys === 'string' ? keys : null);
    });
  }

  get keys(): ChatRoomKeys {
    return { ...this.current };
  }

  /** The room's first join starts where its GET /Message history stood (`HubClient.resumeFrom`). */
  resumeFrom(group: string, position: StreamPositionPayload): void {
    this.options.client.resumeFrom(JOIN_KEY, group, position);
  }

  /** The UpdateConnectionKey flow; resolves when the rebuilt connection was started. */
  updateConnectionKey(newKeys: string | null): Promise<void> {
    const run = async (): Promise<void> => {
      const old = this.current;
      const { client } = this.options;
      try {
        await client.invoke('RemoveFromGroup', old.matchId, old.language, old.anchorId, old.groupName, old.token, old.keys, old.isLicensee);
      } catch (error) {
        this.options.onError?.('RemoveFromGroup failed', error);
      }
      let groupName = old.groupName;
      try {
        groupName = await this.options.fetchGroupName();
      } catch (error) {
        this.options.onError?.('CheckSiteGroup failed', error);
      }
      this.current = { ...old, groupName, keys: newKeys ?? old.keys };
      await client.rebuild();
    };
    this.flow = this.flow.then(run, run);
    return this.flow;
  }

  /** Stops rejoining and listening (the connection itself belongs to its HubClient). */
  dispose(): void {
    this.stopListening();
    this.options.client.forget(JOIN_KEY);
  }
}
