import type { AdInfo } from '@sideline/protocol';

/** Shows the ad (muted looping video or image) in the player's 16:9 box. */
export function AdView(props: { ad: AdInfo }) {
  return props.ad.Type === 1
    ? <video className="player__media" src={props.ad.Url} muted autoPlay loop playsInline data-ad="video" />
    : <img className="player__media" src={props.ad.Url} alt="" data-ad="image" />;
}
