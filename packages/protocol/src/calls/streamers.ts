import { z } from 'zod';
import { defineCall } from './define';
import { BANNER_POSITIONS, Streamer, StreamerDetail, WebBanner } from '../entities/schedule';
import { qBool, qInt, qList, langField } from './fields';

export const GetStreamerList = defineCall({
  name: 'GetStreamerList',
  method: 'GET',
  path: '/Streamer/GetStreamerList',
  headers: { auth: 'optional' },
  request: z.object({ StreamerLanguage: qList, Status: qBool.default(true) }),
  result: z.object({ StreamerDtos: z.array(Streamer) }),
  feature: 'streamers',
  summary: 'Streamers speaking any of the given languages (Status=true: active only).',
});

export const GetStreamerDetail = defineCall({
  name: 'GetStreamerDetail',
  method: 'GET',
  path: '/Streamer/GetStreamerDetail',
  headers: { auth: 'optional' },
  request: z.object({ Id: qInt }),
  result: z.object({ StreamerDetailDto: StreamerDetail }),
  feature: 'streamers',
  summary: 'One streamer with photos and feature stars.',
});

export const GetWebBannerUrl = defineCall({
  name: 'GetWebBannerUrl',
  method: 'GET',
  path: '/Streamer/GetWebBannerUrl',
  headers: { auth: 'optional' },
  request: z.object({ userLanguage: langField, Position: z.enum(BANNER_POSITIONS).default('programme-schedule') }),
  result: WebBanner,
  feature: 'streamers',
  summary: 'Banner images of a position (default the topic page schedule): mobile and desktop, and the running banners with their links.',
});
