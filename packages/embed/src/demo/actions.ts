/**
 * What the demo host page does: load the demo world, log in and out (the host site's own member
 * system, standing in for a real sportsbook), top up, pick a target and language. UI modules call
 * these; they never call the server themselves.
 */
import {
  DemoAnonymousToken, DemoLogin, DemoLogout, DemoTopUp, GetDemoWorld, SITE_ID_LICENSEE,
  type DemoHostBoot, type DemoUser, type HostToWidget, type HostToWidgetType, type Language, type ResultOf,
} from '@sideline/protocol';
import { ApiError, callApi, newIdempotencyKey, requestJson } from './api';
import { ANONYMOUS, LOG_LIMIT, currenciesFor, sessionToken, type DemoState, type LogEntry } from './state';
import { save } from './storage';
import type { Store } from './store';
import { pickTarget, targetKey, type TargetKey } from './targets';

export interface Actions {
  loadWorld(): Promise<void>;
  pickUser(key: string): void;
  login(key?: string): Promise<void>;
  logout(): Promise<void>;
  setLanguage(language: Language): void;
  selectTarget(key: TargetKey): void;
  setCurrency(currencyId: number): void;
  topUp(amount: number): Promise<boolean>;
  setChatExpanded(expanded: boolean): void;
  /** Sets the data parameters the widget gets besides the demo's own (the data-parameter panel); {} restores the defaults. */
  setDataParams(params: Record<string, unknown>): void;
  log(direction: LogEntry['direction'], type: string, payload: unknown): void;
  clearLog(): void;
  /** Sends a message to the widget through whatever widget is mounted, and logs it. */
  sendToWidget<K extends HostToWidgetType>(type: K, payload: HostToWidget[K]): void;
  /** The widget panel registers its sender here. */
  connectWidget(send: (<K extends HostToWidgetType>(type: K, payload: HostToWidget[K]) => void) | null): void;
}

type LoginAnswer = { ok: true; answer: ResultOf<typeof DemoLogin> } | { ok: false; error: unknown };

/**
 * `boot` is what the server put in the page for its visitor (boot.ts): the first `loadWorld`
 * starts from it instead of asking.
 */
