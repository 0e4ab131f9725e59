/** Where a course card's 'Ver Curso' goes (spec §2 'Mis Cursos', link rule). */
import type { Course } from '../../lib/api/api-client';

export const NATURALIZATION_PATH = '/courses/examen-de-naturalizacion';

function mentionsNaturalization(text: string | undefined | null): boolean {
  return !!text && /naturalizaci[oó]n/i.test(text);
}

export function courseHref(course: Course): string {
  if (mentionsNaturalization(course.productDetails?.slug) || mentionsNaturalization(course.name)) return NATURALIZATION_PATH;
  if (course.permalink) return course.permalink;
  return `/courses/course-${course.id}/leccion-1`;
}
