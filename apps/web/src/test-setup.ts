import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

// Ant Design's closing animations and message roots schedule React work a few hundred ms after a test ends; let it
// finish before the file's jsdom window is torn down, or React's scheduler throws "window is not defined".
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 500));
});
