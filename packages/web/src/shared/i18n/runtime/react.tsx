/**
 * The React side of the translation runtime (`./core`), standing in for react-i18next in the
 * build and the web tests: `I18nextProvider`, `useTranslation` (re-renders on a language
 * change, with a `t` of the new language) and the `initReactI18next` plugin object.
 */
import { createContext, createElement, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Translator } from './core';

const I18nContext = createContext<Translator | null>(null);

export function I18nextProvider(props: { i18n: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: props.i18n }, props.children);
}

/** `instance.use(initReactI18next)`: the instance given to I18nextProvider is the one used. */
export const initReactI18next = { type: '3rdParty' as const, init(): void {} };

/** `{ t, i18n, ready }` (also as the tuple `[t, i18n, ready]`, as react-i18next returns it). */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider>');
  // The language and the bundles' revision: a locale's second part arriving renders again what
  // showed one of its keys as missing.
  const state = useSyncExternalStore(
    (onChange) => {
      i18n.on('languageChanged', onChange);
      i18n.on('added', onChange);
      return () => {
        i18n.off('languageChanged', onChange);
        i18n.off('added', onChange);
      };
    },
    () => `${i18n.language} ${i18n.revision}`,
  );
  return useMemo(() => {
    const t = i18n.getFixedT(state.slice(0, state.indexOf(' ')));
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
  }, [i18n, state]);
}
