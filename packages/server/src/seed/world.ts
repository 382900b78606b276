import {
  CURRENCY_COIN, CURRENCY_DIAMOND, GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, GiftCategory, IndecentWordType,
  MatchStatus, MATCH_ID_NO_TICKET_SHARING, ProgramStatus, PromotionBackgroundType, PromotionStatus,
  SITE_ID_COIN, SITE_ID_LICENSEE,
} from '@sideline/protocol';
import { imageUrl, slugify } from './media-urls';

/**
 * The demo world: plain data, the same on every start. Instants are offsets from the moment
 * of the first seed (`at(now)`), so running matches are running when the demo opens.
 */
export const CURRENCY_USD = 1;
export const CURRENCIES = [
  { id: CURRENCY_USD, name: 'USD' }, { id: 2, name: 'RMB' }, { id: 3, name: 'VND' }, { id: 4, name: 'THB' },
  { id: 5, name: 'IDR' }, { id: 6, name: 'PHP' }, { id: CURRENCY_COIN, name: 'Coin' }, { id: CURRENCY_DIAMOND, name: 'Diamond' },
];

export const SITES = [
  { id: SITE_ID_LICENSEE, name: 'Sideline Sportsbook', group_name: `Licensee${SITE_ID_LICENSEE}`, kind: 'licensee', default_currency_id: CURRENCY_USD, can_update_nickname: 1, is_allow_send_gift: 1, is_allow_showing_ticket: 1, enable_single_wallet: 0, watch_time_limit: 180 },
  { id: SITE_ID_COIN, name: 'Sideline Coin Club', group_name: `CoinSite${SITE_ID_COIN}`, kind: 'coin', default_currency_id: CURRENCY_COIN, can_update_nickname: 1, is_allow_send_gift: 1, is_allow_showing_ticket: 0, enable_single_wallet: 1, watch_time_limit: 0 },
];

/** The users the demo host site can log in as (GetDemoWorld). Key → customer. */
export const DEMO_USERS = [
  { key: 'member', label: 'Member', customerId: 1001 },
  { key: 'vip5', label: 'VIP 5 member', customerId: 1002 },
  { key: 'coin-member', label: 'Coin site member', customerId: 1003 },
  { key: 'muted', label: 'Muted member', customerId: 1004 },
  { key: 'newbie', label: 'New member (no nickname)', customerId: 1005 },
] as const;

const cust = (id: number, site: number, user: string, nickname: string | null, color: number, currency: number, vip: number, language: string, extra: { muted?: boolean; bot?: boolean } = {}) => ({
  id, site_id: site, licensee_user_name: user, nickname, nickname_color: color, currency_id: currency, vip, language,
  odds_type: 3, is_muted: extra.muted ? 1 : 0, is_bot: extra.bot ? 1 : 0,
});

export const CUSTOMERS = [
  cust(1001, SITE_ID_LICENSEE, 'demo_member', 'LuckyFan', 3, CURRENCY_USD, 0, 'en'),
  cust(1002, SITE_ID_LICENSEE, 'demo_vip5', 'GoldenBoot', 7, CURRENCY_USD, 5, 'en'),
  cust(1003, SITE_ID_COIN, 'demo_coin', 'CoinKing', 5, CURRENCY_COIN, 2, 'en'),
  cust(1004, SITE_ID_LICENSEE, 'demo_muted', 'Shouty', 9, CURRENCY_USD, 0, 'en', { muted: true }),
  cust(1005, SITE_ID_LICENSEE, 'demo_newbie', null, 1, CURRENCY_USD, 0, 'en'),
  cust(2001, SITE_ID_LICENSEE, 'bot_minh', 'MinhGoal', 2, CURRENCY_USD, 1, 'vn', { bot: true }),
  cust(2002, SITE_ID_LICENSEE, 'bot_somchai', 'Somchai88', 4, CURRENCY_USD, 0, 'th', { bot: true }),
  cust(2003, SITE_ID_LICENSEE, 'bot_weilong', '伟龙', 6, CURRENCY_USD, 3, 'cn', { bot: true }),
  cust(2004, SITE_ID_LICENSEE, 'bot_budi', 'BudiJaya', 8, CURRENCY_USD, 0, 'id', { bot: true }),
  cust(2005, SITE_ID_LICENSEE, 'bot_maria', 'MariaPH', 10, CURRENCY_USD, 7, 'ph', { bot: true }),
  cust(2006, SITE_ID_COIN, 'bot_coinfan', 'DiamondHands', 1, CURRENCY_COIN, 4, 'en', { bot: true }),
];

