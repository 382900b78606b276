import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../shared/navigation';
import { DATA_QUERY_PARAM, DEFAULT_THEME } from '@sideline/protocol';
import { decodeDataParam, useDataParam } from '../shared/data-param';
import { useApplyLanguage } from '../shared/i18n';

/** The theme a page shows: its number 1-6 and dark mode. */
export interface PageTheme {
  theme: number;
  dark: boolean;
}

const isTheme = (n: number) => Number.isInteger(n) && n >= 1 && n <= 6;

/**
 * The page theme: the `theme` (or `Theme`) query value when it is 1-6, else the data
 * parameter's Theme, else 5; dark mode is the data parameter's IsDarkMode.
 */
export function chooseTheme(query: URLSearchParams, data: { Theme?: number; IsDarkMode?: boolean }): PageTheme {
  const raw = query.get('theme') ?? query.get('Theme');
  const fromQuery = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const theme = isTheme(fromQuery) ? fromQuery : data.Theme !== undefined && isTheme(data.Theme) ? data.Theme : DEFAULT_THEME;
  return { theme, dark: data.IsDarkMode === true };
}

/**
 * Puts the theme on `<html>` too while the page is shown, so the page background, scrollbars
 * and anything outside the scope element use the same tokens.
 */
function useDocumentTheme({ theme, dark }: PageTheme): void {
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = String(theme);
    if (dark) html.dataset.dark = 'true';
    else delete html.dataset.dark;
    html.style.colorScheme = dark ? 'dark' : 'light';
    return () => {
      delete html.dataset.theme;
      delete html.dataset.dark;
      html.style.colorScheme = '';
    };
  }, [theme, dark]);
}

function ThemeElement(props: PageTheme & { children: ReactNode }) {
  useDocumentTheme(props);
  return (
    <div className="theme-scope" data-theme={props.theme} data-dark={props.dark ? 'true' : undefined}>
      {props.children}
    </div>
  );
}

/**
 * Applies the data parameter's display settings to a page: its UserLanguage becomes the
 * interface language, its Theme (or a `theme`/`Theme` query value, 1-6, default 5) and
 * IsDarkMode select the theme tokens of `theme.css`.
 */
export function PageScope(props: { children: ReactNode }) {
  const { data } = useDataParam();
  const [params] = useSearchParams();
  useApplyLanguage(data.UserLanguage);
  const { theme, dark } = chooseTheme(params, data);
  return <ThemeElement theme={theme} dark={dark}>{props.children}</ThemeElement>;
}

/**
 * The theme of a page without the data-parameter gate (timer demo, admin notice): the same
 * rule, reading Theme and IsDarkMode from a `data` parameter when one decodes.
 */
export function ThemeScope(props: { children: ReactNode }) {
  const [params] = useSearchParams();
  const raw = params.get(DATA_QUERY_PARAM);
  const data = useMemo(() => {
    const decoded = decodeDataParam(raw);
    return decoded.ok ? decoded.data : {};
  }, [raw]);
  const { theme, dark } = chooseTheme(params, data);
  return <ThemeElement theme={theme} dark={dark}>{props.children}</ThemeElement>;
}
