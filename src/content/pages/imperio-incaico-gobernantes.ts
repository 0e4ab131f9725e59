/** 1.3 Gobernantes del Imperio Incaico — reviewed 2026-11-27. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Los gobernantes incas se agrupan en dos dinastías: Hurin Cusco, la de los primeros incas, y Hanan Cusco, la de los que convirtieron al Cusco en la capital de un imperio.',
  blocks: [
    {
      kind: 'text',
      id: 'dos-dinastias',
      title: 'Dos dinastías: Hurin Cusco y Hanan Cusco',
      paragraphs: [
        'El Cusco estaba dividido en dos mitades: Hurin Cusco, el «Cusco de abajo», y Hanan Cusco, el «Cusco de arriba». Los cronistas agruparon a los gobernantes incas según la mitad a la que pertenecían.',
        'La dinastía Hurin Cusco reúne a 5 gobernantes, de Manco Cápac a Cápac Yupanqui. La dinastía Hanan Cusco reúne a 8, de Inca Roca a Atahualpa. Juntos suman 13; la lista tradicional de los «catorce incas» añade a Amaru Inca Yupanqui, hijo de Pachacútec, que gobernó junto a su padre.',
        'Lo que sabemos de ellos procede de las crónicas escritas después de la conquista, basadas en la tradición oral. Los primeros incas son figuras semilegendarias y no se conocen las fechas de sus gobiernos; solo a partir de Pachacútec los historiadores proponen fechas aproximadas.',
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'Los incas en cifras',
      stats: [
        { value: 5, label: 'gobernantes de Hurin Cusco', countOf: { block: 'hurin-cusco' } },
        { value: 8, label: 'gobernantes de Hanan Cusco', countOf: { block: 'hanan-cusco' } },
        { value: 14, label: 'incas en la lista tradicional', countOf: { block: 'catorce-incas' } },
      ],
    },
    {
      kind: 'cards',
      id: 'hurin-cusco',
      title: 'Dinastía Hurin Cusco (5 gobernantes)',
      intro: 'Los cinco incas de Hurin Cusco fueron Manco Cápac, Sinchi Roca, Lloque Yupanqui, Mayta Cápac y Cápac Yupanqui. Gobernaron un pequeño señorío en el valle del Cusco; sus historias mezclan hechos y leyendas.',
      columns: 2,
      cards: [
        {
          title: 'Manco Cápac',
          badge: '1.º',
          subtitle: 'Fundador legendario',
          paragraphs: [
            'Primer inca y fundador del Cusco según la tradición. Dos leyendas explican su origen: la de Manco Cápac y Mama Ocllo, hijos del Sol salidos del lago Titicaca, y la de los hermanos Ayar, salidos de una cueva del cerro Tamputoco, en Pacaritambo.',
          ],
        },
        { title: 'Sinchi Roca', badge: '2.º', paragraphs: ['Hijo y sucesor de Manco Cápac. En quechua, sinchi significa «fuerte» o «valeroso».'] },
        { title: 'Lloque Yupanqui', badge: '3.º', paragraphs: ['Tercer inca de la dinastía Hurin Cusco. Gobernó un Cusco todavía pequeño, rodeado de pueblos vecinos rivales.'] },
        { title: 'Mayta Cápac', badge: '4.º', paragraphs: ['Cuarto inca. La tradición lo recuerda como un gobernante guerrero que enfrentó a los pueblos vecinos del Cusco.'] },
        { title: 'Cápac Yupanqui', badge: '5.º', paragraphs: ['Quinto y último inca de Hurin Cusco. Tras él, el poder pasó a la dinastía Hanan Cusco.'] },
      ],
    },
    {
      kind: 'cards',
      id: 'hanan-cusco',
      title: 'Dinastía Hanan Cusco (8 gobernantes)',
      intro: 'Los ocho incas de Hanan Cusco fueron Inca Roca, Yáhuar Huácac, Huiracocha, Pachacútec, Túpac Yupanqui, Huayna Cápac, Huáscar y Atahualpa. Con ellos el señorío cusqueño se convirtió en el Tahuantinsuyo.',
      columns: 2,
      cards: [
        { title: 'Inca Roca', badge: '6.º', paragraphs: ['Primer gobernante de la dinastía Hanan Cusco. La tradición le atribuye la creación de escuelas para los hijos de la nobleza (yachayhuasi).'] },
        { title: 'Yáhuar Huácac', badge: '7.º', paragraphs: ['Su nombre significa «el que llora sangre». Según la leyenda, de niño fue raptado por un pueblo vecino y lloró lágrimas de sangre.'] },
        {
          title: 'Huiracocha (Wiracocha)',
          badge: '8.º',
          paragraphs: ['Durante su gobierno los chancas atacaron el Cusco. Huiracocha abandonó la ciudad, pero su hijo Cusi Yupanqui se quedó a defenderla.'],
        },
        {
          title: 'Pachacútec',
          badge: 'c. 1438–1471',
          subtitle: 'El transformador del mundo',
          paragraphs: [
            'Antes llamado Cusi Yupanqui, venció a los chancas y tomó el poder hacia 1438. Su nombre significa «el que transforma el mundo». Convirtió el señorío en imperio: conquistó numerosos pueblos, reorganizó el Estado y reconstruyó el Cusco. Machu Picchu se construyó como una residencia real en su época.',
          ],
        },
        {
          title: 'Túpac Yupanqui',
          badge: 'c. 1471–1493',
          paragraphs: ['Hijo de Pachacútec y gran conquistador. Llevó las fronteras hacia el norte (el actual Ecuador) y hacia el sur, hasta el centro de Chile, y sometió al reino Chimú en la costa norte.'],
        },
        {
          title: 'Huayna Cápac',
          badge: 'c. 1493–1527',
          paragraphs: ['Con él el imperio alcanzó su mayor extensión, hasta el sur de la actual Colombia. Pasó sus últimos años en el norte del imperio y murió hacia 1527, víctima de una epidemia, sin que la sucesión quedara clara.'],
        },
        {
          title: 'Huáscar',
          badge: 'c. 1527–1532',
          paragraphs: ['Hijo de Huayna Cápac, gobernó desde el Cusco. Se enfrentó a su medio hermano Atahualpa en una guerra civil; en 1532 fue derrotado y capturado por los generales de Atahualpa, y luego asesinado por orden de este.'],
        },
        {
          title: 'Atahualpa',
          badge: '1532–1533',
          subtitle: 'El último inca del Tahuantinsuyo',
          paragraphs: [
            'Hijo de Huayna Cápac, dominaba el norte del imperio (Quito) y ganó la guerra civil. El 16 de noviembre de 1532 fue capturado por Francisco Pizarro en Cajamarca. Ofreció como rescate llenar una habitación de oro y dos de plata, pero los españoles lo ejecutaron en 1533.',
          ],
        },
      ],
    },
    {
      kind: 'callout',
      id: 'amaru-inca',
      tone: 'info',
      title: 'Amaru Inca Yupanqui, el decimocuarto',
      text: 'Amaru Inca Yupanqui era hijo de Pachacútec y gobernó junto a su padre como correinante. Pachacútec lo había elegido como sucesor, pero luego lo reemplazó por Túpac Yupanqui. Por eso algunas listas lo omiten, y la lista tradicional de los «catorce incas» lo incluye.',
    },
    {
      kind: 'table',
      id: 'catorce-incas',
      title: 'Los catorce incas de la lista tradicional',
      caption: 'En orden de gobierno. Las fechas son aproximadas y solo existen a partir de Pachacútec.',
      columns: ['Inca', 'Dinastía', 'Para recordar'],
      rows: [
        ['Manco Cápac', 'Hurin Cusco', 'Fundador legendario del Cusco'],
        ['Sinchi Roca', 'Hurin Cusco', 'Hijo de Manco Cápac'],
        ['Lloque Yupanqui', 'Hurin Cusco', 'Tercer inca'],
        ['Mayta Cápac', 'Hurin Cusco', 'Inca guerrero según la tradición'],
        ['Cápac Yupanqui', 'Hurin Cusco', 'Último de Hurin Cusco'],
        ['Inca Roca', 'Hanan Cusco', 'Primero de Hanan Cusco'],
        ['Yáhuar Huácac', 'Hanan Cusco', '«El que llora sangre»'],
        ['Huiracocha', 'Hanan Cusco', 'Ataque de los chancas'],
        ['Pachacútec', 'Hanan Cusco', 'Venció a los chancas; fundó el imperio (c. 1438)'],
        ['Amaru Inca Yupanqui', 'Correinante (no se cuenta entre los 8 de Hanan Cusco)', 'Gobernó junto a Pachacútec'],
        ['Túpac Yupanqui', 'Hanan Cusco', 'Conquistas al norte y al sur'],
        ['Huayna Cápac', 'Hanan Cusco', 'Máxima extensión del imperio'],
        ['Huáscar', 'Hanan Cusco', 'Guerra civil con Atahualpa'],
        ['Atahualpa', 'Hanan Cusco', 'Capturado en Cajamarca (1532)'],
      ],
    },
    {
      kind: 'timeline',
      id: 'fin-del-imperio',
      title: 'Del imperio a la conquista',
      events: [
        { date: 'c. 1438', title: 'Victoria sobre los chancas', text: 'Cusi Yupanqui defiende el Cusco, toma el nombre de Pachacútec y comienza la expansión del imperio.' },
        { date: 'c. 1471', title: 'Gobierno de Túpac Yupanqui', text: 'Grandes conquistas hacia el norte y el sur.' },
        { date: 'c. 1493', title: 'Gobierno de Huayna Cápac', text: 'El Tahuantinsuyo alcanza su mayor extensión.' },
        { date: 'c. 1527', title: 'Muerte de Huayna Cápac', text: 'Comienza la disputa por el poder entre Huáscar y Atahualpa.' },
        { date: '1532', title: 'Fin de la guerra civil', text: 'Los generales de Atahualpa derrotan y capturan a Huáscar.' },
        { date: '16 de noviembre de 1532', title: 'Captura de Atahualpa', text: 'Francisco Pizarro captura a Atahualpa en la plaza de Cajamarca.' },
        { date: '1533', title: 'Ejecución de Atahualpa', text: 'Los españoles ejecutan a Atahualpa en Cajamarca; ese mismo año entran al Cusco.' },
      ],
    },
    {
      kind: 'callout',
      id: 'fechas-aproximadas',
      tone: 'warning',
      title: 'Sobre las fechas',
      text: 'Las fechas de los gobiernos incas son aproximadas: provienen de cálculos de historiadores a partir de las crónicas, y distintos autores proponen años algo diferentes. Para los ocho primeros incas no hay fechas fiables. Las fechas seguras son las de la conquista: la captura de Atahualpa el 16 de noviembre de 1532 y su ejecución en 1533.',
    },
  ],
  closing: {
    title: 'Cinco y ocho',
    text: 'Recuerda: 5 incas de Hurin Cusco (de Manco Cápac a Cápac Yupanqui) y 8 de Hanan Cusco (de Inca Roca a Atahualpa). Con Amaru Inca Yupanqui se completan los catorce de la lista tradicional.',
  },
  sources: [
    { label: 'UNESCO: Ciudad del Cusco, capital de los incas (Patrimonio Mundial)', url: 'https://whc.unesco.org/es/list/273' },
    { label: 'UNESCO: Santuario Histórico de Machu Picchu (Patrimonio Mundial)', url: 'https://whc.unesco.org/es/list/274' },
    {
      label: 'Ministerio de Cultura, Proyecto Qhapaq Ñan – Sede Nacional: el sistema vial que unió el Tawantinsuyu',
      url: 'https://qhapaqnan.cultura.pe/node/621',
    },
    { label: 'Wikipedia: Sapa Inca', url: 'https://es.wikipedia.org/wiki/Sapa_Inca' },
    { label: 'Wikipedia: Pachacútec', url: 'https://es.wikipedia.org/wiki/Pachac%C3%BAtec' },
    { label: 'Wikipedia: Atahualpa', url: 'https://es.wikipedia.org/wiki/Atahualpa' },
  ],
  reviewedAt: '2026-11-27',
};

export default page;
