import type { FastifyInstance } from 'fastify';
import { CreateCampaign, EditCampaign, GetCampaign, ListCampaigns, PreviewCampaign, PublishCampaign, UploadCampaignImage } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { registerUploadCall } from '../uploads/index';
import { createCampaign, editCampaign, getCampaign, listCampaigns, previewCampaign, publishCampaign } from './admin';

/** Back-office calls of campaigns: list, one, add (draft), edit, publish, preview and the image upload. */
export async function promotionsBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListCampaigns, async ({ input }) => listCampaigns(store, input.State));
  registerStaffCall(app, GetCampaign, async ({ input }) => ({ Campaign: await getCampaign(store, input.CampaignId) }));
  registerStaffCall(app, CreateCampaign, async ({ input, audit, me }) => {
    const campaign = await createCampaign(store, input, me().email);
    audit({ target: `campaign:${campaign.CampaignId}`, after: campaign });
    return { Campaign: campaign };
  });
  registerStaffCall(app, EditCampaign, async ({ input, audit }) => {
    const { before, after } = await editCampaign(store, input.CampaignId, input);
    audit({ target: `campaign:${after.CampaignId}`, before, after });
    return { Campaign: after };
  });
  registerStaffCall(app, PublishCampaign, async ({ input, audit }) => {
    const { before, after } = await publishCampaign(store, input.CampaignId);
    audit({ target: `campaign:${after.CampaignId}`, before: { State: before.State }, after: { State: after.State } });
    return { Campaign: after };
  });
  registerStaffCall(app, PreviewCampaign, async ({ input }) => previewCampaign(store, input.CampaignId, input.Language));
  await registerUploadCall(app, UploadCampaignImage);
}
