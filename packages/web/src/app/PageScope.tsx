import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../shared/navigation';
import { chooseTheme, DATA_QUERY_PARAM } from '@sideline/protocol';
import type { PageTheme } from '@sideline/protocol';
import { decodeDataParam, useDataParam } from '../shared/data-param';
import { useApplyLanguage } from '../shared/i18n';

/** The theme a page shows (the protocol's rule: the server draws a page's chat preview in it). */
export { chooseTheme } from '@sideline/protocol';
export type { PageTheme } from '@sideline/protocol';

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
