import type { enMore } from './more/en';

/**
 * English — the reference locale and the fallback. Keys are flat kebab-case, named as the
 * spec names them ('login-to-chat', 'chat-limit-hint-1-2-1' …). Every other locale is typed
 * `FirstTranslation` and `MoreTranslation`, so a key missing in one of them fails the type
 * check as well as the test.
 *
 * Each locale comes in two parts (issue 20): this file holds what a page can show before its
 * first chat line (the keys its start-up code names: the load-budget test reads them from the
 * build and fails when one is only in the second part), more/en.ts the rest, loaded after the
 * first chat lines or with the first panel that opens.
 */
export const en = {
  // ---- common ----
  'app-title': 'Streaming ChatRoom',
  'loading': 'Loading…',
  'close': 'Close',
  'ok': 'OK',
  'cancel': 'Cancel',
  'confirm': 'Confirm',
  'retry': 'Retry',
  'reload': 'Reload',
  'refresh': 'Refresh',
  'please-refresh': 'Please refresh the page',
  'language': 'Language',
  'lang-cn': '中文',
  'lang-en': 'English',
  'lang-vn': 'Tiếng Việt',
  'lang-th': 'ไทย',
  'lang-id': 'Bahasa Indonesia',
  'lang-ph': 'English (PH)',
  'today': 'Today',
  'live': 'LIVE',
  'mute': 'Mute',
  'volume': 'Volume',
  'line-mention': 'Mention',
  'line-block-report': 'Block or report',
  'unmute': 'Unmute',
  'error-boundary-title': 'Something went wrong',
  'error-boundary-text': 'The page hit an unexpected error. Reload to try again.',
  'main-content': 'Main content',
  // ---- chat ----
  'chatroom': 'Chat Room',
  'at-streamer': 'Say something to the streamer…',
  'chatroom-close': 'The chat room is closed',
  'login-to-chat': 'Log in to chat',
  'send': 'Send',
  'send-wait': 'Wait {{seconds}} s',
  'characters-left': '{{count}} characters left',
  'chat-input-label': 'Chat message',
  'scroll-to-bottom': 'Scroll to latest messages',
  'new-messages': 'New messages',
  'expand-chat': 'Expand chat',
  'collapse-chat': 'Collapse chat',
  'sensitive-words-prohibited': 'Sensitive words are not allowed',
  'customer-muted': 'You have been muted and cannot send messages',
  'currency-not-open': 'Chat is not open for your currency',
  'showing-ticket-fail': 'Failed to show the ticket',
  'chat-limit-hint-1-1-1': 'Place a bet on this event or send a gift to start chatting',
  'chat-limit-hint-1-1-2': 'Place a sports bet or send a gift to start chatting',
  'chat-limit-hint-1-2-1': 'Place a bet on this event to start chatting',
  'chat-limit-hint-1-2-2': 'Place a sports bet to start chatting',
  'chat-limit-hint-2-1-1': 'Bet {{amount}} more on this event or send a gift to keep chatting',
  'chat-limit-hint-2-1-2': 'Bet {{amount}} more on sports or send a gift to keep chatting',
  'chat-limit-hint-2-2-1': 'Bet {{amount}} more on this event to keep chatting',
  'chat-limit-hint-2-2-2': 'Bet {{amount}} more on sports to keep chatting',
  'chat-limit-hint-3': 'Send a gift to start chatting',
  'welcome-template-0': '{{nickname}} entered the chat room',
  'welcome-template-1': 'Welcome {{nickname}}!',
  'welcome-template-2': '{{nickname}} has arrived, say hello!',
  'welcome-template-3': '{{nickname}} joined the party',
  'follow-template-0': '{{nickname}} followed the streamer’s bet',
  'follow-template-1': '{{nickname}} is in the streamer’s bet slip',
  'follow-player-template-0': '{{nickname}} followed {{target}}’s bet',
  'follow-player-template-1': '{{nickname}} is in {{target}}’s bet slip',
  'follow-player-fallback': 'a player',
  'jackpot-prefix': 'Jackpot',
  // ---- chat widget ----
  'chat-sent-gift': 'sent {{gift}}',
  'chat-gift-fallback': 'gift #{{id}}',
  'chat-sticker': 'Sticker',
  'chat-shared-ticket': 'shared a bet ticket',
  'chat-wheel-won': 'won {{prize}} on the prize wheel',
  'chat-wheel-no-prize': 'spun the prize wheel — no prize this time',
  'chat-lucky-box-won': 'opened a lucky box and won {{gift}}',
  'chat-lucky-box-open': 'Open this lucky box',
  'chat-wish-coin': 'sent a wish coin',
  'chat-profit-share': 'shared a profit of {{amount}}',
  'new-messages-count': '{{count}} new messages',
  'chat-announce-message': '{{name}}: {{text}}',
  'mention-streamer': 'Mention {{name}}',
  'nickname-save-failed': 'The nickname could not be saved',
  // ---- chat rules ----
  'chat-rules': 'Chat room rules',
  'chat-rule-1': 'No flooding or provoking others.',
  'chat-rule-2': 'No pornography or illegal acts.',
  'chat-rule-3': 'No advertising or sharing personal information.',
  'chat-rule-4': 'No impersonating others.',
  'chat-rule-5': 'Statements by members are their personal views only.',
  // ---- disclaimer ----
  'disclaimer': 'Disclaimer',
  'disclaimer-text':
    'Live broadcasts are for viewing reference only. The company does not guarantee that the data is error-free or uninterrupted.',
  // ---- nickname ----
  'nickname': 'Nickname',
  'edit-nickname': 'Edit nickname',
  'nickname-placeholder': 'Enter a nickname (max 20 characters)',
  // ---- toolbar and settings menu ----
  'toolbar': 'Toolbar',
  'streamer-name': 'Streamer name',
  'source-switch': 'Switch source',
  'source': 'Source',
  'streaming': 'Live stream',
  'gv': 'Game view',
  'voice': 'Voice',
  'switch-mode': 'Switch layout',
  'settings': 'Settings',
  'leaderboard': 'Leaderboard',
  'live-streaming': 'Live streaming',
  'events': 'Events',
  'streamer': 'Streamer',
  'schedule': 'Schedule',
  'gift-effects': 'Gift effects',
  'bullet-chat': 'Chat message',
  'tutorial': 'Tutorial',
  // ---- gifts, lucky box, stickers, wheel ----
  'gifts': 'Gifts',
  'stickers': 'Stickers',
  'insufficient-balance': 'Not enough balance',
  'wheel': 'Prize wheel',
  'spin-wheel-error': 'The wheel could not spin, please try again',
  'spin-wheel-stop': 'The wheel is temporarily closed',
  'currency-not-support': 'Your currency is not supported',
  // ---- tickets and quick bet ----
  'show-ticket': 'Show ticket',
  'follow': 'Follow',
  'quick-bet': 'Quick bet',
  'clear': 'Clear',
  'max': 'Max',
  'bet': 'Bet',
  'market-closed': 'The market is closed',
  'odds-closed': 'The odds are temporarily closed',
  'event-closed': 'The event is closed',
  'bet-score-changed': 'The live score has changed',
  'bet-point-changed': 'The handicap has been updated',
  'bet-over-event-max-bet': 'Over the event’s maximum bet',
  'your-selection-has-changed': 'Your selection has changed',
  'insufficient-amount': 'Insufficient balance for this stake',
  'stake-is-out-of-range': 'The stake is out of range',
  'stake-is-less-than-min-bet': 'The stake is below the minimum bet',
  'system-error': 'System error, please try again later',
  // ---- block and report ----
  'block-and-report': 'Block and report',
  'block-user': 'Block this user',
  'report-user': 'Report this user',
  'block-confirm': 'Block this user? You will no longer see their messages.',
  // ---- schedule, streamers, promotions ----
  'streamer-topic': 'Streamer zone',
  'streamer-live-end': 'Live ended',
  'go-to-top': 'Back to top',
  'previous-streamer': 'Previous streamer',
  'next-streamer': 'Next streamer',
  'no-streaming': 'No live stream right now',
  // ---- leaderboard ----
  'weekly': 'Weekly',
  'monthly': 'Monthly',
  // ---- feedback ----
  'submit': 'Submit',
  // ---- fast market ----
  'profit-share': 'Profit share',
  'wish-coin': 'Wish coin',
  // ---- admin messages of the translation set ----
  'data-changed-page-refreshed': 'Data has changed and the page has refreshed',
  // ---- schedule, streamers, lobby, leaderboard, feedback, tutorial (widget) ----
  'all': 'All',
  'filter-tags': 'Filter tags',
  'banner': 'Banner',
  'no-programmes': 'No programmes to show',
  'streamer-language': 'Streamer language',
  'tag-hot': 'HOT',
  'tag-new': 'NEW',
  'photo-n': 'Photo {{n}}',
  'streamer-features': 'Features',
  'stars': '{{count}} of 5 stars',
  'no-streamers': 'No streamers for this language',
  'previous-page': 'Previous page',
  'next-page': 'Next page',
  'thumbnails': 'Streamer thumbnails',
  'programme-closed': 'This programme is closed',
  'layout-vertical': 'Vertical layout',
  'layout-horizontal': 'Horizontal layout',
  // ---- responsible gambling (issue 22) ----
  'chat-reconnecting': 'Reconnecting…',
  'chat-history-reloaded': 'Reconnected — chat history reloaded',
  // ---- post wall (streamer page) ----
  'post-wall': 'Posts',
  // ---- campaigns and banners (issue 19 item 4) ----
  'banner-pause': 'Pause the banners',
  'banner-play': 'Play the banners',
  // ---- match-aware chat (issue 22 item 3) ----
  'match-event-goal': 'Goal!',
  'match-event-red-card': 'Red card',
  'match-event-penalty': 'Penalty',
  'match-event-var': 'VAR check',
  'match-event-half-time': 'Half time',
  'match-event-end': 'Full time',
  'match-event-team': '{{event}} — {{team}}',
  'match-event-slow-mode': 'Slow mode for {{duration}} s: one message every {{seconds}} s',
  'match-event-hold-tickets': 'Bet tickets wait while the markets are suspended',
  'match-event-slow-mode-end': 'Slow mode is over — chat as usual',
  'match-event-hold-end': 'Markets are back — waiting bet tickets are shown',
  'slow-mode-on': 'Slow mode: one message every {{seconds}} s',
  'slow-mode-wait': 'Slow mode — wait {{seconds}} s before your next message',
  'slow-mode-next': 'next message in {{seconds}} s',
} as const;

/** The keys of a locale's first part. */
export type FirstKey = keyof typeof en;
/** Every translation key. */
export type TranslationKey = FirstKey | keyof typeof enMore;
/** A complete locale: a string for every key. */
export type Translation = Record<TranslationKey, string>;
/** A locale's first part (locales/xx.ts). */
export type FirstTranslation = Record<FirstKey, string>;
/** A locale's second part (locales/more/xx.ts). */
export type MoreTranslation = Record<Exclude<TranslationKey, FirstKey>, string>;
