import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GetWheelInfo, toLanguage } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** What a wheel segment pays: its name ('5 USD') and whether it pays nothing ('0 Try again!'). */
export interface WheelPrize {
  text: string;
  none: boolean;
}

/**
 * Whether a wheel segment pays nothing: its amount (Content1, e.g. "0" of "0 / Try again!" or
 * "x0") is a number equal to zero. Such a result must not read as a win (issue 17 item 7).
 */
export function isNoPrize(item: { Content1: string }): boolean {
  const digits = item.Content1.replace(/[^\d.]/g, '');
  return /\d/.test(digits) && Number(digits) === 0;
}

/** The prize a wheel segment names, or null for an index the wheel does not have. */
export function wheelPrizeOf(items: readonly { Content1: string; Content2: string }[], index: number): WheelPrize | null {
  const item = Number.isInteger(index) && index >= 0 ? items[index] : undefined;
  if (!item) return null;
  const text = `${item.Content1} ${item.Content2}`.trim();
  return text ? { text, none: isNoPrize(item) } : null;
}

/**
 * Names the prize of a Wheel (15) line, whose text is the winning segment's index: the room's
 * POST /GetWheelInfo segments in the interface language, fetched only once such a line is in
 * the list (`needed`) and cached for a minute. Undefined until known (the line shows the index).
 */
export function useWheelPrizes(anchorId: number, needed: boolean): ((index: number) => WheelPrize | null) | undefined {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const q = useQuery({
    queryKey: ['GetWheelInfo', 'chat', anchorId, language],
    queryFn: () => callApi(GetWheelInfo, { AnchorId: anchorId, UserLanguage: language }),
    enabled: needed,
    staleTime: 60_000,
    retry: false,
  });
  const items = q.data?.WheelInfo.WheelItems;
  return useMemo(() => (items ? (index: number) => wheelPrizeOf(items, index) : undefined), [items]);
}
