/**
 * Entry point. A prerendered page is complete HTML: let the browser paint it before any of the app's
 * JavaScript runs, then load the app (which adopts that markup, src/start.tsx). The same order costs
 * nothing on the pages that start from the empty shell.
 */
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('./app-main');

export {};
