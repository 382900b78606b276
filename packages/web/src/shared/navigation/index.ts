export {
  createBrowserRouter, createMemoryRouter, matchRoutes, MemoryRouter, Navigate, Outlet, RouterProvider,
  useMatches, useNavigate, useOutletContext, useParams, useRouteError, useSearchParams,
} from './router';
export type { AppLocation, AppRouter, NavigateOptions, RouteMatch, RouteObject, To } from './router';
export { navigateTo, setNavigator } from './navigator';
export type { NavigateFn } from './navigator';
