/**
 * 21.1 Actualidad (2024–2026) — reviewed 2026-11-29. Issue 51 asks for current affairs as a topic of
 * its own: each event sits in its own section with its own 'Verificado el' date, so the academy can
 * correct or replace one fact from the console without touching the others.
 */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Los hechos de 2024 a 2026 que todo residente del Perú conoce: las grandes obras, los peruanos en las noticias del mundo, la sucesión presidencial, las Elecciones Generales de 2026 y el nuevo Congreso bicameral. Cada sección lleva la fecha en que la verificamos.',
  blocks: [
    {
      kind: 'callout',
      id: 'como-leer',
      tone: 'info',
      title: 'Una página que cambia',
      text: 'La actualidad envejece rápido. Cada sección trae su fecha «Verificado el» y sus fuentes: si un dato cambió después de esa fecha, consulta las fuentes oficiales enlazadas al final. Lo que no pudimos comprobar en una fuente, no lo afirmamos.',
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'apec-2024',
      title: 'APEC 2024: el Perú, anfitrión por tercera vez',
      paragraphs: [
        'En 2024 el Perú presidió por tercera vez el Foro de Cooperación Económica Asia-Pacífico (APEC), que reúne a 21 economías de la cuenca del Pacífico, entre ellas China, Estados Unidos y Japón; antes había sido anfitrión en 2008 y en 2016.',
        'Las reuniones del foro se repartieron entre varias ciudades del país, como Lima, Cusco, Arequipa y Trujillo, y la Semana de Líderes se celebró en Lima en noviembre de 2024, con la visita de jefes de Estado como Xi Jinping (China) y Joe Biden (Estados Unidos).',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'puerto-de-chancay',
      title: 'El megapuerto de Chancay (2024)',
      paragraphs: [
        'El 14 de noviembre de 2024, en la semana de APEC, la presidenta Dina Boluarte y el presidente de China, Xi Jinping, inauguraron el puerto de Chancay, en la costa al norte de Lima, en una ceremonia transmitida desde Palacio de Gobierno.',
        'Es un puerto de gran calado construido y operado por la empresa china Cosco Shipping, socia mayoritaria, junto con una empresa peruana. Puede recibir los barcos de carga más grandes del mundo y busca acortar el viaje de las mercancías entre Sudamérica y Asia, con envíos directos desde el Perú.',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'aeropuerto-jorge-chavez',
      title: 'El nuevo terminal del aeropuerto Jorge Chávez (2025)',
      paragraphs: [
        'El 1 de junio de 2025 empezó a operar el nuevo terminal del Aeropuerto Internacional Jorge Chávez, el principal del país, en el Callao. Se entra por la avenida Morales Duárez y tiene unas tres veces la capacidad del terminal anterior.',
        'El terminal antiguo, de la avenida Elmer Faucett, cerró la noche del 31 de mayo de 2025, tras más de 60 años de servicio. El aeropuerto lo administra la concesionaria Lima Airport Partners (LAP).',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'metro-linea-2',
      title: 'La Línea 2 del Metro de Lima y Callao',
      paragraphs: [
        'Es el primer metro subterráneo del Perú. Su primer tramo, de unos 4 kilómetros entre los distritos de Ate y Santa Anita, funciona desde diciembre de 2023. Cuando se complete, la línea cruzará la ciudad de este a oeste y unirá Ate con el Callao en menos de 45 minutos.',
        'En septiembre de 2025 la obra completa seguía en construcción (El Comercio, 23 de septiembre de 2025).',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'papa-leon-xiv',
      title: 'León XIV, el papa con nacionalidad peruana (2025)',
      paragraphs: [
        'El 8 de mayo de 2025 el cardenal Robert Francis Prevost fue elegido papa y tomó el nombre de León XIV. Nació en Chicago (Estados Unidos) en 1955, fue misionero agustino en el norte del Perú y obispo de Chiclayo, y en 2015 se nacionalizó peruano: es el primer papa con nacionalidad peruana.',
        'En su primer saludo desde el balcón de la basílica de San Pedro habló en español y saludó a su «querida diócesis de Chiclayo». La Ley N.° 32472, publicada en El Peruano el 28 de octubre de 2025, reconoce a Chiclayo como cuna espiritual del papa León XIV y declara de interés nacional la ruta turística «Caminos del papa León XIV».',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'bicentenario-ayacucho',
      title: 'Bicentenario de la Batalla de Ayacucho (2024)',
      paragraphs: [
        'El 9 de diciembre de 2024 el Perú y Sudamérica conmemoraron los 200 años de la Batalla de Ayacucho (1824), que selló la independencia. La ceremonia central y la escenificación de la batalla se realizaron en la Pampa de la Quinua, al pie del cerro Condorcunca, en la región Ayacucho, donde se libró la batalla.',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'vargas-llosa-2025',
      title: 'Muere Mario Vargas Llosa (2025)',
      paragraphs: [
        'El 13 de abril de 2025 murió en Lima Mario Vargas Llosa, Premio Nobel de Literatura 2010 y el único Nobel peruano. Su vida y su obra se estudian en el tema 10 (Artistas peruanos).',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'text',
      id: 'patrimonio-mundial-2025',
      title: 'El Perú en el Comité del Patrimonio Mundial (2025)',
      paragraphs: [
        'El 24 de noviembre de 2025, en la sede de la UNESCO en París, el Perú fue elegido miembro del Comité del Patrimonio Mundial para el periodo 2025–2029, con el voto de 88 Estados; es la cuarta vez que lo integra. El Comité evalúa las nuevas candidaturas a la Lista del Patrimonio Mundial, donde el Perú tiene trece bienes, y vigila el estado de conservación de los sitios inscritos.',
      ],
      checkedAt: '2026-11-29',
    },
  ],
  closing: {
    title: 'Estar al día también es parte del examen',
    text: 'El examen de naturalización incluye la actualidad del Perú. Repasa estas secciones cerca de la fecha de tu examen y comprueba en las fuentes oficiales lo que haya cambiado desde su fecha de verificación.',
  },
  sources: [
    {
      label: 'Andina: el Perú asume por tercera vez la presidencia de APEC (2008, 2016, 2024)',
      url: 'https://andina.pe/ingles/noticia-apec-peru-will-assume-presidency-for-third-time-to-organize-more-than-160-meetings-962877.aspx',
    },
    {
      label: 'El Comercio: APEC 2024 en Lima, Cusco, Arequipa y Trujillo (noviembre de 2024)',
      url: 'https://elcomercio.pe/economia/apec-canciller-elmer-schialer-sobre-foro-internacional-16-economias-estaran-representadas-por-sus-lideres-ultimas-noticia/',
    },
    {
      label: 'CNN en Español: Dina Boluarte y Xi Jinping inauguran el megapuerto de Chancay (14 de noviembre de 2024)',
      url: 'https://cnnespanol.cnn.com/2024/11/14/dina-boluarte-xi-hinping-inauguran-megapuerto-chancay-peru-orix/',
    },
    {
      label: 'Diario Correo: así iniciaron las operaciones en el nuevo aeropuerto Jorge Chávez (junio de 2025)',
      url: 'https://diariocorreo.pe/edicion/lima/asi-iniciaron-las-operaciones-en-el-nuevo-aeropuerto-jorge-chavez-noticia/',
    },
    {
      label: 'Panamericana: el nuevo Jorge Chávez opera desde el 1 de junio; el terminal de la avenida Faucett cierra',
      url: 'https://panamericana.pe/locales/443802-nuevo-aeropuerto-jorge-chavez-vuelos-suspenderan-12-horas-1-junio/amp',
    },
    {
      label: 'El Comercio: el tramo Ate–Santa Anita de la Línea 2 del Metro (23 de septiembre de 2025)',
      url: 'https://elcomercio.pe/lima/transporte/linea-2-del-metro-de-lima-tramo-que-une-ate-y-santa-anita-transporta-a-mas-de-60-mil-usuarios-al-dia-como-va-el-resto-de-la-obra-tlcnota-noticia/',
    },
    {
      label: 'Radio Nacional: Ley 32472 reconoce a Chiclayo como cuna espiritual del papa León XIV (28 de octubre de 2025)',
      url: 'https://radionacional.gob.pe/noticias/cultural/papa-leon-xiv-gobierno-promulgo-ley-que-reconoce-a-chiclayo-como-cuna-espiritual-del-pontifice',
    },
    {
      label: 'Congreso de la República: conmemoran el bicentenario de la batalla de Ayacucho (10 de diciembre de 2024)',
      url: 'https://comunicaciones.congreso.gob.pe/?p=371082',
    },
    {
      label: 'Gestión: el Perú, elegido miembro del Comité del Patrimonio Mundial 2025–2029 (24 de noviembre de 2025)',
      url: 'https://gestion.pe/peru/peru-es-elegido-miembro-del-comite-del-patrimonio-mundial-de-la-unesco-noticia/',
    },
    {
      label: 'RPP: el Perú, elegido miembro del Comité del Patrimonio Mundial de la UNESCO para 2025–2029, con 88 votos (24 de noviembre de 2025)',
      url: 'https://rpp.pe/politica/gobierno/peru-fue-elegido-miembro-del-comite-del-patrimonio-mundial-de-la-unesco-para-el-periodo-2025-2029-noticia-1665115',
    },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
