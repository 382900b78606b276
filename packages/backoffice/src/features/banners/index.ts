export { BannersScreen } from './BannersScreen';
export { BannerForm } from './BannerForm';
export { fromLocalInput, localInput } from './time';
