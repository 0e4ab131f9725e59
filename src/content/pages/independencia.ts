/** 13.1 Independencia del Perú (Proceso Independentista) — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'La independencia del Perú fue un proceso largo: empezó con las rebeliones de los precursores, se proclamó en Lima el 28 de julio de 1821 y se selló en la batalla de Ayacucho, el 9 de diciembre de 1824.',
  blocks: [
    {
      kind: 'text',
      id: 'contexto',
      title: 'Por qué el Perú fue el último',
      paragraphs: [
        'El Virreinato del Perú era el centro del poder español en América del Sur: en Lima residían el virrey y un gran ejército, y muchos criollos ricos temían perder su posición. Por eso las rebeliones internas fueron derrotadas una y otra vez, y la independencia llegó con la ayuda de ejércitos que venían del sur y del norte del continente.',
        'Se suele dividir el proceso en dos etapas: la de los precursores y las rebeliones (desde 1780 hasta 1815) y la de las corrientes libertadoras (de 1820 a 1824).',
      ],
    },
    {
      kind: 'cards',
      id: 'precursores',
      title: 'Precursores y rebeliones',
      columns: 2,
      cards: [
        {
          title: 'Túpac Amaru II',
          subtitle: 'Tinta (Cusco), 4 de noviembre de 1780',
          badge: '1780',
          paragraphs: [
            'José Gabriel Condorcanqui, curaca de Tungasuca, Pampamarca y Surimana, inició la mayor rebelión del siglo XVIII contra los abusos de los corregidores: capturó y ejecutó al corregidor Antonio de Arriaga. Fue vencido y ejecutado en la plaza de Cusco el 18 de mayo de 1781, junto con su esposa, Micaela Bastidas.',
          ],
        },
        {
          title: 'Francisco Antonio de Zela',
          subtitle: 'Tacna, 20 de junio de 1811',
          badge: '1811',
          paragraphs: [
            'Encabezó en Tacna un levantamiento coordinado con los patriotas del Río de la Plata. Fue sofocado en pocos días, pero es recordado como uno de los primeros gritos de libertad en el Perú.',
          ],
        },
        {
          title: 'Rebelión de Huánuco',
          subtitle: 'Huánuco, 1812',
          badge: '1812',
          paragraphs: ['Levantamiento de indígenas y mestizos de la región de Huánuco, con Juan José Crespo y Castillo entre sus líderes; fue reprimido por las tropas del virrey.'],
        },
        {
          title: 'Hermanos Angulo y Mateo Pumacahua',
          subtitle: 'Cusco, 1814–1815',
          badge: '1814',
          paragraphs: [
            'Los hermanos José, Vicente y Mariano Angulo se rebelaron en el Cusco en agosto de 1814 y se les unió el brigadier Mateo Pumacahua. La rebelión llegó hasta Arequipa, Puno y Huamanga, pero fue derrotada en Umachiri (Puno) en marzo de 1815, donde fue fusilado el poeta Mariano Melgar. Pumacahua fue ejecutado en Sicuani.',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'corrientes',
      title: 'Las dos corrientes libertadoras',
      columns: 2,
      cards: [
        {
          title: 'Corriente Libertadora del Sur',
          subtitle: 'José de San Martín',
          badge: 'Del sur',
          paragraphs: [
            'Nació en el Río de la Plata (Argentina). San Martín cruzó los Andes con el Ejército de los Andes y liberó Chile (batallas de Chacabuco, 1817, y Maipú, 1818). Desde Valparaíso partió la Expedición Libertadora, con la escuadra de Lord Thomas Cochrane, que desembarcó en la bahía de Paracas (Pisco) el 8 de septiembre de 1820.',
            'San Martín proclamó la independencia en Lima (1821) y gobernó como Protector del Perú.',
          ],
          facts: [{ label: 'Llegada al Perú', value: 'Paracas, septiembre de 1820' }],
        },
        {
          title: 'Corriente Libertadora del Norte',
          subtitle: 'Simón Bolívar',
          badge: 'Del norte',
          paragraphs: [
            'Nació en Venezuela y la Nueva Granada (Colombia). Bolívar venció en Boyacá (1819) y Carabobo (1821), y su lugarteniente Antonio José de Sucre, en Pichincha (1822), liberó Quito.',
            'Bolívar llegó al Perú en 1823, llamado por el Congreso, y dirigió la campaña final: Junín y Ayacucho (1824).',
          ],
          facts: [{ label: 'Llegada al Perú', value: 'Septiembre de 1823' }],
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'cronologia',
      title: 'Cronología de la independencia',
      events: [
        { date: '4 de noviembre de 1780', title: 'Rebelión de Túpac Amaru II', text: 'Se inicia en Tinta (Cusco).' },
        { date: '20 de junio de 1811', title: 'Levantamiento de Zela', text: 'Francisco Antonio de Zela se subleva en Tacna.' },
        { date: '1812', title: 'Rebelión de Huánuco' },
        { date: 'Agosto de 1814', title: 'Rebelión del Cusco', text: 'Hermanos Angulo y Mateo Pumacahua; derrotada en Umachiri en 1815.' },
        { date: '20 de agosto de 1820', title: 'Zarpa la Expedición Libertadora', text: 'Sale de Valparaíso (Chile) al mando de San Martín.' },
        { date: '8 de septiembre de 1820', title: 'Desembarco en Paracas', text: 'San Martín llega a la bahía de Paracas, en Pisco.' },
        { date: '6 de julio de 1821', title: 'El virrey deja Lima', text: 'El virrey José de La Serna se retira con su ejército a la sierra; días después San Martín entra en Lima.' },
        { date: '15 de julio de 1821', title: 'Acta de la Independencia', text: 'Los vecinos notables reunidos en el Cabildo de Lima firman el acta.' },
        { date: '28 de julio de 1821', title: 'Proclamación de la independencia', text: 'San Martín la proclama en la Plaza Mayor de Lima.' },
        { date: '3 de agosto de 1821', title: 'El Protectorado', text: 'San Martín asume el mando como Protector del Perú.' },
        { date: '26 y 27 de julio de 1822', title: 'Entrevista de Guayaquil', text: 'San Martín y Bolívar se reúnen en Guayaquil.' },
        { date: '20 de septiembre de 1822', title: 'Primer Congreso Constituyente', text: 'Se instala el Congreso; San Martín renuncia y deja el Perú.' },
        { date: '1 de septiembre de 1823', title: 'Llega Bolívar', text: 'Simón Bolívar llega a Lima.' },
        { date: '6 de agosto de 1824', title: 'Batalla de Junín', text: 'Victoria patriota en la pampa de Junín, dirigida por Bolívar.' },
        { date: '9 de diciembre de 1824', title: 'Batalla de Ayacucho', text: 'Victoria de Sucre en la pampa de la Quinua; Capitulación de Ayacucho.' },
        { date: 'Enero de 1826', title: 'Rendición del Real Felipe', text: 'Las últimas tropas españolas, al mando de José Ramón Rodil, entregan la fortaleza del Callao.' },
      ],
    },
    {
      kind: 'text',
      id: 'proclamacion',
      title: 'El acta y la proclamación (julio de 1821)',
      paragraphs: [
        'El 15 de julio de 1821, en el Cabildo de Lima, los vecinos notables de la ciudad firmaron el Acta de la Independencia, redactada por Manuel Pérez de Tudela, en la que declararon su voluntad de que el Perú fuera libre e independiente de España.',
        'El sábado 28 de julio de 1821, José de San Martín proclamó la independencia en la Plaza Mayor de Lima (hoy Plaza de Armas), agitando la bandera creada por él, con estas palabras: «El Perú es desde este momento libre e independiente por la voluntad general de los pueblos y por la justicia de su causa que Dios defiende». Luego repitió la proclamación en otras plazas de la ciudad.',
        'Por eso el 28 de julio es el Día de la Independencia, y el 28 y 29 de julio son los feriados de Fiestas Patrias.',
      ],
    },
    {
      kind: 'list',
      id: 'protectorado',
      title: 'El Protectorado de San Martín (1821–1822)',
      intro: 'Como Protector del Perú, San Martín tomó medidas que todavía se recuerdan:',
      items: [
        { label: 'Biblioteca Nacional', text: 'Fundó la Biblioteca Nacional del Perú en agosto de 1821.' },
        { label: 'Libertad de vientres', text: 'Declaró libres a los hijos de esclavos nacidos desde el 28 de julio de 1821.' },
        { label: 'Tributo y mita', text: 'Abolió el tributo indígena y la mita, y dispuso que los indígenas fueran llamados peruanos.' },
        { label: 'Orden del Sol', text: 'Creó la Orden del Sol para premiar a quienes servían a la causa patriota.' },
        { label: 'Himno Nacional', text: 'Convocó el concurso del que salió el Himno Nacional, con música de José Bernardo Alcedo y letra de José de la Torre Ugarte.', href: 'material/simbolos/himno' },
        { label: 'Primer Congreso', text: 'Convocó el primer Congreso Constituyente, instalado el 20 de septiembre de 1822, ante el cual renunció.' },
      ],
    },
    {
      kind: 'cards',
      id: 'batallas-finales',
      title: 'Las batallas que sellaron la independencia',
      columns: 2,
      cards: [
        {
          title: 'Batalla de Junín',
          subtitle: '6 de agosto de 1824 · Pampa de Junín',
          badge: 'Bolívar',
          paragraphs: [
            'Combate de caballería, librado con lanzas y sables, casi sin disparos. Los patriotas dirigidos por Bolívar vencieron a la caballería realista de José de Canterac; fue decisiva la carga de los Húsares del Perú, que desde entonces se llamaron Húsares de Junín.',
          ],
        },
        {
          title: 'Batalla de Ayacucho',
          subtitle: '9 de diciembre de 1824 · Pampa de la Quinua (Ayacucho)',
          badge: 'Sucre',
          paragraphs: [
            'El ejército unido, al mando del general Antonio José de Sucre y con una división peruana dirigida por José de La Mar, derrotó al ejército del virrey José de La Serna, que cayó herido y prisionero.',
            'Ese mismo día se firmó la Capitulación de Ayacucho entre Sucre y el general realista José de Canterac: fue el fin del dominio español en el Perú y en América del Sur.',
          ],
        },
      ],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: '15 de julio de 1821: firma del Acta en el Cabildo de Lima. 28 de julio de 1821: proclamación en la Plaza Mayor de Lima. 6 de agosto de 1824: Junín (Bolívar). 9 de diciembre de 1824: Ayacucho (Sucre).',
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En esta página',
      stats: [
        { value: 4, label: 'rebeliones de precursores', countOf: { block: 'precursores' } },
        { value: 2, label: 'corrientes libertadoras', countOf: { block: 'corrientes' } },
        { value: 16, label: 'fechas en la cronología', countOf: { block: 'cronologia' } },
      ],
    },
    {
      kind: 'list',
      id: 'primeros-gobiernos',
      title: 'Los primeros gobiernos de la República (1821–1829)',
      intro: 'Proclamada la independencia, la guerra siguió hasta 1824 y el país tuvo varios gobernantes en pocos años:',
      ordered: true,
      items: [
        { label: 'José de San Martín, Protector del Perú (1821–1822)', text: 'Gobernó desde agosto de 1821 y renunció ante el primer Congreso Constituyente en septiembre de 1822.' },
        { label: 'La Junta Gubernativa (1822–1823)', text: 'El Congreso eligió entre sus miembros una junta de gobierno presidida por José de La Mar.' },
        {
          label: 'José de la Riva-Agüero (1823)',
          text: 'Primer presidente de la República: fue proclamado el 28 de febrero de 1823, después del motín de Balconcillo, el primer golpe de Estado de la historia republicana, en que los jefes del ejército pidieron al Congreso un solo jefe en lugar de la junta. Meses después perdió el apoyo del Congreso.',
        },
        { label: 'José Bernardo de Torre Tagle (1823–1824)', text: 'El Congreso lo nombró presidente en 1823, en lugar de Riva-Agüero.' },
        {
          label: 'Simón Bolívar, dictador (1824–1826)',
          text: 'Llegó en septiembre de 1823, llamado por el Congreso, que en febrero de 1824 le entregó la dictadura (todos los poderes) para dirigir la guerra. Tras Junín y Ayacucho gobernó hasta septiembre de 1826, cuando dejó el Perú.',
        },
        {
          label: 'José de La Mar (1827–1829)',
          text: 'El Congreso lo eligió presidente en junio de 1827: es considerado el primer presidente constitucional del Perú. En su gobierno se dio la Constitución de 1828 y hubo guerra con la Gran Colombia; en 1829 lo derrocó el general Agustín Gamarra.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'confederacion',
      title: 'La Confederación Perú-Boliviana (1836–1839)',
      paragraphs: [
        'En 1836 el mariscal Andrés de Santa Cruz, presidente de Bolivia, intervino en la guerra civil peruana y unió el Perú y Bolivia en una confederación de tres Estados: el Estado Nor-Peruano, el Estado Sud-Peruano y el Estado Boliviano, con él mismo como Supremo Protector. La confederación quedó establecida el 28 de octubre de 1836.',
        'Chile y los peruanos contrarios a Santa Cruz, llamados restauradores, le declararon la guerra. El Ejército Unido Restaurador, al mando del general chileno Manuel Bulnes y del mariscal peruano Agustín Gamarra, venció al ejército de la confederación en la batalla de Yungay (Áncash), el 20 de enero de 1839. La Confederación Perú-Boliviana se disolvió y Gamarra volvió a gobernar el Perú.',
      ],
    },
  ],
  closing: {
    title: 'Libre e independiente',
    text: 'La independencia fue obra de muchos: precursores que se rebelaron, la corriente del sur de San Martín y la del norte de Bolívar. Las fechas clave son 1821 (proclamación) y 1824 (Junín y Ayacucho).',
  },
  sources: [
    { label: 'Biblioteca Nacional del Perú', url: 'https://www.bnp.gob.pe/' },
    { label: 'TV Perú: José de la Riva-Agüero, primer presidente, proclamado el 28 de febrero de 1823', url: 'https://www.tvperu.gob.pe/novedades/tvperu/jose-de-la-riva-aguero-y-su-efimero-gobierno-en-el-peru' },
    { label: 'Jurado Nacional de Elecciones (Museo Electoral), en Prensa Regional: José de La Mar, presidente constitucional', url: 'https://prensaregional.pe/jose-de-la-mar-presidente-constitucional-del-peru' },
    { label: 'PUCP: la salida de Bolívar del Perú (septiembre de 1826) y el Congreso de 1827', url: 'https://repositorio.pucp.edu.pe/index/handle/123456789/192331' },
    { label: 'Wikipedia: Independencia del Perú', url: 'https://es.wikipedia.org/wiki/Independencia_del_Per%C3%BA' },
    { label: 'Wikipedia: Batalla de Ayacucho', url: 'https://es.wikipedia.org/wiki/Batalla_de_Ayacucho' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
