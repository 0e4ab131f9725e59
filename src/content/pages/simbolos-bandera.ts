/** 8.1 La Bandera Nacional, and the other emblems of the Nation the law regulates — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const img = (name: string) => `/illustrations/simbolos-bandera/${name}.svg`;

const page: StudyPageBody = {
  intro:
    'La bandera roja y blanca es el primero de los símbolos de la patria: conoce su forma oficial, sus usos, su historia desde la primera bandera de San Martín en 1820 y por qué se celebra el 7 de junio.',
  blocks: [
    {
      kind: 'text',
      id: 'simbolos-patrios',
      title: 'Los símbolos de la patria',
      paragraphs: [
        'El artículo 49 de la Constitución Política del Perú señala que son símbolos de la patria la bandera de tres franjas verticales con los colores rojo, blanco y rojo, el escudo y el himno nacional establecidos por ley.',
        'Los peruanos y los extranjeros que viven en el país les deben respeto. En esta sección estudiarás los tres: la bandera (8.1), el escudo (8.2) y el himno (8.3).',
      ],
    },
    {
      kind: 'figure',
      id: 'figura',
      title: 'La Bandera Nacional',
      image: {
        src: img('bandera'),
        alt: 'Bandera del Perú: tres franjas verticales iguales, roja, blanca y roja',
        caption: 'Tres franjas verticales de igual ancho: roja, blanca y roja. Proporción 2:3.',
      },
    },
    {
      kind: 'text',
      id: 'descripcion',
      title: 'Cómo es la bandera',
      paragraphs: [
        'La bandera del Perú es un rectángulo dividido en tres franjas verticales de igual ancho: roja la de la izquierda, blanca la del centro y roja la de la derecha.',
        'Su proporción es de 2:3: dos partes de ancho (alto) por tres de largo. Una bandera de 2 metros de alto mide 3 metros de largo.',
        'Según la interpretación tradicional, el rojo recuerda la sangre derramada por los héroes y el blanco simboliza la paz, la pureza y la justicia.',
      ],
    },
    {
      kind: 'cards',
      id: 'tipos',
      title: 'Bandera Nacional y Pabellón Nacional',
      intro: 'No todas las banderas rojiblancas son iguales: la ley distingue su diseño según quién la usa.',
      columns: 3,
      cards: [
        {
          title: 'Bandera Nacional',
          subtitle: 'Sin escudo',
          paragraphs: ['Las tres franjas, sin escudo. Es la que usan los ciudadanos, por ejemplo la que se iza en las casas por Fiestas Patrias.'],
        },
        {
          title: 'Pabellón Nacional',
          subtitle: 'Con escudo',
          paragraphs: ['Lleva el escudo en el centro de la franja blanca. Se iza en los edificios del Estado y en las dependencias de las Fuerzas Armadas y de la Policía Nacional.'],
        },
        {
          title: 'Bandera de Guerra',
          subtitle: 'Uso militar',
          paragraphs: ['Es la que usan las Fuerzas Armadas y la Policía Nacional en sus unidades y ceremonias.'],
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'historia',
      title: 'Historia de la bandera',
      events: [
        {
          date: '21 de octubre de 1820',
          title: 'La primera bandera, creada por San Martín en Pisco',
          text: 'El general José de San Martín, recién desembarcado con la Expedición Libertadora, la creó por decreto en Pisco. Estaba dividida por dos diagonales en cuatro campos: blancos el de arriba y el de abajo, rojos los de los lados. En el centro, una corona ovalada de laurel encerraba un sol que sale detrás de unas montañas sobre un mar tranquilo. Con ella se proclamó la independencia el 28 de julio de 1821 y duró unos 17 meses.',
        },
        {
          date: '15 de marzo de 1822',
          title: 'Segunda bandera: franjas horizontales',
          text: 'José Bernardo de Tagle, marqués de Torre Tagle, como Supremo Delegado, cambió la bandera: tres franjas horizontales, roja, blanca y roja, con un sol rojo en el centro. De lejos se confundía con la bandera española (roja, amarilla y roja).',
        },
        {
          date: '31 de mayo de 1822',
          title: 'Tercera bandera: franjas verticales',
          text: 'Para evitar la confusión, Torre Tagle dispuso que las franjas fueran verticales, con el sol rojo en la franja blanca.',
        },
        {
          date: '25 de febrero de 1825',
          title: 'La bandera actual',
          text: 'El Congreso Constituyente, durante el gobierno de Simón Bolívar, fijó el diseño que se mantiene hasta hoy: tres franjas verticales, roja, blanca y roja, con el escudo nacional en el centro de la franja blanca.',
        },
        {
          date: '31 de marzo de 1950',
          title: 'Bandera sin escudo para uso civil',
          text: 'Por el Decreto Ley N.º 11323, del gobierno de Manuel A. Odría, se reglamentó el uso de los símbolos: la Bandera Nacional de uso ciudadano quedó sin escudo y el escudo se reservó para el Pabellón Nacional.',
        },
      ],
    },
    {
      kind: 'gallery',
      id: 'banderas-historicas',
      title: 'Las banderas históricas',
      images: [
        { src: img('bandera-1820'), alt: 'Primera bandera de 1820: cuatro campos en diagonal, blancos arriba y abajo, rojos a los lados, con un sol sobre montañas y mar dentro de una corona de laurel', caption: '1820: San Martín (Pisco)' },
        { src: img('bandera-1822-marzo'), alt: 'Bandera de marzo de 1822: franjas horizontales roja, blanca y roja con un sol rojo en el centro', caption: 'Marzo de 1822: franjas horizontales' },
        { src: img('bandera-1822-mayo'), alt: 'Bandera de mayo de 1822: franjas verticales roja, blanca y roja con un sol rojo en el centro', caption: 'Mayo de 1822: franjas verticales' },
        { src: img('bandera'), alt: 'Bandera actual: franjas verticales roja, blanca y roja', caption: 'Desde 1825: la bandera actual' },
      ],
    },
    {
      kind: 'callout',
      id: 'leyenda',
      tone: 'info',
      title: 'La leyenda de las parihuanas',
      text: 'Cuenta una leyenda que, al desembarcar en la bahía de Paracas en 1820, San Martín se quedó dormido y al despertar vio volar una bandada de parihuanas (flamencos) de alas rojas y pecho blanco; inspirado por ellas, habría elegido los colores de la bandera. Es una leyenda: no hay documentos que la prueben, pero forma parte de la tradición escolar peruana.',
    },
    {
      kind: 'text',
      id: 'dia-de-la-bandera',
      title: 'El Día de la Bandera: 7 de junio',
      paragraphs: [
        'Cada 7 de junio se celebra el Día de la Bandera, en recuerdo de la batalla de Arica (7 de junio de 1880), durante la Guerra del Pacífico. Allí el coronel Francisco Bolognesi y sus soldados defendieron el morro de Arica hasta el final, tras haber respondido que pelearían «hasta quemar el último cartucho».',
        'Ese día los escolares y los miembros de las Fuerzas Armadas realizan el juramento a la bandera. En julio, por Fiestas Patrias, es costumbre izar la bandera en todas las casas.',
      ],
    },
    {
      kind: 'list',
      id: 'simbolos-de-la-nacion',
      title: 'Otros emblemas de la Nación',
      intro: 'El artículo 49 de la Constitución nombra tres símbolos de la patria: la bandera, el escudo y el himno. El Decreto Ley N.º 11323, del 31 de marzo de 1950, reglamentó además el uso de otros símbolos de la Nación: el Escudo Nacional, el Gran Sello del Estado, la Bandera Nacional, el Pabellón Nacional, el Estandarte y la Escarapela Nacional. Desde enero de 2025, la Ley N.º 32251 unifica y armoniza la regulación de los símbolos de la patria, los símbolos del Estado y los emblemas nacionales.',
      checkedAt: '2026-11-29',
      items: [
        { label: 'Escudo Nacional', text: 'La vicuña, el árbol de la quina y la cornucopia bajo una corona de encina.', href: 'material/simbolos/escudo' },
        { label: 'Gran Sello del Estado', text: 'Las armas de la Nación con la inscripción «República Peruana», según la ley de 1825 que creó el escudo.', href: 'material/simbolos/escudo#gran-sello' },
        { label: 'Bandera Nacional', text: 'Las tres franjas sin escudo: la de uso ciudadano.' },
        { label: 'Pabellón Nacional', text: 'La bandera con el escudo en el centro de la franja blanca: la de los edificios del Estado.' },
        { label: 'Estandarte', text: 'Ya lo fijó la ley de 1825 junto con la bandera y el pabellón; el Decreto Ley N.º 11323 reguló también su uso.' },
        { label: 'Escarapela Nacional', text: 'Una divisa de cintas rojas y blancas intercaladas, en forma de disco, roseta o lazo. Se lleva prendida en el lado izquierdo del pecho, sobre todo en julio, por Fiestas Patrias.' },
      ],
    },
    {
      kind: 'callout',
      id: 'escarapela',
      tone: 'info',
      title: '¿Es la escarapela un símbolo patrio?',
      text: 'No para la Constitución: su artículo 49 no la nombra entre los símbolos de la patria. La escarapela es un distintivo de la Nación, que el Decreto Ley N.º 11323 reguló junto con los demás emblemas y que los peruanos llevan en el pecho por Fiestas Patrias.',
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Primera bandera: San Martín, Pisco, 21 de octubre de 1820 (duró unos 17 meses). Torre Tagle, 1822: horizontal en marzo, vertical en mayo. Diseño actual: 25 de febrero de 1825. Proporción 2:3. Día de la Bandera: 7 de junio (batalla de Arica).',
    },
  ],
  closing: {
    title: 'Rojo y blanco',
    text: 'Desde 1820 la bandera acompañó a los peruanos en la independencia, en la guerra y en la paz. Respetarla y conocer su historia es parte de ser peruano.',
  },
  sources: [
    { label: 'Congreso de la República del Perú (Constitución Política y leyes)', url: 'https://www.congreso.gob.pe/' },
    { label: 'Biblioteca Nacional del Perú', url: 'https://www.gob.pe/bnp' },
    { label: 'Bandera del Perú (Wikipedia)', url: 'https://es.wikipedia.org/wiki/Bandera_del_Per%C3%BA' },
    { label: 'Archivo Digital de la Legislación del Perú (Congreso): Decreto Ley N.º 11323, de 31 de marzo de 1950, sobre los símbolos de la Nación', url: 'https://www.leyes.congreso.gob.pe/' },
    { label: 'PUCP, PuntoEdu: Fiestas Patrias, ¿bandera, pabellón o estandarte?', url: 'https://puntoedu.pucp.edu.pe/noticias/sabe-cuales-reglas-utilizar-bandera-nacional' },
    { label: 'RPP: el Ministerio de Defensa y el reglamento de la Ley 32251, que unifica la regulación de los símbolos de la patria, del Estado y los emblemas nacionales (julio de 2025)', url: 'https://rpp.pe/politica/gobierno/ministro-de-defensa-dice-que-simbolos-patrios-son-de-uso-libre-y-que-reglamento-de-proyecto-que-unifica-su-uso-sera-revisado-noticia-1647946' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
