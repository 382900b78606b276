export { CampaignsScreen } from './CampaignsScreen';
export { CampaignForm } from './CampaignForm';
export { CampaignPreview } from './CampaignPreview';
