/** 9.1 Santos Peruanos (Figuras Religiosas) — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Cinco santos de la Iglesia católica vivieron en Lima entre los siglos XVI y XVII: conoce quiénes fueron, cuándo fueron canonizados y dónde se les venera.',
  blocks: [
    {
      kind: 'text',
      id: 'contexto',
      title: 'Lima, ciudad de santos',
      paragraphs: [
        'Entre fines del siglo XVI y mediados del siglo XVII, la Lima virreinal fue hogar de cinco personas que la Iglesia católica proclamó santas: Santa Rosa de Lima, San Martín de Porres, Santo Toribio de Mogrovejo, San Francisco Solano y San Juan Macías. Fueron contemporáneos: varios se conocieron y compartieron la misma ciudad.',
        'Dos de ellos nacieron en Lima (Santa Rosa y San Martín de Porres) y tres llegaron desde España (Santo Toribio, San Francisco Solano y San Juan Macías). Todos murieron en el Perú, y sus restos se veneran hasta hoy en iglesias del Centro Histórico de Lima.',
        'Canonizar significa que el papa declara oficialmente santa a una persona; antes suele pasar por la beatificación. Por eso, para cada santo conviene recordar dos datos: el año de su canonización y el papa que la hizo.',
      ],
    },
    {
      kind: 'cards',
      id: 'santos',
      title: 'Los cinco santos del Perú',
      columns: 2,
      cards: [
        {
          title: 'Santa Rosa de Lima',
          subtitle: 'Lima, 1586 – Lima, 1617',
          badge: '1671',
          paragraphs: [
            'Se llamaba Isabel Flores de Oliva y nació en Lima el 20 de abril de 1586. Fue terciaria dominica: vivió una vida de oración y penitencia en la casa de su familia, donde también atendía a enfermos y pobres. Murió en Lima el 24 de agosto de 1617.',
            'Fue canonizada en 1671 por el papa Clemente X y es la primera santa de América. Es patrona de Lima, del Perú, de América y de Filipinas, y también de la Policía Nacional del Perú.',
          ],
          facts: [
            { label: 'Canonización', value: '1671, por Clemente X' },
            { label: 'Fiesta en el Perú', value: '30 de agosto (feriado nacional)' },
            { label: 'Título', value: 'Primera santa de América' },
          ],
          tags: ['nacido-en-lima'],
        },
        {
          title: 'San Martín de Porres',
          subtitle: 'Lima, 1579 – Lima, 1639',
          badge: '1962',
          paragraphs: [
            'Nació en Lima el 9 de diciembre de 1579, hijo de un caballero español, Juan de Porres, y de Ana Velázquez, una mujer negra libre. Fue hermano lego (no sacerdote) del convento dominico del Rosario, en Lima, donde trabajó como barbero, enfermero y herbolario.',
            'Se le recuerda por su humildad y su caridad con todos, sin distinción, y por la tradición que lo muestra haciendo comer juntos a un perro, un gato y un ratón. Lo llaman «el santo de la escoba». Murió el 3 de noviembre de 1639. Fue beatificado en 1837 y canonizado el 6 de mayo de 1962 por el papa Juan XXIII: es el primer santo mulato de América.',
          ],
          facts: [
            { label: 'Canonización', value: '6 de mayo de 1962, por Juan XXIII' },
            { label: 'Fiesta', value: '3 de noviembre' },
            { label: 'Apodo', value: 'El santo de la escoba' },
          ],
          tags: ['nacido-en-lima'],
        },
        {
          title: 'Santo Toribio de Mogrovejo',
          subtitle: 'Mayorga (España), 1538 – Saña (Lambayeque), 1606',
          badge: '1726',
          paragraphs: [
            'Fue el segundo arzobispo de Lima: llegó a la ciudad en 1581. Recorrió a pie y a caballo su enorme arquidiócesis, aprendió quechua para predicar y convocó el Tercer Concilio Limense (1582–1583), que preparó un catecismo en castellano, quechua y aimara. También fundó en Lima el seminario que hoy lleva su nombre.',
            'Confirmó a Santa Rosa de Lima. Murió en Saña (Lambayeque) el 23 de marzo de 1606, durante una de sus visitas pastorales, y sus restos descansan en la Catedral de Lima. Fue canonizado en 1726 por el papa Benedicto XIII.',
          ],
          facts: [
            { label: 'Cargo', value: 'Arzobispo de Lima' },
            { label: 'Canonización', value: '1726, por Benedicto XIII' },
            { label: 'Obra clave', value: 'Tercer Concilio Limense y catecismo trilingüe' },
          ],
          tags: ['nacido-en-espana'],
        },
        {
          title: 'San Francisco Solano',
          subtitle: 'Montilla (España), 1549 – Lima, 1610',
          badge: '1726',
          paragraphs: [
            'Fraile franciscano. Desde el Perú viajó como misionero al Tucumán (hoy norte de Argentina); atraía a la gente con su música, pues tocaba el violín. Por sus prodigios lo llamaron «taumaturgo del Nuevo Mundo».',
            'Pasó sus últimos años en Lima, donde murió el 14 de julio de 1610. Sus restos se conservan en el Convento de San Francisco de Lima. Fue canonizado en 1726 por el papa Benedicto XIII, el mismo año que Santo Toribio.',
          ],
          facts: [
            { label: 'Orden', value: 'Franciscana' },
            { label: 'Canonización', value: '1726, por Benedicto XIII' },
            { label: 'Símbolo', value: 'El violín' },
          ],
          tags: ['nacido-en-espana'],
        },
        {
          title: 'San Juan Macías',
          subtitle: 'Ribera del Fresno (España), 1585 – Lima, 1645',
          badge: '1975',
          paragraphs: [
            'Nació en Extremadura (España) y llegó a Lima en 1620. Ingresó como hermano lego en la Orden de Santo Domingo y fue portero del convento de Santa María Magdalena, conocido como La Recoleta, desde donde repartía comida a los pobres. Fue amigo de San Martín de Porres.',
            'Rezaba sin descanso el rosario por las almas del purgatorio, por lo que lo llaman «el ladrón del purgatorio». Murió en Lima en septiembre de 1645. Fue beatificado en 1837 y canonizado el 28 de septiembre de 1975 por el papa Pablo VI.',
          ],
          facts: [
            { label: 'Canonización', value: '28 de septiembre de 1975, por Pablo VI' },
            { label: 'Oficio', value: 'Portero del convento dominico' },
            { label: 'Apodo', value: 'El ladrón del purgatorio' },
          ],
          tags: ['nacido-en-espana'],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 5, label: 'santos vinculados al Perú', countOf: { block: 'santos' } },
        { value: 2, label: 'nacidos en Lima', countOf: { block: 'santos', tag: 'nacido-en-lima' } },
        { value: 3, label: 'nacidos en España', countOf: { block: 'santos', tag: 'nacido-en-espana' } },
      ],
    },
    {
      kind: 'table',
      id: 'canonizaciones',
      title: 'Canonizaciones en orden',
      caption: 'El año y el papa de cada canonización',
      columns: ['Santo', 'Año de canonización', 'Papa'],
      rows: [
        ['Santa Rosa de Lima', '1671', 'Clemente X'],
        ['Santo Toribio de Mogrovejo', '1726', 'Benedicto XIII'],
        ['San Francisco Solano', '1726', 'Benedicto XIII'],
        ['San Martín de Porres', '1962 (6 de mayo)', 'Juan XXIII'],
        ['San Juan Macías', '1975 (28 de septiembre)', 'Pablo VI'],
      ],
    },
    {
      kind: 'list',
      id: 'santuarios',
      title: 'Dónde se les venera',
      items: [
        {
          label: 'Santuario de Santa Rosa de Lima',
          text: 'En el Centro de Lima, sobre el lugar de la casa donde vivió la santa. Allí está el pozo donde, según la tradición, arrojó la llave de su cilicio; los fieles echan en él cartas con sus pedidos, sobre todo cada 30 de agosto.',
        },
        {
          label: 'Basílica y Convento de Santo Domingo (Lima)',
          text: 'Guarda las reliquias de Santa Rosa de Lima, San Martín de Porres y San Juan Macías, los tres santos vinculados a la Orden dominica.',
        },
        {
          label: 'Catedral de Lima',
          text: 'Conserva los restos de Santo Toribio de Mogrovejo, traídos desde Saña después de su muerte.',
        },
        {
          label: 'Convento de San Francisco (Lima)',
          text: 'Casa de los franciscanos en Lima, donde se conservan los restos de San Francisco Solano.',
        },
        {
          label: 'Santa Rosa de Quives (Canta, Lima)',
          text: 'Pueblo de la sierra de Lima donde Santa Rosa recibió la confirmación de manos de Santo Toribio de Mogrovejo; es un lugar de peregrinación.',
        },
      ],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Santa Rosa: primera santa de América, canonizada en 1671 por Clemente X, fiesta el 30 de agosto. San Martín de Porres: canonizado el 6 de mayo de 1962 por Juan XXIII, fiesta el 3 de noviembre. Santo Toribio y San Francisco Solano: 1726, Benedicto XIII. San Juan Macías: 1975, Pablo VI.',
    },
  ],
  closing: {
    title: 'Fe e historia de Lima',
    text: 'Los cinco santos del Perú muestran cómo era la Lima del Virreinato. Asocia cada nombre con su año de canonización y su papa, y tendrás la base de las preguntas de este tema.',
  },
  sources: [
    { label: 'Santa Sede (vatican.va)', url: 'https://www.vatican.va/' },
    { label: 'Wikipedia: Rosa de Lima', url: 'https://es.wikipedia.org/wiki/Rosa_de_Lima' },
    { label: 'Wikipedia: Martín de Porres', url: 'https://es.wikipedia.org/wiki/Mart%C3%ADn_de_Porres' },
    { label: 'Wikipedia: Toribio de Mogrovejo', url: 'https://es.wikipedia.org/wiki/Toribio_de_Mogrovejo' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
