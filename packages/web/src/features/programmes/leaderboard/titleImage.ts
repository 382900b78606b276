import cn from './titles/cn.svg';
import en from './titles/en.svg';
import id from './titles/id.svg';
import th from './titles/th.svg';
import vn from './titles/vn.svg';

const TITLES: Readonly<Record<string, string>> = { cn, en, id, th, vn };

/** The leaderboard title image of a language: cn, vn, th, id or en (the default, also for ph). */
export function leaderboardTitleImage(language: string): string {
  return TITLES[language.toLowerCase()] ?? en;
}
