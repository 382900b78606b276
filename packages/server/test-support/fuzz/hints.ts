import { LANGUAGES, MAX_MONEY_AMOUNT, MAX_QUANTITY } from '@sideline/protocol';
import type { Hints } from './arbitrary';
import {
  BROADCASTS, CURRENCIES, CUSTOMERS, DEMO_USERS, GIFTS, LUCKY_BOXES, MATCHES, PROGRAMMES, PROMOTIONS, SITES, STREAMERS, TAGS,
} from '../../src/seed/world';

/**
 * Values of the seeded demo world per request field name, so valid-shaped fuzz requests name
 * matches, anchors, gifts and wallets that exist (and reach the handlers' money paths) as
 * often as they name ones that do not. `tokens` are live licensee tokens for `Token` fields.
 */
export function worldHints(tokens: readonly string[] = []): Hints {
  const matchIds = MATCHES.map((m) => m.id);
  const eventIds = PROGRAMMES.map((p) => p.event_id);
  const anchorIds = STREAMERS.map((s) => s.id);
  const languages = [...LANGUAGES, 'EN', 'zh-CN'];
  const byKey: Record<string, readonly unknown[]> = {
    MatchId: [...matchIds, ...eventIds],
    EventId: [...eventIds, ...matchIds],
    AnchorId: anchorIds,
    Id: [...anchorIds, ...PROMOTIONS.map((p) => p.id)],
    BroadcasterId: BROADCASTS.map((b) => b.broadcaster_id),
    // The members' own currencies first: most paid calls need one of them.
    CurrencyId: [1, 1, 1, 999, 998, ...CURRENCIES.map((c) => c.id)],
    CurrencyIds: [CURRENCIES.map((c) => c.id), '1', '999,998'],
    GiftId: GIFTS.map((g) => g.id),
    GiftLevel: GIFTS.map((g) => g.id),
    LuckyBoxId: LUCKY_BOXES.map((b) => b.id),
    SiteId: SITES.map((s) => s.id),
    CustomerId: CUSTOMERS.map((c) => c.id),
    BlockCustomerId: CUSTOMERS.map((c) => c.id),
    TagId: TAGS.map((t) => t.id),
    GroupName: SITES.map((s) => s.group_name),
    SiteName: SITES.map((s) => s.name),
    UserKey: DEMO_USERS.map((u) => u.key),
    Nickname: CUSTOMERS.map((c) => c.nickname).filter((n): n is string => n !== null),
    NickName: CUSTOMERS.map((c) => c.nickname).filter((n): n is string => n !== null),
    Language: languages,
    UserLanguage: languages,
    AnchorLanguage: languages,
    StreamerLanguage: languages,
    Token: tokens,
    // Prices of the seeded gifts, boxes and the wheel, so paid calls draw payable amounts.
    // And the largest amount the contract allows (issue 14): the arithmetic must carry it exactly.
    Amount: [...new Set([...GIFTS.map((g) => g.amount), ...LUCKY_BOXES.map((b) => b.amount), 0.01, 12.5, MAX_MONEY_AMOUNT])],
    Message: GIFTS.map((g) => String(g.id)),
    // Chat lines (1 normal, 3 mention) and the paid calls' message types.
    Type: [1, 1, 1, 3, 2, 6, 9, 15, 16, 17, 18],
    Quantity: [1, 2, 10, MAX_QUANTITY],
    Stake: [1, 10, 0.5, MAX_MONEY_AMOUNT],
  };
  const own = (k: string) => (Object.hasOwn(byKey, k) ? byKey[k] : undefined);
  return (key) => own(key) ?? own(key.charAt(0).toUpperCase() + key.slice(1));
}
