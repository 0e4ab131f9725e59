/**
 * The course index: the single source of truth for study routes, titles, numbering, the sidebar and
 * the balotario. Page bodies live in pages/*.ts and are loaded lazily (one chunk per page).
 */
import type { IconName, TopicId } from './types';

export const COURSE_SLUG = 'examen-de-naturalizacion';
export const COURSE_ROOT = `/courses/${COURSE_SLUG}`;

export interface PageMeta {
  /** Path relative to the course root, e.g. 'material/geografia'. */
  path: string;
  /** Numbered label, e.g. '2.1'; empty for the course's introduction pages. */
  number: string;
  title: string;
  subtitle: string;
  icon: IconName;
  /** Balotario topic the page teaches (none for introduccion and balotario). */
  topic?: TopicId;
}

export const studyPages: readonly PageMeta[] = [
  { path: 'introduccion', number: '', title: 'Introducción', subtitle: 'Bienvenida, el examen y cómo usar el curso', icon: 'book' },
  { path: 'balotario', number: '', title: 'Balotario', subtitle: 'Los 21 temas del curso', icon: 'list' },
  { path: 'material/imperio-incaico', number: '1', title: 'El Imperio Incaico', subtitle: 'Tahuantinsuyo: organización y gobernantes', icon: 'crown', topic: 1 },
  { path: 'material/imperio-incaico/organizacion-politica', number: '1.1', title: 'Organización Política del Imperio Incaico', subtitle: 'Cómo se gobernaba el Tahuantinsuyo', icon: 'crown', topic: 1 },
  { path: 'material/imperio-incaico/organizacion-social', number: '1.2', title: 'Organización Social del Imperio Incaico', subtitle: 'La pirámide social inca', icon: 'people', topic: 1 },
  { path: 'material/imperio-incaico/gobernantes', number: '1.3', title: 'Gobernantes del Imperio Incaico', subtitle: 'Las dinastías Hurin Cusco y Hanan Cusco', icon: 'crown', topic: 1 },
  { path: 'material/geografia', number: '2.1', title: 'Las Ocho Regiones Naturales del Perú', subtitle: 'La propuesta de Javier Pulgar Vidal', icon: 'mountain', topic: 2 },
  { path: 'material/heroes', number: '3.1', title: 'Héroes Nacionales', subtitle: 'Biografías de los héroes del Perú', icon: 'shield', topic: 3 },
  { path: 'material/heroes/batallas', number: '3.2', title: 'Batallas y Combates Históricos', subtitle: 'Fechas, lugares y protagonistas', icon: 'sword', topic: 3 },
  { path: 'material/patrimonio', number: '4.1', title: 'Patrimonio Histórico y Cultural', subtitle: 'El Perú en la Lista del Patrimonio Mundial', icon: 'landmark', topic: 4 },
  { path: 'material/culturas-preincas', number: '5.1', title: 'Culturas Preincas', subtitle: 'Características, Ubicación, Escultura, Cerámica', icon: 'pottery', topic: 5 },
  { path: 'material/nacionalidad', number: '6.1', title: 'Nacionalidad Peruana', subtitle: 'Marco Legal', icon: 'passport', topic: 6 },
  { path: 'material/atractivos', number: '7.1', title: 'Atractivos Turísticos', subtitle: 'Riquezas y Atractivos Culturales', icon: 'compass', topic: 7 },
  { path: 'material/simbolos/bandera', number: '8.1', title: 'La Bandera Nacional', subtitle: 'Símbolos Patrios', icon: 'flag', topic: 8 },
  { path: 'material/simbolos/escudo', number: '8.2', title: 'El Escudo Nacional', subtitle: 'Símbolos Patrios', icon: 'shield', topic: 8 },
  { path: 'material/simbolos/himno', number: '8.3', title: 'El Himno Nacional', subtitle: 'Símbolos Patrios', icon: 'music', topic: 8 },
  { path: 'material/santos-peruanos', number: '9.1', title: 'Santos Peruanos', subtitle: 'Figuras Religiosas', icon: 'cross', topic: 9 },
  { path: 'material/artistas-peruanos', number: '10.1', title: 'Artistas Peruanos', subtitle: 'Escritores, Poetas, Músicos, Cantantes', icon: 'palette', topic: 10 },
  { path: 'material/congresistas', number: '11.1', title: 'Congresistas y Ministros', subtitle: 'Autoridades Actuales', icon: 'capitol', topic: 11 },
  { path: 'material/geografia-natural', number: '12.1', title: 'Geografía Natural del Perú', subtitle: 'Ríos, Lagos, Lagunas, Mesetas, Volcanes, Cordilleras', icon: 'river', topic: 12 },
  { path: 'material/independencia', number: '13.1', title: 'Independencia del Perú', subtitle: 'Proceso Independentista', icon: 'scroll', topic: 13 },
  { path: 'material/tradiciones', number: '14.1', title: 'Tradiciones Peruanas', subtitle: 'Costumbres y Festividades', icon: 'mask', topic: 14 },
  { path: 'material/tradiciones/feriados', number: '14.2', title: 'Feriados y Fechas Cívicas', subtitle: 'El calendario cívico y festivo', icon: 'mask', topic: 14 },
  { path: 'material/migraciones', number: '15.1', title: 'Migraciones', subtitle: 'Funciones y Servicios Migratorios', icon: 'plane', topic: 15 },
  { path: 'material/tratados', number: '16.1', title: 'Tratados Internacionales', subtitle: 'Fronteras, MERCOSUR, Comunidad Andina, UNASUR', icon: 'handshake', topic: 16 },
  { path: 'material/organizacion-politica', number: '17.1', title: 'Organización Política del Estado Peruano', subtitle: 'La Constitución, los poderes y los organismos autónomos', icon: 'scales', topic: 17 },
  { path: 'material/presidentes', number: '18.1', title: 'Presidentes del Perú', subtitle: 'Historia Presidencial', icon: 'people', topic: 18 },
  { path: 'material/presidentes/conflicto-armado', number: '18.2', title: 'Conflicto Armado Interno (1980–2000)', subtitle: 'Lo que encontró la Comisión de la Verdad y Reconciliación', icon: 'scroll', topic: 18 },
  { path: 'material/gastronomia', number: '19.1', title: 'Gastronomía Peruana', subtitle: 'Platos y Frutas Típicas del Perú', icon: 'dish', topic: 19 },
  { path: 'material/personalidades', number: '20.1', title: 'Personalidades Peruanas', subtitle: 'Peruanos que el mundo reconoce', icon: 'star', topic: 20 },
  { path: 'material/personalidades/otros-peruanos', number: '20.2', title: 'Otros Peruanos Destacados', subtitle: 'Ciencia, historia, política y deporte', icon: 'star', topic: 20 },
  { path: 'material/actualidad', number: '21.1', title: 'Actualidad', subtitle: 'Hechos de 2024 a 2026 que todo residente conoce', icon: 'compass', topic: 21 },
  { path: 'material/actualidad/estado', number: '21.2', title: 'El Estado y las Elecciones', subtitle: 'Sucesión presidencial, elecciones 2026 y Congreso bicameral', icon: 'capitol', topic: 21 },
];

