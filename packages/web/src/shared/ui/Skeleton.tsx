import './skeleton.css';

/** The content a skeleton stands in for: a grid of tiles (gifts, stickers), rows (rankings, boxes, events) or cards (matches, streamers, posts). */
export type SkeletonShape = 'tiles' | 'rows' | 'cards';

/**
 * Grey placeholders shaped like the list that is loading (issue 17 item 5: "loading skeletons
 * instead of empty boxes"), announced once as busy with `label` (already translated, e.g.
 * "Loading…"). A soft shimmer runs across them; with reduced motion they stay still.
 */
export function Skeleton(props: { shape: SkeletonShape; label: string; count?: number }) {
  const count = props.count ?? (props.shape === 'tiles' ? 10 : 4);
  return (
    <div className={`skeleton skeleton--${props.shape}`} role="status" aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{props.label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton__item" aria-hidden="true">
          <span className="skeleton__media" />
          <span className="skeleton__lines"><span className="skeleton__line" /><span className="skeleton__line" /></span>
        </span>
      ))}
    </div>
  );
}
