/** 18.1 Presidentes del Perú: historia presidencial — reviewed 2026-11-27. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Desde 1939 el Perú ha alternado gobiernos elegidos, juntas militares y sucesiones constitucionales: repasa quién gobernó, cuándo y cómo llegó al poder; al final, las aboliciones de Ramón Castilla (1854). El conflicto armado interno (1980–2000) tiene su propia página.',
  blocks: [
    {
      kind: 'text',
      id: 'como-leer',
      title: 'Cómo leer estas listas',
      paragraphs: [
        'Un gobierno constitucional es el que llega al poder por elecciones o por la sucesión que manda la Constitución. Un gobierno de facto es el que toma el poder por la fuerza, normalmente con un golpe militar, sin elecciones.',
        'Cuando el presidente deja el cargo (por renuncia o porque el Congreso declara la vacancia), la Constitución de 1993 ordena que asuma el primer vicepresidente; a falta de este, el segundo vicepresidente; y si faltan ambos, el presidente del Congreso. Así llegaron varios de los presidentes de los últimos años.',
      ],
    },
    {
      kind: 'table',
      id: 'hasta-1990',
      title: 'De 1939 a 1990',
      caption: 'Principales gobiernos; no se incluyen los encargos muy breves, como el del general Zenón Noriega en 1950.',
      columns: ['Periodo', 'Presidente', 'Tipo de gobierno', 'Dato clave'],
      rows: [
        ['1939–1945', 'Manuel Prado Ugarteche', 'Constitucional', 'Primer gobierno; guerra con el Ecuador (1941) y Protocolo de Río de Janeiro (1942).'],
        ['1945–1948', 'José Luis Bustamante y Rivero', 'Constitucional', 'En 1947 proclamó la soberanía sobre las 200 millas marinas; derrocado por el general Odría en octubre de 1948.'],
        ['1948–1956', 'Manuel A. Odría', 'De facto (1948–1950) y luego elegido (1950–1956)', 'Su gobierno es conocido como el «ochenio».'],
        ['1956–1962', 'Manuel Prado Ugarteche', 'Constitucional', 'Segundo gobierno; derrocado por un golpe militar en julio de 1962.'],
        ['1962–1963', 'Ricardo Pérez Godoy', 'De facto (Junta Militar)', 'Presidió la Junta Militar que tomó el poder en 1962.'],
        ['1963', 'Nicolás Lindley López', 'De facto (Junta Militar)', 'Reemplazó a Pérez Godoy y condujo las elecciones de 1963.'],
        ['1963–1968', 'Fernando Belaúnde Terry', 'Constitucional', 'Primer gobierno; fundador de Acción Popular. Derrocado en octubre de 1968.'],
        ['1968–1975', 'Juan Velasco Alvarado', 'De facto', 'Gobierno Revolucionario de la Fuerza Armada; reforma agraria de 1969.'],
        ['1975–1980', 'Francisco Morales Bermúdez', 'De facto', 'Convocó la Asamblea Constituyente que dio la Constitución de 1979 y devolvió el poder a un gobierno elegido.'],
        ['1980–1985', 'Fernando Belaúnde Terry', 'Constitucional', 'Segundo gobierno; retorno a la democracia.'],
        ['1985–1990', 'Alan García Pérez', 'Constitucional', 'Primer gobierno; líder del Partido Aprista Peruano.'],
      ],
    },
    {
      kind: 'table',
      id: 'desde-1990',
      title: 'De 1990 a julio de 2026',
      checkedAt: '2026-11-24',
      columns: ['Periodo', 'Presidente', 'Cómo llegó al cargo', 'Dato clave'],
      rows: [
        ['1990–2000', 'Alberto Fujimori', 'Elegido en 1990; reelegido en 1995 y 2000', 'Autogolpe del 5 de abril de 1992; Constitución de 1993. El Congreso declaró la vacancia en noviembre de 2000.'],
        ['2000–2001', 'Valentín Paniagua', 'Sucesión constitucional (presidente del Congreso)', 'Gobierno de transición que condujo las elecciones de 2001.'],
        ['2001–2006', 'Alejandro Toledo', 'Elegido', 'Gobierno constitucional de cinco años.'],
        ['2006–2011', 'Alan García Pérez', 'Elegido', 'Segundo gobierno.'],
        ['2011–2016', 'Ollanta Humala', 'Elegido', 'Completó su mandato y entregó el poder el 28 de julio de 2016.'],
        ['2016–2018', 'Pedro Pablo Kuczynski', 'Elegido', 'Renunció en marzo de 2018.'],
        ['2018–2020', 'Martín Vizcarra', 'Sucesión constitucional (primer vicepresidente)', 'El Congreso declaró su vacancia en noviembre de 2020.'],
        ['2020', 'Manuel Merino', 'Sucesión constitucional (presidente del Congreso)', 'Renunció a los cinco días, en noviembre de 2020.'],
        ['2020–2021', 'Francisco Sagasti', 'Sucesión constitucional (presidente del Congreso)', 'Gobierno de transición hasta el 28 de julio de 2021.'],
        ['2021–2022', 'Pedro Castillo', 'Elegido', 'El Congreso lo vacó el 7 de diciembre de 2022, tras su intento de disolver el Congreso.'],
        ['2022–2025', 'Dina Boluarte', 'Sucesión constitucional (vicepresidenta)', 'Primera mujer presidenta del Perú; el Congreso la vacó en octubre de 2025.'],
        ['2025–2026', 'José Jerí', 'Sucesión constitucional (presidente del Congreso)', 'Asumió el 10 de octubre de 2025. El 17 de febrero de 2026 el Congreso lo censuró como presidente del Congreso y, con ello, dejó la Presidencia de la República.'],
        ['2026', 'José María Balcázar', 'Sucesión constitucional (presidente del Congreso)', 'El Congreso lo eligió su presidente el 18 de febrero de 2026 y ese mismo día juró como presidente de la República, para completar el periodo 2021–2026, que terminó el 28 de julio de 2026.'],
      ],
    },
    {
      kind: 'list',
      id: 'diez-anos',
      title: 'Ocho presidentes en diez años (2016–2026)',
      intro: 'Entre el 28 de julio de 2016 y el 27 de julio de 2026 corrieron dos periodos de gobierno de cinco años, pero ocho personas ejercieron la Presidencia de la República:',
      ordered: true,
      checkedAt: '2026-11-24',
      items: [
        { label: 'Pedro Pablo Kuczynski', text: 'Elegido; asumió el 28 de julio de 2016 y renunció en marzo de 2018.' },
        { label: 'Martín Vizcarra', text: 'Primer vicepresidente; gobernó de marzo de 2018 a noviembre de 2020.' },
        { label: 'Manuel Merino', text: 'Presidente del Congreso; renunció a los cinco días, en noviembre de 2020.' },
        { label: 'Francisco Sagasti', text: 'Presidente del Congreso; gobernó de noviembre de 2020 al 28 de julio de 2021.' },
        { label: 'Pedro Castillo', text: 'Elegido; asumió el 28 de julio de 2021 y el Congreso lo vacó el 7 de diciembre de 2022.' },
        { label: 'Dina Boluarte', text: 'Vicepresidenta; gobernó del 7 de diciembre de 2022 a octubre de 2025.' },
        { label: 'José Jerí', text: 'Presidente del Congreso; del 10 de octubre de 2025 al 17 de febrero de 2026.' },
        { label: 'José María Balcázar', text: 'Presidente del Congreso; desde el 18 de febrero de 2026 hasta el fin del periodo, el 28 de julio de 2026.' },
      ],
    },
    {
      kind: 'callout',
      id: 'presidente-actual',
      tone: 'warning',
      title: 'Desde el 28 de julio de 2026',
      text: 'Las Elecciones Generales de 2026, las primeras con senadores y diputados, se convocaron para el 12 de abril de 2026, con segunda vuelta presidencial el 7 de junio si nadie superaba la mitad de los votos válidos (D. S. 039-2025-PCM). El 28 de julio de 2026 empezó el periodo 2026–2031. Al 27 de noviembre de 2026 este curso no pudo comprobar en una fuente oficial (JNE, El Peruano, gob.pe) el nombre del presidente ni el de los presidentes del Senado y de la Cámara de Diputados, por eso no los nombra: consúltalos en los enlaces de abajo.',
      checkedAt: '2026-11-27',
    },
    {
      kind: 'links',
      id: 'fuente-oficial',
      title: 'Fuentes oficiales',
      links: [
        {
          label: 'Presidencia de la República',
          url: 'https://www.gob.pe/presidencia',
          description: 'Página oficial del Despacho Presidencial: quién ejerce hoy la Presidencia.',
        },
        {
          label: 'Plataforma Electoral del Jurado Nacional de Elecciones',
          url: 'https://plataformaelectoral.jne.gob.pe/',
          description: 'Procesos electorales, candidatos y autoridades proclamadas por el JNE.',
        },
        { label: 'Congreso de la República', url: 'https://www.congreso.gob.pe', description: 'Senado y Cámara de Diputados: quién los preside hoy.' },
      ],
    },
    {
      kind: 'text',
      id: 'primera-presidenta',
      title: 'La primera presidenta',
      paragraphs: [
        'Dina Boluarte fue la primera mujer en ejercer la Presidencia de la República del Perú. Asumió el 7 de diciembre de 2022 como vicepresidenta, por sucesión constitucional, después de que el Congreso declarara la vacancia de Pedro Castillo.',
      ],
    },
    {
      kind: 'list',
      id: 'dos-veces',
      title: 'Presidentes que gobernaron dos veces',
      intro: 'En los periodos de estas listas, tres presidentes volvieron al poder años después de su primer gobierno.',
      items: [
        { label: 'Manuel Prado Ugarteche', text: '1939–1945 y 1956–1962.' },
        { label: 'Fernando Belaúnde Terry', text: '1963–1968 y 1980–1985.' },
        { label: 'Alan García Pérez', text: '1985–1990 y 2006–2011.' },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 11, label: 'gobiernos de 1939 a 1990', countOf: { block: 'hasta-1990' } },
        { value: 13, label: 'presidentes de 1990 a julio de 2026', countOf: { block: 'desde-1990' } },
        { value: 8, label: 'presidentes en diez años (2016–2026)', countOf: { block: 'diez-anos' } },
        { value: 3, label: 'presidentes que gobernaron dos veces', countOf: { block: 'dos-veces' } },
        { value: 1, label: 'mujer presidenta (Dina Boluarte)' },
      ],
    },
    {
      kind: 'text',
      id: 'castilla-abolicion',
      title: 'Ramón Castilla y las aboliciones de 1854',
      paragraphs: [
        'El mariscal Ramón Castilla gobernó el Perú dos veces, de 1845 a 1851 y de 1855 a 1862, en los años en que el guano daba al Estado sus mayores ingresos.',
        'En 1854, durante la revolución liberal contra el gobierno de José Rufino Echenique, Castilla, como presidente provisorio, decretó el fin del tributo indígena (la «contribución de indígenas», que se cobraba desde la Colonia) y, el 3 de diciembre de 1854, en Huancayo, la abolición de la esclavitud. A los dueños de esclavos se les pagó una indemnización con el dinero del guano.',
        'La abolición completó la libertad de vientres de San Martín (1821), que solo había hecho libres a los hijos de esclavos nacidos desde entonces.',
      ],
    },
  ],
  closing: {
    title: 'La historia que explica el presente',
    text: 'Conocer quién gobernó y cómo llegó al poder ayuda a entender la vida política del Perú y sus instituciones democráticas.',
  },
  sources: [
    { label: 'Presidencia de la República', url: 'https://www.gob.pe/presidencia' },
    {
      label: 'Altavoz: el D. S. 039-2025-PCM convoca a Elecciones Generales el 12 de abril de 2026, segunda vuelta el 7 de junio',
      url: 'https://www.altavoz.pe/politica/gustavo-adrianzen-con-la-convocatoria-a-elecciones-el-gobierno-reafirma-su-compromiso-con-la-democracia',
    },
    { label: 'Congreso de la República', url: 'https://www.congreso.gob.pe' },
    { label: 'Jurado Nacional de Elecciones: Plataforma Electoral', url: 'https://plataformaelectoral.jne.gob.pe/' },
    {
      label: 'RPP: José María Balcázar juró como presidente de la República tras la censura de José Jerí (18 de febrero de 2026)',
      url: 'https://rpp.pe/politica/gobierno/jose-maria-balcazar-juro-como-presidente-de-la-republica-tras-censura-de-jose-jeri-noticia-1676492',
    },
    {
      label: 'RPP: el Congreso aprobó censurar a José Jerí (17 de febrero de 2026)',
      url: 'https://rpp.pe/politica/congreso/jose-jeri-congreso-aprueba-censurar-a-presidente-de-la-republica-noticia-1676224',
    },
    { label: 'Infobae: Ramón Castilla y la abolición de la esclavitud (3 de diciembre de 1854)', url: 'https://infobae.com/peru/2024/12/03/ramon-castilla-por-que-abolio-la-esclavitud-y-las-consecuencias-que-tuvo-en-el-peru' },
    { label: 'Presidente del Perú (Wikipedia)', url: 'https://es.wikipedia.org/wiki/Presidente_del_Per%C3%BA' },
  ],
  reviewedAt: '2026-11-27',
};

export default page;
