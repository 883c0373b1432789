import { cleanup, configure } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll } from 'vitest';

// findBy / waitFor give up after 1 s by default: a loaded 2-core machine renders an Ant Design form slower than that,
// and the tests wait for what a user would see, however long; the test's own timeout still catches a hang.
configure({ asyncUtilTimeout: 5_000 });

// Ant Design's static messages live in their own React root with a close timer, and its closing animations schedule
// React work a few hundred ms after a test ends: close them and let that work finish before jsdom is torn down.
afterAll(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
});
