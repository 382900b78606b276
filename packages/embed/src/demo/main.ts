/**
 * The demo licensee site served at `/`: a sportsbook-style host page that embeds the Sideline
 * widget with the SDK, logs members in and out through the demo calls and answers the widget's
 * host messages. The widget is served by the same origin, so that is the widget origin.
 */
import './styles.css';
import { createActions } from './actions';
import { readBoot } from './boot';
import type { HostContext } from './host-messages';
import { ANONYMOUS, currenciesFor, type DemoState } from './state';
import { loadSaved } from './storage';
import { createStore } from './store';
import { targetKey } from './targets';
import { formatAmount, h } from './ui/dom';
import { createHeader } from './ui/header';
import { createHostLog } from './ui/host-log';
import { createLoginDialog } from './ui/login-dialog';
import { createTargetList } from './ui/target-list';
import { createWallet } from './ui/wallet';
import { createDataParamsPanel } from './ui/data-params-details';
import { createWidgetPanel } from './ui/widget-panel';

function start(root: HTMLElement): void {
  const saved = loadSaved();
  const store = createStore<DemoState>({
    world: { status: 'loading' },
    pickedUser: saved.userKey || ANONYMOUS,
    session: { status: 'none' },
    sessionError: null,
    language: saved.language,
    targetKey: saved.targetKey,
    currencyId: 0,
    balances: {},
    topUp: { status: 'idle' },
    chatExpanded: false,
    dataParams: {},
    log: [],
  });
  const actions = createActions(store, undefined, readBoot());
  // Started before the page is built: with the world and the visitor's session in the page
  // (boot.ts) the store holds them at once, so the page draws once, in its final state, and the
  // widget's frame is in it from the start (issue 20). Without them the calls go out first.
  void actions.loadWorld();
  const login = createLoginDialog(store, actions);
  const wallet = createWallet(store, actions);

  const host: HostContext = {
    isMember: () => store.getSnapshot().session.status === 'member',
    openLogin: (reason) => login.open(reason),
    openTopUp: (reason) => wallet.dialog.open(reason),
    setChatExpanded: (expanded) => actions.setChatExpanded(expanded),
    setBalances: (list) => store.set((st) => ({ balances: { ...st.balances, ...Object.fromEntries(list.map((b) => [b.CurrencyId, b.Balance])) } })),
    balanceText: (currencyId) => {
      const s = store.getSnapshot();
      const id = currencyId ?? s.currencyId;
      const value = s.balances[id];
      if (value === undefined) return null;
      const name = currenciesFor(s.session, s.balances).find((c) => c.id === id)?.name ?? '';
      return `${formatAmount(value)} ${name}`.trim();
    },
    selectMatch: (matchId) => {
      const s = store.getSnapshot();
      const key = targetKey({ Kind: 'match', MatchId: matchId });
      if (s.world.status !== 'ready' || !s.world.targets.some((t) => targetKey(t) === key)) return false;
      actions.selectTarget(key);
      return true;
    },
  };

  // The widget panel first: the store tells its listeners in the order they subscribed, so the
  // update that brings the world and the member mounts the widget's frame (its page starts
  // loading) before the rest of the page draws the event list and the header (issue 20).
  const widgetPanel = createWidgetPanel(store, actions, { widgetOrigin: window.location.origin, host });
  const header = createHeader(store, actions, (reason) => login.open(reason));
  const main = h('main', { id: 'main', class: 'layout' },
    h('aside', { class: 'sidebar', 'aria-label': 'Wallet and events' }, wallet.element, createTargetList(store, actions)),
    h('div', { class: 'content' }, widgetPanel, createDataParamsPanel(store, actions), createHostLog(store, actions)));
  root.replaceChildren(h('a', { class: 'skip-link', href: '#main' }, 'Skip to content'), header, main, login.element, wallet.dialog.element,
    h('footer', { class: 'site-footer' }, 'Demo licensee site for Sideline. Play money only.'));

  const setLang = (s: DemoState) => {
    document.documentElement.lang = s.language === 'cn' ? 'zh' : s.language === 'vn' ? 'vi' : s.language === 'ph' ? 'en' : s.language;
  };
  store.subscribe(setLang);
  setLang(store.getSnapshot());
}

const root = document.getElementById('app');
if (root) start(root);
