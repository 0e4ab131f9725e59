/** 3.2 Batallas y combates históricos — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'De Junín y Ayacucho a Angamos, Arica y Huamachuco: las batallas y combates que marcaron la historia del Perú, con sus fechas, lugares y protagonistas.',
  blocks: [
    {
      kind: 'text',
      id: 'batalla-o-combate',
      title: '¿Batalla o combate?',
      paragraphs: [
        'Una batalla es un enfrentamiento de gran magnitud entre ejércitos, que suele decidir una campaña o una guerra: Junín, Ayacucho, Tarapacá o Arica.',
        'Un combate es un enfrentamiento de menor escala. En la historia del Perú se llama «combates» a los enfrentamientos navales, entre buques o entre buques y fortificaciones de la costa: el Combate del Dos de Mayo, el de Iquique y el de Angamos.',
      ],
    },
    {
      kind: 'table',
      id: 'cuadro-batallas',
      title: 'Cuadro de batallas y combates',
      caption: 'Ordenado por fecha.',
      columns: ['Año', 'Tipo', 'Fecha', 'Lugar', 'Héroes'],
      rows: [
        ['1824', 'Batalla', '6 de agosto', 'Pampa de Junín (Junín)', 'Simón Bolívar; la caballería de los Húsares del Perú'],
        ['1824', 'Batalla', '9 de diciembre', 'Pampa de la Quinua (Ayacucho)', 'Antonio José de Sucre, José de La Mar, José María Córdova'],
        ['1866', 'Combate', '2 de mayo', 'Callao', 'José Gálvez Egúsquiza; Mariano Ignacio Prado'],
        ['1879', 'Combate naval', '21 de mayo', 'Iquique y Punta Gruesa', 'Miguel Grau (Huáscar); Juan Guillermo More (Independencia)'],
        ['1879', 'Combate naval', '8 de octubre', 'Punta Angamos', 'Miguel Grau y la tripulación del Huáscar'],
        ['1879', 'Batalla', '27 de noviembre', 'Tarapacá', 'Andrés A. Cáceres, Francisco Bolognesi, Alfonso Ugarte'],
        ['1880', 'Batalla', '26 de mayo', 'Alto de la Alianza (Tacna)', 'Ejército aliado del Perú y Bolivia'],
        ['1880', 'Batalla', '7 de junio', 'Morro de Arica', 'Francisco Bolognesi, Alfonso Ugarte, Juan Guillermo More'],
        ['1881', 'Batalla', '13 de enero', 'San Juan y Chorrillos (Lima)', 'Andrés A. Cáceres y los defensores de Lima'],
        ['1881', 'Batalla', '15 de enero', 'Miraflores (Lima)', 'Andrés A. Cáceres y los batallones de reservistas'],
        ['1883', 'Batalla', '10 de julio', 'Huamachuco (La Libertad)', 'Andrés A. Cáceres, Leoncio Prado'],
        ['1941', 'Acción aérea', '23 de julio', 'Quebrada Seca, Zarumilla (Tumbes)', 'José Abelardo Quiñones'],
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [{ value: 12, label: 'enfrentamientos en el cuadro', countOf: { block: 'cuadro-batallas' } }],
    },
    {
      kind: 'cards',
      id: 'independencia',
      title: 'La independencia: Junín y Ayacucho (1824)',
      columns: 2,
      cards: [
        {
          title: 'Batalla de Junín',
          subtitle: '6 de agosto de 1824',
          paragraphs: [
            'En la pampa de Junín, el ejército libertador dirigido por Simón Bolívar venció a la caballería realista de José de Canterac. Fue un choque de caballería a lanza y sable, casi sin disparos. La carga de los Húsares del Perú decidió la victoria, y por ello Bolívar los rebautizó como Húsares de Junín.',
          ],
        },
        {
          title: 'Batalla de Ayacucho',
          subtitle: '9 de diciembre de 1824',
          paragraphs: [
            'En la pampa de la Quinua (Ayacucho), el ejército unido libertador al mando de Antonio José de Sucre derrotó al ejército del virrey José de la Serna, que cayó prisionero. Ese mismo día se firmó la Capitulación de Ayacucho. Esta batalla selló la independencia del Perú y puso fin al dominio español en América del Sur.',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'dos-de-mayo',
      title: 'El Combate del Dos de Mayo (1866)',
      paragraphs: [
        'En 1864 una escuadra española ocupó las islas guaneras de Chincha. El Perú, aliado con Chile, Ecuador y Bolivia, declaró la guerra a España en 1866.',
        'El 2 de mayo de 1866 la escuadra española bombardeó el Callao, y las baterías del puerto la rechazaron. En la defensa murió José Gálvez Egúsquiza, secretario (ministro) de Guerra y Marina, al explotar la Torre de la Merced. El combate es recordado como la consolidación de la independencia frente a España.',
      ],
    },
    {
      kind: 'timeline',
      id: 'guerra-del-pacifico',
      title: 'La Guerra del Pacífico (1879–1883)',
      intro: 'Chile se enfrentó al Perú y a Bolivia, aliados por un tratado defensivo. Estos son los hitos que debes recordar:',
      events: [
        { date: '5 de abril de 1879', title: 'Chile declara la guerra al Perú', text: 'Comienza la Campaña Naval: el Huáscar de Grau defiende el mar peruano.' },
        { date: '21 de mayo de 1879', title: 'Combate de Iquique', text: 'El Huáscar hunde a la Esmeralda; la fragata Independencia encalla en Punta Gruesa persiguiendo a la Covadonga.' },
        { date: '8 de octubre de 1879', title: 'Combate de Angamos', text: 'Muere Grau y el Huáscar es capturado. Chile obtiene el dominio del mar.' },
        { date: '27 de noviembre de 1879', title: 'Batalla de Tarapacá', text: 'Victoria peruana; aun así, el ejército se retira hacia Arica y se pierde la provincia de Tarapacá.' },
        { date: '26 de mayo de 1880', title: 'Batalla del Alto de la Alianza', text: 'Derrota del ejército aliado peruano-boliviano en Tacna.' },
        { date: '7 de junio de 1880', title: 'Batalla de Arica', text: 'Bolognesi y sus hombres defienden el Morro hasta el final.' },
        { date: '13 y 15 de enero de 1881', title: 'San Juan y Miraflores', text: 'Derrotas en la defensa de Lima; el 17 de enero el ejército chileno ocupa la capital.' },
        { date: '1881–1883', title: 'Campaña de la Breña', text: 'Cáceres organiza la resistencia en la sierra central.' },
        { date: '10 de julio de 1883', title: 'Batalla de Huamachuco', text: 'Última gran batalla; cae prisionero y es fusilado el coronel Leoncio Prado.' },
        { date: '20 de octubre de 1883', title: 'Tratado de Ancón', text: 'Fin de la guerra entre el Perú y Chile.' },
      ],
    },
    {
      kind: 'callout',
      id: 'consecuencias',
      tone: 'info',
      title: 'Lo que se perdió y lo que se recuperó',
      text: 'Por el Tratado de Ancón (1883) el Perú cedió a Chile la provincia de Tarapacá, y Tacna y Arica quedaron bajo administración chilena. Tacna volvió al Perú en 1929, tras el Tratado de Lima de ese año; Arica quedó en Chile.',
    },
    {
      kind: 'text',
      id: 'conflicto-1941',
      title: 'El conflicto con el Ecuador (1941)',
      paragraphs: [
        'En julio de 1941 estalló un conflicto armado en la frontera norte con el Ecuador. El 23 de julio, en Quebrada Seca (Zarumilla, Tumbes), el aviador José Abelardo Quiñones estrelló su avión, ya alcanzado, contra una batería antiaérea enemiga.',
        'El conflicto terminó con el Protocolo de Paz, Amistad y Límites de Río de Janeiro, firmado el 29 de enero de 1942.',
      ],
    },
  ],
  closing: {
    title: 'Fechas que son memoria',
    text: 'Junín y Ayacucho nos dieron la independencia; Angamos y Arica, el ejemplo de Grau y Bolognesi; la Breña, la resistencia de Cáceres. Repasa el cuadro hasta que puedas decir fecha y lugar de cada enfrentamiento.',
  },
  sources: [
    {
      label: 'Centro de Estudios Histórico-Militares del Perú: aniversario de la batalla de Ayacucho y Día del Ejército del Perú',
      url: 'https://cehmp.wordpress.com/2020/12/09/cxcvi-aniversario-de-la-batalla-de-ayacucho-y-dia-del-ejercito-del-peru/',
    },
    {
      label: 'Escuela Superior de las Fuerzas Armadas: Día de la Marina de Guerra del Perú y combate de Angamos',
      url: 'https://www.esffaa.edu.pe/dia-de-la-marina-de-guerra-del-peru-y-combate-de-angamos/',
    },
    {
      label: 'Agencia Andina: el combate de Angamos explicado por la Dirección de Patrimonio Histórico de la Marina de Guerra del Perú',
      url: 'https://andina.pe/agencia/noticia-combate-angamos-victoria-moral-forjo-espiritu-naval-del-peru-1047630.aspx',
    },
    { label: 'Wikipedia: Batalla de Ayacucho', url: 'https://es.wikipedia.org/wiki/Batalla_de_Ayacucho' },
    { label: 'Wikipedia: Guerra del Pacífico', url: 'https://es.wikipedia.org/wiki/Guerra_del_Pac%C3%ADfico' },
    { label: 'Wikipedia: Combate del Callao', url: 'https://es.wikipedia.org/wiki/Combate_del_Callao' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
