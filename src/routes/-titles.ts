/**
 * Every route's own document title (issue 32 §6, WCAG 2.4.2): 'Geografía del Perú · Naturalización
 * Perú', 'Examen Principal 3 · Naturalización Perú'. One function of the address, so the prerendered
 * page (scripts/vite/prerender.ts) and the running app (__root.tsx) say the same.
 */
import { COURSE_ROOT, findPage, navigation } from '../content/course';
import { examTitle } from '../content/exam-catalog';

export const APP_TITLE = 'Naturalización Perú';
/** The manifest's name: the shell's title before a route is known. */
export const SHELL_TITLE = 'Naturalización Perú — Academia';

const FIXED: Record<string, string> = {
  '/login': 'Iniciar sesión',
  '/forgot-password': 'Recuperar contraseña',
  '/reset-password': 'Nueva contraseña',
  '/home': 'Mis Cursos',
  '/admin': 'Consola',
  '/admin/estudiantes': 'Estudiantes · Consola',
  '/admin/preguntas': 'Preguntas · Consola',
  '/admin/reportes': 'Reportes · Consola',
  '/admin/actividad': 'Actividad · Consola',
};

const COURSE_FIXED: Record<string, string> = {
  buscar: 'Buscar en el curso',
  ...Object.fromEntries(navigation.flatMap((s) => s.entries.map((e) => [e.path, e.title.replace(/^\d+(\.\d+)* /, '')]))),
};

/** The page's name alone ('Mis Cursos'), or null for an address with none of its own. */
function pageName(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (FIXED[path]) return FIXED[path];
  if (path.startsWith('/admin/estudiantes/')) return 'Estudiante · Consola';
  if (!path.startsWith(`${COURSE_ROOT}/`)) return null;
  const inCourse = decodeURIComponent(path.slice(COURSE_ROOT.length + 1));
  const exam = /^(evaluacion|resultado)\/([^/]+)$/.exec(inCourse);
  if (exam) return exam[1] === 'evaluacion' ? examTitle(exam[2]) : `Resultado · ${examTitle(exam[2])}`;
  return COURSE_FIXED[inCourse] ?? findPage(inCourse)?.title ?? null;
}

export function documentTitle(pathname: string): string {
  const name = pageName(pathname);
  return name ? `${name} · ${APP_TITLE}` : SHELL_TITLE;
}
