import { ADMIN_MESSAGES, BANNER_LINK_MESSAGE } from '@sideline/protocol';

/**
 * Form errors travel as message keys (with one parameter after '|') so they show in the staff
 * member's language: zod's own issues are mapped here, and the contract's admin validation
 * messages (ADMIN_MESSAGES, spec section 5 "Admin inputs") map to their keys by their text.
 */
interface Issue {
  code: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  origin?: string;
  input?: unknown;
}

export function issueKey(iss: Issue): string | undefined {
  switch (iss.code) {
    case 'too_small':
      if (iss.origin === 'string' && Number(iss.minimum) <= 1) return 'form-required';
      if (iss.origin === 'array') return 'form-at-least-one';
      return iss.origin === 'string' ? `form-too-short|${iss.minimum}` : `form-min|${iss.minimum}`;
    case 'too_big':
      return iss.origin === 'string' ? `form-too-long|${iss.maximum}` : `form-max|${iss.maximum}`;
    case 'invalid_format':
      return iss.format === 'email' ? 'form-email' : 'form-invalid';
    case 'invalid_type':
      return iss.input === undefined || iss.input === null || iss.input === '' || Number.isNaN(iss.input) ? 'form-required' : 'form-invalid';
    case 'invalid_value':
      return 'form-required';
    default:
      return undefined;
  }
}

/** The admin message text → its key (the server answers English; the form shows the staff member's language). */
const ADMIN_KEYS: Record<string, string> = {
  [ADMIN_MESSAGES.maskWordExists]: 'admin-mask-word-exists',
  [ADMIN_MESSAGES.required]: 'form-required',
  [ADMIN_MESSAGES.endAfterStart]: 'admin-end-after-start',
  [ADMIN_MESSAGES.atLeastOneOption]: 'form-at-least-one',
  [ADMIN_MESSAGES.wheelLabelTooLong]: 'admin-wheel-label-too-long',
  [ADMIN_MESSAGES.stakeOutOfRange]: 'admin-stake-out-of-range',
  [ADMIN_MESSAGES.fileTooLarge]: 'admin-file-too-large',
  [ADMIN_MESSAGES.fileFormat]: 'admin-file-format',
  [ADMIN_MESSAGES.fileRequired]: 'admin-file-required',
  [ADMIN_MESSAGES.atLeastOnePhoto]: 'admin-at-least-one-photo',
  [ADMIN_MESSAGES.featureTextTooLong]: 'admin-feature-text-too-long',
  [ADMIN_MESSAGES.streamerExists]: 'admin-streamer-exists',
  [ADMIN_MESSAGES.channelExists]: 'admin-channel-exists',
  [ADMIN_MESSAGES.broadcasterExists]: 'admin-broadcaster-exists',
  [ADMIN_MESSAGES.referralCodeLetters]: 'admin-referral-code-letters',
  [ADMIN_MESSAGES.referralCodeExists]: 'admin-referral-code-exists',
  [ADMIN_MESSAGES.expiryInFuture]: 'admin-expiry-in-future',
  [ADMIN_MESSAGES.rejectReasonRequired]: 'admin-reject-reason-required',
  [ADMIN_MESSAGES.postMediaRequired]: 'admin-post-media-required',
  [ADMIN_MESSAGES.postVideoOne]: 'admin-post-video-one',
  [ADMIN_MESSAGES.postRuleRequired]: 'admin-post-rule-required',
  [ADMIN_MESSAGES.postAmountRequired]: 'admin-post-amount-required',
  [ADMIN_MESSAGES.postVipLevelRequired]: 'admin-post-vip-level-required',
  [ADMIN_MESSAGES.postGiftRequired]: 'admin-post-gift-required',
  [ADMIN_MESSAGES.postNotUnderReview]: 'admin-post-not-under-review',
  [ADMIN_MESSAGES.probabilitiesSum]: 'admin-probabilities-sum',
  [ADMIN_MESSAGES.bestGiftInBox]: 'admin-best-gift-in-box',
  [ADMIN_MESSAGES.vipLevelRequired]: 'admin-vip-level-required',
  [ADMIN_MESSAGES.bannerExists]: 'admin-banner-exists',
  [BANNER_LINK_MESSAGE]: 'admin-banner-link',
};

/** A form error message → [key, params] for t(); unknown text passes through as itself. */
export function messageKey(message: string): [string, Record<string, string>] {
  const admin = ADMIN_KEYS[message];
  if (admin) return [admin, {}];
  const [key, param] = message.split('|');
  if (key.startsWith('form-') || key.startsWith('admin-')) return [key, param === undefined ? {} : { n: param }];
  return [message, {}];
}
