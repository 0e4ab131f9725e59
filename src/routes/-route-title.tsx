/**
 * The tab's title follows the route (WCAG 2.4.2), and a move to another page is announced with it:
 * in a single-page app the screen reader hears nothing of its own when the address changes. Drawn by
 * the signed-in area and the console (their own chunks: nothing added to /login's code); the
 * signed-out pages are prerendered with their titles.
 */
import { Box } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { documentTitle } from './-titles';

/** `announceFirst`: drawn because the student moved (the first title is news too). */
export function RouteTitle({ announceFirst = false }: { announceFirst?: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(!announceFirst);
  useEffect(() => {
    let cancelled = false;
    const announce = !first.current;
    first.current = false;
    void documentTitle(pathname).then((title) => {
      if (cancelled) return;
      document.title = title;
      if (announce) setAnnouncement(title);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return (
    <Box aria-live="polite" srOnly data-testid="route-announcer">
      {announcement}
    </Box>
  );
}
