/**
 * The service worker's cache of prerendered course pages (dist/sw-pages.js, imported by the Workbox
 * service worker through `importScripts`). The precache keeps only the shell, /login and
 * /forgot-password; a course page (study page, exam list, exam screen) is cached the first time the
 * student opens it online and answered from the cache from then on, refreshed in the background.
 * Offline, a page never opened gets the shell, which draws it from the precached code.
 *
 * The cache belongs to one build (its name holds the build's entry script): the HTML it answers
 * always points at the scripts this worker precached, a page of another build is never stored, and
 * the caches of earlier builds are deleted when this worker takes over.
 */

/** The source of dist/sw-pages.js for the build whose entry script is `entryScript` ('/assets/index-….js'). */
export function swPagesScript(entryScript: string): string {
  return `// Written by scripts/vite/sw-pages.ts: do not edit.
const ENTRY_SCRIPT = ${JSON.stringify(entryScript)};
const PAGES = ${JSON.stringify(`course-pages-${entryScript.replace(/[^\w-]/g, '')}`)};
const SHELL = '/index.html';

/** A prerendered page of this build (not the shell, not a page of another build). */
const isPageOfThisBuild = (html) => html.includes('"' + ENTRY_SCRIPT + '"') && html.includes('data-prerendered="');

/** Stores the page at \`url\` if the server answers it with a prerendered page of this build. */
async function storePage(cache, url) {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.ok && isPageOfThisBuild(await response.clone().text())) await cache.put(url, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      const response = await fetch(SHELL, { cache: 'no-cache' });
      if (!response.ok || !(await response.clone().text()).includes('src="' + ENTRY_SCRIPT + '"')) {
        throw new Error('The server has another version of the app: installing later.');
      }
      await cache.put(SHELL, response);
      // The course pages open right now were loaded before this worker existed: keep them too.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = new Set(windows.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/courses/')).map((url) => url.origin + url.pathname));
      await Promise.all([...open].map((url) => storePage(cache, url).catch(() => undefined)));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('course-pages-') && name !== PAGES).map((name) => caches.delete(name)))),
  );
});

async function coursePage(event) {
  const cache = await caches.open(PAGES);
  const url = new URL(event.request.url);
  const key = url.origin + url.pathname;
  const fromNetwork = fetch(event.request).then(async (response) => {
    if (response.ok && isPageOfThisBuild(await response.clone().text())) await cache.put(key, response.clone());
    return response;
  });
  const cached = await cache.match(key);
  if (cached) {
    event.waitUntil(fromNetwork.catch(() => undefined));
    return cached;
  }
  try {
    return await fromNetwork;
  } catch {
    return (await cache.match(SHELL)) || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/courses/')) return;
  event.respondWith(coursePage(event));
});
`;
}
