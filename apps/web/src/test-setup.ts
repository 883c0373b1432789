import { cleanup, configure } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll, vi } from 'vitest';

// findBy / waitFor give up after 1 s by default: a loaded 2-core machine renders an Ant Design form slower than that,
// and the tests wait for what a user would see, however long (with both cores taken by another process, 5 s was not
// always enough); the test's own timeout still catches a hang.
configure({ asyncUtilTimeout: 15_000 });

// Ant Design's static messages live in their own React root with a close timer, and its closing animations schedule
// React work a few hundred ms after a test ends: close them and let that work finish before jsdom is torn down.
// Test files share a worker's modules and document (isolate: false in vite.config.ts: importing Ant Design once per
// worker instead of once per file made the web tests ~3× faster), so what a file leaves behind is cleared here too.
afterAll(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom answers getComputedStyle by matching every rule of every stylesheet against the element and, for an inherited
// property, against each ancestor; Ant Design injects thousands of rules and Testing Library's role queries read the
// visibility of every element: more than half of the web tests' time went there. The injected styles are kept in the
// document (Ant Design finds its own again) but not parsed; what the tests rely on from them — what Ant Design hides
// with a class rather than an inline style — is restated in one small sheet.
const unparsed = 'text/x-antd-unparsed';
const skipParsing = (node: Node) => {
  if (node instanceof HTMLStyleElement && !node.hasAttribute('data-test-sheet')) node.type = unparsed;
};
const { appendChild, insertBefore } = Node.prototype;
Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
  skipParsing(node);
  return appendChild.call(this, node) as T;
};
Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
  skipParsing(node);
  return insertBefore.call(this, node, child) as T;
};
const hiddenByClass = document.createElement('style');
hiddenByClass.setAttribute('data-test-sheet', '');
hiddenByClass.textContent = `[class$='-hidden'], [class*='-hidden '] { display: none; }`;
document.head.appendChild(hiddenByClass);
