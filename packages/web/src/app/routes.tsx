import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AdminNoticePage } from '../pages/admin-notice/AdminNoticePage';
import { BroadcastPluginPage } from '../pages/broadcast-plugin/BroadcastPluginPage';
import { CreditPluginPage } from '../pages/credit-plugin/CreditPluginPage';
import { EntertainmentPluginPage } from '../pages/entertainment-plugin/EntertainmentPluginPage';
import { LicenseePage } from '../pages/licensee/LicenseePage';
import { MaintenancePage } from '../pages/maintenance/MaintenancePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PromotionPage } from '../pages/promotion/PromotionPage';
import { StreamerSchedulePage } from '../pages/streamer-topic/StreamerSchedulePage';
import { StreamerTopicPage } from '../pages/streamer-topic/StreamerTopicPage';
import { StreamingPluginPage } from '../pages/streaming-plugin/StreamingPluginPage';
import { TimerTestPage } from '../pages/timer-test/TimerTestPage';
import { DataParamGate } from '../shared/data-param';
import type { DataParamPolicy } from '../shared/data-param';
import { RouteError } from './ErrorFallback';
import { PageScope, ThemeScope } from './PageScope';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './title';

/** A page behind the data-parameter gate, themed and in the parameter's language. */
function gated(policy: DataParamPolicy, page: ReactNode): ReactNode {
  return (
    <DataParamGate policy={policy}>
      <PageScope>{page}</PageScope>
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
          { index: true, element: <StreamerSchedulePage /> },
          { path: 'streamerschedule', element: <StreamerSchedulePage /> },
        ],
      },
      { path: 'promotion/:id?/:userLanguage?', element: gated('optional', <PromotionPage />) },
      { path: 'TimerTest', element: <ThemeScope><TimerTestPage /></ThemeScope>, handle: title('Timer Test') },
      { path: 'login', element: <ThemeScope><AdminNoticePage /></ThemeScope>, handle: title('Admin Login') },
      { path: 'adminpage/*', element: <ThemeScope><AdminNoticePage /></ThemeScope>, handle: title('Admin Login') },
      { path: 'NotFoundPage', element: <NotFoundPage /> },
      { path: 'MaintenancePage', element: gated('lenient', <MaintenancePage />), handle: title('Maintenance') },
      { path: 'maintenance', element: gated('lenient', <MaintenancePage />), handle: title('Maintenance') },
      { path: 'LicenseeMaintenance', element: gated('lenient', <MaintenancePage />), handle: title('Maintenance') },
      { path: '*', element: <Navigate to="/NotFoundPage" replace /> },
    ],
  },
];
