import type { FastifyInstance } from 'fastify';
import { CreateBanner, DeleteBanner, EditBanner, GetWebBannerUrl, ListBanners, SetBannerOn, UploadBannerImage } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { registerStaffCall } from '../staff/index';
import { registerUploadCall } from '../uploads/index';
import { createBanner, deleteBanner, editBanner, listBanners, servedBanners, setBannerOn } from './service';

/** Banners: the viewer's banner call, and the back office's list, add, edit, on/off, delete and image upload. */
export async function bannersPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetWebBannerUrl, ({ input, session }) => servedBanners(store, input.Position, session?.siteId ?? null, input.userLanguage, Date.now()));
  registerStaffCall(app, ListBanners, async ({ input }) => listBanners(store, { position: input.Position, siteId: input.SiteId }));
  registerStaffCall(app, CreateBanner, async ({ input, audit, me }) => {
    const banner = await createBanner(store, input, me().email);
    audit({ target: `banner:${banner.BannerId}`, after: banner });
    return { Banner: banner };
  });
  registerStaffCall(app, EditBanner, async ({ input, audit }) => {
    const { before, after } = await editBanner(store, input.BannerId, input);
    audit({ target: `banner:${after.BannerId}`, before, after });
    return { Banner: after };
  });
  registerStaffCall(app, SetBannerOn, async ({ input, audit }) => {
    const { before, after } = await setBannerOn(store, input.BannerId, input.On);
    audit({ target: `banner:${after.BannerId}`, before: { On: before.On }, after: { On: after.On } });
    return { Banner: after };
  });
  registerStaffCall(app, DeleteBanner, async ({ input, audit }) => {
    const before = await deleteBanner(store, input.BannerId);
    audit({ target: `banner:${before.BannerId}`, before });
    return { BannerId: before.BannerId };
  });
  await registerUploadCall(app, UploadBannerImage);
}