/** Starting balances in currency units. */
export const WALLETS = [
  { customer_id: 1001, currency_id: CURRENCY_USD, balance: 1000 },
  { customer_id: 1002, currency_id: CURRENCY_USD, balance: 25000 },
  { customer_id: 1003, currency_id: CURRENCY_COIN, balance: 5000 },
  { customer_id: 1003, currency_id: CURRENCY_DIAMOND, balance: 300 },
  { customer_id: 1004, currency_id: CURRENCY_USD, balance: 100 },
  { customer_id: 1005, currency_id: CURRENCY_USD, balance: 50 },
  ...[2001, 2002, 2003, 2004, 2005].map((id) => ({ customer_id: id, currency_id: CURRENCY_USD, balance: 10000 })),
  { customer_id: 2006, currency_id: CURRENCY_COIN, balance: 10000 },
  { customer_id: 2006, currency_id: CURRENCY_DIAMOND, balance: 1000 },
];

const feature = (features: [string, number][]) => JSON.stringify(features.map(([Content, Star], i) => ({ Id: i + 1, Star, Content })));
const photos = (name: string) => JSON.stringify([1, 2, 3].map((n) => ({ Id: n, ImageUrl: imageUrl('photo', `${name} ${n}`) })));
const streamer = (id: number, name: string, language: string, tag: number, tagName: string, intro: string, features: [string, number][]) => ({
  id, name, language, image_url: imageUrl('avatar', name), intro, tag, tag_name: tagName,
  features_json: feature(features), photos_json: photos(name), status: 1, sort: id,
  supplier: 'Sideline Studio', contract: id % 2 ? 'signed' : 'part-time', channel: `streamer-${id}`, source: 'Studio', stream_name_key: '',
  memo: '', server_address: '', stream_key: '', updated_at: 0,
});

/** Anchor tag: 0 none, 1 hot, 2 new. */
export const STREAMERS = [
  streamer(301, 'Linh Nguyen', 'vn', 1, 'hot', 'Football analyst from Ho Chi Minh City; calls every V.League and Premier League match live.', [['Tactics', 5], ['Humour', 4], ['Predictions', 4]]),
  streamer(302, 'Tuan Pham', 'vn', 2, 'new', 'Former futsal player, now the loudest voice on Saturday nights.', [['Energy', 5], ['Stats', 3]]),
  streamer(303, 'Ploy Srisuk', 'th', 1, 'hot', 'Muay Thai fan and Premier League superfan from Bangkok.', [['Humour', 5], ['Singing', 4]]),
  streamer(304, 'Nattapong K.', 'th', 0, '', 'Calm, precise commentary on European football.', [['Stats', 5], ['Tactics', 4]]),
  streamer(305, 'Li Wei', 'cn', 1, 'hot', '资深足球解说，十年欧洲联赛经验。', [['Tactics', 5], ['Predictions', 5]]),
  streamer(306, 'Chen Xiaoyu', 'cn', 2, 'new', '篮球与电竞双栖主播。', [['Energy', 4], ['Esports', 5]]),
  streamer(307, 'Putri Ayu', 'id', 1, 'hot', 'Liga 1 and Premier League commentary from Jakarta.', [['Humour', 4], ['Energy', 5]]),
  streamer(308, 'Rizky Pratama', 'id', 0, '', 'Badminton and football, all week long.', [['Stats', 4]]),
  streamer(309, 'Andrea Santos', 'ph', 1, 'hot', 'PBA and NBA nights from Manila.', [['Energy', 5], ['Predictions', 3]]),
  streamer(310, 'Miguel Reyes', 'ph', 2, 'new', 'Basketball junkie, singing between quarters.', [['Singing', 5], ['Humour', 4]]),
];

