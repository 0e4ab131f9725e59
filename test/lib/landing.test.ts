/** Where a sign-in lands (issue 20): operators in the console, students on Mis Cursos. */
import { describe, expect, it } from 'vitest';
import { isOperator, landingOf } from '@/lib/storage/local-store';

const STUDENT = { id: 1, name: 'Ana', email: 'ana@correo.pe' };
const OPERATOR = { id: 2, name: 'Olga', email: 'olga@academia.pe', role: 'operator' as const };

describe('landingOf', () => {
  it('sends an operator to /admin and a student (or a session from before roles) to /home', () => {
    expect(landingOf(OPERATOR)).toBe('/admin');
    expect(landingOf(STUDENT)).toBe('/home');
    expect(landingOf({ ...STUDENT, role: 'student' })).toBe('/home');
    expect(isOperator(STUDENT)).toBe(false);
  });

  it('goes back where the session was sent away from only when that page is of the same role', () => {
    expect(landingOf(OPERATOR, '/admin/reportes')).toBe('/admin/reportes');
    expect(landingOf(OPERATOR, '/courses/examen-de-naturalizacion/introduccion')).toBe('/admin');
    expect(landingOf(STUDENT, '/courses/examen-de-naturalizacion/introduccion')).toBe('/courses/examen-de-naturalizacion/introduccion');
    expect(landingOf(STUDENT, '/admin/estudiantes')).toBe('/home');
    expect(landingOf(STUDENT, '/administracion')).toBe('/administracion');
  });
});
