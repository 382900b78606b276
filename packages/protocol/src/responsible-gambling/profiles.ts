/**
 * Responsible gambling (issue 22 item 1): the per-site jurisdiction profile and the player state
 * the operator sends. Pure data and rules shared by server (which refuses) and web (which hides).
 * Profile 'none' is today's behaviour exactly: everyone sees promoted odds, no age check,
 * no reality check, no help link, gift prices without a money value.
 */
import { z } from 'zod';

export const JURISDICTIONS = ['none', 'UKGC', 'MGA', 'AGCO'] as const;
export const Jurisdiction = z.enum(JURISDICTIONS);
export type Jurisdiction = z.infer<typeof Jurisdiction>;

/** Who may see promoted (boosted) odds. */
export const PromotedOddsAudience = z.enum(['everyone', 'logged-in', 'nobody']);
export type PromotedOddsAudience = z.infer<typeof PromotedOddsAudience>;

/** Help text per interface language (cn, en, vn, th, id, ph); missing languages fall back to en. */
const Text = z.string().trim().min(1).max(300).optional();
const HelpText = z.object({ cn: Text, en: Text, vn: Text, th: Text, id: Text, ph: Text }).strict();

/** Every setting of a profile; presets fill them, a site may edit each. */
export const JurisdictionProfile = z.object({
  Jurisdiction,
  PromotedOddsAudience,
  /** Wheel, lucky boxes and paid gifts need the player's verified-age flag. */
  PrizeNeedsAgeVerified: z.boolean(),
  /** Minutes between reality checks (fractions allowed); 0 = none. */
  RealityCheckMinutes: z.number().min(0).max(24 * 60),
  /** Responsible-gambling help link (https) or null. */
  HelpUrl: z.string().max(500).regex(/^https:\/\/[^\s"'<>]+$/).nullable(),
  HelpText,
  /** Gifts show their real-money value beside the coin/diamond price. */
  ShowGiftMoneyValue: z.boolean(),
}).strict();
export type JurisdictionProfile = z.infer<typeof JurisdictionProfile>;

/** Profile 'none': today's behaviour (its own name so the widget does not carry the whole table). */
export const NO_JURISDICTION_PROFILE: JurisdictionProfile = {
  Jurisdiction: 'none', PromotedOddsAudience: 'everyone', PrizeNeedsAgeVerified: false, RealityCheckMinutes: 0,
  HelpUrl: null, HelpText: {}, ShowGiftMoneyValue: false,
};

/** The presets, as a table. Sites start from one and may edit any setting. */
export const JURISDICTION_PRESETS: Readonly<Record<Jurisdiction, JurisdictionProfile>> = {
  none: NO_JURISDICTION_PROFILE,
  UKGC: {
    Jurisdiction: 'UKGC', PromotedOddsAudience: 'logged-in', PrizeNeedsAgeVerified: true, RealityCheckMinutes: 60,
    HelpUrl: 'https://www.begambleaware.org/', HelpText: { en: 'Gambling problem? Free, confidential help: BeGambleAware.' },
    ShowGiftMoneyValue: true,
  },
  MGA: {
    Jurisdiction: 'MGA', PromotedOddsAudience: 'logged-in', PrizeNeedsAgeVerified: true, RealityCheckMinutes: 60,
    HelpUrl: 'https://www.mga.org.mt/', HelpText: { en: 'Play responsibly. Help and self-exclusion: Malta Gaming Authority.' },
    ShowGiftMoneyValue: true,
  },
  AGCO: {
    Jurisdiction: 'AGCO', PromotedOddsAudience: 'nobody', PrizeNeedsAgeVerified: true, RealityCheckMinutes: 60,
    HelpUrl: 'https://www.connexontario.ca/', HelpText: { en: 'Need help? ConnexOntario: 1-866-531-2600, free and confidential.' },
    ShowGiftMoneyValue: true,
  },
};

/** A preset with the site's edits on top (each setting editable). */
export function jurisdictionProfile(j: Jurisdiction, edits: Partial<Omit<JurisdictionProfile, 'Jurisdiction'>> = {}): JurisdictionProfile {
  return { ...JURISDICTION_PRESETS[j], ...edits, Jurisdiction: j };
}

/** What the operator's back end (and the host page) says about one player. */
export const PlayerGamblingState = z.object({
  SelfExcluded: z.boolean(),
  /** Timed out until this instant (epoch ms); null = no time-out. */
  TimedOutUntil: z.number().int().positive().nullable(),
  /** A deposit or loss limit is reached. */
  LimitReached: z.boolean(),
  AgeVerified: z.boolean(),
}).strict();
export type PlayerGamblingState = z.infer<typeof PlayerGamblingState>;

/** The state of a player the operator never spoke about: nothing restricted (today's behaviour). */
export const DEFAULT_PLAYER_STATE: PlayerGamblingState = { SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: false };

/** Why a surface is refused: excluded (self-excluded or timed out), limit, age; null = allowed. */
export type GamblingRefusal = 'excluded' | 'limit' | 'age' | null;

/** Kinds of surface: betting (quick bet, keypad, tickets, fast market, promoted odds) or prize (wheel, boxes, paid gifts, profit share). */
export type GamblingSurface = 'bet' | 'prize';

/** Excluded or timed out now: every betting and prize surface is off. */
export function isExcluded(state: PlayerGamblingState, now: number): boolean {
  return state.SelfExcluded || (state.TimedOutUntil !== null && state.TimedOutUntil > now);
}

/**
 * The rule both sides apply. Excluded/timed out refuses everything; a reached deposit/loss limit
 * refuses what moves money; prizes need the verified-age flag where the profile asks.
 */
export function gamblingRefusal(profile: JurisdictionProfile, state: PlayerGamblingState, surface: GamblingSurface, now: number): GamblingRefusal {
  if (isExcluded(state, now)) return 'excluded';
  if (state.LimitReached) return 'limit';
  if (surface === 'prize' && profile.PrizeNeedsAgeVerified && !state.AgeVerified) return 'age';
  return null;
}

/** Whether promoted odds show to this viewer under the profile (before the player state). */
export function promotedOddsVisible(profile: JurisdictionProfile, isUserLogin: boolean): boolean {
  if (profile.PromotedOddsAudience === 'nobody') return false;
  if (profile.PromotedOddsAudience === 'logged-in') return isUserLogin;
  return true;
}

/** Help text in the language, else English, else null. */
export function helpText(profile: JurisdictionProfile, language: string): string | null {
  const texts = profile.HelpText as Record<string, string | undefined>;
  return (Object.prototype.hasOwnProperty.call(texts, language) ? texts[language] : undefined) ?? texts.en ?? null;
}

/** The refusal's message per interface language (ph carries English), shown by the server's RG001 answer and the widget. */
export const GAMBLING_REFUSAL_MESSAGES: Readonly<Record<Exclude<GamblingRefusal, null>, Readonly<Record<'cn' | 'en' | 'vn' | 'th' | 'id' | 'ph', string>>>> = {
  excluded: {
    cn: '您的账户已暂停投注和奖品功能。',
    en: 'Betting and prizes are paused for your account.',
    vn: 'Tài khoản của bạn đang tạm dừng cá cược và giải thưởng.',
    th: 'บัญชีของคุณถูกระงับการเดิมพันและรางวัลชั่วคราว',
    id: 'Taruhan dan hadiah sedang dijeda untuk akun Anda.',
    ph: 'Betting and prizes are paused for your account.',
  },
  limit: {
    cn: '您已达到存款或亏损限额。',
    en: 'You have reached your deposit or loss limit.',
    vn: 'Bạn đã đạt giới hạn nạp tiền hoặc thua lỗ.',
    th: 'คุณถึงขีดจำกัดการฝากหรือการเสียแล้ว',
    id: 'Anda telah mencapai batas deposit atau kekalahan.',
    ph: 'You have reached your deposit or loss limit.',
  },
  age: {
    cn: '请先完成年龄验证才能使用奖品功能。',
    en: 'Please verify your age to use prizes.',
    vn: 'Vui lòng xác minh tuổi để dùng giải thưởng.',
    th: 'โปรดยืนยันอายุก่อนใช้รางวัล',
    id: 'Silakan verifikasi usia Anda untuk memakai hadiah.',
    ph: 'Please verify your age to use prizes.',
  },
};

/** The refusal's message in the language (unknown languages read English). */
export function gamblingRefusalMessage(reason: Exclude<GamblingRefusal, null>, language: string): string {
  const table = GAMBLING_REFUSAL_MESSAGES[reason] as Record<string, string>;
  return Object.prototype.hasOwnProperty.call(table, language) ? table[language]! : table.en!;
}

/**
 * The widget calls a refused player may not make, each with its surface. The server guards each
 * in its handler; the security suite checks this list against the contract (every paid call and
 * every betting call) and that each is refused with RG001.
 */
export const GAMBLING_GUARDED_CALLS: Readonly<Record<string, GamblingSurface>> = {
  PlaceBet: 'bet',
  GetSingleTicket: 'bet',
  GetBetDetails: 'bet',
  GetFastMarketStreamUrl: 'bet',
  SpinWheel: 'prize',
  PurchaseLuckyBox: 'prize',
  SendGift: 'prize',
  SendWishCoin: 'prize',
  SendProfitShare: 'prize',
  FollowBetCard: 'bet',
};
