import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';

/**
 * Regression (found by the route fuzz, test-support/fuzz): a JSON `null` body was read as `{}`, so a
 * call whose fields are all optional answered 200 to a body that is not an object. Only an
 * absent or empty body is `{}`; every JSON value that is not an object is a 400.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

const post = (payload: string | undefined, contentType: string | undefined = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/Entertainment/Streamer/GetEntertainmentPrograms', payload, headers: contentType ? { 'content-type': contentType } : {} });

describe('POST bodies that are not an object', () => {
  it.each(['null', '1', '"x"', '[]', 'true'])('%s → 400', async (body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 400, Result: null });
  });

  it.each([['no body', undefined, undefined], ['empty JSON body', '', 'application/json'], ['{}', '{}', 'application/json']])('%s is the empty request', async (_name, body, type) => {
    const res = await post(body, type);
    expect(res.statusCode).toBe(200);
  });
});