export function createActions(store: Store<DemoState>, fetchImpl: typeof fetch = (...a) => fetch(...a), boot: DemoHostBoot | null = null): Actions {
  let logId = 0;
  let unusedBoot = boot;
  let widgetSend: (<K extends HostToWidgetType>(type: K, payload: HostToWidget[K]) => void) | null = null;

  const persist = (): void => {
    const s = store.getSnapshot();
    save({ userKey: s.pickedUser, language: s.language, targetKey: s.targetKey });
  };

  const usersOf = (s: DemoState): DemoUser[] => (s.world.status === 'ready' ? s.world.users : []);

  const describe = (error: unknown): string => {
    if (error instanceof ApiError) return error.kind === 'refused' ? error.message : `${error.message}. Check that the Sideline server is running.`;
    return 'Something went wrong';
  };

  /** Revokes a member token the page no longer uses; failure is harmless (it expires on its own). */
  const revoke = (token: string | null): void => {
    if (token) void callApi(DemoLogout, {}, { token, fetchImpl }).catch(() => undefined);
  };

  const anonymous = async (): Promise<void> => {
    const s = store.getSnapshot();
    const siteId = usersOf(s).find((u) => u.Key === 'member')?.SiteId ?? SITE_ID_LICENSEE;
    store.set({ session: { status: 'pending', label: 'Connecting as guest…' }, sessionError: null, balances: {} });
    try {
      const answer = await callApi(DemoAnonymousToken, { SiteId: siteId }, { fetchImpl });
      store.set({ session: { status: 'anonymous', token: answer.Token, siteId } });
    } catch (error) {
      store.set({ session: { status: 'none' }, sessionError: `Could not start a guest session: ${describe(error)}` });
    }
  };

  const refreshBalance = async (): Promise<void> => {
    const s = store.getSnapshot();
    const token = sessionToken(s.session);
    if (!token || s.session.status !== 'member') return;
    try {
      // POST /GetBalance is the widget's own balance call (spec section 7); its list is read leniently.
      const raw = await requestJson('/GetBalance', {
        method: 'POST', headers: { 'Content-Type': 'application/json', Token: token }, body: JSON.stringify({ EnableSingleWallet: false }),
      }, fetchImpl);
      const list = (raw.Result as { BalanceList?: unknown } | null)?.BalanceList;
      if (raw.Code !== 200 || !Array.isArray(list)) return;
      const balances: Record<number, number> = {};
      for (const item of list as Array<Record<string, unknown>>) {
        if (typeof item?.CurrencyId === 'number' && typeof item.Balance === 'number') balances[item.CurrencyId] = item.Balance;
      }
      if (sessionToken(store.getSnapshot().session) !== token) return;
      store.set((st) => {
        const next = { ...st.balances, ...balances };
        const currencies = currenciesFor(st.session, next);
        return { balances: next, currencyId: currencies.some((c) => c.id === st.currencyId) ? st.currencyId : (currencies[0]?.id ?? st.currencyId) };
      });
    } catch {
      // Balance stays unknown ("—"); top-up still works and tells the balance.
    }
  };

  /** POST /Demo/Login, settled (never rejects): what `logIn` reads. */
  const sendLogin = (userKey: string, language: Language): Promise<LoginAnswer> =>
    callApi(DemoLogin, { UserKey: userKey, UserLanguage: language }, { fetchImpl }).then(
      (answer) => ({ ok: true as const, answer }),
      (error: unknown) => ({ ok: false as const, error }),
    );

  /** The state of a member logged in with `answer`. */
  const memberState = (answer: ResultOf<typeof DemoLogin>) => ({
    session: { status: 'member' as const, token: answer.Token, user: answer.User },
    currencyId: currenciesFor({ status: 'member', token: answer.Token, user: answer.User }, {})[0].id,
  });

  /**
   * Logs `userKey` in (the world must be loaded: the user is one of its users). `early` is a login
   * already sent for the same user and language (loadWorld's), whose answer is used instead of
   * sending another.
   */
  const logIn = async (userKey: string, early?: Promise<LoginAnswer>): Promise<void> => {
    const s = store.getSnapshot();
    const user = usersOf(s).find((u) => u.Key === userKey);
    if (!user) {
      store.set({ sessionError: 'Pick a member to log in as.' });
      return;
    }
    // Only member tokens are revoked; a guest token is not a login and simply expires.
    const previous = s.session.status === 'member' ? s.session.token : null;
    store.set({ pickedUser: userKey, session: { status: 'pending', label: `Logging in as ${user.Label}…` }, sessionError: null, balances: {}, topUp: { status: 'idle' } });
    const result = await (early ?? sendLogin(userKey, s.language));
    if (result.ok) {
      revoke(previous);
      store.set(memberState(result.answer));
      persist();
      void refreshBalance();
    } else {
      // Keep the session we had (the picker keeps the choice so a retry is one click).
      store.set({ session: s.session.status === 'pending' ? { status: 'none' } : s.session, sessionError: `Login failed: ${describe(result.error)}` });
      if (!sessionToken(store.getSnapshot().session)) await anonymous();
    }
  };

  const worldStateOf = (world: ResultOf<typeof GetDemoWorld>) => {
    const target = pickTarget(world.Targets, store.getSnapshot().targetKey);
    return { world: { status: 'ready' as const, users: world.Users, targets: world.Targets }, targetKey: target ? targetKey(target) : null };
  };

  type ReadyWorld = ReturnType<typeof worldStateOf>;

  /** The world and a member's login in one update: one drawing of the page, in which the widget's frame mounts. */
  const enterAsMember = (worldState: ReadyWorld, login: ResultOf<typeof DemoLogin>): void => {
    store.set({ ...worldState, ...memberState(login), sessionError: null, balances: {}, topUp: { status: 'idle' } });
    persist();
    void refreshBalance();
  };

  /**
   * Once the world is in: the picked member logged in (`early`: a login already sent for them),
   * or, for a visitor the world does not know as a member, a guest session.
   */
  const openSession = async (early?: Promise<LoginAnswer>): Promise<void> => {
    const s = store.getSnapshot();
    if (s.pickedUser !== ANONYMOUS && usersOf(s).some((u) => u.Key === s.pickedUser)) {
      await logIn(s.pickedUser, early);
    } else {
      store.set({ pickedUser: ANONYMOUS });
      await anonymous();
    }
    persist();
  };

  /**
   * The page's start from the server's answers: the world, and the session it opened, when it is
   * for the visitor this page goes by (its localStorage; the cookie could be another tab's). A
   * login that is not taken is revoked; without a session to take, the page opens its own.
   */
  const startFrom = async (answers: DemoHostBoot): Promise<void> => {
    const s = store.getSnapshot();
    const worldState = worldStateOf(answers.World);
    const picked = s.pickedUser;
    const member = picked !== ANONYMOUS && answers.World.Users.some((u) => u.Key === picked);
    if (member && answers.Login && answers.UserKey === picked && answers.UserLanguage === s.language) {
      enterAsMember(worldState, answers.Login);
      return;
    }
    revoke(answers.Login?.Token ?? null);
    if (!member && answers.Guest) {
      store.set({ ...worldState, pickedUser: ANONYMOUS, session: { status: 'anonymous', token: answers.Guest.Token, siteId: answers.Guest.SiteId }, sessionError: null });
      persist();
      return;
    }
    store.set(worldState);
    await openSession();
  };

  const actions: Actions = {
    async loadWorld() {
      // The page's answers serve its first start only; a retry asks the server.
      const answers = unusedBoot;
      unusedBoot = null;
      if (answers) {
        await startFrom(answers);
        return;
      }
      store.set({ world: { status: 'loading' } });
      // The saved member logs in while the world loads (both answers are needed before the widget
      // frame mounts: one round trip instead of two, issue 20). Whether the member is one of the
      // world's users is known only then: a login the world does not confirm is revoked.
      const saved = store.getSnapshot();
      const early = saved.pickedUser !== ANONYMOUS ? sendLogin(saved.pickedUser, saved.language) : undefined;
      const dropEarly = () => void early?.then((r) => revoke(r.ok ? r.answer.Token : null));
      try {
        const world = await callApi(GetDemoWorld, {}, { fetchImpl });
        const s = store.getSnapshot();
        const worldState = worldStateOf(world);
        // The saved member's login, when the world confirms them and it succeeded, lands with the
        // world in one update: one drawing of the page, in which the widget's frame mounts.
        const confirmed = early && s.pickedUser === saved.pickedUser && s.language === saved.language && world.Users.some((u) => u.Key === s.pickedUser)
          ? await early : null;
        if (confirmed?.ok) {
          enterAsMember(worldState, confirmed.answer);
          return;
        }
        store.set(worldState);
      } catch (error) {
        store.set({ world: { status: 'error', message: describe(error) } });
        dropEarly();
        return;
      }
      // The early login serves only the member it was sent for, in the language it was sent with.
      const s = store.getSnapshot();
      const same = early && s.pickedUser === saved.pickedUser && s.language === saved.language && usersOf(s).some((u) => u.Key === s.pickedUser);
      if (!same) dropEarly();
      await openSession(same ? early : undefined);
    },

    pickUser(key) {
      store.set({ pickedUser: key, sessionError: null });
    },

    async login(key) {
      await logIn(key ?? store.getSnapshot().pickedUser);
    },

    async logout() {
      const token = sessionToken(store.getSnapshot().session);
      store.set({ pickedUser: ANONYMOUS, topUp: { status: 'idle' } });
      persist();
      revoke(token);
      await anonymous();
    },

    setLanguage(language) {
      store.set({ language });
      persist();
    },

    selectTarget(key) {
      store.set({ targetKey: key, chatExpanded: false });
      persist();
    },

    setCurrency(currencyId) {
      store.set({ currencyId, topUp: { status: 'idle' } });
    },

    async topUp(amount) {
      const s = store.getSnapshot();
      if (s.session.status !== 'member') {
        store.set({ topUp: { status: 'error', message: 'Log in to top up.' } });
        return false;
      }
      if (!Number.isFinite(amount) || amount <= 0 || amount > 1_000_000) {
        store.set({ topUp: { status: 'error', message: 'Enter an amount between 1 and 1,000,000.' } });
        return false;
      }
      const token = s.session.token;
      store.set({ topUp: { status: 'pending' } });
      try {
        const answer = await callApi(DemoTopUp, { CurrencyId: s.currencyId, Amount: amount }, { token, idempotencyKey: newIdempotencyKey(), fetchImpl });
        store.set((st) => ({ balances: { ...st.balances, [answer.CurrencyId]: answer.Balance }, topUp: { status: 'done', message: `Added ${amount.toLocaleString('en')} — new balance ${answer.Balance.toLocaleString('en')}` } }));
        actions.sendToWidget('UpdateBalance', {});
        return true;
      } catch (error) {
        store.set({ topUp: { status: 'error', message: `Top-up failed: ${describe(error)}` } });
        return false;
      }
    },

    setChatExpanded(expanded) {
      if (store.getSnapshot().chatExpanded !== expanded) store.set({ chatExpanded: expanded });
    },

    setDataParams(params) {
      store.set({ dataParams: { ...params } });
    },

    log(direction, type, payload) {
      const entry: LogEntry = { id: ++logId, at: new Date(), direction, type, payload };
      store.set((st) => ({ log: [entry, ...st.log].slice(0, LOG_LIMIT) }));
    },

    clearLog() {
      store.set({ log: [] });
    },

    sendToWidget(type, payload) {
      if (!widgetSend) return;
      widgetSend(type, payload);
      actions.log('out', type, payload);
    },

    connectWidget(send) {
      widgetSend = send;
    },
  };
  return actions;
}
