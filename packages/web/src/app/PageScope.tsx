import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_THEME } from '@sideline/protocol';
import { useDataParam } from '../shared/data-param';
import { useApplyLanguage } from '../shared/i18n';

/**
 * Applies the data parameter's display settings to a page: its UserLanguage becomes the
 * interface language, its Theme (or a `theme`/`Theme` query value, 1-6, default 5) and
 * IsDarkMode select the theme tokens of `theme.css`.
 */
export function PageScope(props: { children: ReactNode }) {
  const { data } = useDataParam();
  const [params] = useSearchParams();
  useApplyLanguage(data.UserLanguage);
  const fromQuery = Number(params.get('theme') ?? params.get('Theme'));
  const theme = Number.isInteger(fromQuery) && fromQuery >= 1 && fromQuery <= 6 ? fromQuery : (data.Theme ?? DEFAULT_THEME);
  return (
    <div className="theme-scope" data-theme={theme} data-dark={data.IsDarkMode ? 'true' : undefined}>
      {props.children}
    </div>
  );
}