const H = 3600_000;
const match = (id: number, sport: number, leagueId: number, league: string, home: string, away: string, offsetMs: number, status: number, anchors: number[], extra: { esport?: boolean } = {}) => ({
  id, sport_type: sport, league_id: leagueId, league_name: league, league_icon_url: imageUrl('league', league),
  home_team: home, away_team: away, home_icon_url: imageUrl('team', home), away_icon_url: imageUrl('team', away),
  offsetMs, status, is_esport: extra.esport ? 1 : 0, is_gift_disable: 0, anchor_ids_json: JSON.stringify(anchors),
  streaming_url: status === MatchStatus.Running ? '/media/hls/live/index.m3u8' : null,
  slmt_url: `/media/images/banner/${home.toLowerCase().replace(/\W+/g, '-')}-live-tracker.svg`,
});

/** Matches; `offsetMs` is the kick-off relative to the first seed. Sport 1 football, 2 basketball, 43 e-sport. */
export const MATCHES = [
  match(51230001, 1, 1, 'English Premier League', 'Arsenal', 'Chelsea', -0.6 * H, MatchStatus.Running, [301, 303, 305]),
  match(51230002, 1, 2, 'Spain La Liga', 'Real Madrid', 'Barcelona', -1.2 * H, MatchStatus.Running, [304, 307]),
  match(MATCH_ID_NO_TICKET_SHARING, 1, 3, 'Vietnam V.League 1', 'Hanoi FC', 'Hoang Anh Gia Lai', -0.3 * H, MatchStatus.Running, [302]),
  match(51230004, 43, 4, 'LoL Champions Korea', 'T1', 'Gen.G', -0.5 * H, MatchStatus.Running, [306], { esport: true }),
  match(51230005, 1, 5, 'Italy Serie A', 'Inter Milan', 'AC Milan', 3 * H, MatchStatus.NotStart, [305, 308]),
  match(51230006, 2, 6, 'NBA', 'Los Angeles Lakers', 'Boston Celtics', 20 * H, MatchStatus.NotStart, [309, 310]),
  match(51230007, 1, 7, 'Germany Bundesliga', 'Bayern Munich', 'Borussia Dortmund', -26 * H, MatchStatus.End, [301]),
  match(51230008, 1, 8, 'Indonesia Liga 1', 'Persija Jakarta', 'Persib Bandung', 6 * H, MatchStatus.NonLive, [307]),
  // Schedule depth (topic page: 2+ pages of 16 cards across VN, TH, CN, ID, PH).
  match(51230009, 1, 9, 'Thailand League 1', 'Buriram United', 'Bangkok United', -0.8 * H, MatchStatus.Running, [303, 304]),
  match(51230010, 2, 10, 'PBA', 'Barangay Ginebra', 'San Miguel Beermen', -0.4 * H, MatchStatus.Running, [309, 310]),
  match(51230011, 1, 11, 'Chinese Super League', 'Shanghai Port', 'Shandong Taishan', 1 * H, MatchStatus.NotStart, [305, 306]),
  match(51230012, 1, 1, 'English Premier League', 'Liverpool', 'Manchester City', 4 * H, MatchStatus.NotStart, [301, 303, 307]),
  match(51230013, 1, 8, 'Indonesia Liga 1', 'Bali United', 'Persebaya Surabaya', 8 * H, MatchStatus.NotStart, [307, 308]),
  match(51230014, 1, 3, 'Vietnam V.League 1', 'Viettel', 'Hai Phong', 26 * H, MatchStatus.NotStart, [301, 302]),
  match(51230015, 2, 6, 'NBA', 'Golden State Warriors', 'Denver Nuggets', 30 * H, MatchStatus.NotStart, [309]),
  match(51230016, 43, 12, 'Dota 2 Pro League', 'Team Spirit', 'Team Liquid', 10 * H, MatchStatus.NotStart, [306], { esport: true }),
  match(51230017, 1, 13, 'France Ligue 1', 'Paris Saint-Germain', 'Marseille', -22 * H, MatchStatus.End, [304, 305]),
  match(51230018, 1, 5, 'Italy Serie A', 'Juventus', 'Napoli', -0.2 * H, MatchStatus.NonLive, [308]),
];

const tagNames = (en: string, cn: string, vn: string, th: string, id: string) => JSON.stringify({ CnName: cn, EnName: en, PhName: en, ThName: th, VnName: vn, IdName: id });
export const TAGS = [
  { id: 1, names_json: tagNames('Shows', '节目', 'Chương trình', 'รายการ', 'Acara') },
  { id: 2, names_json: tagNames('Sports', '体育', 'Thể thao', 'กีฬา', 'Olahraga') },
  { id: 3, names_json: tagNames('Fun', '娱乐', 'Giải trí', 'สนุก', 'Seru') },
];

