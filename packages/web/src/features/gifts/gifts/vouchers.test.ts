import { describe, expect, it } from 'vitest';
import { withVoucherCounts } from './queries';

describe('voucher counts from GET /GetJiooGiftCard (issue 16 item 19)', () => {
  it('sets each gift its vouchers by SubType (gift id); none → 0', () => {
    const gifts = [{ Id: 201, GiftCardCount: 0 }, { Id: 202, GiftCardCount: 5 }];
    expect(withVoucherCounts(gifts, [{ SubType: 201, Quantity: 2 }, { SubType: 201, Quantity: 1 }])).toEqual([{ Id: 201, GiftCardCount: 3 }, { Id: 202, GiftCardCount: 0 }]);
  });
});
