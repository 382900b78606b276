import { openPgTestApp } from '../../testing/postgres';
import { postsSuite } from './suite';

/** The streamer posts suite on PostgreSQL (bigint columns come back as strings there). */
postsSuite(async () => {
  const pg = await openPgTestApp('posts');
  return {
    app: pg.app,
    close: pg.close,
    async login(userKey: string) {
      const res = await pg.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: userKey, UserLanguage: 'en' } });
      return res.json().Result.Token as string;
    },
  };
});
