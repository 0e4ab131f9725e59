/**
 * Entry point. A prerendered page is complete HTML: let the browser paint it before any of the app's
 * JavaScript runs, then load the app (which adopts that markup, src/start.tsx). The same order costs
 * nothing on the pages that start from the empty shell.
 *
 * The app's code is then evaluated a layer at a time, each layer in a task of its own (vite.config.ts
 * keeps them in separate chunks): on a slow phone one ~350 ms task becomes a few short ones, and a
 * tap in between is answered instead of waiting.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('react-dom/client');
await nextTask();
await import('./boot-router');
await nextTask();
await import('./boot-styling');
await nextTask();
await import('./theme/system');
await nextTask();
await import('./app-main');

export {};
