/** 4.1 Patrimonio Histórico y Cultural — reviewed 2026-11-24. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'El Perú tiene trece bienes en la Lista del Patrimonio Mundial de la UNESCO y varias expresiones vivas reconocidas como Patrimonio Cultural Inmaterial de la Humanidad: aquí aprenderás cuáles son, dónde están y en qué año fueron inscritos.',
  blocks: [
    {
      kind: 'text',
      id: 'que-es',
      title: '¿Qué es el Patrimonio Mundial?',
      paragraphs: [
        'La UNESCO (Organización de las Naciones Unidas para la Educación, la Ciencia y la Cultura) mantiene la Lista del Patrimonio Mundial, creada por la Convención del Patrimonio Mundial de 1972. En ella entran lugares de «valor universal excepcional», es decir, tan importantes que su conservación interesa a toda la humanidad.',
        'Los bienes se clasifican en tres tipos: culturales (ciudades, templos, sitios arqueológicos), naturales (parques y paisajes de gran valor ecológico) y mixtos, que reúnen a la vez valores culturales y naturales.',
        'El Perú inscribió sus dos primeros bienes en 1983: la Ciudad del Cusco y el Santuario Histórico de Machu Picchu. El más reciente es el Complejo Arqueoastronómico de Chankillo, inscrito en 2021.',
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'El Perú en cifras',
      stats: [
        { value: 13, label: 'bienes en la Lista del Patrimonio Mundial', countOf: { block: 'sitios' } },
        { value: 9, label: 'bienes culturales', countOf: { block: 'sitios', tag: 'cultural' } },
        { value: 2, label: 'bienes naturales', countOf: { block: 'sitios', tag: 'natural' } },
        { value: 2, label: 'bienes mixtos', countOf: { block: 'sitios', tag: 'mixto' } },
      ],
    },
    {
      kind: 'callout',
      id: 'cifra-vigente',
      tone: 'info',
      title: 'Una cifra que puede crecer',
      text: 'El 24 de noviembre de 2025 la Cancillería informó que el Perú tiene trece bienes en la Lista, y no hallamos inscripciones posteriores. El Comité del Patrimonio Mundial puede inscribir otros cada año: revisa la lista oficial de la UNESCO (en las fuentes).',
      checkedAt: '2026-11-24',
    },
    {
      kind: 'cards',
      id: 'sitios',
      title: 'Los bienes peruanos del Patrimonio Mundial',
      intro: 'En orden de inscripción. El año es el de su ingreso a la lista de la UNESCO.',
      columns: 2,
      cards: [
        {
          title: 'Ciudad del Cusco',
          badge: '1983',
          subtitle: 'Cultural · Cusco',
          paragraphs: [
            'Antigua capital del Tahuantinsuyo. Sobre los muros incas, como los del Qorikancha, los españoles levantaron iglesias, conventos y casonas: por eso la ciudad une la arquitectura inca y la colonial. La Constitución la reconoce como capital histórica del Perú.',
          ],
          facts: [{ label: 'Inscrita', value: '1983' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
        {
          title: 'Santuario Histórico de Machu Picchu',
          badge: '1983',
          subtitle: 'Mixto · Cusco',
          paragraphs: [
            'Ciudadela inca construida en una montaña sobre el valle del río Urubamba, rodeada de bosque de montaña. Es un bien mixto: se protegen a la vez sus construcciones incas y su naturaleza.',
          ],
          facts: [{ label: 'Inscrito', value: '1983' }, { label: 'Tipo', value: 'Mixto (cultural y natural)' }],
          tags: ['mixto'],
        },
        {
          title: 'Sitio arqueológico de Chavín',
          badge: '1985',
          subtitle: 'Cultural · Áncash',
          paragraphs: [
            'Templo de piedra de Chavín de Huántar, centro religioso de la cultura Chavín, con galerías subterráneas donde se encuentra el Lanzón y con las famosas cabezas clavas.',
          ],
          facts: [{ label: 'Inscrito', value: '1985' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
        {
          title: 'Parque Nacional Huascarán',
          badge: '1985',
          subtitle: 'Natural · Áncash',
          paragraphs: [
            'Protege la Cordillera Blanca, la cordillera tropical más alta del mundo, con el nevado Huascarán (6,768 m s. n. m.), el pico más alto del Perú, además de lagunas glaciares como las de Llanganuco.',
          ],
          facts: [{ label: 'Inscrito', value: '1985' }, { label: 'Tipo', value: 'Natural' }],
          tags: ['natural'],
        },
        {
          title: 'Zona arqueológica de Chan Chan',
          badge: '1986',
          subtitle: 'Cultural · La Libertad',
          paragraphs: [
            'Capital del reino Chimú, cerca de Trujillo. Es la ciudad de barro (adobe) más grande de la América prehispánica. Desde 1986 figura también en la Lista del Patrimonio Mundial en Peligro, porque la lluvia y la erosión dañan sus muros de barro.',
          ],
          facts: [{ label: 'Inscrita', value: '1986' }, { label: 'Tipo', value: 'Cultural (en peligro)' }],
          tags: ['cultural'],
        },
        {
          title: 'Parque Nacional del Manu',
          badge: '1987',
          subtitle: 'Natural · Cusco y Madre de Dios',
          paragraphs: [
            'Gran área protegida que desciende desde los Andes hasta la llanura amazónica. Es famosa por su enorme diversidad de plantas, aves y mamíferos.',
          ],
          facts: [{ label: 'Inscrito', value: '1987' }, { label: 'Tipo', value: 'Natural' }],
          tags: ['natural'],
        },
        {
          title: 'Centro histórico de Lima',
          badge: '1988',
          subtitle: 'Cultural · Lima',
          paragraphs: [
            'Primero se inscribió el conjunto del Convento de San Francisco (1988) y en 1991 la inscripción se amplió a todo el centro histórico. La «Ciudad de los Reyes», fundada por Francisco Pizarro en 1535, fue capital del Virreinato del Perú; conserva la Plaza Mayor, la Catedral, iglesias barrocas y cientos de balcones coloniales y republicanos.',
          ],
          facts: [{ label: 'Inscrito', value: '1988 (ampliado en 1991)' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
        {
          title: 'Parque Nacional del Río Abiseo',
          badge: '1990',
          subtitle: 'Mixto · San Martín',
          paragraphs: [
            'Bosques de montaña y páramos de gran biodiversidad que además guardan sitios arqueológicos como el Gran Pajatén. Se inscribió como bien natural en 1990 y en 1992 se reconocieron también sus valores culturales, por lo que hoy es un bien mixto.',
          ],
          facts: [{ label: 'Inscrito', value: '1990 (mixto desde 1992)' }, { label: 'Tipo', value: 'Mixto (cultural y natural)' }],
          tags: ['mixto'],
        },
        {
          title: 'Líneas y geoglifos de Nasca y Palpa',
          badge: '1994',
          subtitle: 'Cultural · Ica',
          paragraphs: [
            'Cientos de figuras y líneas trazadas sobre el desierto: animales como el colibrí, el mono o la araña, plantas y figuras geométricas. Solo se aprecian bien desde el aire o desde miradores. La investigadora alemana María Reiche dedicó su vida a estudiarlas y protegerlas.',
          ],
          facts: [{ label: 'Inscritas', value: '1994' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
        {
          title: 'Centro histórico de la ciudad de Arequipa',
          badge: '2000',
          subtitle: 'Cultural · Arequipa',
          paragraphs: [
            'La «Ciudad Blanca» está construida con sillar, una piedra volcánica blanca. Su arquitectura mezcla lo europeo y lo local; destacan la Plaza de Armas, la Catedral y el Monasterio de Santa Catalina.',
          ],
          facts: [{ label: 'Inscrito', value: '2000' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
        {
          title: 'Ciudad Sagrada de Caral-Supe',
          badge: '2009',
          subtitle: 'Cultural · Lima (provincia de Barranca)',
          paragraphs: [
            'Ciudad de unos 5,000 años en el valle de Supe, con pirámides y plazas circulares hundidas. La UNESCO la considera el centro de civilización más antiguo de América. El bien protegido mide 626 hectáreas; el núcleo urbano de la ciudad ocupa unas 66 hectáreas.',
          ],
          facts: [{ label: 'Inscrita', value: '2009' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
        {
          title: 'Qhapaq Ñan, Sistema Vial Andino',
          badge: '2014',
          subtitle: 'Cultural · bien transfronterizo',
          paragraphs: [
            'La red de caminos del Imperio inca, que unía el Cusco con todos los suyos. Es un bien compartido por seis países: Perú, Argentina, Bolivia, Chile, Colombia y Ecuador.',
          ],
          facts: [{ label: 'Inscrito', value: '2014' }, { label: 'Tipo', value: 'Cultural (seis países)' }],
          tags: ['cultural'],
        },
        {
          title: 'Complejo Arqueoastronómico de Chankillo',
          badge: '2021',
          subtitle: 'Cultural · Áncash (Casma)',
          paragraphs: [
            'Conjunto del desierto de Casma con trece torres alineadas en una colina. Desde puntos de observación, el sol sale o se pone sobre distintas torres a lo largo del año: funcionaba como un calendario solar.',
          ],
          facts: [{ label: 'Inscrito', value: '2021' }, { label: 'Tipo', value: 'Cultural' }],
          tags: ['cultural'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Resumen por año',
      columns: ['Año', 'Bien', 'Tipo', 'Región'],
      rows: [
        ['1983', 'Ciudad del Cusco', 'Cultural', 'Cusco'],
        ['1983', 'Santuario Histórico de Machu Picchu', 'Mixto', 'Cusco'],
        ['1985', 'Sitio arqueológico de Chavín', 'Cultural', 'Áncash'],
        ['1985', 'Parque Nacional Huascarán', 'Natural', 'Áncash'],
        ['1986', 'Zona arqueológica de Chan Chan', 'Cultural', 'La Libertad'],
        ['1987', 'Parque Nacional del Manu', 'Natural', 'Cusco y Madre de Dios'],
        ['1988 / 1991', 'Centro histórico de Lima', 'Cultural', 'Lima'],
        ['1990 / 1992', 'Parque Nacional del Río Abiseo', 'Mixto', 'San Martín'],
        ['1994', 'Líneas y geoglifos de Nasca y Palpa', 'Cultural', 'Ica'],
        ['2000', 'Centro histórico de Arequipa', 'Cultural', 'Arequipa'],
        ['2009', 'Ciudad Sagrada de Caral-Supe', 'Cultural', 'Lima'],
        ['2014', 'Qhapaq Ñan, Sistema Vial Andino', 'Cultural', 'Varias (y otros cinco países)'],
        ['2021', 'Complejo Arqueoastronómico de Chankillo', 'Cultural', 'Áncash'],
      ],
    },
    {
      kind: 'list',
      id: 'inmaterial',
      title: 'Patrimonio Cultural Inmaterial de la Humanidad',
      intro:
        'La UNESCO también reconoce expresiones vivas: danzas, fiestas, saberes y técnicas que se transmiten de generación en generación. Algunas de las peruanas:',
      items: [
        { label: 'Arte textil de Taquile (Puno)', text: 'Tejidos de la isla de Taquile, en el lago Titicaca, hechos por hombres y mujeres. Proclamado en 2005 e inscrito en la Lista Representativa en 2008.' },
        { label: 'Danza de las tijeras (2010)', text: 'Danza de competencia de los Andes del sur (Ayacucho, Huancavelica, Apurímac): los danzantes hacen sonar unas hojas de metal parecidas a tijeras.' },
        { label: 'La Huaconada de Mito (2010)', text: 'Danza ritual de Mito, en la provincia de Concepción (Junín), con hombres enmascarados, los huacones.' },
        { label: 'Peregrinación al santuario del Señor de Qoyllur Rit’i (2011)', text: 'Peregrinación andina al pie del nevado Ausangate, en el Cusco.' },
        { label: 'Renovación del puente Q’eswachaka (2013)', text: 'Cada año las comunidades de Quehue (Canas, Cusco) rehacen este puente colgante de fibra vegetal con técnicas incas.' },
        { label: 'Festividad de la Virgen de la Candelaria de Puno (2014)', text: 'Gran fiesta religiosa y de danzas de febrero en Puno.', href: 'material/tradiciones' },
        { label: 'El Wititi del valle del Colca (2015)', text: 'Danza de cortejo del valle del Colca, en Arequipa.' },
        { label: 'Los jueces de agua de Corongo (2017)', text: 'Sistema tradicional de reparto del agua de riego en Corongo (Áncash).' },
        { label: 'Hatajo de Negritos y Hatajo de Pallitas (2019)', text: 'Danzas y cantos navideños de la costa centro-sur del Perú, de raíz afroperuana, sobre todo de Chincha (Ica).', checkedAt: '2026-11-29' },
        { label: 'El ceviche (2023)', text: 'Las prácticas y significados de la preparación y el consumo del ceviche, expresión de la cocina tradicional peruana.', href: 'material/gastronomia' },
      ],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Cusco y Machu Picchu (1983) fueron los primeros; Chankillo (2021), el último. Los dos bienes naturales son los parques nacionales Huascarán y Manu; los dos mixtos, Machu Picchu y Río Abiseo. Chan Chan está en la Lista del Patrimonio Mundial en Peligro y el Qhapaq Ñan se comparte con otros cinco países.',
    },
  ],
  closing: {
    title: 'Un patrimonio para toda la humanidad',
    text: 'Cada bien cuenta una parte de la historia del Perú: aprende su nombre, su región y su año.',
  },
  sources: [
    { label: 'UNESCO, Centro del Patrimonio Mundial: Perú', url: 'https://whc.unesco.org/es/estadosparte/pe' },
    { label: 'UNESCO, Patrimonio Cultural Inmaterial: Perú', url: 'https://ich.unesco.org/es/estado/peru-PE' },
    { label: 'Ministerio de Cultura del Perú', url: 'https://www.gob.pe/cultura' },
    { label: 'Andina: el Hatajo de Negritos y de Pallitas, Patrimonio Inmaterial (12 de diciembre de 2019)', url: 'https://andina.pe/agencia/noticia-unesco-estas-son-las-expresiones-culturales-peruanas-declaradas-patrimonio-inmaterial-857907.aspx' },
    {
      label: 'Gestión: el Perú, elegido miembro del Comité del Patrimonio Mundial 2025–2029; la Cancillería cuenta trece bienes inscritos (24 de noviembre de 2025)',
      url: 'https://gestion.pe/peru/peru-es-elegido-miembro-del-comite-del-patrimonio-mundial-de-la-unesco-noticia/',
    },
  ],
  reviewedAt: '2026-11-24',
};

export default page;
