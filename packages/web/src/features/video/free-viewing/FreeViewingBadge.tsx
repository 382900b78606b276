/** The countdown badge while free viewing runs. */
export function FreeViewingBadge(props: { remaining: number }) {
  return <span className="free-viewing-badge" data-free-viewing-remaining={props.remaining}>{props.remaining}s</span>;
}
