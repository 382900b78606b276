import type { QueryClient } from '@tanstack/react-query';
import {
  BALANCE_REFETCH_BLOCK_MS, CheckSiteGroup, CURRENCY_COIN, CURRENCY_DIAMOND, GetBalance, GetBatchFeatureSetting, GetGiftInfo, GetMessage,
  GetLuckyBoxInfo, GetStickerInfo, GetUserToken, GetWelcomeInfo, GIFT_CACHE_MS, ProgramType, SITE_ID_COIN, STARTUP_FEATURE_SETTINGS, VerifyLicenseeToken,
} from '@sideline/protocol';
import { callApi, primeCall } from '../../../shared/api';
import type { ApiClient } from '../../../shared/api';
import type { DataParam } from '../../../shared/data-param';
// The domains' React-free faces (core.ts): the boot module runs these before React has loaded.
import { streamingQuery } from '../../../features/video/core';
import { enableSingleWalletOf, userWallet } from '../../../features/shell/core';
import { giftCardQuery } from '../../../features/gifts/core';
import { sportBetTypesQuery } from '../../../features/betting/core';
import { dataRoomHistoryRequest, indecentWordsQuery, primeRoomStart } from '../../../features/chat/core';
import { chatRoomInfoOf } from '../chatroom/roomInfo';
import type { StreamingArgs } from '../../../features/video/core';
import type { StartupStepId, StepRunner } from './steps';

/** What the start-up learned that the page passes on. */
export interface StartupOutcome {
  isUserLogin: boolean;
  /** Feature setting EnabledGV (undefined when the settings could not be loaded). */
  enabledGV: boolean | undefined;
}

/**
 * The step runners: each loads into the QueryClient under the key its feature reads, so the
 * features mount on cache hits — VerifyLicenseeToken (widget shell), GetStreaming (streaming
 * view), GetBalance 'chat-currency' (chat room info), GetGiftInfo / GetLuckyBoxInfo /
 * GetStickerInfo (gifts/queries.ts, 60 s), GetWelcomeInfo, GetIndecent, and the batch feature
 * settings (also seeding the chat room's EnabledBlockAndReport key), and POST /CheckSiteGroup
 * under the chat room's key (useChatroomInfo), so the room starts on a cache hit. Gifts and lucky boxes load
 * only for logged-in members (schedule spec section 6). Fills `outcome` as it goes.
 */