const programme = (eventId: number, title: string, anchor: number, language: string, offsetMs: number, status: number, layout: number, tags: number[], imageLabel = title) => ({
  event_id: eventId, title, anchor_id: anchor, language, offsetMs, status, layout_type: layout,
  image_url: imageUrl('programme', imageLabel), tags_json: JSON.stringify(tags),
  streaming_url: status === ProgramStatus.Live ? '/media/hls/live/index.m3u8' : null,
});

/** Entertainment programmes (EventId space apart from match ids). */
export const PROGRAMMES = [
  programme(7001, 'Friday Night Karaoke', 310, 'ph', -0.5 * H, ProgramStatus.Live, 0, [1, 3]),
  programme(7002, 'Premier League Preview Show', 303, 'th', -0.2 * H, ProgramStatus.Live, 1, [2]),
  programme(7003, 'Đêm Bóng Đá Cùng Linh', 301, 'vn', -1 * H, ProgramStatus.Live, 0, [2, 1], 'Dem Bong Da Cung Linh'),
  programme(7004, '电竞之夜', 306, 'cn', 2 * H, ProgramStatus.NotStart, 1, [3], 'Esports Night'),
  programme(7005, 'Obrolan Bola Pagi', 307, 'id', 18 * H, ProgramStatus.NotStart, 0, [2]),
  programme(7006, 'Weekend Quiz Night', 309, 'ph', -30 * H, ProgramStatus.End, 0, [1, 3]),
  programme(7007, 'Bangkok Night Talk', 304, 'th', -0.4 * H, ProgramStatus.Live, 1, [1, 3]),
  programme(7008, 'Sing-along with Andrea', 309, 'ph', 1.5 * H, ProgramStatus.NotStart, 0, [1, 3]),
  programme(7009, '篮球夜话', 306, 'cn', 5 * H, ProgramStatus.NotStart, 1, [2, 1], 'Basketball Night Talk'),
  programme(7010, 'Bincang Liga Pagi', 308, 'id', -0.7 * H, ProgramStatus.Live, 0, [2]),
  programme(7011, 'Góc Chiến Thuật', 302, 'vn', 7 * H, ProgramStatus.NotStart, 0, [2], 'Goc Chien Thuat'),
  programme(7012, 'Muay Thai Fight Night', 303, 'th', 22 * H, ProgramStatus.NotStart, 1, [2, 3]),
  programme(7013, '周末竞猜', 305, 'cn', -28 * H, ProgramStatus.End, 0, [1], 'Weekend Predictions'),
  programme(7014, 'Karaoke Battle Royale', 310, 'ph', 28 * H, ProgramStatus.NotStart, 0, [3]),
];

/** Voice broadcasts attached to matches. Status 1 live. */
export const BROADCASTS = [
  { id: 9001, match_id: 51230001, broadcaster_id: 801, name: 'Coach Minh Live Audio', language: 'vn', style: 'Professional', status: 1 },
  { id: 9002, match_id: 51230002, broadcaster_id: 802, name: 'Ploy Fun Commentary', language: 'th', style: 'Funny', status: 1 },
  { id: 9003, match_id: 51230005, broadcaster_id: 803, name: 'Serie A Easy Listening', language: 'en', style: 'Leisure', status: 2 },
];

const names = (en: string, cn: string, vn: string, th: string, id: string) => JSON.stringify({ en, cn, vn, th, id, ph: en });
const gift = (id: number, currency: number, category: number, amount: number, n: string, sort: number, extra: { vip?: number; site?: number | null; svga?: boolean; i18n?: string } = {}) => ({
  id, site_id: extra.site ?? null, currency_id: currency, category, amount, img_url: imageUrl('gift', n),
  // Every demo gift has a generated animation (media/svga, by the English name's slug).
  svga_url: `/media/svga/${slugify(n)}.svga`,
  sort, status: 1, is_vip: extra.vip ? 1 : 0, vip: extra.vip ?? 0, names_json: extra.i18n ?? names(n, n, n, n, n),
  frontend_img_url: '', backend_img_url: '', campaign_name: '', start_at: null, end_at: null, updated_at: 0,
});

