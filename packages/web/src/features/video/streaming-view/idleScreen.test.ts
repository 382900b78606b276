import { describe, expect, it } from 'vitest';
import { idleScreen } from './StreamingView';

describe('idleScreen (issue 16 item 14)', () => {
  it('a non-licensee chatroom with ad info and no source shows the NoStreamingSource error photo, not the ad', () => {
    expect(idleScreen({ hasAd: true, awaitsStart: true, isLicenseeChatroom: false })).toBe('no-source-error');
    expect(idleScreen({ hasAd: true, awaitsStart: false, isLicenseeChatroom: false })).toBe('no-source-error');
  });
  it('a licensee chatroom shows the ad while the match waits to start', () => {
    expect(idleScreen({ hasAd: true, awaitsStart: true, isLicenseeChatroom: true })).toBe('ad');
    expect(idleScreen({ hasAd: true, awaitsStart: false, isLicenseeChatroom: true })).toBe('no-streaming-image');
  });
  it('no ad: the no-streaming image everywhere', () => {
    expect(idleScreen({ hasAd: false, awaitsStart: true, isLicenseeChatroom: false })).toBe('no-streaming-image');
  });
});
