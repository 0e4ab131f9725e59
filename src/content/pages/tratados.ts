/** 16.1 Tratados internacionales: MERCOSUR, Comunidad Andina, UNASUR, and the treaties and ruling behind Peru's borders — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'El Perú participa en bloques de integración y acuerdos comerciales que unen su economía con Sudamérica, el Pacífico y Europa: conoce cuándo nacieron, quiénes los integran y qué papel tiene el Perú en cada uno, y con qué tratados fijó sus fronteras con sus cinco vecinos.',
  blocks: [
    {
      kind: 'text',
      id: 'integracion',
      title: '¿Qué es la integración regional?',
      paragraphs: [
        'Los países firman tratados para comerciar con menos aranceles, facilitar el paso de personas y coordinar políticas. Algunos tratados crean organizaciones permanentes, con sede y órganos propios (como la Comunidad Andina); otros son acuerdos comerciales entre países o bloques (como el acuerdo con la Unión Europea).',
        'No todos los vínculos son iguales: un país puede ser miembro pleno de un bloque, estado asociado (participa en reuniones y acuerdos, pero no es miembro pleno) o haber suspendido su participación.',
      ],
    },
    {
      kind: 'cards',
      id: 'bloques',
      title: 'Bloques y acuerdos del Perú',
      columns: 2,
      cards: [
        {
          title: 'Comunidad Andina (CAN)',
          subtitle: 'Acuerdo de Cartagena, 26 de mayo de 1969',
          badge: '1969',
          paragraphs: [
            'Nació como Pacto Andino con el Acuerdo de Cartagena, firmado el 26 de mayo de 1969 por Bolivia, Chile, Colombia, Ecuador y el Perú. Venezuela se unió en 1973 y se retiró en 2006; Chile se retiró en 1976.',
            'Busca el desarrollo equilibrado de sus miembros mediante la integración económica y social. Su Secretaría General tiene sede en Lima.',
          ],
          facts: [
            { label: 'Miembros', value: 'Bolivia, Colombia, Ecuador y Perú' },
            { label: 'Número de miembros', value: '4' },
            { label: 'Sede', value: 'Lima (Secretaría General)' },
            { label: 'Papel del Perú', value: 'Miembro pleno y fundador' },
          ],
          tags: ['miembro'],
        },
        {
          title: 'MERCOSUR',
          subtitle: 'Tratado de Asunción, 26 de marzo de 1991',
          badge: '1991',
          paragraphs: [
            'El Mercado Común del Sur fue creado por el Tratado de Asunción, firmado el 26 de marzo de 1991 por Argentina, Brasil, Paraguay y Uruguay. Bolivia completó su incorporación como miembro pleno en 2024; Venezuela se encuentra suspendida.',
            'El Perú no es miembro pleno: es Estado Asociado del MERCOSUR desde diciembre de 2003, cuando fue admitido en la cumbre de Montevideo, tras firmar un acuerdo de libre comercio con el bloque.',
          ],
          facts: [
            { label: 'Fundadores', value: 'Argentina, Brasil, Paraguay y Uruguay' },
            { label: 'Número de fundadores', value: '4' },
            { label: 'Papel del Perú', value: 'Estado Asociado desde 2003' },
          ],
        },
        {
          title: 'UNASUR',
          subtitle: 'Tratado Constitutivo, 23 de mayo de 2008',
          badge: '2008',
          paragraphs: [
            'La Unión de Naciones Suramericanas nació con el Tratado Constitutivo firmado en Brasilia el 23 de mayo de 2008 por los doce países de América del Sur. Su objetivo era la integración política, social y económica de la región.',
            'En 2018 el Perú suspendió su participación en UNASUR, junto con otros países de la región.',
          ],
          facts: [
            { label: 'Firmantes', value: 'Los 12 países de América del Sur' },
            { label: 'Número de firmantes', value: '12' },
            { label: 'Papel del Perú', value: 'Participación suspendida desde 2018' },
          ],
        },
        {
          title: 'Alianza del Pacífico',
          subtitle: 'Declaración de Lima, 28 de abril de 2011',
          badge: '2011',
          paragraphs: [
            'Se creó con la Declaración de Lima del 28 de abril de 2011 y se formalizó con el Acuerdo Marco firmado el 6 de junio de 2012 en el observatorio de Paranal (Antofagasta, Chile).',
            'Es un área de integración profunda que busca avanzar hacia la libre circulación de bienes, servicios, capitales y personas, con la mirada puesta en el Asia-Pacífico.',
          ],
          facts: [
            { label: 'Fundadores', value: 'Chile, Colombia, México y Perú' },
            { label: 'Número de fundadores', value: '4' },
            { label: 'Acuerdo Marco', value: '6 de junio de 2012' },
            { label: 'Papel del Perú', value: 'Miembro fundador' },
          ],
          tags: ['miembro'],
        },
        {
          title: 'Acuerdo Comercial con la Unión Europea',
          subtitle: 'Firmado el 26 de junio de 2012',
          badge: '2012',
          paragraphs: [
            'Acuerdo comercial entre la Unión Europea, el Perú y Colombia, firmado en Bruselas el 26 de junio de 2012. Con el Perú se aplica desde el 1 de marzo de 2013; Ecuador se incorporó después.',
            'Abre el mercado europeo a los productos peruanos (industriales, pesqueros y agrícolas) con menos aranceles, y el mercado peruano a los europeos.',
          ],
          facts: [
            { label: 'Partes', value: 'Unión Europea, Perú y Colombia (luego Ecuador)' },
            { label: 'Aplicación con el Perú', value: 'Desde el 1 de marzo de 2013' },
          ],
        },
        {
          title: 'APEC',
          subtitle: 'Foro de Cooperación Económica Asia-Pacífico',
          badge: '1998',
          paragraphs: [
            'Foro creado en 1989 que reúne a 21 economías de la cuenca del Pacífico, entre ellas Estados Unidos, China, Japón, Chile y México. El Perú es miembro desde 1998.',
            'El Perú fue sede de las reuniones de APEC en 2008, 2016 y 2024.',
          ],
          facts: [
            { label: 'Economías miembro', value: '21' },
            { label: 'Papel del Perú', value: 'Miembro desde 1998' },
          ],
          tags: ['miembro'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Resumen',
      columns: ['Bloque o acuerdo', 'Fecha clave', 'Papel del Perú'],
      rows: [
        ['Comunidad Andina', '26 de mayo de 1969', 'Miembro pleno (sede en Lima)'],
        ['MERCOSUR', '26 de marzo de 1991', 'Estado Asociado (2003)'],
        ['UNASUR', '23 de mayo de 2008', 'Participación suspendida (2018)'],
        ['Alianza del Pacífico', '28 de abril de 2011 / 6 de junio de 2012', 'Miembro fundador'],
        ['Acuerdo con la Unión Europea', '26 de junio de 2012', 'Parte (aplicado desde el 1 de marzo de 2013)'],
        ['APEC', '1998 (ingreso del Perú)', 'Economía miembro'],
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 6, label: 'bloques y acuerdos en esta página', countOf: { block: 'bloques' } },
        { value: 3, label: 'bloques y foros de los que el Perú es miembro', countOf: { block: 'bloques', tag: 'miembro' } },
      ],
    },
    {
      kind: 'text',
      id: 'limites',
      title: 'Los vecinos del Perú',
      paragraphs: [
        'El Perú limita con cinco países: al norte con Ecuador y Colombia, al este con Brasil, al sureste con Bolivia y al sur con Chile; al oeste lo baña el océano Pacífico. La frontera más larga es la que comparte con Brasil, en plena Amazonía; la más corta, la de Chile.',
        'Cada frontera quedó fijada por tratados, y en un caso por un fallo internacional, después de disputas que en algunos casos llegaron a la guerra. Conocerlos ayuda a entender la historia del país y sus relaciones de hoy con los vecinos.',
      ],
    },
    {
      kind: 'cards',
      id: 'fronteras',
      title: 'Cada frontera y el acuerdo que la cerró',
      columns: 2,
      cards: [
        {
          title: 'Ecuador',
          subtitle: 'Frontera norte',
          badge: '1942 · 1998',
          paragraphs: [
            'Tras el conflicto de 1941, el Perú y el Ecuador firmaron el 29 de enero de 1942 el Protocolo de Paz, Amistad y Límites de Río de Janeiro, con Argentina, Brasil, Chile y Estados Unidos como países garantes.',
            'La demarcación quedó pendiente en un tramo de la cordillera del Cóndor, y hubo nuevos enfrentamientos en 1981 y en 1995 (el conflicto del Cenepa). El 26 de octubre de 1998 los presidentes Alberto Fujimori, del Perú, y Jamil Mahuad, del Ecuador, firmaron el Acta Presidencial de Brasilia, que dio por resueltas en forma definitiva las diferencias fronterizas y selló la paz.',
          ],
          facts: [
            { label: 'Límites', value: 'Protocolo de Río de Janeiro (29 de enero de 1942)' },
            { label: 'Paz definitiva', value: 'Acta Presidencial de Brasilia (26 de octubre de 1998)' },
          ],
        },
        {
          title: 'Colombia',
          subtitle: 'Frontera norte, en la Amazonía',
          badge: '1922',
          paragraphs: [
            'El Tratado Salomón–Lozano, firmado en Lima el 24 de marzo de 1922 por Alberto Salomón, canciller del Perú, y Fabio Lozano, enviado de Colombia, fijó la frontera, que sigue en gran parte el río Putumayo. Por él, el poblado de Leticia y el llamado Trapecio amazónico pasaron a Colombia, que obtuvo así una salida al río Amazonas.',
            'En 1932–1933 ambos países se enfrentaron por Leticia; la frontera del tratado se mantuvo.',
          ],
          facts: [{ label: 'Tratado', value: 'Salomón–Lozano (24 de marzo de 1922)' }],
        },
        {
          title: 'Brasil',
          subtitle: 'Frontera este: la más larga',
          badge: '1851 · 1909',
          paragraphs: [
            'La frontera más larga del Perú se fijó en dos pasos: el tratado del 23 de octubre de 1851, que delimitó el tramo norte, y el Tratado Velarde–Río Branco, firmado en Río de Janeiro el 8 de septiembre de 1909 por Hernán Velarde, ministro del Perú en el Brasil, y el barón de Río Branco, canciller brasileño, que completó la frontera al sur del río Yavarí.',
          ],
          facts: [{ label: 'Tratado', value: 'Velarde–Río Branco (8 de septiembre de 1909)' }],
        },
        {
          title: 'Bolivia',
          subtitle: 'Frontera sureste',
          badge: '1909',
          paragraphs: [
            'Por un tratado de 1902, el Perú y Bolivia sometieron su frontera amazónica al arbitraje del presidente de la Argentina, que dictó su laudo el 9 de julio de 1909. Para ajustar ese límite a los accidentes del terreno, ambos países firmaron en La Paz, el 17 de septiembre de 1909, el Tratado Polo–Bustamante (Solón Polo, por el Perú, y Daniel Sánchez Bustamante, por Bolivia).',
            'Los dos países comparten el lago Titicaca.',
          ],
          facts: [{ label: 'Tratado', value: 'Polo–Bustamante (17 de septiembre de 1909)' }],
        },
        {
          title: 'Chile',
          subtitle: 'Frontera sur: la más corta',
          badge: '1929 · 2014',
          paragraphs: [
            'Tras la Guerra del Pacífico, el Tratado de Ancón (1883) dejó Tacna y Arica bajo administración chilena hasta un plebiscito que nunca se realizó. El Tratado de Lima, del 3 de junio de 1929, resolvió la cuestión de Tacna y Arica: Tacna volvió al Perú y Arica quedó para Chile. Tacna se reincorporó al Perú el 28 de agosto de 1929.',
            'El límite en el mar lo fijó la Corte Internacional de Justicia de La Haya, en su fallo del 27 de enero de 2014, en el juicio que el Perú inició en 2008.',
          ],
          facts: [
            { label: 'Frontera terrestre', value: 'Tratado de Lima (3 de junio de 1929)' },
            { label: 'Límite marítimo', value: 'Fallo de la Corte Internacional de Justicia (27 de enero de 2014)' },
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'fronteras-resumen',
      title: 'Las fronteras en un cuadro',
      columns: ['País vecino', 'Tratado o fallo', 'Año'],
      rows: [
        ['Ecuador', 'Protocolo de Río de Janeiro / Acta Presidencial de Brasilia', '1942 / 1998'],
        ['Colombia', 'Tratado Salomón–Lozano', '1922'],
        ['Brasil', 'Tratado Velarde–Río Branco', '1909'],
        ['Bolivia', 'Tratado Polo–Bustamante', '1909'],
        ['Chile', 'Tratado de Lima / Fallo de la Corte Internacional de Justicia (límite marítimo)', '1929 / 2014'],
      ],
    },
    {
      kind: 'stats',
      id: 'fronteras-cifras',
      title: 'Las fronteras en cifras',
      stats: [{ value: 5, label: 'países vecinos', countOf: { block: 'fronteras' } }],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'CAN: Cartagena, 1969, sede en Lima. MERCOSUR: el Perú es Estado Asociado, no miembro pleno. UNASUR: 2008, el Perú suspendió su participación en 2018. Alianza del Pacífico: Lima 2011, Paranal 2012, cuatro fundadores. Fronteras: Ecuador (Río de Janeiro 1942, Brasilia 1998), Colombia (Salomón–Lozano 1922), Brasil (Velarde–Río Branco 1909), Bolivia (Polo–Bustamante 1909), Chile (Tratado de Lima 1929, La Haya 2014).',
    },
  ],
  closing: {
    title: 'Un país abierto al mundo',
    text: 'Del Protocolo de Río de Janeiro al fallo de La Haya, el Perú cerró por tratados y en derecho sus fronteras; del Pacto Andino de 1969 a APEC, ha tejido alianzas con sus vecinos y con las grandes economías del mundo.',
  },
  sources: [
    { label: 'Comunidad Andina', url: 'https://www.comunidadandina.org' },
    { label: 'MERCOSUR', url: 'https://www.mercosur.int' },
    { label: 'MERCOSUR/CMC/DEC. N.º 39/03: el Perú, Estado Asociado del MERCOSUR (diciembre de 2003, texto en SICE-OEA)', url: 'https://sice.oas.org/Trade/MRCSRS/Decisions/dec3903p.asp' },
    { label: 'Alianza del Pacífico', url: 'https://alianzapacifico.net' },
    { label: 'Acuerdos comerciales del Perú (MINCETUR)', url: 'https://www.acuerdoscomerciales.gob.pe' },
    { label: 'Ministerio de Relaciones Exteriores del Perú', url: 'https://www.gob.pe/rree' },
    { label: 'Corte Internacional de Justicia: Controversia marítima (Perú c. Chile), fallo del 27 de enero de 2014 (texto en español en DIPúblico)', url: 'https://www.dipublico.org/102630/disputa-maritima-peru-v-chile-fallo-de-la-corte-internacional-de-justicia-en-espanol/' },
    { label: 'Tratado Velarde–Río Branco, 8 de septiembre de 1909 (texto en DIPúblico)', url: 'https://www.dipublico.org/110551/tratado-velarde-rio-branco-8-de-septiembre-de-1909/' },
    { label: 'Tratado de Lima y su protocolo complementario, 3 de junio de 1929 (texto en Equipo Nizkor)', url: 'https://derechos.org/nizkor/peru/doc/tratadolima.html' },
    { label: 'Acta Presidencial de Brasilia, 26 de octubre de 1998 (Peace Agreements Database, Universidad de Edimburgo)', url: 'https://pax.peaceagreements.org/agreements/212' },
    { label: 'Asociación de Funcionarios del Servicio Diplomático del Perú: el Tratado Polo–Bustamante (17 de septiembre de 1909)', url: 'https://afsdp.org.pe/17-de-septiembre-tratado-polo-sanchez-bustamante' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
