import { Suspense, lazy, useMemo, useRef } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Redirect, Route, Router, Switch } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { LoginPage, SessionGate, isSessionLost, useSession } from '../features/auth';
import { AppShell } from '../features/shell';
import { ErrorState, Loading } from '../shared/ui';
import { NAV_ITEMS } from './nav';
import { BASE, guardedLocation } from './router';

// Each screen is its own chunk: a moderator's first load carries the desk, not the trading forms.
const RoomsScreen = lazy(() => import('../features/rooms').then((m) => ({ default: m.RoomsScreen })));
const RoomScreen = lazy(() => import('../features/rooms').then((m) => ({ default: m.RoomScreen })));
const PlayersScreen = lazy(() => import('../features/players').then((m) => ({ default: m.PlayersScreen })));
const MaskWordsScreen = lazy(() => import('../features/mask-words').then((m) => ({ default: m.MaskWordsScreen })));
const TradingScreen = lazy(() => import('../features/trading').then((m) => ({ default: m.TradingScreen })));
const SitesScreen = lazy(() => import('../features/sites').then((m) => ({ default: m.SitesScreen })));
const StaffScreen = lazy(() => import('../features/staff').then((m) => ({ default: m.StaffScreen })));
const ReferralCodesScreen = lazy(() => import('../features/referral-codes').then((m) => ({ default: m.ReferralCodesScreen })));
const AuditScreen = lazy(() => import('../features/audit').then((m) => ({ default: m.AuditScreen })));
const EventsScreen = lazy(() => import('../features/events').then((m) => ({ default: m.EventsScreen })));
const StreamersScreen = lazy(() => import('../features/streamers').then((m) => ({ default: m.StreamersScreen })));
const BroadcastersScreen = lazy(() => import('../features/broadcasters').then((m) => ({ default: m.BroadcastersScreen })));
const ReportsScreen = lazy(() => import('../features/reports').then((m) => ({ default: m.ReportsScreen })));
const PostsScreen = lazy(() => import('../features/posts').then((m) => ({ default: m.PostsScreen })));
const GiftsScreen = lazy(() => import('../features/gifts').then((m) => ({ default: m.GiftsScreen })));
const LuckyBoxesScreen = lazy(() => import('../features/lucky-boxes').then((m) => ({ default: m.LuckyBoxesScreen })));
const BannersScreen = lazy(() => import('../features/banners').then((m) => ({ default: m.BannersScreen })));
const CampaignsScreen = lazy(() => import('../features/campaigns').then((m) => ({ default: m.CampaignsScreen })));

/** Queries: a lost session (any call answering staff-session-required) sends the app to the login form. */
export function createQueryClient(onSessionLost: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => { if (isSessionLost(error)) onSessionLost(); } }),
    defaultOptions: { queries: { retry: (count, error) => !isSessionLost(error) && count < 1, refetchOnWindowFocus: false } },
  });
}

function Screens() {
  const { can } = useSession();
  return (
    <AppShell items={NAV_ITEMS}>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/rooms" component={RoomsScreen} />
          <Route path="/rooms/:programType/:matchId">{(p) => <RoomScreen programType={Number(p.programType)} matchId={Number(p.matchId)} />}</Route>
          <Route path="/players" component={PlayersScreen} />
          <Route path="/mask-words" component={MaskWordsScreen} />
          <Route path="/trading" component={TradingScreen} />
          <Route path="/sites" component={SitesScreen} />
          <Route path="/events" component={EventsScreen} />
          <Route path="/streamers" component={StreamersScreen} />
          <Route path="/broadcasters" component={BroadcastersScreen} />
          <Route path="/referral-codes" component={ReferralCodesScreen} />
          {can('staff.manage') && <Route path="/staff" component={StaffScreen} />}
          {can('audit.read') && <Route path="/audit" component={AuditScreen} />}
          {can('reports.read') && <Route path="/reports" component={ReportsScreen} />}
          <Route path="/posts" component={PostsScreen} />
          <Route path="/gifts" component={GiftsScreen} />
          <Route path="/lucky-boxes" component={LuckyBoxesScreen} />
          <Route path="/banners" component={BannersScreen} />
          <Route path="/campaigns" component={CampaignsScreen} />
          <Route><Redirect to="/rooms" replace /></Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}

function Root(props: { location?: BaseLocationHook; queryClient?: QueryClient }) {
  const { i18n } = useTranslation();
  const lost = useRef<() => void>(() => undefined);
  const queryClient = useMemo(() => props.queryClient ?? createQueryClient(() => lost.current()), [props.queryClient]);
  const hook = useMemo(() => props.location ?? guardedLocation(() => i18n.t('form-leave-warning')), [props.location, i18n]);
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={BASE} hook={hook}>
        <SessionGate
          loading={<Loading />}
          error={(error, retry) => <main className="login"><ErrorState error={error} onRetry={retry} /></main>}
          login={(onSignedIn) => <LoginPage onSignedIn={onSignedIn} />}
          onSessionLost={(handler) => { lost.current = handler; }}
        >
          <Screens />
        </SessionGate>
      </Router>
    </QueryClientProvider>
  );
}

export function App(props: { i18n: I18n; location?: BaseLocationHook; queryClient?: QueryClient }) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <Root location={props.location} queryClient={props.queryClient} />
    </I18nextProvider>
  );
}
