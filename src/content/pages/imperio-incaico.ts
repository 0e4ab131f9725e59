/** 1 El Imperio Incaico — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'El Tahuantinsuyo, el Estado de los incas, fue el más extenso de la América prehispánica: desde el Cusco gobernó pueblos de los Andes, la costa y la selva.',
  blocks: [
    {
      kind: 'text',
      id: 'tahuantinsuyo',
      title: '¿Qué fue el Tahuantinsuyo?',
      paragraphs: [
        'Los incas llamaron a su Estado Tahuantinsuyo, palabra quechua que significa «las cuatro regiones (o partes) unidas». Comenzó como un pequeño señorío en el valle del Cusco y se convirtió en imperio en el siglo XV, después de que el inca Pachacútec venciera a los chancas, hacia 1438.',
        'En su máxima extensión, a inicios del siglo XVI, abarcaba territorios de los actuales Perú, Ecuador y Bolivia, el sur de Colombia, el norte y centro de Chile y el noroeste de Argentina. Tradicionalmente se señala su límite norte en el río Ancasmayo (Colombia) y su límite sur en el río Maule (Chile).',
        'El imperio llegó a su fin con la conquista española: en 1532 Francisco Pizarro capturó al inca Atahualpa en Cajamarca, y en 1533 los españoles lo ejecutaron.',
      ],
    },
    {
      kind: 'figure',
      id: 'esquema-suyos',
      title: 'Las cuatro partes del imperio',
      image: {
        src: '/illustrations/imperio-incaico/suyos.svg',
        alt: 'Esquema circular dividido en cuatro partes alrededor del Cusco: Chinchaysuyo al noroeste, Antisuyo al noreste, Collasuyo al sureste y Contisuyo al suroeste.',
        caption: 'Esquema simplificado: los suyos no tenían el mismo tamaño.',
      },
    },
    {
      kind: 'cards',
      id: 'suyos',
      title: 'Los cuatro suyos',
      intro: 'El imperio se dividía en cuatro suyos (regiones), que partían del Cusco como de un centro: Chinchaysuyo, Antisuyo, Collasuyo y Contisuyo.',
      columns: 2,
      cards: [
        {
          title: 'Chinchaysuyo',
          badge: 'Noroeste',
          paragraphs: ['Se extendía al noroeste del Cusco, por la sierra y la costa norte del Perú y el actual Ecuador, hasta el sur de Colombia.'],
        },
        {
          title: 'Antisuyo',
          badge: 'Noreste',
          paragraphs: ['Ocupaba las tierras al noreste del Cusco, en la ceja de selva y el inicio de la Amazonía.'],
        },
        {
          title: 'Collasuyo',
          badge: 'Sureste',
          paragraphs: ['Se extendía al sureste, por la meseta del Collao alrededor del lago Titicaca, el actual territorio de Bolivia, el norte de Chile y el noroeste argentino. Era el más extenso de los cuatro.'],
        },
        {
          title: 'Contisuyo',
          badge: 'Suroeste',
          paragraphs: ['Comprendía las tierras al suroeste del Cusco, hacia la costa sur del Perú. Era el más pequeño de los cuatro suyos.'],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'El Tahuantinsuyo en cifras',
      stats: [
        { value: 4, label: 'suyos o regiones', countOf: { block: 'suyos' } },
        { value: 3, label: 'formas de trabajo: ayni, minka y mita', countOf: { block: 'trabajo' } },
        { value: 3, label: 'subtemas para seguir estudiando', countOf: { block: 'subtemas' } },
      ],
    },
    {
      kind: 'text',
      id: 'cusco-capital',
      title: 'Cusco, la capital',
      paragraphs: [
        'La capital del Tahuantinsuyo fue el Cusco, considerado el centro u «ombligo» del mundo andino. Allí residían el Sapa Inca, su corte y las panacas (los linajes reales), y allí se levantaba el Coricancha, el principal templo dedicado al Sol (Inti).',
        'Desde la plaza principal del Cusco partían los caminos hacia los cuatro suyos. Hoy la ciudad del Cusco es Patrimonio Cultural de la Humanidad (UNESCO, 1983).',
      ],
    },
    {
      kind: 'cards',
      id: 'legado',
      title: 'Idioma, caminos y registros',
      columns: 3,
      cards: [
        {
          title: 'El quechua o runa simi',
          subtitle: 'La lengua general del imperio',
          paragraphs: [
            'Los incas difundieron el quechua, que ellos llamaban runa simi («lengua de la gente»), como lengua común para administrar pueblos que hablaban idiomas distintos. Hoy, según el artículo 48 de la Constitución, el castellano es idioma oficial en todo el Perú y, en las zonas donde predominan, también lo son el quechua, el aimara y las demás lenguas aborígenes.',
          ],
        },
        {
          title: 'El Qhapaq Ñan',
          subtitle: 'El gran camino inca',
          paragraphs: [
            'Red de caminos de miles de kilómetros que unía el Cusco con los cuatro suyos. A lo largo de ella había tambos (depósitos y lugares de descanso) y se transmitían mensajes mediante chasquis, corredores que se relevaban por tramos.',
            'En 2014 la UNESCO inscribió el Qhapaq Ñan en la Lista del Patrimonio Mundial, como bien compartido por seis países: Argentina, Bolivia, Chile, Colombia, Ecuador y Perú.',
          ],
        },
        {
          title: 'El quipu',
          subtitle: 'Cuerdas con nudos',
          paragraphs: [
            'Los incas no usaron escritura alfabética. Para llevar cuentas (población, tributos, productos almacenados) usaban el quipu: un conjunto de cuerdas de colores con nudos, cuya posición y forma indicaban cantidades. Los especialistas que los elaboraban y leían se llamaban quipucamayoc.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'trabajo',
      title: 'Ayni, minka y mita: el trabajo en el Tahuantinsuyo',
      intro: 'La economía inca no usaba moneda: se basaba en el trabajo y la reciprocidad. La unidad básica de la sociedad era el ayllu, un grupo de familias emparentadas que compartían tierras.',
      columns: ['Forma de trabajo', '¿Para quién?', '¿En qué consistía?'],
      rows: [
        ['Ayni', 'Entre familias', 'Ayuda mutua o recíproca: hoy te ayudo en tu chacra y mañana tú me ayudas en la mía.'],
        ['Minka', 'Para la comunidad (el ayllu)', 'Trabajo colectivo en beneficio de todos: canales, caminos, puentes o las tierras de los necesitados.'],
        ['Mita', 'Para el Estado inca', 'Trabajo obligatorio por turnos en obras públicas, minas, el ejército o las tierras del Inca y del Sol.'],
      ],
    },
    {
      kind: 'list',
      id: 'subtemas',
      title: 'Sigue estudiando el Tema 1',
      ordered: true,
      items: [
        { label: 'Organización política', text: 'Las cinco características del gobierno inca y su pirámide de autoridades.', href: 'material/imperio-incaico/organizacion-politica' },
        { label: 'Organización social', text: 'La pirámide social: el Inca, la realeza, la nobleza y el pueblo.', href: 'material/imperio-incaico/organizacion-social' },
        { label: 'Gobernantes', text: 'Las dinastías Hurin Cusco y Hanan Cusco, de Manco Cápac a Atahualpa.', href: 'material/imperio-incaico/gobernantes' },
      ],
    },
    {
      kind: 'callout',
      id: 'para-recordar',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Cuatro suyos (Chinchaysuyo, Antisuyo, Collasuyo, Contisuyo), una capital (Cusco), una lengua general (quechua o runa simi), un camino (Qhapaq Ñan) y un sistema de registro (quipu). Ayni entre familias, minka para el ayllu y mita para el Estado.',
    },
  ],
  closing: {
    title: 'Un legado vivo',
    text: 'El quechua que se habla en los Andes, los caminos incas que aún se recorren y el trabajo comunal que sobrevive en muchas comunidades muestran que el Tahuantinsuyo sigue presente en el Perú de hoy.',
  },
  sources: [
    { label: 'UNESCO: Qhapaq Ñan, sistema vial andino', url: 'https://whc.unesco.org/es/list/1459' },
    { label: 'UNESCO: Ciudad del Cuzco', url: 'https://whc.unesco.org/es/list/273' },
    { label: 'Wikipedia: Imperio incaico', url: 'https://es.wikipedia.org/wiki/Imperio_incaico' },
    { label: 'Congreso de la República del Perú (Constitución Política, artículo 48: idiomas oficiales)', url: 'https://www.congreso.gob.pe/' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
