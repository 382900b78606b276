/**
 * The wish-coin pop-up's rule (schedule spec section 5): the balance must be at least the
 * wish-coin gift's Amount (GET /GetGiftById 153), else insufficient fund shows; only one send
 * at a time.
 */
export function checkWishCoin(args: { balance: number | null; giftAmount: number | null; sending: boolean }): 'ok' | 'insufficient-fund' | 'loading' | 'sending' {
  if (args.sending) return 'sending';
  if (args.giftAmount === null) return 'loading';
  if (args.balance === null || args.balance < args.giftAmount) return 'insufficient-fund';
  return 'ok';
}
