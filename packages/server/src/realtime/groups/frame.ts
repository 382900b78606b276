import type { Publication } from '../broker/types';

/** SignalR record separator ending every JSON hub-protocol message. */
export const RECORD_SEPARATOR = '\x1e';

/**
 * Serialises a SignalR Invocation (type 1, fire and forget) up to and excluding the closing of
 * its argument list, e.g. `{"type":1,"target":"MessagePush","arguments":[{…}`. This is the
 * payload a group publication carries through the broker; each node closes it once with
 * {@link frameOf}. Throws when an argument cannot be represented in JSON.
 */
export function invocationHead(target: string, args: readonly unknown[]): string {
  const json = JSON.stringify(args);
  if (typeof json !== 'string' || json[0] !== '[') throw new TypeError('Hub arguments must serialise to a JSON array');
  return `{"type":1,"target":${JSON.stringify(target)},"arguments":${json.slice(0, -1)}`;
}

/**
 * The metadata appended as the LAST argument of a sequenced group message, so clients can
 * track their position (`{ offset: Seq, epoch: Epoch }`) and drop duplicates by `Seq`.
 */
export interface SequenceMeta {
  Seq: number;
  Epoch: string;
  Group: string;
}

/**
 * The complete frame for one publication: the head plus, for sequenced publications
 * (offset > 0), `{"Seq":…,"Epoch":…,"Group":…}` as the last argument. `groupJson` is the
 * group name already JSON-encoded (computed once per group).
 */
export function frameOf(publication: Publication, groupJson: string): string {
  const head = publication.data;
  if (publication.offset === 0) return `${head}]}${RECORD_SEPARATOR}`;
  const separator = head.endsWith('[') ? '' : ',';
  return `${head}${separator}{"Seq":${publication.offset},"Epoch":${JSON.stringify(publication.epoch)},"Group":${groupJson}}]}${RECORD_SEPARATOR}`;
}