/** Gifts (amount in currency units), per currency; the coin site's in coin 999 and diamond 998. */
export const GIFTS = [
  gift(101, CURRENCY_USD, GiftCategory.Normal, 1, 'Heart', 1, { i18n: names('Heart', '爱心', 'Trái tim', 'หัวใจ', 'Hati') }),
  gift(102, CURRENCY_USD, GiftCategory.Normal, 5, 'Kiss', 2, { i18n: names('Kiss', '飞吻', 'Nụ hôn', 'จูบ', 'Ciuman') }),
  gift(103, CURRENCY_USD, GiftCategory.Normal, 10, 'Flowers', 3, { i18n: names('Flowers', '鲜花', 'Hoa', 'ดอกไม้', 'Bunga') }),
  gift(104, CURRENCY_USD, GiftCategory.Normal, 100, 'Supercar', 4, { svga: true, i18n: names('Supercar', '跑车', 'Siêu xe', 'ซูเปอร์คาร์', 'Mobil sport') }),
  gift(105, CURRENCY_USD, GiftCategory.Normal, 500, 'Castle', 5, { svga: true, i18n: names('Castle', '城堡', 'Lâu đài', 'ปราสาท', 'Kastil') }),
  gift(110, CURRENCY_USD, GiftCategory.Activity, 20, 'Trophy', 6),
  gift(111, CURRENCY_USD, GiftCategory.Activity, 50, 'Fireworks', 7, { svga: true }),
  gift(120, CURRENCY_USD, GiftCategory.Vip, 200, 'Crown', 8, { vip: 3, svga: true }),
  gift(121, CURRENCY_USD, GiftCategory.Vip, 1000, 'Diamond Ring', 9, { vip: 5, svga: true }),
  gift(130, CURRENCY_USD, GiftCategory.NewUser, 0.1, 'Rose', 10),
  gift(140, CURRENCY_USD, GiftCategory.Roulette, 2, 'Lucky Star', 11),
  gift(150, CURRENCY_USD, GiftCategory.LuckyBox, 3, 'Clover', 12),
  gift(GIFT_ID_PROFIT_SHARE, CURRENCY_USD, GiftCategory.ProfitShare, 1, 'Profit Share', 13),
  gift(GIFT_ID_WISH_COIN, CURRENCY_USD, GiftCategory.WishCoin, 2, 'Wish Coin', 14),
  gift(201, CURRENCY_COIN, GiftCategory.Normal, 10, 'Heart', 1, { site: SITE_ID_COIN }),
  gift(202, CURRENCY_COIN, GiftCategory.Normal, 50, 'Kiss', 2, { site: SITE_ID_COIN }),
  gift(203, CURRENCY_COIN, GiftCategory.Normal, 100, 'Flowers', 3, { site: SITE_ID_COIN }),
  gift(204, CURRENCY_COIN, GiftCategory.Vip, 300, 'Crown', 4, { site: SITE_ID_COIN, vip: 2, svga: true }),
  gift(211, CURRENCY_DIAMOND, GiftCategory.Normal, 10, 'Supercar', 5, { site: SITE_ID_COIN, svga: true }),
  gift(212, CURRENCY_DIAMOND, GiftCategory.Normal, 50, 'Castle', 6, { site: SITE_ID_COIN, svga: true }),
  gift(213, CURRENCY_DIAMOND, GiftCategory.Vip, 100, 'Diamond Ring', 7, { site: SITE_ID_COIN, vip: 3, svga: true }),
  gift(GIFT_ID_PROFIT_SHARE, CURRENCY_COIN, GiftCategory.ProfitShare, 1, 'Profit Share', 8, { site: SITE_ID_COIN }),
  gift(GIFT_ID_WISH_COIN, CURRENCY_COIN, GiftCategory.WishCoin, 20, 'Wish Coin', 9, { site: SITE_ID_COIN }),
  gift(GIFT_ID_WISH_COIN, CURRENCY_DIAMOND, GiftCategory.WishCoin, 2, 'Wish Coin', 10, { site: SITE_ID_COIN }),
];

const STICKER_NAMES = ['Smile', 'Laugh', 'Wow', 'Cry', 'Angry', 'Love', 'Cool', 'Wink', 'Clap', 'Goal', 'Thumbs Up', 'Fire'];
export const STICKERS = STICKER_NAMES.map((name, i) => ({
  id: i + 1, name, url: imageUrl('sticker', name), status: 1, is_vip: name === 'Fire' || name === 'Goal' ? 1 : 0, sort: i + 1,
}));

