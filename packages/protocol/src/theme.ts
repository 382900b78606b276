import { DEFAULT_THEME } from './enums';

/** The theme a page shows: its number 1-6 and dark mode. */
export interface PageTheme {
  theme: number;
  dark: boolean;
}

const isTheme = (n: number) => Number.isInteger(n) && n >= 1 && n <= 6;

/**
 * The page theme: the `theme` (or `Theme`) query value when it is 1-6, else the data
 * parameter's Theme, else 5; dark mode is the data parameter's IsDarkMode. The widget's pages
 * apply it (PageScope) and the server draws a page's chat preview in it.
 */
export function chooseTheme(query: URLSearchParams, data: { Theme?: number; IsDarkMode?: boolean }): PageTheme {
  const raw = query.get('theme') ?? query.get('Theme');
  const fromQuery = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const theme = isTheme(fromQuery) ? fromQuery : data.Theme !== undefined && isTheme(data.Theme) ? data.Theme : DEFAULT_THEME;
  return { theme, dark: data.IsDarkMode === true };
}
