/** 2.1 Las ocho regiones naturales del Perú — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Del mar a las cumbres nevadas y de allí a la llanura amazónica, el Perú cambia de clima, plantas y animales con la altitud: por eso Javier Pulgar Vidal lo dividió en ocho regiones naturales.',
  blocks: [
    {
      kind: 'text',
      id: 'pulgar-vidal',
      title: 'Javier Pulgar Vidal y las ocho regiones',
      paragraphs: [
        'Tradicionalmente el Perú se dividía en tres regiones: costa, sierra y selva. Esa división resultaba demasiado simple para un país con tantos climas distintos.',
        'El geógrafo huanuqueño Javier Pulgar Vidal (1911–2003) presentó en 1940, en la III Asamblea General del Instituto Panamericano de Geografía e Historia, celebrada en Lima, su tesis «Las ocho regiones naturales del Perú». Para definirlas se basó en la altitud, el relieve, el clima, la flora y la fauna, y recuperó los nombres con que los pueblos andinos ya llamaban a cada piso ecológico.',
        'Las ocho regiones son: Costa o Chala, Yunga, Quechua, Suni o Jalca, Puna, Janca o Cordillera, Rupa-Rupa o Selva alta y Omagua o Selva baja. Las seis primeras se ordenan subiendo desde el Pacífico hasta las cumbres; las dos últimas, bajando por el flanco oriental de los Andes hacia la Amazonía.',
      ],
    },
    {
      kind: 'figure',
      id: 'corte-altitudinal',
      title: 'Las regiones en un corte del territorio',
      image: {
        src: '/illustrations/geografia/regiones.svg',
        alt: 'Corte esquemático del Perú de oeste a este: desde el océano Pacífico suben la Costa o Chala (0–500 m), la Yunga (500–2,300 m), la Quechua (2,300–3,500 m), la Suni o Jalca (3,500–4,000 m), la Puna (4,000–4,800 m) y la Janca o Cordillera (4,800–6,768 m, Huascarán); al este bajan la Rupa-Rupa o Selva alta (400–1,000 m) y la Omagua o Selva baja (80–400 m).',
        caption: 'Esquema sin escala. Las altitudes están en metros sobre el nivel del mar (m s. n. m.).',
      },
    },
    {
      kind: 'cards',
      id: 'regiones',
      title: 'Las ocho regiones, una por una',
      columns: 2,
      cards: [
        {
          title: 'Costa o Chala',
          badge: '0–500 m',
          tags: ['costa'],
          paragraphs: [
            'Franja junto al océano Pacífico, mayormente desértica y cruzada por valles fértiles. Llueve muy poco; en invierno el cielo se cubre de nubes y cae una llovizna fina, la garúa. El norte es más cálido y puede recibir lluvias intensas en años de El Niño.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 0 a 500 m s. n. m.' },
            { label: 'Flora', value: 'algarrobo, huarango, caña brava' },
            { label: 'Fauna', value: 'lobo marino, pelícano, guanay, anchoveta' },
            { label: 'Productos', value: 'algodón, caña de azúcar, arroz, uva, espárrago' },
            { label: 'Ciudades', value: 'Lima, Trujillo, Chiclayo, Piura, Ica' },
          ],
        },
        {
          title: 'Yunga',
          badge: '500–2,300 m',
          tags: ['andes'],
          paragraphs: [
            'Zona de valles estrechos y quebradas, cálida y con sol casi todo el año. Pulgar Vidal distinguió la yunga marítima, en el flanco occidental de los Andes, y la yunga fluvial, en el oriental. Es tierra de árboles frutales.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 500 a 2,300 m s. n. m.' },
            { label: 'Productos', value: 'chirimoya, palta, lúcuma, pacae y otros frutales' },
            { label: 'Ciudades', value: 'Chosica y Moquegua (yunga marítima); Huánuco (yunga fluvial)' },
          ],
        },
        {
          title: 'Quechua',
          badge: '2,300–3,500 m',
          tags: ['andes'],
          paragraphs: [
            'Valles interandinos de clima templado, con lluvias de diciembre a marzo. Es la región andina más favorable para vivir y cultivar, y en ella se asientan muchas de las principales ciudades de la sierra.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 2,300 a 3,500 m s. n. m.' },
            { label: 'Flora', value: 'aliso, molle, sauce' },
            { label: 'Productos', value: 'maíz, trigo, arveja, frutales como el durazno y la manzana' },
            { label: 'Ciudades', value: 'Cusco, Arequipa, Huancayo, Ayacucho, Cajamarca, Huaraz' },
          ],
        },
        {
          title: 'Suni o Jalca',
          badge: '3,500–4,000 m',
          tags: ['andes'],
          paragraphs: [
            'Región de clima frío y seco, con heladas por las noches. Es la tierra de los tubérculos y granos andinos, domesticados hace miles de años.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 3,500 a 4,000 m s. n. m.' },
            { label: 'Flora', value: 'quinual, tarwi' },
            { label: 'Productos', value: 'papa, oca, olluco, mashua, quinua, cañihua, habas' },
            { label: 'Ciudades', value: 'Puno, Juliaca, Huancavelica' },
          ],
        },
        {
          title: 'Puna',
          badge: '4,000–4,800 m',
          tags: ['andes'],
          paragraphs: [
            'Extensas mesetas frías y ventosas, cubiertas de pastos como el ichu. Es la región de la ganadería de camélidos sudamericanos.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 4,000 a 4,800 m s. n. m.' },
            { label: 'Flora', value: 'ichu y otros pastos naturales' },
            { label: 'Fauna', value: 'llama, alpaca, vicuña, guanaco' },
            { label: 'Productos', value: 'maca, papa amarga (para el chuño), lana y fibra de camélidos' },
            { label: 'Ciudades', value: 'Cerro de Pasco, Junín' },
          ],
        },
        {
          title: 'Janca o Cordillera',
          badge: '4,800–6,768 m',
          tags: ['andes'],
          paragraphs: [
            'Las cumbres más altas de los Andes, con nieves perpetuas y glaciares que alimentan los ríos. Casi no tiene población permanente. Su punto más alto es el nevado Huascarán, de 6,768 m, en la Cordillera Blanca (Áncash), la montaña más alta del Perú.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 4,800 a 6,768 m s. n. m. (Huascarán)' },
            { label: 'Flora', value: 'musgos y líquenes' },
            { label: 'Fauna', value: 'cóndor andino' },
            { label: 'Recursos', value: 'glaciares (reservas de agua) y minerales' },
          ],
        },
        {
          title: 'Rupa-Rupa o Selva alta',
          badge: '400–1,000 m',
          tags: ['selva'],
          paragraphs: [
            'Bosques en las laderas orientales de los Andes, de clima cálido y la región más lluviosa del Perú. Sus ríos forman pongos y cataratas al bajar hacia la llanura.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 400 a 1,000 m s. n. m.' },
            { label: 'Fauna', value: 'gallito de las rocas (ave nacional del Perú)' },
            { label: 'Productos', value: 'café, cacao, té, plátano, piña, naranja' },
            { label: 'Ciudades', value: 'Tingo María, La Merced, Moyobamba' },
          ],
        },
        {
          title: 'Omagua o Selva baja',
          badge: '80–400 m',
          tags: ['selva'],
          paragraphs: [
            'La gran llanura amazónica: cálida y húmeda todo el año, cubierta de bosque tropical y recorrida por ríos caudalosos como el Amazonas, el Ucayali, el Marañón y el Madre de Dios. Es la más extensa de las ocho regiones.',
          ],
          facts: [
            { label: 'Altitud', value: 'de 80 a 400 m s. n. m.' },
            { label: 'Flora', value: 'caoba, cedro, shiringa, aguaje, castaña' },
            { label: 'Fauna', value: 'paiche, delfín rosado, anaconda, otorongo' },
            { label: 'Productos', value: 'madera, castaña, camu camu, aguaje' },
            { label: 'Ciudades', value: 'Iquitos, Pucallpa, Puerto Maldonado' },
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'Las regiones en cifras',
      stats: [
        { value: 8, label: 'regiones naturales', countOf: { block: 'regiones' } },
        { value: 1, label: 'región costera: la Chala', countOf: { block: 'regiones', tag: 'costa' } },
        { value: 5, label: 'regiones andinas, de la Yunga a la Janca', countOf: { block: 'regiones', tag: 'andes' } },
        { value: 2, label: 'regiones amazónicas: Rupa-Rupa y Omagua', countOf: { block: 'regiones', tag: 'selva' } },
        { value: 6768, suffix: ' m', label: 'altitud del Huascarán, la cima del Perú' },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Cuadro resumen',
      columns: ['Región', 'Altitud (m s. n. m.)', 'Clima', 'Ciudades de ejemplo'],
      rows: [
        ['Costa o Chala', '0–500', 'Cálido y seco; garúa en invierno', 'Lima, Trujillo, Piura'],
        ['Yunga', '500–2,300', 'Cálido, soleado casi todo el año', 'Chosica, Moquegua, Huánuco'],
        ['Quechua', '2,300–3,500', 'Templado, lluvias de diciembre a marzo', 'Cusco, Arequipa, Huancayo'],
        ['Suni o Jalca', '3,500–4,000', 'Frío y seco, heladas nocturnas', 'Puno, Juliaca'],
        ['Puna', '4,000–4,800', 'Frío intenso', 'Cerro de Pasco'],
        ['Janca o Cordillera', '4,800–6,768', 'Gélido, nieves perpetuas', 'Sin ciudades'],
        ['Rupa-Rupa o Selva alta', '400–1,000', 'Cálido y muy lluvioso', 'Tingo María, Moyobamba'],
        ['Omagua o Selva baja', '80–400', 'Cálido y húmedo todo el año', 'Iquitos, Pucallpa'],
      ],
    },
    {
      kind: 'callout',
      id: 'truco',
      tone: 'tip',
      title: 'Un truco para recordar el orden',
      text: 'Subiendo desde el mar: Chala, Yunga, Quechua, Suni, Puna, Janca. Bajando hacia la Amazonía: Rupa-Rupa y Omagua. Los límites de la sierra son 500, 2,300, 3,500, 4,000 y 4,800 metros; y la selva se corta en 400 metros: la Omagua llega hasta 400 y la Rupa-Rupa va de 400 a 1,000.',
    },
  ],
  closing: {
    title: 'Un país de muchos climas',
    text: 'En pocas horas de viaje se puede pasar del desierto costero a las nieves de la Janca y a la selva. Esa diversidad, que Pulgar Vidal ordenó en ocho regiones, es una de las grandes riquezas del Perú.',
  },
  sources: [
    { label: 'Wikipedia: Javier Pulgar Vidal', url: 'https://es.wikipedia.org/wiki/Javier_Pulgar_Vidal' },
    { label: 'Wikipedia: Huascarán', url: 'https://es.wikipedia.org/wiki/Huascar%C3%A1n' },
    { label: 'Instituto Geográfico Nacional (IGN)', url: 'https://www.gob.pe/ign' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
