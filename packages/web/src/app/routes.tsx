import { Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from '../shared/navigation';
import type { RouteObject } from '../shared/navigation';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { DataParamGate } from '../shared/data-param';
import type { DataParamPolicy } from '../shared/data-param';
import { RouteError } from './ErrorFallback';
import { PageScope, ThemeScope } from './PageScope';
import { RootLayout } from './RootLayout';
import { completeLocale } from '../shared/i18n/i18n';
import type { RouteHandle } from './title';

/**
 * Each page is its own chunk, fetched when its route is first shown (issue 20: a viewer of
 * /licensee does not download the streamer schedule or the promotion page). `preloadPage`
 * starts the fetch of the current route's chunk at start-up, beside the locale.
 */
const loaders = {
  AdminNotice: () => import('../pages/admin-notice/AdminNoticePage').then((m) => m.AdminNoticePage),
  BroadcastPlugin: () => import('../pages/broadcast-plugin/BroadcastPluginPage').then((m) => m.BroadcastPluginPage),
  CreditPlugin: () => import('../pages/credit-plugin/CreditPluginPage').then((m) => m.CreditPluginPage),
  EntertainmentPlugin: () => import('../pages/entertainment-plugin/EntertainmentPluginPage').then((m) => m.EntertainmentPluginPage),
  Licensee: () => import('../pages/licensee/LicenseePage').then((m) => m.LicenseePage),
  Maintenance: () => import('../pages/maintenance/MaintenancePage').then((m) => m.MaintenancePage),
  Promotion: () => import('../pages/promotion/PromotionPage').then((m) => m.PromotionPage),
  StreamerSchedule: () => import('../pages/streamer-topic/StreamerSchedulePage').then((m) => m.StreamerSchedulePage),
  StreamerTopic: () => import('../pages/streamer-topic/StreamerTopicPage').then((m) => m.StreamerTopicPage),
  StreamingPlugin: () => import('../pages/streaming-plugin/StreamingPluginPage').then((m) => m.StreamingPluginPage),
  TimerTest: () => import('../pages/timer-test/TimerTestPage').then((m) => m.TimerTestPage),
  AgoraPlayer: () => import('../pages/provider-player/ProviderPlayerPage').then((m) => m.AgoraPlayerPage),
  BytePlusPlayer: () => import('../pages/provider-player/ProviderPlayerPage').then((m) => m.BytePlusPlayerPage),
} satisfies Record<string, () => Promise<ComponentType>>;
type PageName = keyof typeof loaders;

/**
 * The pages that start with the first part of the viewer's locale (the load budget's routes:
 * their start-up code names only first-part keys, which the budget test checks). The others
 * (maintenance, promotion, admin notice, players, timer test) wait for the whole locale.
 */
const FIRST_PART_PAGES: ReadonlySet<PageName> = new Set(['BroadcastPlugin', 'CreditPlugin', 'EntertainmentPlugin', 'Licensee', 'StreamerSchedule', 'StreamerTopic', 'StreamingPlugin']);

/** The page components whose chunk has arrived (`loadPage`). */
const loadedPages = new Map<PageName, ComponentType>();
const loadPage = (name: PageName): Promise<ComponentType> => Promise.all([loaders[name](), FIRST_PART_PAGES.has(name) ? null : completeLocale()]).then(([Page]) => {
  loadedPages.set(name, Page);
  return Page;
});

/**
 * A page: drawn at once when its chunk is already here (main.tsx waits for the current route's
 * beside the locale), else lazily. A lazy page suspends its first render even when its chunk is
 * in, and React then holds the page back for up to 300 ms after the empty fallback it committed
 * (its throttle of Suspense reveals): on /licensee the first chat line came about 0.4 s after
 * React's first commit (issue 20).
 */
const lazyPage = (name: PageName) => {
  const Lazy = lazy(() => loadPage(name).then((Page) => ({ default: Page })));
  function Page() {
    // Chosen once per mount: a page first drawn lazily stays so (switching would remount it).
    const [Shown] = useState<ComponentType>(() => loadedPages.get(name) ?? Lazy);
    return <Shown />;
  }
  Page.displayName = `${name}Page`;
  return Page;
};
const AdminNoticePage = lazyPage('AdminNotice');
const BroadcastPluginPage = lazyPage('BroadcastPlugin');
const CreditPluginPage = lazyPage('CreditPlugin');
const EntertainmentPluginPage = lazyPage('EntertainmentPlugin');
const LicenseePage = lazyPage('Licensee');
const MaintenancePage = lazyPage('Maintenance');
const PromotionPage = lazyPage('Promotion');
const StreamerSchedulePage = lazyPage('StreamerSchedule');
const StreamerTopicPage = lazyPage('StreamerTopic');
const StreamingPluginPage = lazyPage('StreamingPlugin');
const TimerTestPage = lazyPage('TimerTest');
const AgoraPlayerPage = lazyPage('AgoraPlayer');
const BytePlusPlayerPage = lazyPage('BytePlusPlayer');

/** The page chunks each first path segment shows (lower case, as the router matches). */
const PAGES_OF: Record<string, readonly PageName[]> = {
  licensee: ['Licensee'],
  streamingplugin: ['StreamingPlugin'],
  entertainmentplugin: ['EntertainmentPlugin'],
  creditplugin: ['CreditPlugin'],
  broadcastplugin: ['BroadcastPlugin'],
  streamertopicpage: ['StreamerTopic', 'StreamerSchedule'],
  promotion: ['Promotion'],
  timertest: ['TimerTest'],
  agoralivestreaming: ['AgoraPlayer'],
  byteplusstreaming: ['BytePlusPlayer'],
  login: ['AdminNotice'],
  adminpage: ['AdminNotice'],
  maintenancepage: ['Maintenance'],
  maintenance: ['Maintenance'],
  licenseemaintenance: ['Maintenance'],
};

/**
 * Starts fetching the page chunk(s) of `pathname` (none for unknown paths; the fetch is cached);
 * resolves once they are in, or failed (the page's own lazy load then shows the error).
 */
export function preloadPage(pathname: string): Promise<void> {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return Promise.all((PAGES_OF[first] ?? []).map((name) => loadPage(name))).then(() => undefined, () => undefined);
}

/** Fetches every page chunk (tests: no test then waits on a page's first load). */
export async function loadAllPages(): Promise<void> {
  await Promise.all((Object.keys(loaders) as PageName[]).map((name) => loadPage(name)));
}

/** Nothing is drawn while a page chunk arrives: the frame appears whole, not in pieces. */
const page = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** A page behind the data-parameter gate, themed and in the parameter's language. */
function gated(policy: DataParamPolicy, node: ReactNode): ReactNode {
  return (
    <DataParamGate policy={policy}>
      <PageScope>{page(node)}</PageScope>
    </DataParamGate>
  );
}

const title = (t: string): RouteHandle => ({ title: t });

/**
 * Every route of both spec documents (section 2 of each). Paths are matched without regard
 * to case, as the router does by default.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/NotFoundPage" replace /> },
      { path: 'licensee', element: gated('token-required', <LicenseePage />) },
      { path: 'streamingplugin', element: gated('token-required', <StreamingPluginPage />) },
      { path: 'entertainmentplugin', element: gated('token-required', <EntertainmentPluginPage />) },
      { path: 'creditplugin', element: gated('token-required', <CreditPluginPage />) },
      { path: 'broadcastplugin', element: gated('optional', <BroadcastPluginPage />) },
      {
        path: 'streamertopicpage',
        element: gated('optional', <StreamerTopicPage />),
        children: [
          { index: true, element: page(<StreamerSchedulePage />) },
          { path: 'streamerschedule', element: page(<StreamerSchedulePage />) },
        ],
      },
      { path: 'promotion/:id?/:userLanguage?', element: gated('optional', <PromotionPage />) },
      { path: 'TimerTest', element: <ThemeScope>{page(<TimerTestPage />)}</ThemeScope>, handle: title('Timer Test') },
      { path: 'login', element: <ThemeScope>{page(<AdminNoticePage />)}</ThemeScope>, handle: title('Admin Login') },
      { path: 'adminpage/*', element: <ThemeScope>{page(<AdminNoticePage />)}</ThemeScope>, handle: title('Admin Login') },
      { path: 'agoralivestreaming/:matchId?', element: gated('optional', <AgoraPlayerPage />) },
      { path: 'byteplusstreaming/:matchId?', element: gated('optional', <BytePlusPlayerPage />) },
      { path: 'NotFoundPage', element: <NotFoundPage /> },
      { path: 'MaintenancePage', element: gated('lenient', <MaintenancePage />), handle: title('Maintenance') },
      { path: 'maintenance', element: gated('lenient', <MaintenancePage />), handle: title('Maintenance') },
      { path: 'LicenseeMaintenance', element: gated('lenient', <MaintenancePage />), handle: title('Maintenance') },
      { path: '*', element: <Navigate to="/NotFoundPage" replace /> },
    ],
  },
];
