/**
 * The route title announcer (-route-title.tsx), loaded only when it has something to do: a page that
 * arrived prerendered already carries its own title, so its code waits for the first move within the
 * app; a page the shell drew (its generic title) loads it at once. Kept off every page's start-up.
 * It draws nothing until then, in the prerender and in the first render alike, so React adopts a
 * prerendered page as served.
 */
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWhenReachable } from '../lib/browser/import-when-reachable';

const RouteTitleNow = lazyWhenReachable(() => import('./-route-title').then((m) => ({ default: m.RouteTitle })));

/** The shell's title (index.html), which a route with a title of its own replaces. */
const SHELL_TITLE = 'Naturalización Perú — Academia';

export function RouteTitle() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const first = useRef<{ pathname: string; titled: boolean } | null>(null);
  const [load, setLoad] = useState<{ announceFirst: boolean } | null>(null);
  useEffect(() => {
    first.current ??= { pathname, titled: document.title !== SHELL_TITLE };
    if (!first.current.titled || pathname !== first.current.pathname) setLoad((now) => now ?? { announceFirst: first.current!.titled });
  }, [pathname]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <RouteTitleNow announceFirst={load.announceFirst} />
    </Suspense>
  );
}
