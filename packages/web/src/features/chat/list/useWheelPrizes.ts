import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GetWheelInfo, toLanguage } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** The prize a wheel segment names ('5 USD'), or null for an index the wheel does not have. */
export function wheelPrizeOf(items: readonly { Content1: string; Content2: string }[], index: number): string | null {
  const item = Number.isInteger(index) && index >= 0 ? items[index] : undefined;
  if (!item) return null;
  const text = `${item.Content1} ${item.Content2}`.trim();
  return text || null;
}

/**
 * Names the prize of a Wheel (15) line, whose text is the winning segment's index: the room's
 * POST /GetWheelInfo segments in the interface language, fetched only once such a line is in
 * the list (`needed`) and cached for a minute. Undefined until known (the line shows the index).
 */
export function useWheelPrizes(anchorId: number, needed: boolean): ((index: number) => string | null) | undefined {
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
