import type { FastifyInstance } from 'fastify';
import {
  CheckSiteGroup, DemoAnonymousToken, DemoLogin, DemoLogout, GetDemoWorld, GetDirectToken, GetUserToken,
  VerifyLicenseeToken,
} from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { unauthorized } from '../../http/errors';
import { directToken, revokeToken, userToken, verifyLicenseeToken, walletCurrencies } from './service';
import { currencyNames } from './store';
import { demoAnonymousToken, demoLogin, demoWorld } from './demo';
import { recordDevice } from './devices';

/** Licensee feature: token verification, site group, sports tokens, and the demo member system (its top-up is in features/wallet). */
export async function licenseePlugin(app: FastifyInstance): Promise<void> {
  const { store, config } = app.sideline;

  registerCall(app, VerifyLicenseeToken, async ({ input, request }) => {
    const { IsUserLogin, customerId } = await verifyLicenseeToken(store, input.Token);
    // The back office's player fields: the member's device as this start-up call saw it.
    if (customerId !== null) {
      await recordDevice(store.db, customerId, { ip: request.ip ?? null, agent: request.headers['user-agent'], acceptLanguage: request.headers['accept-language'] }, Date.now())
        .catch((err: unknown) => request.log.warn({ err }, 'recording the player device failed'));
    }
    return { IsUserLogin };
  });

  // auth 'token': the transport already answered 401 without a valid token (anonymous ones count).
  registerCall(app, CheckSiteGroup, ({ session }) => {
    if (!session) throw unauthorized();
    return { GroupName: session.siteGroup };
  });

  registerCall(app, GetUserToken, async ({ requireSession }) => {
    const session = requireSession();
    return userToken(config.operatorKey, session, await currencyNames(store, walletCurrencies(session)));
  });
  registerCall(app, GetDirectToken, ({ requireSession }) => directToken(config.operatorKey, requireSession()));

  registerCall(app, GetDemoWorld, () => demoWorld(store));
  registerCall(app, DemoLogin, ({ input }) => demoLogin(store, input.UserKey, input.UserLanguage, config.tokenTtlSeconds));
  registerCall(app, DemoAnonymousToken, ({ input }) => demoAnonymousToken(store, input.SiteId, config.tokenTtlSeconds));
  registerCall(app, DemoLogout, async ({ requireSession }) => ({ LoggedOut: await revokeToken(store, requireSession().token) }));
  // DemoTopUp is the wallet feature's (features/wallet): one ledger code path.
}
