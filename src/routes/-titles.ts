/**
 * Every route's own document title (issue 32 §6, WCAG 2.4.2): 'Geografía del Perú · Naturalización
 * Perú', 'Examen Principal 3 · Naturalización Perú'. One function of the address, so the prerendered
 * page (scripts/vite/prerender.ts) and the running app (__root.tsx) say the same.
 */

/** The course's root (content/course.ts, which is loaded only for a course page's title). */
const COURSE_ROOT = '/courses/examen-de-naturalizacion';

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
  '/admin/estudiantes/importar': 'Importar estudiantes · Consola',
  '/admin/avisos': 'Avisos · Consola',
  '/admin/codigos': 'Códigos de acceso · Consola',
  '/admin/en-riesgo': 'Estudiantes en riesgo · Consola',
  '/admin/grupos': 'Grupos · Consola',
  '/activar': 'Activar mi código',
};

/** A course page's name, from the course's index. */
async function coursePageName(inCourse: string): Promise<string | null> {
  if (inCourse === 'buscar') return 'Buscar en el curso';
  const { findPage, navigation } = await import('../content/course');
  const entry = navigation.flatMap((s) => s.entries).find((e) => e.path === inCourse);
  return entry ? entry.title.replace(/^\d+(\.\d+)* /, '') : (findPage(inCourse)?.title ?? null);
}

const SERIES_NAME: Record<string, string> = { principal: 'Examen Principal', complementario: 'Examen Complementario' };

/** 'principal-03' → 'Examen Principal 3'; 'errores-…' → 'Repaso de errores · …' (without the exam catalogue's bytes). */
function examTitle(id: string): string {
  const match = /^(errores-)?(principal|complementario)-0*(\d{1,2})$/.exec(id);
  if (!match) return 'Examen';
  const title = `${SERIES_NAME[match[2]]} ${match[3]}`;
  return match[1] ? `Repaso de errores · ${title}` : title;
}

/** The page's name alone ('Mis Cursos'), or null for an address with none of its own. */
async function pageName(pathname: string): Promise<string | null> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (FIXED[path]) return FIXED[path];
  if (path.startsWith('/admin/estudiantes/')) return 'Estudiante · Consola';
  if (path.startsWith('/admin/grupos/')) return 'Grupo · Consola';
  if (path.startsWith('/admin/preguntas/')) return 'Editar pregunta · Consola';
  if (!path.startsWith(`${COURSE_ROOT}/`)) return null;
  const inCourse = decodeURIComponent(path.slice(COURSE_ROOT.length + 1));
  const exam = /^(evaluacion|resultado)\/([^/]+)$/.exec(inCourse);
  if (exam) return exam[1] === 'evaluacion' ? examTitle(exam[2]) : `Resultado · ${examTitle(exam[2])}`;
  return coursePageName(inCourse);
}

export async function documentTitle(pathname: string): Promise<string> {
  const name = await pageName(pathname);
  return name ? `${name} · ${APP_TITLE}` : SHELL_TITLE;
}
