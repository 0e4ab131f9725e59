/** A study page's title as every screen shows it: '2.1 Las Ocho Regiones Naturales del Perú'. */
import type { PageMeta } from '../../content/course';

export function pageTitle(meta: PageMeta): string {
  return meta.number ? `${meta.number} ${meta.title}` : meta.title;
}
