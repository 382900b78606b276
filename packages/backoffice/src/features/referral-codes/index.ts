export { ReferralCodesScreen } from './ReferralCodesScreen';
export { ReferralCodeForm } from './ReferralCodeForm';
