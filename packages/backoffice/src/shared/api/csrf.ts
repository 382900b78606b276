/**
 * The CSRF token of the current staff session. Held in memory only (never in storage a script
 * of another tab could read): StaffLogin and StaffMe hand it over, logout forgets it.
 */
let token: string | null = null;

export const csrf = {
  get: (): string | null => token,
  set: (value: string | null): void => {
    token = value;
  },
};
