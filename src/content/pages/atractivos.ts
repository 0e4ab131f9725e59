/** 7.1 Atractivos Turísticos: Riquezas y Atractivos Culturales — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Del desierto a los nevados y a la selva amazónica, el Perú reúne ciudadelas incas, ciudades coloniales, lagos, cañones y reservas naturales: estos son sus atractivos más conocidos, con lo que debes saber de cada uno.',
  blocks: [
    {
      kind: 'text',
      id: 'introduccion',
      title: 'Un país de contrastes',
      paragraphs: [
        'El Perú es uno de los destinos turísticos más importantes de América del Sur. Su atractivo combina dos riquezas: la cultural (sitios arqueológicos, ciudades virreinales, fiestas y gastronomía) y la natural (costa desértica, Andes con nevados y lagos de altura, y Amazonía).',
        'Para el examen conviene recordar de cada lugar tres datos: qué es, en qué región se encuentra y por qué es famoso.',
      ],
    },
    {
      kind: 'cards',
      id: 'culturales',
      title: 'Atractivos culturales',
      columns: 2,
      cards: [
        {
          title: 'Machu Picchu',
          subtitle: 'Provincia de Urubamba, Cusco',
          badge: 'Maravilla del mundo',
          paragraphs: [
            'Ciudadela inca construida en lo alto de una montaña, sobre el cañón del río Urubamba, a unos 2,400 m s. n. m. Tiene templos, plazas, andenes y viviendas de piedra finamente labrada. El explorador estadounidense Hiram Bingham la dio a conocer al mundo en 1911.',
            'El 7 de julio de 2007 fue elegida una de las Nuevas Siete Maravillas del Mundo. Es Patrimonio de la Humanidad desde 1983. Se llega en tren hasta Aguas Calientes (Machu Picchu Pueblo) o a pie por el Camino Inca.',
          ],
          tags: ['cusco'],
        },
        {
          title: 'Ciudad del Cusco y el Valle Sagrado',
          subtitle: 'Cusco',
          badge: 'Capital histórica',
          paragraphs: [
            'Antigua capital del Imperio inca y capital histórica del Perú según la Constitución. Destacan el Qorikancha (templo del Sol, sobre el que se levantó el convento de Santo Domingo), la Catedral y, en las afueras, la fortaleza de Sacsayhuamán, donde cada 24 de junio se escenifica el Inti Raymi.',
            'Cerca está el Valle Sagrado de los Incas, a orillas del río Urubamba, con pueblos y sitios como Pisac y Ollantaytambo.',
          ],
          tags: ['cusco'],
        },
        {
          title: 'Centro histórico de Lima',
          subtitle: 'Lima',
          badge: 'Ciudad de los Reyes',
          paragraphs: [
            'Lima fue fundada por Francisco Pizarro el 18 de enero de 1535 con el nombre de Ciudad de los Reyes y fue capital del Virreinato del Perú. En su centro histórico están la Plaza Mayor, el Palacio de Gobierno, la Catedral y el Convento de San Francisco, con sus catacumbas.',
            'Sus cientos de balcones de madera, coloniales y republicanos, son uno de sus sellos. Es Patrimonio de la Humanidad.',
          ],
        },
        {
          title: 'Centro histórico de Arequipa',
          subtitle: 'Arequipa',
          badge: 'La Ciudad Blanca',
          paragraphs: [
            'Se la llama «Ciudad Blanca» por el sillar, piedra volcánica blanca con la que se construyeron sus iglesias y casonas. Destacan la Plaza de Armas, la Catedral y el Monasterio de Santa Catalina, una pequeña ciudad dentro de la ciudad. La vigila el volcán Misti.',
          ],
        },
        {
          title: 'Líneas de Nasca',
          subtitle: 'Nasca y Palpa, Ica',
          badge: 'Geoglifos',
          paragraphs: [
            'Enormes figuras trazadas en el desierto por la cultura Nasca: el colibrí, el mono, la araña y cientos de líneas. Se observan en sobrevuelos en avioneta o desde miradores junto a la carretera Panamericana Sur.',
          ],
        },
        {
          title: 'Chan Chan',
          subtitle: 'Trujillo, La Libertad',
          badge: 'Ciudad de barro',
          paragraphs: [
            'Capital del reino Chimú y la ciudad de adobe más grande de la América prehispánica. Sus muros están decorados con relieves de peces, aves y redes. Cerca de Trujillo también se visitan las Huacas del Sol y de la Luna, de la cultura Moche.',
          ],
        },
        {
          title: 'Kuélap',
          subtitle: 'Provincia de Luya, Amazonas',
          badge: 'Chachapoyas',
          paragraphs: [
            'Gran complejo amurallado de la cultura Chachapoyas, construido sobre la cima de una montaña de los Andes amazónicos, a unos 3,000 m s. n. m. En su interior hay cientos de construcciones circulares de piedra.',
          ],
        },
        {
          title: 'Caral',
          subtitle: 'Valle de Supe, Barranca, Lima',
          badge: '5,000 años',
          paragraphs: [
            'La Ciudad Sagrada de Caral, con sus pirámides y plazas circulares, es la ciudad de la civilización más antigua de América. Está a pocas horas al norte de Lima.',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'naturales',
      title: 'Atractivos naturales',
      columns: 2,
      cards: [
        {
          title: 'Lago Titicaca y los Uros',
          subtitle: 'Puno (compartido con Bolivia)',
          badge: '3,812 m s. n. m.',
          paragraphs: [
            'Considerado el lago navegable más alto del mundo, está a 3,812 m s. n. m.; cerca del 56 % de su superficie está en el Perú y el 44 % en Bolivia. Según la tradición, de sus aguas salieron Manco Cápac y Mama Ocllo para fundar el Cusco.',
            'En él viven los Uros, sobre islas flotantes que construyen con totora, una planta acuática con la que también hacen sus casas y botes. En la isla de Taquile se conserva un arte textil reconocido por la UNESCO.',
          ],
        },
        {
          title: 'Cañón del Colca',
          subtitle: 'Provincia de Caylloma, Arequipa',
          badge: 'Cóndores',
          paragraphs: [
            'Uno de los cañones más profundos del mundo, formado por el río Colca. Desde el mirador Cruz del Cóndor se observa el vuelo del cóndor andino. El valle conserva andenes prehispánicos y pueblos con iglesias coloniales; de aquí es la danza del Wititi.',
          ],
        },
        {
          title: 'Cordillera Blanca y Huascarán',
          subtitle: 'Áncash',
          badge: '6,768 m',
          paragraphs: [
            'La cordillera tropical más alta del mundo. Su cumbre mayor es el nevado Huascarán (6,768 m s. n. m.), el pico más alto del Perú. Está protegida por el Parque Nacional Huascarán, Patrimonio Natural de la Humanidad; sus lagunas de Llanganuco atraen a miles de visitantes. La ciudad de Huaraz es la base para visitarla.',
          ],
        },
        {
          title: 'Vinicunca, Montaña de Colores',
          subtitle: 'Provincia de Canchis, Cusco',
          badge: 'Más de 5,000 m',
          paragraphs: [
            'Montaña a más de 5,000 m s. n. m. cuyas laderas muestran franjas de colores (rojo, amarillo, verde, morado) por los minerales de sus rocas. Se hizo famosa en los últimos años y se llega tras una caminata de altura.',
          ],
        },
        {
          title: 'Reserva Nacional de Paracas',
          subtitle: 'Pisco, Ica',
          badge: 'Desierto y mar',
          paragraphs: [
            'Área protegida donde el desierto llega al mar. Protege un rico ecosistema marino con lobos marinos, pingüinos de Humboldt, flamencos y muchas aves guaneras. En la península se desarrolló la cultura Paracas.',
          ],
        },
        {
          title: 'Oasis de Huacachina',
          subtitle: 'Ica',
          badge: 'Oasis',
          paragraphs: [
            'Pequeña laguna rodeada de palmeras y enormes dunas, muy cerca de la ciudad de Ica. Es famosa por los paseos en areneros (tubulares) y el sandboard, el deslizamiento por las dunas en tabla.',
          ],
        },
        {
          title: 'Iquitos y la Amazonía',
          subtitle: 'Loreto',
          badge: 'Río Amazonas',
          paragraphs: [
            'Iquitos, a orillas del río Amazonas, es la mayor ciudad de la Amazonía peruana y no está unida por carretera al resto del país: se llega por avión o por río. Desde allí se visitan la selva, sus comunidades y reservas como Pacaya-Samiria.',
          ],
        },
        {
          title: 'Parque Nacional del Manu y Tambopata',
          subtitle: 'Madre de Dios y Cusco',
          badge: 'Biodiversidad',
          paragraphs: [
            'La selva del sur del Perú: el Manu, Patrimonio Natural de la Humanidad, y la Reserva Nacional Tambopata, cerca de Puerto Maldonado, son famosos por sus aves, como los guacamayos que se reúnen en las «collpas» de arcilla.',
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En esta página',
      stats: [
        { value: 8, label: 'atractivos culturales', countOf: { block: 'culturales' } },
        { value: 8, label: 'atractivos naturales', countOf: { block: 'naturales' } },
        { value: 3812, suffix: ' m', label: 'altitud del lago Titicaca' },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Dónde está cada atractivo',
      columns: ['Atractivo', 'Región', 'Famoso por'],
      rows: [
        ['Machu Picchu', 'Cusco', 'Nueva Maravilla del Mundo (2007)'],
        ['Lago Titicaca', 'Puno', 'Considerado el lago navegable más alto del mundo; islas de los Uros'],
        ['Cañón del Colca', 'Arequipa', 'Vuelo del cóndor; Cruz del Cóndor'],
        ['Líneas de Nasca', 'Ica', 'Geoglifos en el desierto'],
        ['Chan Chan', 'La Libertad', 'Ciudad de adobe más grande de la América prehispánica'],
        ['Kuélap', 'Amazonas', 'Complejo amurallado de los Chachapoyas'],
        ['Huacachina', 'Ica', 'Oasis y dunas'],
        ['Vinicunca', 'Cusco', 'Montaña de colores'],
        ['Cordillera Blanca', 'Áncash', 'Nevado Huascarán, pico más alto del Perú'],
        ['Iquitos', 'Loreto', 'Río Amazonas; solo se llega por avión o por río'],
      ],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Machu Picchu: Nueva Maravilla del Mundo desde el 7 de julio de 2007. Titicaca: 3,812 m, islas flotantes de totora de los Uros. Colca: cóndores. Kuélap: Chachapoyas, en Amazonas. Huacachina: el oasis de Ica. Vinicunca: la Montaña de Colores del Cusco.',
    },
    {
      kind: 'links',
      id: 'enlaces',
      title: 'Para planificar una visita',
      links: [
        { label: 'Peru.travel (PromPerú)', url: 'https://www.peru.travel/es', description: 'Portal oficial de turismo del Perú.' },
        { label: 'SERNANP: áreas naturales protegidas', url: 'https://www.gob.pe/sernanp', description: 'Parques y reservas nacionales.' },
      ],
    },
  ],
  closing: {
    title: 'El Perú te espera',
    text: 'Cada región guarda un tesoro: la piedra inca del Cusco, el sillar de Arequipa, el barro de Chan Chan, el cóndor del Colca y el gran río Amazonas. Conocerlos es conocer el país que eliges como tuyo.',
  },
  sources: [
    { label: 'Peru.travel, portal oficial de turismo (PromPerú)', url: 'https://www.peru.travel/es' },
    { label: 'Servicio Nacional de Áreas Naturales Protegidas (SERNANP)', url: 'https://www.gob.pe/sernanp' },
    { label: 'UNESCO: Santuario Histórico de Machu Picchu', url: 'https://whc.unesco.org/es/list/274' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
