/** 17.1 Organización política del Estado peruano, with the citizen's rights and duties and the currency the BCRP issues — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'La Constitución de 1993 organiza el Estado peruano en tres poderes, un grupo de organismos constitucionalmente autónomos y tres niveles de gobierno: nacional, regional y local.',
  blocks: [
    {
      kind: 'text',
      id: 'constitucion',
      title: 'La Constitución Política de 1993',
      paragraphs: [
        'La Constitución vigente fue elaborada por el Congreso Constituyente Democrático, aprobada por referéndum el 31 de octubre de 1993 y promulgada el 29 de diciembre de 1993. Reemplazó a la Constitución de 1979 y ha sido modificada varias veces mediante leyes de reforma constitucional.',
        'Según su artículo 43, la República del Perú es democrática, social, independiente y soberana. El Estado es uno e indivisible, y su gobierno es unitario, representativo y descentralizado, organizado según el principio de la separación de poderes.',
      ],
    },
    {
      kind: 'cards',
      id: 'poderes',
      title: 'Los tres poderes del Estado',
      columns: 3,
      cards: [
        {
          title: 'Poder Legislativo',
          subtitle: 'El Congreso de la República',
          badge: 'Leyes',
          paragraphs: [
            'Da las leyes, aprueba el presupuesto y fiscaliza al Gobierno. Desde julio de 2026 el Congreso vuelve a ser bicameral (Ley 31988): un Senado de 60 senadores y una Cámara de Diputados de 130 diputados, elegidos por cinco años.',
            'Antes de esa fecha fue unicameral, con 130 congresistas.',
          ],
          facts: [
            { label: 'Senado', value: '60 senadores', checkedAt: '2026-11-24' },
            { label: 'Cámara de Diputados', value: '130 diputados', checkedAt: '2026-11-24' },
            { label: 'Mandato', value: '5 años' },
          ],
        },
        {
          title: 'Poder Ejecutivo',
          subtitle: 'Presidente y Consejo de Ministros',
          badge: 'Gobierno',
          paragraphs: [
            'El Presidente de la República es el Jefe del Estado y personifica a la Nación. Es elegido por sufragio directo por cinco años, junto con dos vicepresidentes; si nadie obtiene más de la mitad de los votos válidos, hay segunda vuelta. No hay reelección inmediata.',
            'Según el artículo 110 de la Constitución, para ser elegido presidente se requiere «ser peruano por nacimiento, tener más de treinta y cinco años de edad al momento de la postulación y gozar del derecho de sufragio». El Consejo de Ministros, dirigido por su presidente, refrenda los actos presidenciales. Su organización se rige por la Ley 29158, Ley Orgánica del Poder Ejecutivo (2007).',
          ],
          facts: [
            { label: 'Mandato', value: '5 años' },
            { label: 'Vicepresidentes', value: '2' },
            { label: 'Ley orgánica', value: 'Ley 29158 (2007)' },
          ],
        },
        {
          title: 'Poder Judicial',
          subtitle: 'Administra justicia',
          badge: 'Justicia',
          paragraphs: [
            'La potestad de administrar justicia emana del pueblo y la ejerce el Poder Judicial a través de sus órganos jerárquicos. Su máxima instancia es la Corte Suprema de Justicia de la República, cuyo presidente es también presidente del Poder Judicial.',
          ],
          facts: [{ label: 'Máxima instancia', value: 'Corte Suprema de Justicia' }],
        },
      ],
    },
    {
      kind: 'list',
      id: 'niveles-judiciales',
      title: 'Los órganos jurisdiccionales, de mayor a menor',
      ordered: true,
      items: [
        { label: 'Corte Suprema de Justicia de la República', text: 'Máxima instancia, con sede en Lima y competencia en todo el país.' },
        { label: 'Cortes Superiores de Justicia', text: 'Una en cada distrito judicial; resuelven principalmente en segunda instancia.' },
        { label: 'Juzgados Especializados y Mixtos', text: 'Juzgados de primera instancia en materias civil, penal, laboral, familia y otras.' },
        { label: 'Juzgados de Paz Letrados', text: 'A cargo de abogados; ven casos de menor cuantía.' },
        { label: 'Juzgados de Paz', text: 'Base del sistema; sus jueces no necesitan ser abogados y resuelven conflictos menores, sobre todo por conciliación.' },
      ],
    },
    {
      kind: 'cards',
      id: 'organismos-autonomos',
      title: 'Organismos constitucionalmente autónomos',
      intro: 'No dependen de ninguno de los tres poderes; la Constitución les da funciones propias.',
      columns: 2,
      cards: [
        {
          title: 'Tribunal Constitucional',
          paragraphs: [
            'Órgano de control de la Constitución. Lo integran 7 miembros elegidos por cinco años. Desde julio de 2026 los elige el Senado, con dos tercios del número legal de sus miembros (antes, el Congreso unicameral). Su sede legal está en Arequipa.',
          ],
          checkedAt: '2026-11-27',
        },
        {
          title: 'Junta Nacional de Justicia',
          paragraphs: [
            'Selecciona, nombra, ratifica y destituye a jueces y fiscales. Reemplazó al Consejo Nacional de la Magistratura tras el referéndum de diciembre de 2018.',
          ],
        },
        {
          title: 'Ministerio Público',
          paragraphs: ['Dirigido por el Fiscal de la Nación; defiende la legalidad y conduce la investigación del delito.'],
        },
        {
          title: 'Defensoría del Pueblo',
          paragraphs: [
            'Defiende los derechos de la persona y de la comunidad y supervisa a la administración pública. El Defensor del Pueblo es elegido por cinco años; desde julio de 2026 lo elige el Senado, con dos tercios del número legal de sus miembros.',
          ],
          checkedAt: '2026-11-27',
        },
        {
          title: 'Jurado Nacional de Elecciones (JNE)',
          paragraphs: ['Fiscaliza la legalidad de los procesos electorales, administra justicia electoral y proclama los resultados.'],
          tags: ['electoral'],
        },
        {
          title: 'Oficina Nacional de Procesos Electorales (ONPE)',
          paragraphs: ['Organiza las elecciones, los referéndums y otras consultas populares.'],
          tags: ['electoral'],
        },
        {
          title: 'Registro Nacional de Identificación y Estado Civil (RENIEC)',
          paragraphs: ['Registra nacimientos, matrimonios y defunciones, emite el DNI y elabora el padrón electoral.'],
          tags: ['electoral'],
        },
        {
          title: 'Contraloría General de la República',
          paragraphs: ['Órgano superior del Sistema Nacional de Control: supervisa el uso de los recursos públicos. Desde julio de 2026 el Senado designa al Contralor.'],
          checkedAt: '2026-11-27',
        },
        {
          title: 'Banco Central de Reserva del Perú (BCRP)',
          paragraphs: ['Su finalidad es preservar la estabilidad monetaria; regula la moneda y administra las reservas internacionales. El Senado ratifica a su presidente.'],
          checkedAt: '2026-11-27',
        },
        {
          title: 'Superintendencia de Banca, Seguros y AFP (SBS)',
          paragraphs: ['Supervisa a los bancos, las empresas de seguros y las administradoras de fondos de pensiones. El Senado ratifica al superintendente.'],
          checkedAt: '2026-11-27',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'sistema-electoral',
      tone: 'tip',
      title: 'El sistema electoral',
      text: 'La Constitución agrupa en el sistema electoral a tres organismos: el Jurado Nacional de Elecciones (JNE), la Oficina Nacional de Procesos Electorales (ONPE) y el Registro Nacional de Identificación y Estado Civil (RENIEC).',
    },
    {
      kind: 'text',
      id: 'territorio',
      title: 'Territorio y niveles de gobierno',
      paragraphs: [
        'El territorio de la República se divide en regiones, departamentos, provincias y distritos. El Perú tiene 24 departamentos y la Provincia Constitucional del Callao. La capital de la República es Lima.',
        'El gobierno se ejerce en tres niveles: nacional, regional y local. Cada gobierno regional está a cargo de un gobernador regional y un consejo regional; los gobiernos locales son las municipalidades provinciales y distritales, dirigidas por un alcalde y un concejo municipal. Las autoridades regionales y municipales se eligen por cuatro años.',
      ],
    },
    {
      kind: 'text',
      id: 'ciudadania',
      title: 'La ciudadanía y el voto',
      paragraphs: [
        'Según el artículo 30 de la Constitución, son ciudadanos los peruanos mayores de dieciocho años; para ejercer la ciudadanía se requiere la inscripción electoral.',
        'El artículo 31 reconoce a los ciudadanos el derecho de participar en los asuntos públicos mediante referéndum, iniciativa legislativa, remoción o revocación de autoridades y demanda de rendición de cuentas, y el de elegir libremente a sus representantes y ser elegidos. El voto es personal, igual, libre, secreto y obligatorio hasta los 70 años; después de esa edad es facultativo.',
        'Desde la reforma constitucional de 2005 (Ley 28480), los miembros de las Fuerzas Armadas y de la Policía Nacional también tienen derecho a votar.',
        'El Documento Nacional de Identidad (DNI), que emite el RENIEC, es la única cédula de identidad personal para los actos civiles, comerciales, administrativos y judiciales, y el único título del derecho al sufragio: el ciudadano vota con su DNI.',
      ],
    },
    {
      kind: 'callout',
      id: 'deberes',
      tone: 'info',
      title: 'Los deberes para con la patria (artículo 38)',
      text: 'Todos los peruanos tienen el deber de honrar al Perú y de proteger los intereses nacionales, así como de respetar, cumplir y defender la Constitución y el ordenamiento jurídico de la Nación. Votar es, además, un derecho y un deber de los ciudadanos hasta los setenta años.',
    },
    {
      kind: 'text',
      id: 'moneda',
      title: 'La moneda: el sol',
      paragraphs: [
        'La moneda del Perú es el sol (símbolo S/), que se divide en 100 céntimos.',
        'Según el artículo 83 de la Constitución, la emisión de billetes y monedas es facultad exclusiva del Estado, que la ejerce por intermedio del Banco Central de Reserva del Perú (BCRP). El BCRP nació el 9 de marzo de 1922 como Banco de Reserva del Perú (Ley 4500) y en 1931 se transformó en el Banco Central de Reserva del Perú.',
      ],
    },
    {
      kind: 'timeline',
      id: 'historia-moneda',
      title: 'Del sol al inti, y otra vez al sol',
      events: [
        { date: '1863', title: 'El sol', text: 'El sol se adopta como moneda del Perú.' },
        { date: '1931', title: 'El sol de oro', text: 'Nace el sol de oro, el mismo año en que el Banco de Reserva se convierte en el Banco Central de Reserva del Perú.' },
        { date: '1 de febrero de 1985', title: 'El inti', text: 'El inti reemplaza al sol de oro, golpeado por la inflación: un inti valía mil soles de oro.' },
        { date: '1991', title: 'El nuevo sol', text: 'Tras la hiperinflación de fines de los años ochenta, la Ley 25295 crea el nuevo sol, que reemplaza al inti: un nuevo sol valía un millón de intis.' },
        { date: '15 de diciembre de 2015', title: 'Otra vez, el sol', text: 'La Ley 30381 cambia el nombre de la moneda de «nuevo sol» a «sol»; su símbolo sigue siendo S/.' },
      ],
    },
    {
      kind: 'list',
      id: 'relacionados',
      title: 'Sigue estudiando',
      items: [
        {
          label: 'Congresistas y Ministros',
          text: 'Cómo funciona el nuevo Congreso bicameral y dónde consultar las autoridades actuales.',
          href: 'material/congresistas',
        },
        {
          label: 'Presidentes del Perú',
          text: 'Quiénes han ejercido la Presidencia de la República desde 1939.',
          href: 'material/presidentes#desde-1990',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 3, label: 'poderes del Estado', countOf: { block: 'poderes' } },
        { value: 10, label: 'organismos autónomos en esta página', countOf: { block: 'organismos-autonomos' } },
        { value: 3, label: 'organismos del sistema electoral', countOf: { block: 'organismos-autonomos', tag: 'electoral' } },
        { value: 5, label: 'niveles de órganos jurisdiccionales', countOf: { block: 'niveles-judiciales' } },
        { value: 24, label: 'departamentos, más el Callao' },
      ],
    },
  ],
  closing: {
    title: 'Un Estado con equilibrio de poderes',
    text: 'Legislativo, Ejecutivo y Judicial se controlan entre sí, y los organismos autónomos vigilan la Constitución, las elecciones, la justicia y la economía.',
  },
  sources: [
    { label: 'Congreso de la República', url: 'https://www.congreso.gob.pe' },
    { label: 'Poder Judicial del Perú', url: 'https://www.pj.gob.pe' },
    { label: 'Tribunal Constitucional', url: 'https://www.tc.gob.pe' },
    { label: 'Presidencia del Consejo de Ministros', url: 'https://www.gob.pe/pcm' },
    {
      label: 'Ley 31988, reforma constitucional que restablece la bicameralidad (El Peruano, 20 de marzo de 2024; texto en LP Derecho)',
      url: 'https://lpderecho.pe/ley-31988-reforma-constitucional-bicameralidad-reeleccion-parlamentaria/',
    },
    {
      label: 'Correo: el Senado elige al TC y al Defensor, designa al Contralor y ratifica al presidente del BCR (17 de noviembre de 2025)',
      url: 'https://diariocorreo.pe/politica/senado-definira-altos-cargos-peru-congreso-bicameralidad-noticia/',
    },
    { label: 'Constitución Política del Perú: artículos 30, 31 y 38 (derechos políticos y deberes) y 83 (la moneda)', url: 'https://www.leyes.congreso.gob.pe/' },
    { label: 'Banco Central de Reserva del Perú: billetes y monedas', url: 'https://www.bcrp.gob.pe/' },
    { label: 'Registro Nacional de Identificación y Estado Civil (RENIEC): el DNI', url: 'https://www.gob.pe/reniec' },
    { label: 'Ser Peruano, con la agencia Andina: desde el 15 de diciembre de 2015 la moneda se llama «sol» (Ley 30381)', url: 'https://www.serperuano.com/2015/12/a-partir-de-manana-unidad-monetaria-del-peru-se-llamara-sol/' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
