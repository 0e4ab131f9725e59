/**
 * Entry point: the whole start-up, step by step. Between steps the app yields to the main thread
 * (lib/browser/yield-to-main.ts), so on a slow phone a tap made meanwhile is answered instead of waiting.
 * Each step leaves a User Timing mark ('boot:<step>', at its end) for a trace of the start-up.
 *
 * A prerendered page (scripts/vite/prerender.ts) is complete HTML that the browser paints, and the
 * student can use, before any of the app's code runs (taps other than links wait for the app: src/start.tsx).
 */
import { afterNextPaint, whenIdle, yieldToMain } from './lib/browser/yield-to-main';

const step = async (name: string) => {
  performance.mark(`boot:${name}`);
  await yieldToMain();
};

await afterNextPaint();
// The code is evaluated a part at a time, each in a task of its own: React's DOM renderer, the largest
// library; Chakra's styling code with the app's theme; then the app's code with its other libraries.
await import('react-dom/client');
await step('react-dom');
await import('./theme/system');
await step('styled-system');
const app = await import('./app-main');
await step('app-main');
app.followColorMode();
const services = app.createServices();
await step('services');
// Chakra's system: tokens, recipes and the global stylesheet.
app.appSystem();
await step('system');
const router = app.createAppRouter(services);
await step('router');
// The page's own route code, a route at a time. The console's code is an operator's: anyone else's
// guard refuses it before it loads.
await app.preloadRouteComponents(router, yieldToMain, (routeId) => !app.isOperatorSession(services) && routeId.startsWith('/admin'));
performance.mark('boot:route-code');
// React puts the app on the page (src/start.tsx). The service worker (and the precache it downloads)
// waits until the page works: on a slow network it would compete with the code the page needs.
try {
  await app.start(router, () => {
    performance.mark('boot:ready');
    app.registerServiceWorker();
  });
} finally {
  // The outboxes' first round (the IndexedDB code, four databases, a request per kind) once React has
  // drawn the page and is idle: started at the load event, it ran between the steps that draw a
  // prerendered exam's question and delayed it on a slow phone (BENCHMARKS.md §1b). Even when the
  // page failed to start: what the student saved on this device still reaches the server.
  whenIdle(services.followSession);
}
