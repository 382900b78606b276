// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, useNavigate, useOutletContext, useParams, useSearchParams } from './router';
import type { RouteObject } from './router';

const el = (name: string) => <p>{name}</p>;
const table: RouteObject[] = [{
  element: <Outlet />,
  children: [
    { index: true, element: el('home') },
    { path: 'licensee', element: el('licensee') },
    { path: 'topic', element: el('topic'), children: [{ index: true, element: el('schedule') }, { path: 'schedule', element: el('schedule') }] },
    { path: 'promotion/:id?/:userLanguage?', element: el('promotion') },
    { path: 'adminpage/*', element: el('admin') },
    { path: '*', element: el('fallback') },
  ],
}];
const leaf = (path: string) => matchRoutes(table, path)?.at(-1);

describe('matchRoutes (the React Router patterns the route table uses)', () => {
  it('matches without regard to case, with or without a trailing slash', () => {
    expect(leaf('/LICENSEE')?.route.path).toBe('licensee');
    expect(leaf('/licensee/')?.route.path).toBe('licensee');
  });

  it('fills optional segments when present', () => {
    expect(leaf('/promotion')?.params).toEqual({ id: undefined, userLanguage: undefined });
    expect(leaf('/promotion/12/vn')?.params).toEqual({ id: '12', userLanguage: 'vn' });
  });

  it('a trailing * matches the base and any rest; an index child matches its parent\'s path', () => {
    expect(leaf('/adminpage')?.route.path).toBe('adminpage/*');
    expect(leaf('/adminpage/users/list')?.route.path).toBe('adminpage/*');
    expect(leaf('/topic')?.route.index).toBe(true);
    expect(matchRoutes(table, '/topic/schedule')?.map((m) => m.route.path)).toEqual([undefined, 'topic', 'schedule']);
  });

  it('takes the first match in table order, the catch-all last', () => {
    expect(leaf('/')?.route.index).toBe(true);
    expect(leaf('/nowhere/else')?.route.path).toBe('*');
  });
});

describe('RouterProvider', () => {
  function Topic() {
    return <Outlet context="from the parent" />;
  }
  function Schedule() {
    const navigate = useNavigate();
    const [params] = useSearchParams();
    return <button type="button" onClick={() => navigate({ search: '?tab=streamer' })}>{`${useOutletContext<string>()} ${params.get('tab') ?? 'none'}`}</button>;
  }
  function Promotion() {
    return <p>{`promotion ${useParams().id}`}</p>;
  }

  it('renders nested routes with the outlet context, and navigates to a new search on the same path', async () => {
    const router = createMemoryRouter([{ path: 'topic', element: <Topic />, children: [{ index: true, element: <Schedule /> }] }, { path: 'promotion/:id?', element: <Promotion /> }], { initialEntries: ['/topic?tab=schedule'] });
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: 'from the parent schedule' });
    act(() => button.click());
    expect(await screen.findByRole('button', { name: 'from the parent streamer' })).toBeTruthy();
    expect(router.state.location).toEqual({ pathname: '/topic', search: '?tab=streamer' });
    act(() => router.navigate('/promotion/7', { replace: true }));
    expect(await screen.findByText('promotion 7')).toBeTruthy();
  });
});
