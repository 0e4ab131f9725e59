/** 8.2 El Escudo Nacional and the Gran Sello del Estado — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'El escudo resume en tres campos las riquezas del Perú en los tres reinos de la naturaleza: el animal, el vegetal y el mineral. Aprende quién lo diseñó, cuándo se aprobó y qué significa cada figura.',
  blocks: [
    {
      kind: 'figure',
      id: 'figura',
      title: 'El escudo',
      image: {
        src: '/illustrations/simbolos-escudo/escudo.svg',
        alt: 'Escudo del Perú simplificado: vicuña sobre fondo celeste, árbol de la quina sobre fondo blanco y cornucopia con monedas de oro sobre fondo rojo, bajo una corona de encina',
        caption: 'Vicuña (arriba a la izquierda), árbol de la quina (arriba a la derecha) y cornucopia (abajo), bajo la corona de encina.',
      },
    },
    {
      kind: 'text',
      id: 'origen',
      title: 'Origen',
      paragraphs: [
        'El escudo fue aprobado por el Congreso Constituyente el 25 de febrero de 1825, durante el gobierno de Simón Bolívar, por la misma ley que fijó la bandera actual.',
        'Lo diseñaron José Gregorio Paredes y Francisco Javier Cortés: Paredes, matemático y político, propuso el diseño, y el pintor Francisco Javier Cortés lo dibujó. Reemplazó al escudo provisional creado por San Martín en 1820.',
      ],
    },
    {
      kind: 'cards',
      id: 'campos',
      title: 'Los tres campos del escudo',
      intro: 'El escudo está dividido en tres campos. Cada uno representa uno de los reinos de la naturaleza.',
      columns: 3,
      cards: [
        {
          title: 'La vicuña',
          subtitle: 'Campo superior izquierdo, fondo celeste',
          badge: 'Reino animal',
          paragraphs: ['Camélido andino de lana finísima que vive en las alturas de los Andes. Representa la fauna del Perú.'],
        },
        {
          title: 'El árbol de la quina',
          subtitle: 'Campo superior derecho, fondo blanco',
          badge: 'Reino vegetal',
          paragraphs: ['También llamado cascarilla o chinchona. De su corteza se obtiene la quinina, remedio contra la malaria (paludismo). Representa la flora del Perú.'],
        },
        {
          title: 'La cornucopia',
          subtitle: 'Campo inferior, fondo rojo',
          badge: 'Reino mineral',
          paragraphs: ['Un cuerno de la abundancia que derrama monedas de oro. Representa la riqueza minera del Perú.'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Cuadro resumen',
      columns: ['Campo', 'Color de fondo', 'Figura', 'Reino que representa'],
      rows: [
        ['Superior izquierdo', 'Celeste', 'Vicuña', 'Animal (fauna)'],
        ['Superior derecho', 'Blanco', 'Árbol de la quina', 'Vegetal (flora)'],
        ['Inferior', 'Rojo', 'Cornucopia con monedas de oro', 'Mineral'],
      ],
    },
    {
      kind: 'text',
      id: 'ornamentos',
      title: 'La corona y los ornamentos',
      paragraphs: [
        'Sobre el escudo va una corona cívica de encina (un árbol de la familia del roble).',
        'Cuando el escudo aparece en el Pabellón Nacional, lo rodean una rama de palma y una de laurel, unidas abajo por una cinta roja y blanca. Tradicionalmente, la palma simboliza la victoria y el laurel, la gloria.',
        'Existen además otras versiones oficiales del escudo, entre ellas el Gran Sello del Estado; su uso está reglamentado por ley.',
      ],
    },
    {
      kind: 'text',
      id: 'gran-sello',
      title: 'El Gran Sello del Estado',
      paragraphs: [
        'La ley del 25 de febrero de 1825 que creó el escudo dispuso que las armas de la Nación, con la inscripción «República Peruana» en su circunferencia, constituyeran el Gran Sello del Estado.',
        'La misma ley fijó el pabellón, la bandera y el estandarte, y dispuso que la escarapela fuera de color blanco y encarnado (rojo), intercalados. En 1950, el Decreto Ley N.º 11323 reglamentó el uso del Escudo Nacional y del Gran Sello del Estado.',
      ],
    },
    {
      kind: 'text',
      id: 'ley-de-simbolos',
      title: 'La ley de los símbolos de 2025 y el lema nacional',
      paragraphs: [
        'Desde enero de 2025, la Ley N.º 32251 unifica y armoniza la regulación de los símbolos de la patria, los símbolos del Estado y los emblemas nacionales. El Ministerio de Defensa presentó en julio de 2025 el proyecto de su reglamento.',
        'El lema nacional es «Firme y feliz por la unión».',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Escudo: 25 de febrero de 1825, Congreso Constituyente (gobierno de Bolívar). Diseñadores: José Gregorio Paredes y Francisco Javier Cortés. Vicuña = reino animal; quina = reino vegetal; cornucopia = reino mineral. Corona de encina en la parte superior.',
    },
  ],
  closing: {
    title: 'Un país rico en los tres reinos',
    text: 'La vicuña de los Andes, el árbol de la quina y la cornucopia llena de oro: el escudo nos recuerda que el Perú es un país generoso en fauna, flora y minerales.',
  },
  sources: [
    { label: 'Congreso de la República del Perú (Constitución Política y leyes)', url: 'https://www.congreso.gob.pe/' },
    { label: 'Escudo del Perú (Wikipedia)', url: 'https://es.wikipedia.org/wiki/Escudo_del_Per%C3%BA' },
    { label: 'Biblioteca Nacional del Perú', url: 'https://www.gob.pe/bnp' },
    { label: 'Archivo Digital de la Legislación del Perú (Congreso): ley de 25 de febrero de 1825 y Decreto Ley N.º 11323 (1950)', url: 'https://www.leyes.congreso.gob.pe/' },
    { label: 'ComexPerú: el proyecto de reglamento de la Ley 32251, el escudo y el lema «Firme y feliz por la unión» (25 de julio de 2025)', url: 'https://www.comexperu.org.pe/en/articulo/somos-libres-seamoslo-siempre-proyecto-de-reglamento-de-la-ley-32251-indica-que-no' },
    { label: 'LP Derecho: el Mindef publica el proyecto de reglamento de la Ley 32251 (julio de 2025)', url: 'https://lpderecho.pe/mindef-plantea-que-simbolos-patrios-no-puedan-ser-usados-por-organizaciones-politicas-comercios-y-productos' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
