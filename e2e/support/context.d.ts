import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URLs of the built servers the global setup started, one per journey worker (`sharedBaseUrl`). */
    baseUrls: string[];
  }
}
