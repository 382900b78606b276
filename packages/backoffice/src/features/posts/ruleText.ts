import type { TFunction } from 'i18next';
import type { BackofficePost } from '@sideline/protocol';

/** A restricted post's view rule in words ('Paid: 50', 'VIP 3 only', 'Assigned gift: 2 × Heart'). */
export function ruleText(t: TFunction, p: Pick<BackofficePost, 'Rule' | 'Amount' | 'VipLevel' | 'GiftName'>): string {
  if (p.Rule === 'paid') return t('posts-rule-paid-is', { amount: p.Amount });
  if (p.Rule === 'vip') return t('posts-rule-vip-is', { level: p.VipLevel ?? '' });
  if (p.Rule === 'gift') return t('posts-rule-gift-is', { amount: p.Amount, gift: p.GiftName ?? '' });
  return t('posts-restricted');
}
