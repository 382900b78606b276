import type { FastifyInstance } from 'fastify';
import { CreateLuckyBox, EditLuckyBox, ListBackofficeLuckyBoxes } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { createLuckyBox, editLuckyBox, listLuckyBoxes } from './admin';

/** Back-office calls of lucky boxes: list, add, edit (lock/unlock and expiry are fields). */
export async function luckyBoxBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListBackofficeLuckyBoxes, async () => listLuckyBoxes(store));
  registerStaffCall(app, CreateLuckyBox, async ({ input, audit }) => {
    const box = await createLuckyBox(store, input);
    audit({ target: `lucky-box:${box.LuckyBoxId}`, after: box });
    return { LuckyBox: box };
  });
  registerStaffCall(app, EditLuckyBox, async ({ input, audit }) => {
    const { before, after } = await editLuckyBox(store, input.LuckyBoxId, input);
    audit({ target: `lucky-box:${after.LuckyBoxId}`, before, after });
    return { LuckyBox: after };
  });
}
