/**
 * The widget's translation runtime (issue 20): what the app used of i18next — flat keys, one
 * namespace, `{{name}}` interpolation, a fallback language, language switching with a
 * `languageChanged` event, locale bundles added on demand — in about 1 KB instead of i18next's
 * 15 KB (gzip). The build and the web tests resolve `i18next` to this module and
 * `react-i18next` to `./react` (vite.config.ts, vitest.config.ts), so the 89 components that
 * import `useTranslation` keep their imports, and the type checker keeps i18next's types (typed
 * keys, `types.d.ts`). Behaviour follows i18next's for everything the locales use
 * (`core.test.ts` holds it to i18next on every key of every locale).
 */

type Bundle = Record<string, string>;
type Resources = Record<string, Record<string, Bundle>>;
type Listener = (...args: unknown[]) => void;
type TOptions = Record<string, unknown> & { defaultValue?: string; lng?: string };

export interface InitOptions {
  lng?: string;
  fallbackLng?: string | false | readonly string[];
  resources?: Resources;
  /** Called when a key is in no loaded bundle (i18next calls it only with `saveMissing`; here always). */
  missingKeyHandler?: (lngs: readonly string[], ns: string, key: string) => void;
  /** What a missing key shows (i18next: the key itself unless this is given). */
  parseMissingKeyHandler?: (key: string) => string;
  [option: string]: unknown;
}

const NS = 'translation';
const PLACEHOLDER = /\{\{([^}]+)\}\}/g;

/** i18next's interpolation: a given value as text (null → ''), a missing one leaves the placeholder. */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  /**
   * All state in one object, so a copy of the instance's own properties (react-i18next's
   * wrappers do that) shares it: a switch through the copy is the instance's switch.
   */
  private readonly state = {
    options: {} as InitOptions,
    language: '',
    initialized: false,
    store: {} as Resources,
    /** Bumped by a bundle added after a key was missing: what showed it renders again (useTranslation). */
    revision: 0,
    missed: false,
    listeners: new Map<string, Set<Listener>>(),
  };

  get options(): InitOptions {
    return this.state.options;
  }
  get language(): string {
    return this.state.language;
  }
  /** Counts bundles added after a key was missing (useTranslation re-renders on a change). */
  get revision(): number {
    return this.state.revision;
  }
  get isInitialized(): boolean {
    return this.state.initialized;
  }

  /** Plugins (react-i18next's binding) need nothing here: the React side reads the instance. */
  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions = {}): Promise<Translator['t']> {
    this.state.options = { ...options };
    this.state.store = {};
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) this.state.store[lng] = { ...namespaces };
    this.state.language = options.lng ?? 'en';
    this.state.initialized = true;
    this.emit('initialized', this.state.options);
    return Promise.resolve(this.t);
  }

  private fallback(): string | null {
    const f = this.state.options.fallbackLng;
    return typeof f === 'string' ? f : Array.isArray(f) ? (f[0] as string | undefined) ?? null : null;
  }

  private translate(lng: string, key: string, options?: TOptions): string {
    const { store } = this.state;
    const own = store[lng]?.[NS]?.[key];
    const fallback = this.fallback();
    const found = own ?? (fallback ? store[fallback]?.[NS]?.[key] : undefined);
    if (found === undefined && options?.defaultValue === undefined) {
      // i18next's missing-key hooks: the app loads the locale's second part on a miss and shows
      // nothing rather than the key name until it arrives (i18n.ts startI18n).
      const { missingKeyHandler, parseMissingKeyHandler } = this.state.options;
      this.state.missed = true;
      missingKeyHandler?.([lng], NS, key);
      if (parseMissingKeyHandler) return parseMissingKeyHandler(key);
    }
    return interpolate(found ?? options?.defaultValue ?? key, options);
  }

  /** The text of `key` in the current language (or `options.lng`). */
  t = (key: string, options?: TOptions): string => this.translate(options?.lng ?? this.language, key, options);

  /** A `t` bound to one language (the admin notice shows two at once). */
  getFixedT(lng: string | null): Translator['t'] {
    return (key, options) => this.translate(options?.lng ?? lng ?? this.language, key, options);
  }

  changeLanguage(lng: string): Promise<Translator['t']> {
    if (lng !== this.state.language) {
      this.state.language = lng;
      this.emit('languageChanged', lng);
    }
    return Promise.resolve(this.t);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.state.store[lng]?.[ns] !== undefined;
  }

  addResourceBundle(lng: string, ns: string, bundle: Bundle): this {
    const { store } = this.state;
    store[lng] = { ...store[lng], [ns]: { ...store[lng]?.[ns], ...bundle } };
    if (this.state.missed) {
      this.state.missed = false;
      this.state.revision += 1;
    }
    this.emit('added', lng, ns);
    return this;
  }

  on(event: string, listener: Listener): this {
    const { listeners } = this.state;
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.state.listeners.get(event)?.delete(listener);
    else this.state.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.state.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A new instance, as i18next's `createInstance`. */
export function createInstance(): Translator {
  return new Translator();
}

/** i18next's default instance (nothing in the app uses it; present for the module's shape). */
const instance = createInstance();
export default instance;
