import type { FastifyInstance } from 'fastify';
import { CreateGift, EditGift, ListBackofficeGifts, SetGiftOn, UploadGiftAnimation, UploadGiftImage } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { registerUploadCall } from '../uploads/index';
import { createGift, editGift, listGifts, setGiftOn } from './admin';

/** Back-office calls of gifts: the sorted list (5 a page), add, edit, on/off and the two uploads. */
export async function giftsBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListBackofficeGifts, async ({ input }) => listGifts(store, input.CurrencyId, input.Page));
  registerStaffCall(app, CreateGift, async ({ input, audit }) => {
    const gift = await createGift(store, input);
    audit({ target: `gift:${gift.GiftId}:${gift.CurrencyId}`, after: gift });
    return { Gift: gift };
  });
  registerStaffCall(app, EditGift, async ({ input, audit }) => {
    const { before, after } = await editGift(store, input.GiftId, input);
    audit({ target: `gift:${after.GiftId}:${after.CurrencyId}`, before, after });
    return { Gift: after };
  });
  registerStaffCall(app, SetGiftOn, async ({ input, audit }) => {
    const { before, after } = await setGiftOn(store, input.GiftId, input.CurrencyId, input.On);
    audit({ target: `gift:${after.GiftId}:${after.CurrencyId}`, before: { On: before.On }, after: { On: after.On } });
    return { Gift: after };
  });
  await registerUploadCall(app, UploadGiftImage);
  await registerUploadCall(app, UploadGiftAnimation);
}
