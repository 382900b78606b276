import { describe, expect, it } from 'vitest';
import { expandRoutePattern, SERVED_PAGE_ROUTES } from './routes';

describe('page routes', () => {
  it('expands optional segments and a trailing * into the concrete routes a server registers', () => {
    expect(expandRoutePattern('/promotion/:id?/:userLanguage?')).toEqual(['/promotion', '/promotion/:id', '/promotion/:id/:userLanguage']);
    expect(expandRoutePattern('/adminpage/*')).toEqual(['/adminpage', '/adminpage/*']);
    expect(expandRoutePattern('/streamertopicpage/streamerschedule')).toEqual(['/streamertopicpage/streamerschedule']);
  });

  it('serves every page of both spec documents and the provider player pages, once each', () => {
    expect(SERVED_PAGE_ROUTES).toEqual(expect.arrayContaining(['/licensee', '/promotion/:id/:userLanguage', '/adminpage', '/LicenseeMaintenance', '/agoralivestreaming', '/byteplusstreaming/:matchId']));
    expect(new Set(SERVED_PAGE_ROUTES).size).toBe(SERVED_PAGE_ROUTES.length);
  });
});
