/**
 * The roster's state in the URL (issue 54 §7): search, order, group filter and page are search
 * params of /admin/estudiantes, so Back from a student's page and a reload bring the same list back.
 * Parsed leniently: anything unknown falls back to the default and is left out of the URL. Here, not
 * in features/admin: the route file imports it, and console code reached from the route tree would
 * make the build count the app's entry as the console's (kept out of the service worker's precache,
 * so nothing worked offline). The route parses in its component, which the build splits out of the
 * tree every student's first screen downloads.
 */
import { STUDENT_SORTS, type StudentSort } from './console-rows';
import type { SortDir } from './console-api';

export interface RosterSearch {
  /** The search, as typed (trimmed). */
  q?: string;
  orden?: StudentSort;
  dir?: SortDir;
  /** A group's id, or 'none' (the students in no group). */
  grupo?: number | 'none';
  /** 1-based; absent: the first page. */
  pagina?: number;
}

const SEARCH_MAX = 200;

export function parseRosterSearch(search: Record<string, unknown>): RosterSearch {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const q = text(search.q)?.trim().slice(0, SEARCH_MAX);
  const orden = STUDENT_SORTS.find((sort) => sort === search.orden);
  const dir = search.dir === 'asc' || search.dir === 'desc' ? search.dir : undefined;
  const grupo = text(search.grupo);
  const pagina = Number(text(search.pagina));
  return {
    q: q || undefined,
    orden,
    dir: orden ? dir : undefined,
    grupo: grupo === 'none' ? grupo : grupo && /^[1-9]\d{0,9}$/.test(grupo) ? Number(grupo) : undefined,
    pagina: Number.isInteger(pagina) && pagina > 1 && pagina <= 1_000_000 ? pagina : undefined,
  };
}
