import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startApp } from '../bootstrap';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { testEnv } from '../env';
import { loginAs } from '../test/http';
import { openStream } from '../test/sse-client';
import { openTestDatabase, TEST_CAPTCHA, TEST_SECRET } from '../test/test-app';
import { pushToUsers } from './push';

/** Two server processes' worth of apps on one PostgreSQL: the bus is LISTEN/NOTIFY, so this needs a real server. */
describe.runIf(process.env.TEST_DATABASE_URL)('push across server instances', () => {
  it('delivers a message published through instance A to a stream on instance B', async () => {
    const { database, url, drop } = await openTestDatabase();
    const env = testEnv({ CLIENT_SECRETS: `web:${TEST_SECRET}`, SSE_HEARTBEAT_MS: '200' });
    const captcha = () => ({ text: TEST_CAPTCHA, svg: '<svg/>' });
    const a = await startApp(env, { database, captcha });
    const b = await startApp(env, { database: await openDatabase({ url }), captcha });
    try {
      await seedDemo(a.deps.db);
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const session = await loginAs(b.app, 'operator');
      const stream = await openStream({
        baseUrl: `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`,
        token: session.token,
        uid: session.uid,
      });
      await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
      await pushToUsers(a.deps, [session.uid], { msg_type: 'notice', app_id: [29], msg_body: { title: 'from A' } });
      const message = await stream.waitFor((frame) => frame.data.msg_type === 'notice');
      expect(message.data.msg_body).toEqual({ title: 'from A' });

      // A login on A replaces the session whose stream is on B: B's stream is told to log out.
      await loginAs(a.app, 'operator');
      const forced = await stream.waitFor((frame) => frame.data.action === 'force_logout');
      expect(forced.data.msg).toBe('此账号已在别处登录，请重新登录');
      await stream.close();
    } finally {
      await b.app.close();
      await a.app.close();
      await drop();
    }
  });
});
