/** Balotario — the course's topics, built from the course index (their number too) — reviewed 2026-11-29. */
import { pagesOfTopic, topics } from '../course';
import type { ListItem, StudyPageBody } from '../types';

/** One item per topic, linked to the topic's first page (titles live in course.ts). */
const topicItems: ListItem[] = topics.map((t) => ({
  label: `Tema ${t.id}`,
  text: t.title,
  href: pagesOfTopic(t.id)[0]?.path,
}));

/** Every page of the topics taught over several pages. */
const multiPageItems: ListItem[] = topics
  .filter((t) => pagesOfTopic(t.id).length > 1)
  .flatMap((t) =>
    pagesOfTopic(t.id).map((p) => ({ label: `${p.number} ${p.title}`, text: p.subtitle, href: p.path })),
  );

const page: StudyPageBody = {
  intro: `El balotario es la lista de los ${topics.length} temas que estudiarás en este curso, en el orden en que te recomendamos hacerlo.`,
  blocks: [
    {
      kind: 'callout',
      id: 'no-oficial',
      tone: 'warning',
      title: 'Un temario de la academia, no una lista oficial',
      text: 'Migraciones no publica una lista oficial de temas para el examen de naturalización. Este balotario es el temario que propone nuestra academia, organizado a partir de las materias que la ley manda evaluar: historia, geografía, Constitución, arte, cultura y actualidad del Perú.',
      checkedAt: '2026-11-22',
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'El balotario en cifras',
      stats: [
        { value: topicItems.length, label: 'temas en el balotario', countOf: { block: 'temas' } },
        { value: multiPageItems.length, label: 'páginas en los temas de varias partes', countOf: { block: 'temas-con-varias-paginas' } },
      ],
    },
    {
      kind: 'list',
      id: 'temas',
      title: `Los ${topics.length} temas`,
      intro: 'Cada tema enlaza con su primera página de estudio.',
      ordered: true,
      items: topicItems,
    },
    {
      kind: 'list',
      id: 'temas-con-varias-paginas',
      title: 'Temas con varias páginas',
      intro: 'Algunos temas se estudian en más de una página. Estas son todas:',
      items: multiPageItems,
    },
    {
      kind: 'callout',
      id: 'como-estudiar',
      tone: 'tip',
      title: 'Cómo aprovechar el balotario',
      text: 'Marca mentalmente cada tema cuando lo termines y, antes de pasar al siguiente, intenta recordar sin mirar tres datos clave: una fecha, un nombre y un lugar.',
    },
  ],
  closing: {
    title: 'Tema por tema, una meta',
    text: 'No necesitas memorizarlo todo en un día. Avanza tema por tema y vuelve al balotario para ver cuánto camino llevas recorrido.',
  },
  sources: [{ label: 'Superintendencia Nacional de Migraciones', url: 'https://www.gob.pe/migraciones' }],
  reviewedAt: '2026-11-29',
};

export default page;
