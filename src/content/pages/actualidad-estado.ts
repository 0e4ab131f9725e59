/** 21.2 El Estado y las Elecciones (2025–2026) — reviewed 2026-11-29. Split from 21.1 so each page's first paint arrives in one round trip; each section dated so the academy updates it from the console. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Lo que cambió en el Estado desde 2025: la sucesión presidencial, las elecciones generales de 2026, el regreso del Congreso bicameral y la nueva ley de nacionalidad, cada hecho con su fecha de verificación.',
  blocks: [
    {
      kind: 'timeline',
      id: 'sucesion',
      title: 'La sucesión presidencial de 2022 a 2026',
      intro: 'Cuando faltan el presidente y los dos vicepresidentes, asume el presidente del Congreso (artículo 115 de la Constitución).',
      events: [
        {
          date: '7 de diciembre de 2022',
          title: 'Asume Dina Boluarte',
          text: 'La vicepresidenta Dina Boluarte asume la Presidencia tras la vacancia de Pedro Castillo: es la primera mujer presidenta del Perú.',
          checkedAt: '2026-11-29',
        },
        {
          date: '10 de octubre de 2025',
          title: 'Vacancia de Dina Boluarte',
          text: 'En la madrugada, el Congreso declaró la vacancia de Dina Boluarte por permanente incapacidad moral, con 122 votos a favor y ninguno en contra. Sin vicepresidentes, juró como presidente de la República el presidente del Congreso, José Jerí.',
          checkedAt: '2026-11-29',
        },
        {
          date: '17 de febrero de 2026',
          title: 'Censura de José Jerí',
          text: 'El Congreso censuró a José Jerí como presidente del Congreso y, con ello, dejó la Presidencia de la República.',
          checkedAt: '2026-11-29',
        },
        {
          date: '18 de febrero de 2026',
          title: 'Asume José María Balcázar',
          text: 'El Congreso eligió a José María Balcázar como su presidente y ese mismo día juró como presidente de la República, para completar el periodo 2021–2026.',
          checkedAt: '2026-11-29',
        },
        {
          date: '28 de julio de 2026',
          title: 'Empieza el periodo 2026–2031',
          text: 'El presidente elegido en 2026 jura el cargo ante el Congreso, como manda la Constitución cada 28 de julio del año de la elección.',
          checkedAt: '2026-11-29',
        },
      ],
    },
    {
      kind: 'text',
      id: 'elecciones-2026',
      title: 'Las Elecciones Generales de 2026',
      paragraphs: [
        'El Decreto Supremo 039-2025-PCM convocó las Elecciones Generales para el domingo 12 de abril de 2026, con segunda vuelta presidencial el 7 de junio de 2026 si ningún candidato superaba la mitad de los votos válidos.',
        'Según la ONPE, fueron cinco elecciones a la vez: la fórmula presidencial (presidente y dos vicepresidentes), los senadores por distrito regional, los senadores por distrito nacional, los diputados y los representantes peruanos ante el Parlamento Andino. La ONPE organiza la votación y el Jurado Nacional de Elecciones (JNE) proclama los resultados y entrega las credenciales.',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'congreso-bicameral',
      title: 'Vuelve el Congreso de dos cámaras (julio de 2026)',
      paragraphs: [
        'La reforma constitucional de la Ley 31988, de marzo de 2024, restableció la bicameralidad, que el Perú no tenía desde 1992. Desde julio de 2026 el Congreso tiene un Senado de 60 senadores y una Cámara de Diputados de 130 diputados, elegidos en las Elecciones Generales de 2026 por cinco años.',
        'La Cámara de Diputados aprueba las leyes en primera instancia y el Senado las revisa. El Senado elige además a los magistrados del Tribunal Constitucional y al Defensor del Pueblo.',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'list',
      id: 'ley-de-nacionalidad-2025',
      title: 'La nueva Ley de Nacionalidad (2025)',
      items: [
        {
          label: 'Ley N.° 32421',
          text: 'Publicada en El Peruano el 14 de agosto de 2025, reemplaza a la Ley N.° 26574, de 1996, y pide 5 años de residencia para la naturalización; se aplica desde el día siguiente a la publicación de su reglamento. Lo que cambia para ti se explica en el tema 6.',
          href: 'material/nacionalidad',
          checkedAt: '2026-11-29',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'autoridades-hoy',
      tone: 'warning',
      title: 'Quién ejerce hoy los principales cargos',
      text: 'Desde el 28 de julio de 2026 gobierna el presidente elegido para el periodo 2026–2031, y el Senado y la Cámara de Diputados tienen sus propias mesas directivas. Al 29 de noviembre de 2026 este curso no pudo comprobar en una fuente oficial (JNE, El Peruano, gob.pe) el nombre del presidente de la República, del presidente del Consejo de Ministros ni de los presidentes de cada cámara, por eso no los nombra: antes del examen, consúltalos en los enlaces de abajo.',
      checkedAt: '2026-11-29',
    },
    {
      kind: 'links',
      id: 'fuentes-oficiales',
      title: 'Fuentes oficiales para ponerte al día',
      links: [
        { label: 'Presidencia de la República', url: 'https://www.gob.pe/presidencia', description: 'Quién ejerce hoy la Presidencia.' },
        { label: 'Presidencia del Consejo de Ministros', url: 'https://www.gob.pe/pcm', description: 'El Gabinete y sus integrantes.' },
        { label: 'Congreso de la República', url: 'https://www.congreso.gob.pe', description: 'Senado y Cámara de Diputados: sus miembros y quién los preside.' },
        { label: 'Plataforma Electoral del JNE', url: 'https://plataformaelectoral.jne.gob.pe/', description: 'Autoridades proclamadas en las Elecciones Generales de 2026.' },
        { label: 'ONPE', url: 'https://www.onpe.gob.pe', description: 'Resultados oficiales de las elecciones.' },
      ],
    },
  ],
  closing: {
    title: 'Un tema que cambia',
    text: 'Estos hechos cambian con el tiempo: la academia los revisa y actualiza. Ante la duda, consulta las fuentes oficiales.',
  },
  sources: [
    {
      label: 'RPP: el Congreso oficializa la vacancia de Dina Boluarte (10 de octubre de 2025)',
      url: 'https://rpp.pe/politica/congreso/congreso-oficializa-vacancia-presidencial-de-dina-boluarte-por-incapacidad-moral-permanente-noticia-1658809',
    },
    {
      label: 'Latina: José Jerí asume la Presidencia tras la vacancia, 122 votos a favor (10 de octubre de 2025)',
      url: 'https://latinanoticias.pe/politica/jose-jeri-asume-la-presidencia-de-la-republica-ante-vacancia-de-dina-boluarte-adp-noticia_20251010/',
    },
    {
      label: 'RPP: José María Balcázar juró como presidente de la República tras la censura de José Jerí (18 de febrero de 2026)',
      url: 'https://rpp.pe/politica/gobierno/jose-maria-balcazar-juro-como-presidente-de-la-republica-tras-censura-de-jose-jeri-noticia-1676492',
    },
    {
      label: 'Gestión: la ONPE y las cinco elecciones simultáneas del 12 de abril de 2026 (12 de marzo de 2026)',
      url: 'https://gestion.pe/peru/politica/elecciones-2026-cuando-se-conoceran-los-primeros-resultados-noticia/',
    },
    {
      label: 'Altavoz: el D. S. 039-2025-PCM convoca a Elecciones Generales el 12 de abril de 2026, segunda vuelta el 7 de junio',
      url: 'https://www.altavoz.pe/politica/gustavo-adrianzen-con-la-convocatoria-a-elecciones-el-gobierno-reafirma-su-compromiso-con-la-democracia',
    },
    { label: 'Congreso de la República del Perú (Constitución Política, artículos 115 y 116: sucesión y juramento del presidente)', url: 'https://www.congreso.gob.pe/' },
    {
      label: 'Correo: el Senado elige al TC y al Defensor del Pueblo (17 de noviembre de 2025)',
      url: 'https://diariocorreo.pe/politica/senado-definira-altos-cargos-peru-congreso-bicameralidad-noticia/',
    },
    { label: 'Congreso de la República', url: 'https://www.congreso.gob.pe' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
