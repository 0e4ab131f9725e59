/**
 * Course-relative links for the router. Its own module: the sidebar on every course page needs it,
 * and importing it from blocks.tsx pulled the study templates (and their recipes) into exam pages.
 */
import type { LinkProps } from '@tanstack/react-router';
import { COURSE_ROOT } from '../../content/course';

type RouteTarget = NonNullable<LinkProps['to']>;

/**
 * 'material/x#y' (course-relative) → router target. The course index guarantees the path is a
 * course route (the schema test checks every link), so the string is asserted as a route target.
 */
export function courseLink(href: string): { to: RouteTarget; hash?: string } {
  const [path, hash] = href.split('#');
  return { to: `${COURSE_ROOT}/${path}` as RouteTarget, hash: hash || undefined };
}
