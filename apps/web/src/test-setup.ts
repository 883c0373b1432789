import { cleanup } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll } from 'vitest';

// Ant Design's static messages live in their own React root with a close timer, and its closing animations schedule
// React work a few hundred ms after a test ends: close them and let that work finish before jsdom is torn down.
afterAll(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
});