/** Lucky boxes with their draw table (chances sum to 100). */
export const LUCKY_BOXES = [
  { id: 401, names_json: names('Bronze Box', '铜宝箱', 'Hộp Đồng', 'กล่องทองแดง', 'Kotak Perunggu'), img_url: imageUrl('luckybox', 'Bronze Box'), currency_id: CURRENCY_USD, amount: 5, is_vip: 0, status: 1, sort: 1,
    settings: [[101, 1, 50], [102, 5, 30], [103, 10, 15], [104, 100, 5]] },
  { id: 402, names_json: names('Gold Box', '金宝箱', 'Hộp Vàng', 'กล่องทอง', 'Kotak Emas'), img_url: imageUrl('luckybox', 'Gold Box'), currency_id: CURRENCY_USD, amount: 50, is_vip: 1, status: 1, sort: 2,
    settings: [[103, 10, 40], [104, 100, 35], [105, 500, 20], [121, 1000, 5]] },
  { id: 403, names_json: names('Coin Box', '金币宝箱', 'Hộp Xu', 'กล่องเหรียญ', 'Kotak Koin'), img_url: imageUrl('luckybox', 'Coin Box'), currency_id: CURRENCY_COIN, amount: 100, is_vip: 0, status: 1, sort: 3,
    settings: [[201, 10, 60], [202, 50, 30], [203, 100, 10]] },
] as const;

