import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../shared/navigation';
import { encodeDataParam } from '../shared/data-param';
import { chooseTheme, ThemeScope } from './PageScope';

const q = (s: string) => new URLSearchParams(s);

describe('chooseTheme', () => {
  it.each([
    ['', {}, 5, false],
    ['theme=3', {}, 3, false],
    ['Theme=6', { Theme: 2 }, 6, false],
    ['theme=9', { Theme: 2 }, 2, false],
    ['theme=abc', {}, 5, false],
    ['theme=', { Theme: 1 }, 1, false],
    ['theme=2.5', {}, 5, false],
    ['', { Theme: 4, IsDarkMode: true }, 4, true],
    ['theme=1', { IsDarkMode: false }, 1, false],
  ] as const)('query %j, data %j → theme %i dark %s', (query, data, theme, dark) => {
    expect(chooseTheme(q(query), data)).toEqual({ theme, dark });
  });
});

describe('ThemeScope', () => {
  it('themes a page without the gate from the query and a data parameter, on the scope and on <html>', () => {
    const data = encodeDataParam({ IsDarkMode: true, Theme: 2 });
    const router = createMemoryRouter([{ path: '/x', element: <ThemeScope><p>page</p></ThemeScope> }], { initialEntries: [`/x?theme=4&data=${encodeURIComponent(data)}`] });
    const view = render(<RouterProvider router={router} />);
    const scope = view.container.querySelector('.theme-scope') as HTMLElement;
    expect(scope.dataset.theme).toBe('4');
    expect(scope.dataset.dark).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('4');
    expect(document.documentElement.dataset.dark).toBe('true');
    view.unmount();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
