import { GiftSendStatus } from '@sideline/protocol';

/**
 * The gift send state machine (chatroom spec section 4): idle → sending (spinner, button
 * disabled) → done; a new tap or selection returns to idle. 'send' is accepted only when not
 * already sending, so one send runs at a time.
 */
export type GiftSendEvent = { type: 'send' } | { type: 'answered' } | { type: 'failed' } | { type: 'reset' };

export function giftSendReducer(status: GiftSendStatus, event: GiftSendEvent): GiftSendStatus {
  switch (event.type) {
    case 'send':
      return status === GiftSendStatus.Sending ? status : GiftSendStatus.Sending;
    case 'answered':
      return status === GiftSendStatus.Sending ? GiftSendStatus.Done : status;
    case 'failed':
      return status === GiftSendStatus.Sending ? GiftSendStatus.Idle : status;
    case 'reset':
      return status === GiftSendStatus.Done ? GiftSendStatus.Idle : status;
    default:
      return status;
  }
}

/** The send button may be pressed (idle or done). */
export const canSend = (status: GiftSendStatus): boolean => status !== GiftSendStatus.Sending;
