import type { ReactNode } from 'react';
import { BulletChatOverlay } from './BulletChatOverlay';

/**
 * The layout slot that puts the bullet chat over the video area: it wraps whatever the page
 * renders as its stage (the streaming view) in a positioned box and lays the overlay on top,
 * so the overlay never needs to know the player's internals.
 */
export function VideoStage(props: { children: ReactNode; bullets: boolean }) {
  return (
    <div className="video-stage" data-testid="video-stage">
      {props.children}
      {props.bullets && <BulletChatOverlay />}
    </div>
  );
}
