import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_ID, StreamingPluginType } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import type { TestApp } from '../testing/app';
import { post, pushBody, siteGroup } from '../features/chat/testing';
import { pagesApps, roomData } from './testing';
import { escapeHtml } from './chatPreview';
import { pageWithEarlyAnswers } from './earlyPage';

const CSS = '.chat-preview{position:fixed}';
const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>web</title>\n    <script type="module" async src="/assets/boot-1.js"></script>\n'
  + '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
// The preview's own stylesheet, which no page links: the build names it beside its manifest.
const PREVIEW_CSS = '.chat-preview__row{padding:2px}';

let t: TestApp;
let off: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ on: t, off, close } = await pagesApps({
    'index.html': INDEX,
    'assets/index-1.css': CSS,
    'assets/chatPreview-1.css': PREVIEW_CSS,
    '.vite/chat-preview.json': JSON.stringify({ styles: '/assets/chatPreview-1.css' }),
  }, { chatPreview: false }));
});
afterAll(() => close());

/** The preview element of a page's HTML, or null. */
const previewOf = (html: string) => new RegExp(`<div id="${CHAT_PREVIEW_ID}"[^>]*>.*?</ol>`, 's').exec(html)?.[0] ?? null;
const rowsOf = (preview: string) => [...preview.matchAll(/<li class="([^"]*)" data-testid="chat-preview-row">(.*?)<\/li>/g)].map((m) => ({ classes: m[1]!, html: m[2]! }));

describe("the room's last lines drawn in the page's HTML (issue 20, first chat line)", () => {
  it("draws a member's /licensee with the room's newest written lines first, escaped, in the page's theme, the stylesheet inline", async () => {
    const token = await t.login('member');
    const other = await t.login('vip5');
    const group = await siteGroup(t.app, token);
    const hostile = 'gg </li></ol></div><script>alert(1)</script> <!-- end';
    for (const [who, text] of [[other, 'first line'], [token, hostile]] as const) {
      expect((await post(t.app, '/MessagePush', who, pushBody(group, { Message: text }))).json()).toMatchObject({ Code: 200 });
    }
    const res = await t.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token, { Theme: 2, IsDarkMode: true, Title: 'Ann & <Bo>' })}` });
    const html = res.body;
    const preview = previewOf(html)!;
    expect(preview).not.toBeNull();
    // Before the app's root, hidden from screen readers and inert; the theme of the data parameter.
    expect(html.indexOf(CHAT_PREVIEW_ID)).toBeLessThan(html.indexOf('<div id="root">'));
    expect(preview).toMatch(/data-theme="2" data-dark="true" data-shows="both" aria-hidden="true" inert>/);
    expect(preview).toContain('<div class="chat-preview__header">Ann &amp; &lt;Bo&gt;</div>');
    expect(preview).toContain('chat-preview__player');
    // The stylesheet travels inline (a linked one would hold the first paint), the link is gone.
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain(`<style>${PREVIEW_CSS}</style>`);
    expect(html.indexOf(PREVIEW_CSS)).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<link rel="stylesheet"');
    // Newest first (the list lays them out bottom-up); a hostile line is text.
    const rows = rowsOf(preview);
    expect(rows.map((r) => r.html.replace(/<[^>]+>/g, ''))).toEqual([expect.stringContaining('gg &lt;/li&gt;&lt;/ol&gt;'), expect.stringContaining('first line')]);
    expect(html).not.toContain('<script>alert(1)');
    expect(preview).not.toContain('</div><script>');
    expect(rows[0]!.classes).toContain('chat-preview__row--own');
    expect(rows[1]!.classes).not.toContain('chat-preview__row--own');
  });

  it("draws a chat-only page without the video's place, and an anonymous viewer's page too", async () => {
    const anonymous = await t.anonymous();
    const preview = previewOf((await t.app.inject({ method: 'GET', url: `/streamingplugin?data=${roomData(anonymous, { StreamingPluginType: StreamingPluginType.OnlyChatroom })}` })).body)!;
    expect(preview).toContain('data-shows="chat"');
    expect(preview).not.toContain('chat-preview__player');
    expect(preview).toContain('data-theme="5"');
  });

  it('draws nothing for a page without chat, a chat that opens collapsed, the other token pages, or when turned off', async () => {
    const token = await t.login('member');
    for (const url of [
      `/licensee?data=${roomData(token, { StreamingPluginType: StreamingPluginType.OnlyStreaming })}`,
      `/licensee?data=${roomData(token, { EnableDefaultOpenChatroom: false })}`,
      `/entertainmentplugin?data=${roomData(token)}`,
      `/licensee?data=${roomData('forged-token')}`,
    ]) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(previewOf(html), url).toBeNull();
      expect(html, url).toContain('<link rel="stylesheet"');
      expect(html, url).not.toContain(PREVIEW_CSS);
    }
    expect(previewOf((await off.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token)}` })).body)).toBeNull();
  });
});

describe('pageWithEarlyAnswers with a preview', () => {
  const answers: EarlyAnswer[] = [{ call: 'VerifyLicenseeToken', request: { Token: 't' }, token: 't', matchId: null, status: 200, body: { Code: 200 } }];
  it('opens the body with the preview and inlines the stylesheets it can read, keeping the others linked', () => {
    const html = '<head><script src="a"></script><link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/b.css"></head><body class="x"><div id="root"></div></body>';
    const page = pageWithEarlyAnswers(html, answers, {
      html: '<div id="p"></div>', stylesheet: (href) => (href === '/assets/a.css' ? 'a{}</style><b>' : null), styles: '.p{}',
    });
    expect(page).toContain('<style>a{}<\\/style><b></style>');
    expect(page).toContain('<link rel="stylesheet" href="/b.css">');
    expect(page).toMatch(/<body class="x">\n {4}<div id="p"><\/div><div id="root">/);
    expect(page).toContain('<style>.p{}</style>\n  </head>');
  });
  it('escapes text for elements and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