/** The academy's syllabus (Migraciones publishes no official list). */
export const topics: readonly { id: TopicId; title: string }[] = [
  { id: 1, title: 'El Imperio Incaico: organización política, social y gobernantes' },
  { id: 2, title: 'Las ocho regiones naturales' },
  { id: 3, title: 'Héroes nacionales y batallas' },
  { id: 4, title: 'Patrimonio histórico y cultural' },
  { id: 5, title: 'Culturas preincas' },
  { id: 6, title: 'La nacionalidad peruana y su marco legal' },
  { id: 7, title: 'Atractivos turísticos y culturales' },
  { id: 8, title: 'Símbolos patrios: bandera, escudo e himno' },
  { id: 9, title: 'Santos peruanos' },
  { id: 10, title: 'Artistas peruanos' },
  { id: 11, title: 'Congreso y Consejo de Ministros' },
  { id: 12, title: 'Geografía natural: ríos, lagos, volcanes y cordilleras' },
  { id: 13, title: 'La independencia del Perú' },
  { id: 14, title: 'Tradiciones y festividades' },
  { id: 15, title: 'Migraciones: funciones y servicios' },
  { id: 16, title: 'Tratados y organismos internacionales' },
  { id: 17, title: 'Organización política del Estado' },
  { id: 18, title: 'Presidentes del Perú' },
  { id: 19, title: 'Gastronomía peruana' },
  { id: 20, title: 'Personalidades peruanas' },
  { id: 21, title: 'Actualidad (2024–2026)' },
];

/** File name of a page body under pages/: the path without 'material/', '/' turned into '-'. */
export function pageFileName(path: string): string {
  return path.replace(/^material\//, '').replaceAll('/', '-');
}

export function findPage(path: string): PageMeta | undefined {
  return studyPages.find((p) => p.path === path);
}

export function pagesOfTopic(topic: TopicId): PageMeta[] {
  return studyPages.filter((p) => p.topic === topic);
}

export interface NavEntry {
  id: string;
  title: string;
  /** Path relative to the course root. */
  path: string;
  icon?: IconName;
}

export interface NavSection {
  id: 'inicio' | 'estudio' | 'material' | 'examenes';
  title: string;
  entries: NavEntry[];
}

const entryOf = (p: PageMeta): NavEntry => ({
  id: p.path,
  title: p.number ? `${p.number} ${p.title}` : p.title,
  path: p.path,
  icon: p.icon,
});

/** The sidebar 'Navegación', derived from the index so every page has exactly one entry. */
export const navigation: readonly NavSection[] = [
  { id: 'inicio', title: 'Inicio', entries: studyPages.filter((p) => !p.topic).map(entryOf) },
  // The learning loop: today's questions (the sidebar adds how many) and where the student stands.
  {
    id: 'estudio',
    title: 'Mi estudio',
    entries: [
      { id: 'repaso', title: 'Repaso', path: 'repaso', icon: 'star' },
      { id: 'progreso', title: 'Mi progreso', path: 'progreso', icon: 'list' },
    ],
  },
  { id: 'material', title: 'Material de estudio', entries: studyPages.filter((p) => p.topic).map(entryOf) },
  {
    id: 'examenes',
    title: 'Exámenes',
    entries: [
      { id: 'examenes/principales', title: 'Exámenes Principales', path: 'examenes/principales', icon: 'list' },
      { id: 'examenes/complementarios', title: 'Exámenes Complementarios', path: 'examenes/complementarios', icon: 'list' },
      { id: 'examenes/simulacro', title: 'Simulacro Oficial', path: 'examenes/simulacro', icon: 'list' },
    ],
  },
];

/** The section whose entries hold a course-relative path (exam screens belong to 'examenes'). */
export function sectionOf(path: string): NavSection['id'] | undefined {
  if (/^(examenes|evaluacion|resultado)\b/.test(path)) return 'examenes';
  return navigation.find((s) => s.entries.some((e) => e.path === path))?.id;
}
