/**
 * Motion for the screens that animate something (Repaso's feedback): framer-motion's small `m`
 * components render at once with their first frame, and the animation code (domAnimation, about
 * 30 KB gzip) loads in a chunk of its own when such a screen mounts, never with /login or the study
 * pages. Students who ask their device for less motion get no transforms (opacity still fades).
 */
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { importWhenReachable } from '../../lib/browser/import-when-reachable';

// Offline on a first visit, the animations arrive with the connection; the screen works without them.
const loadFeatures = () => importWhenReachable(() => import('./motion-features')).then((mod) => mod.default);

export function Motion({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
