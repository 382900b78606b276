import { AdType, MatchStatus, SITE_ID_COIN, SITE_ID_LICENSEE } from '@sideline/protocol';
import type { AdInfo, Streaming } from '@sideline/protocol';
import { livePlaylistPath } from '../../media/hls/channels';

/**
 * The ad a site shows in the player while a match has no stream and has not started
 * (chatroom spec section 4, "Licensee page start-up"; section 8: "with no stream and no ad, a
 * default no-streaming image"). Per-site configuration kept as data, like the streaming plan:
 * the licensee site runs a video ad (the shipped `preview` live channel, HLS), the coin site and
 * any other site an image ad (the generated promo artwork under /media/images). A site mapped
 * to null shows no ad (the player falls back to the no-streaming image).
 */
export const SITE_ADS: Readonly<Record<number, AdInfo | null>> = {
  [SITE_ID_LICENSEE]: { Url: livePlaylistPath('preview'), Type: AdType.Video },
  [SITE_ID_COIN]: { Url: '/media/images/promo/coin-club-matchday-offers.svg', Type: AdType.Image },
};

/** The ad of sites without their own entry (and of callers without a token). */
export const DEFAULT_AD: AdInfo = { Url: '/media/images/promo/matchday-offers.svg', Type: AdType.Image };

/** The configured ad of a site (`siteId` null: no session). */
export function siteAd(siteId: number | null): AdInfo | null {
  if (siteId !== null && siteId in SITE_ADS) return SITE_ADS[siteId] ?? null;
  return DEFAULT_AD;
}

/** Pure: the ad to send with a GetStreaming answer — only when nothing plays and the match has not started. */
export function adFor(streaming: Streaming, siteId: number | null): AdInfo | null {
  if (streaming.MatchStatus !== MatchStatus.NotStart) return null;
  const streams = streaming.AnchorStreamingDtos.length + streaming.GameStreamingDtos.length + streaming.BroadcastStreamingDtos.length;
  return streams === 0 ? siteAd(siteId) : null;
}
