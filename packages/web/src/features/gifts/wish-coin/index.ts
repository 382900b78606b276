export { WishCoinDialog } from './WishCoinDialog';
export { checkWishCoin } from './wishCoin';
