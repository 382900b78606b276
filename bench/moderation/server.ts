/**
 * The moderation bench's server process: the real Sideline app (in-memory SQLite, seeded demo
 * world, no sim, no rate limits, no chat cool-down so the peer's messages go out back to back),
 * listening on loopback, with an owner signed in. Sends { port } to the parent over IPC.
 */
import { buildApp, ensureOwner, testConfig } from '@sideline/server';

const OWNER = { email: 'bench-owner@sideline.local', password: 'bench-owner-password' };

const base = testConfig({ seed: true });
const app = await buildApp({ config: { ...base, rateLimit: { ...base.rateLimit, enabled: false } } });
await app.sideline.store.db.updateTable('chat_configs').set({ message_frequency: 0 }).execute();
await ensureOwner(app.sideline.store, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, owner: OWNER });
process.on('message', (m: { type: string }) => {
  if (m.type === 'stop') void app.close().then(() => process.exit(0));
});
