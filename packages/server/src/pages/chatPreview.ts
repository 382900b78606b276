import {
  CHAT_PREVIEW_ID, chatPreviewLines, chooseTheme, roomCustomerOf, StreamingPluginType,
} from '@sideline/protocol';
import type { DataParam, EarlyAnswer, PreviewLine, PreviewSource } from '@sideline/protocol';
import { isOk } from './earlyAnswers';

/**
 * The room's last lines drawn in a chat page's HTML (issue 20, first chat line ≤ 1.5 s): the
 * widget's JavaScript takes over a second on a phone's link, while the page's HTML already carries
 * the room's history in its early answers. From those answers the server draws what the widget
 * will show first: the page's frame (title bar, toolbar, the video's place) and the chat panel
 * with the newest written lines, by the list's own rules (the protocol's chatPreviewLines: keep
 * rules, the viewer's block list, grouping). Styled by its own stylesheet and the app's entry
 * stylesheet, which the page then carries inline (earlyPage.ts), in the page's theme. It is a picture, not the interface:
 * hidden from screen readers and inert; the widget removes it once its own list shows
 * (shared/ui/chatPreview.ts). Nothing is drawn without a history answer, or on a page that shows
 * no chat or a collapsed one.
 */
export function chatPreviewHtml(answers: readonly EarlyAnswer[], data: DataParam, query: URLSearchParams): string | null {
  // A streaming-only page has no chat; a chat that opens collapsed shows no lines (the web's defaultExpanded for a match).
  const shows = data.StreamingPluginType === StreamingPluginType.OnlyStreaming || data.EnableDefaultOpenChatroom === false ? null
    : data.StreamingPluginType === StreamingPluginType.OnlyChatroom ? 'chat' : 'both';
  const history = resultOf<{ Messages?: unknown }>(answers, 'GetMessage');
  if (!shows || !history || !Array.isArray(history.Messages)) return null;
  const member = resultOf<{ IsUserLogin?: unknown }>(answers, 'VerifyLicenseeToken')?.IsUserLogin === true;
  const me = member ? resultOf<{ CustomerId?: number; SiteId?: number }>(answers, 'GetUserToken') : null;
  const blocked = resultOf<{ BlockIds?: unknown }>(answers, 'GetBlock')?.BlockIds;
  const nickname = resultOf<{ Nickname?: unknown }>(answers, 'GetNickname')?.Nickname;
  const lines = chatPreviewLines(history.Messages.filter(isSource), {
    ownCustomerId: roomCustomerOf(data, member, me),
    ownNickname: typeof nickname === 'string' ? nickname : null,
    siteId: data.SiteId ?? me?.SiteId ?? 0,
    isJioo: data.IsJioo ?? false,
    blockedIds: new Set(Array.isArray(blocked) ? blocked.filter((id): id is number => typeof id === 'number') : []),
  });
  const { theme, dark } = chooseTheme(query, data);
  const title = data.Title || data.StreamerName;
  return [
    `<div id="${CHAT_PREVIEW_ID}" class="chat-preview" data-theme="${theme}"${dark ? ' data-dark="true"' : ''} data-shows="${shows}" aria-hidden="true" inert>`,
    title && !data.IsHideTitle ? `<div class="chat-preview__header">${escapeHtml(title)}</div>` : '',
    '<div class="chat-preview__toolbar"></div>',
    '<div class="chat-preview__main">',
    shows === 'both' ? '<div class="chat-preview__stage"><div class="chat-preview__player"></div></div>' : '',
    '<div class="chat-preview__room"><div class="chat-preview__room-header"></div>',
    // Newest first: the list is laid out bottom-up (chatPreview.css), so a long history shows its newest lines.
    `<ol class="chat-preview__list">${lines.reverse().map(lineHtml).join('')}</ol>`,
    '<div class="chat-preview__bar"></div></div>',
    '</div></div>',
  ].join('');
}

/** One line, as the list's row shows it (MessageRow): VIP badge, name, separator, text. */
function lineHtml(line: PreviewLine): string {
  const classes = ['chat-preview__row', `chat-preview__row--${line.tone}`, line.own ? 'chat-preview__row--own' : '', line.continued ? 'chat-preview__row--continued' : '']
    .filter(Boolean).join(' ');
  const name = line.nickname
    ? `${line.vip > 0 ? `<span class="chat-preview__vip">VIP${line.vip}</span>` : ''}<span class="chat-preview__name" data-color="${line.color}">${escapeHtml(line.nickname)}</span><span class="chat-preview__sep">: </span>`
    : '';
  return `<li class="${classes}" data-testid="chat-preview-row">${name}<span class="chat-preview__text">${escapeHtml(line.text)}</span></li>`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The Result of a call's successful early answer (earlyAnswers.ts isOk), else null. */
function resultOf<T>(answers: readonly EarlyAnswer[], call: string): Partial<T> | null {
  const answer = answers.find((a) => a.call === call);
  return isOk(answer) ? answer.body.Result as Partial<T> : null;
}

/** A history message with the fields the rules read (the answer is our own, but checked all the same). */
function isSource(m: unknown): m is PreviewSource {
  if (typeof m !== 'object' || m === null) return false;
  const r = m as Record<string, unknown>;
  return typeof r.Type === 'number' && typeof r.Message === 'string' && typeof r.Nickname === 'string'
    && typeof r.Timestamp === 'number' && (r.CustomerId === null || typeof r.CustomerId === 'number') && typeof r.IsHate === 'boolean';
}
