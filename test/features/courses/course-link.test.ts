/** Where 'Ver Curso' goes (spec §2 'Mis Cursos', link rule). */
import { describe, expect, it } from 'vitest';
import type { Course } from '@/lib/api/api-client';
import { courseHref } from '@/features/courses/course-link';

const NATURALIZATION = '/courses/examen-de-naturalizacion';

function course(overrides: Partial<Course>): Course {
  return { id: 7, name: 'Curso de Oratoria', permalink: '/courses/oratoria', ...overrides };
}

describe('courseHref', () => {
  it.each([
    ['a slug', { productDetails: { slug: 'examen-de-naturalizacion' } }],
    ['a slug without the accent in another form', { productDetails: { slug: 'curso-naturalizacion-2026' } }],
    ['a name with the accent', { name: 'Examen de Naturalización' }],
    ['a name without the accent', { name: 'Preparación naturalizacion' }],
    ['an upper-case name with the accent', { name: 'CURSO DE NATURALIZACIÓN' }],
    ['an upper-case name without the accent', { name: 'NATURALIZACION PERÚ' }],
  ])('sends %s mentioning naturalización to the course, whatever the permalink', (_label, overrides) => {
    expect(courseHref(course({ permalink: '/courses/otra-cosa', ...overrides }))).toBe(NATURALIZATION);
  });

  it('goes there even when the course has no permalink', () => {
    expect(courseHref(course({ id: 3, name: 'Naturalización', permalink: null }))).toBe(NATURALIZATION);
  });

  it('uses the permalink for any other course', () => {
    expect(courseHref(course({ permalink: '/courses/oratoria', productDetails: { slug: 'oratoria' } }))).toBe('/courses/oratoria');
  });

  it('does not match words that merely look alike', () => {
    expect(courseHref(course({ name: 'Naturaleza del Perú', productDetails: { slug: 'naturaleza' } }))).toBe('/courses/oratoria');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
  ])('falls back to the first lesson when the permalink is %s', (_label, permalink) => {
    expect(courseHref(course({ id: 42, permalink }))).toBe('/courses/course-42/leccion-1');
    expect(courseHref(course({ id: 'abc', permalink }))).toBe('/courses/course-abc/leccion-1');
  });
});