export function startupRunners(
  client: QueryClient, data: DataParam, streaming: StreamingArgs | null, outcome: StartupOutcome, prime: ApiClient['prime'] = primeCall,
): StepRunner {
  const token = data.Token ?? null;
  const language = (data.UserLanguage ?? 'en').toLowerCase();
  const vip = data.Vip ?? 0;
  let currencies: number[] = data.CurrencyId !== undefined ? [data.CurrencyId] : [];
  const coinSite = () => data.SiteId === SITE_ID_COIN || currencies.includes(CURRENCY_COIN);
  // What the chat room's info is made of, as the steps learn it (its start calls leave early).
  let member: { CustomerId?: number; SiteId?: number; SiteName?: string } | null = null;
  let walletCurrency: number | undefined;
  let groupName: string | null = null;

  /** The start-up's batch of feature settings: one call for the room's start and the last phase. */
  const featureSettings = () => client.fetchQuery({
    queryKey: ['GetBatchFeatureSetting', STARTUP_FEATURE_SETTINGS.join(','), token],
    queryFn: () => callApi(GetBatchFeatureSetting, { Names: [...STARTUP_FEATURE_SETTINGS] }),
    staleTime: 60_000,
  });

  const steps: Record<StartupStepId, () => Promise<unknown>> = {
    'verify-token': async () => {
      if (!token) {
        outcome.isUserLogin = data.IsUserLogin ?? false;
        return;
      }
      const verified = await client.fetchQuery({
        queryKey: ['VerifyLicenseeToken', token],
        queryFn: ({ signal }) => callApi(VerifyLicenseeToken, { Token: token }, { signal }),
        staleTime: Infinity,
      });
      outcome.isUserLogin = verified.IsUserLogin;
    },
    streaming: async () => {
      if (streaming) await client.fetchQuery(streamingQuery(streaming));
    },
    'user-info': async () => {
      if (!outcome.isUserLogin || !token) return;
      // User info (section 3): its EnableSingleWallet goes with GetBalance and the paid calls.
      const user = await client.fetchQuery({
        queryKey: ['GetUserToken', token],
        queryFn: () => callApi(GetUserToken, {}),
        staleTime: Infinity,
      }).catch(() => null);
      member = user;
      userWallet.remember(enableSingleWalletOf({ dataValue: data.EnableSingleWallet, server: user }));
      const balance = await client.fetchQuery({
        queryKey: ['GetBalance', 'chat-currency', token],
        queryFn: () => callApi(GetBalance, { EnableSingleWallet: userWallet.enableSingleWallet() }),
        staleTime: BALANCE_REFETCH_BLOCK_MS,
      });
      const wallet = balance.BalanceList.map((b) => b.CurrencyId);
      walletCurrency = wallet[0];
      if (currencies.length === 0) currencies = wallet.slice(0, 1);
      if (wallet.includes(CURRENCY_COIN)) currencies = [...new Set([...currencies, ...wallet])];
    },
    'site-group': async () => {
      if (!token) return;
      const site = await client.fetchQuery({ queryKey: ['CheckSiteGroup', token], queryFn: () => callApi(CheckSiteGroup, {}), staleTime: Infinity });
      groupName = site.GroupName;
      // The room's history leaves now, not once the page has drawn and the chat's chunk arrived
      // (issue 20): the room takes this answer, and its first join starts from the position the
      // answer carries, so what is said meanwhile still arrives, once.
      const history = dataRoomHistoryRequest(data, site.GroupName);
      if (history) prime(GetMessage, history);
    },
    gifts: async () => {
      if (!outcome.isUserLogin) return;
      const ids = (coinSite() ? [CURRENCY_COIN, CURRENCY_DIAMOND] : currencies.slice(0, 1)).sort((a, b) => a - b);
      if (ids.length === 0) return;
      await client.fetchQuery({
        queryKey: ['GetGiftInfo', ids.join(','), language, vip],
        queryFn: () => callApi(GetGiftInfo, { CurrencyIds: ids, UserLanguage: language, Vip: vip }),
        staleTime: GIFT_CACHE_MS,
      });
    },
    'lucky-boxes': async () => {
      const currencyId = currencies[0] ?? 0;
      if (!outcome.isUserLogin || currencyId <= 0) return;
      await client.fetchQuery({
        queryKey: ['GetLuckyBoxInfo', currencyId, language],
        queryFn: () => callApi(GetLuckyBoxInfo, { CurrencyId: currencyId, UserLanguage: language }),
        staleTime: GIFT_CACHE_MS,
      });
    },
    stickers: () => client.fetchQuery({ queryKey: ['GetStickerInfo'], queryFn: () => callApi(GetStickerInfo, {}), staleTime: GIFT_CACHE_MS }),
    'welcome-info': () => client.fetchQuery({ queryKey: ['GetWelcomeInfo'], queryFn: () => callApi(GetWelcomeInfo, {}), staleTime: Infinity }),
    'indecent-words': () => client.fetchQuery(indecentWordsQuery()),
    'gift-cards': async () => {
      if (outcome.isUserLogin && token) await client.fetchQuery(giftCardQuery());
    },
    'bet-types': () => client.fetchQuery(sportBetTypesQuery()),
    'room-start': async () => {
      // The room is known once the site group and the member are (issue 20, first chat line): its
      // start calls leave now, beside the gifts, not after them and the feature settings (whose
      // answer the page's HTML usually carries: then this waits for nothing). Built from the same
      // info the page's room starts with, so the room's own calls take their answers.
      if (groupName === null) return;
      const settings = await featureSettings();
      const room = chatRoomInfoOf({
        data, isUserLogin: outcome.isUserLogin, programType: ProgramType.Match, color: 0, groupName,
        blockEnabled: settings.Data.EnabledBlockAndReport === true, walletCurrency, me: member,
      });
      if (room) primeRoomStart(room, prime);
    },
    'feature-settings': async () => {
      const settings = await featureSettings();
      outcome.enabledGV = settings.Data.EnabledGV;
      client.setQueryData(['GetBatchFeatureSetting', 'EnabledBlockAndReport', token], { Data: { EnabledBlockAndReport: settings.Data.EnabledBlockAndReport } });
    },
  };
  return (id) => steps[id]();
}