const promoHtml = (title: string, points: string[]) =>
  `<h2>${title}</h2><p>Join now and make every match count. Terms apply.</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
  '<p><a href="https://example.com/terms" target="_blank" rel="noopener">Full terms and conditions</a></p>';

const D = 24 * H;

/** The promotion whose HTML carries script payloads: the web must sanitise it (browser test). */
export const XSS_PROMOTION_ID = 5;

/**
 * Promotions (one row per id and language). `startOffsetMs`/`endOffsetMs` are the running
 * period relative to the first seed; the status shown derives from it (Draft stays hidden).
 */
export const PROMOTIONS = [
  { id: 1, language: 'en', name: 'Welcome Bonus 100%', status: PromotionStatus.InProgress, type: PromotionBackgroundType.Image, background_image: imageUrl('promo', 'Welcome Bonus background'), color1: null, color2: null, sort: 1,
    startOffsetMs: -3 * D, endOffsetMs: 30 * D,
    content_html: promoHtml('Double your first deposit', ['Deposit at least 10 USD', 'Bonus credited within 5 minutes', 'Roll over 8 times within 30 days']) },
  { id: 1, language: 'cn', name: '首存100%奖金', status: PromotionStatus.InProgress, type: PromotionBackgroundType.Image, background_image: imageUrl('promo', 'Welcome Bonus background'), color1: null, color2: null, sort: 1,
    startOffsetMs: -3 * D, endOffsetMs: 30 * D,
    content_html: promoHtml('首存翻倍', ['最低存款10美元', '5分钟内到账', '30天内完成8倍流水']) },
  { id: 2, language: 'en', name: 'Weekend Parlay Boost', status: PromotionStatus.NotStarted, type: PromotionBackgroundType.Gradient, background_image: null, color1: '#1e3a8a', color2: '#9333ea', sort: 2,
    startOffsetMs: 2 * D, endOffsetMs: 9 * D,
    content_html: promoHtml('Boost your parlays every weekend', ['3 legs or more', 'Up to 30% extra winnings', 'Saturday and Sunday only']) },
  { id: 3, language: 'en', name: 'Derby Predictor', status: PromotionStatus.Finished, type: PromotionBackgroundType.SingColor, background_image: null, color1: '#0f766e', color2: null, sort: 3,
    startOffsetMs: -20 * D, endOffsetMs: -5 * D,
    content_html: promoHtml('Predict the derby score', ['One prediction per member', 'Exact score wins 100 USD']) },
  { id: 4, language: 'en', name: 'Summer Cup (draft)', status: PromotionStatus.Draft, type: PromotionBackgroundType.Gradient, background_image: null, color1: '#f59e0b', color2: '#dc2626', sort: 4,
    startOffsetMs: -1 * D, endOffsetMs: 20 * D,
    content_html: promoHtml('Not published yet', ['Drafts are never shown']) },
  { id: XSS_PROMOTION_ID, language: 'en', name: 'Lucky Spin Festival', status: PromotionStatus.InProgress, type: PromotionBackgroundType.Image, background_image: imageUrl('promo', 'Lucky Spin background'), color1: null, color2: null, sort: 5,
    startOffsetMs: -1 * D, endOffsetMs: 14 * D,
    // The handlers and script stay (the client strips them); the image itself is real artwork, not a broken src=x.
    content_html: `${promoHtml('Spin the wheel every day', ['One free spin a day', 'Prizes up to 500 USD'])}<img src="${imageUrl('promo', 'Lucky Spin wheel')}" alt="Lucky Spin wheel" onerror=alert(1)><script>alert('xss')</script><p onclick="alert(3)">Good luck!</p>` },
  { id: 6, language: 'en', name: 'Streamer Tipping Week', status: PromotionStatus.InProgress, type: PromotionBackgroundType.SingColor, background_image: null, color1: '#7c3aed', color2: null, sort: 6,
    startOffsetMs: -2 * D, endOffsetMs: 5 * D,
    content_html: promoHtml('Tip your favourite streamer', ['Top 3 tippers of the week win VIP upgrades', 'See the leaderboard in the chatroom']) },
  { id: 6, language: 'vn', name: 'Tuần Lễ Tặng Quà', status: PromotionStatus.InProgress, type: PromotionBackgroundType.SingColor, background_image: null, color1: '#7c3aed', color2: null, sort: 6,
    startOffsetMs: -2 * D, endOffsetMs: 5 * D,
    content_html: promoHtml('Tặng quà cho streamer yêu thích', ['Top 3 người tặng nhiều nhất nhận nâng cấp VIP']) },
].map((p) => ({
  ...p, entry_img_url: imageUrl('promo', p.name), region_a: imageUrl('banner', `${p.name} A`),
  region_b: imageUrl('banner', `${p.name} B`), region_c: imageUrl('banner', `${p.name} C`),
}));

export const INDECENT_WORDS = [
  { id: 1, type: IndecentWordType.Anywhere, content: 'fuck' },
  { id: 2, type: IndecentWordType.Anywhere, content: 'scam' },
  { id: 3, type: IndecentWordType.Anywhere, content: '赌博诈骗' },
  { id: 4, type: IndecentWordType.Anywhere, content: 'porn' },
  { id: 5, type: IndecentWordType.WholeWord, content: 'ass' },
  { id: 6, type: IndecentWordType.WholeWord, content: 'idiot' },
];

/** Chat config per site and currency (turnover in currency units). */
export const CHAT_CONFIGS = [
  { site_id: SITE_ID_LICENSEE, currency_id: CURRENCY_USD, message_length_limit: 100, message_frequency: 3, turnover: 0 },
  { site_id: SITE_ID_LICENSEE, currency_id: 2, message_length_limit: 100, message_frequency: 3, turnover: 50 },
  { site_id: SITE_ID_LICENSEE, currency_id: 3, message_length_limit: 100, message_frequency: 5, turnover: 100000 },
  { site_id: SITE_ID_COIN, currency_id: CURRENCY_COIN, message_length_limit: 80, message_frequency: 5, turnover: 0 },
  { site_id: SITE_ID_COIN, currency_id: CURRENCY_DIAMOND, message_length_limit: 80, message_frequency: 5, turnover: 10 },
];

/** Feature settings per site. The fast market is off on the coin site (spec). */
export const FEATURE_SETTINGS: Record<number, Record<string, unknown>> = {
  [SITE_ID_LICENSEE]: {
    EnabledPromotionEntry: true, EnabledGV: true, EnabledFastMarket: true, EnabledLeaderboard: true,
    EnabledBlockAndReport: true, EnabledWheel: true, EnabledStreamerTab: true, FeedbackSetting: { Minute: 5, Probability: 50 },
    EnabledBetCards: true,
  },
  [SITE_ID_COIN]: {
    EnabledPromotionEntry: true, EnabledGV: false, EnabledFastMarket: false, EnabledLeaderboard: false,
    EnabledBlockAndReport: false, EnabledWheel: true, EnabledStreamerTab: true, FeedbackSetting: { Minute: 10, Probability: 20 },
  },
};
