export { GiftsScreen } from './GiftsScreen';
export { GiftForm, GiftFormSchema } from './GiftForm';
