import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the built server the global setup started. */
    baseUrl: string;
  }
}
