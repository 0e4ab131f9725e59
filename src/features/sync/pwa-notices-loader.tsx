/**
 * The service worker's notices stay off the first load: most visits have no news, so their code is
 * fetched only once the app is cached (or a notice is still owed from an earlier visit) or an update
 * waits. They render above the page: the offline notice sits in the flow at the top.
 */
import { Suspense, useSyncExternalStore } from 'react';
import { localStore } from '../../lib/storage/local-store';
import { pwa } from '../../lib/browser/pwa';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

const Notices = lazyWhenReachable(() => import('./pwa-notices'));

const hasNews = () => pwa.isOfflineReady() || pwa.isUpdateReady() || localStore.getOfflineReadyNotice() === 'pending';

export function PwaNotices() {
  const active = useSyncExternalStore(pwa.subscribe, hasNews, () => false);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Notices />
    </Suspense>
  );
}
