/** 14.1 Tradiciones Peruanas (Costumbres y Festividades) — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const IMG = '/illustrations/tradiciones';

const page: StudyPageBody = {
  intro:
    'Ocho tradiciones que marcan el calendario del Perú: fiestas religiosas, celebraciones andinas, la fiesta nacional y las danzas que se bailan todo el año. Los 16 feriados nacionales están en la página siguiente.',
  blocks: [
    {
      kind: 'text',
      id: 'calendario-festivo',
      title: 'Un país en fiesta',
      paragraphs: [
        'En el Perú casi no hay semana sin fiesta en algún pueblo. Muchas celebraciones unen la fe católica traída por los españoles con tradiciones andinas, amazónicas y afroperuanas: procesiones, danzas, música, comidas especiales y ferias.',
        'Algunas son de todo el país, como Fiestas Patrias; otras son de una ciudad, pero atraen a visitantes de todo el Perú y del extranjero, como la Candelaria de Puno, el Inti Raymi del Cusco o el Señor de los Milagros en Lima.',
      ],
    },
    {
      kind: 'cards',
      id: 'tradiciones',
      title: 'Ocho tradiciones principales',
      columns: 2,
      cards: [
        {
          title: 'Virgen de la Candelaria',
          badge: '1',
          subtitle: 'Febrero (día central: 2 de febrero)',
          paragraphs: [
            'La gran fiesta de Puno: durante las primeras semanas de febrero miles de danzantes y músicos rinden homenaje a la Virgen de la Candelaria con danzas como la diablada y la morenada, en concursos de danzas autóctonas y de trajes de luces.',
            'En 2014 la UNESCO la inscribió en la Lista del Patrimonio Cultural Inmaterial de la Humanidad.',
          ],
          facts: [{ label: 'Ciudad', value: 'Puno' }],
          image: { src: `${IMG}/candelaria.svg`, alt: 'Máscara roja de diablada con cuernos dorados' },
          tags: ['religiosa'],
        },
        {
          title: 'Virgen de Chapi',
          badge: '2',
          subtitle: '1 de mayo',
          paragraphs: [
            'Es la gran devoción mariana de Arequipa. Miles de peregrinos caminan durante la noche desde la ciudad de Arequipa hasta el santuario de Chapi, en el distrito de Polobaya, para llegar a la misa central del 1 de mayo.',
          ],
          facts: [{ label: 'Ciudad', value: 'Arequipa' }],
          image: { src: `${IMG}/chapi.svg`, alt: 'Imagen de la Virgen con manto azul y corona ante un santuario blanco' },
          tags: ['religiosa'],
        },
        {
          title: 'Fiestas Patrias',
          badge: '3',
          subtitle: '28 y 29 de julio',
          paragraphs: [
            'Celebran la proclamación de la independencia, el 28 de julio de 1821. El 28 de julio hay izamiento de la bandera, Te Deum en la Catedral de Lima y el mensaje del presidente de la República ante el Congreso; el 29 de julio se realiza la Gran Parada Militar. Las casas se adornan con la bandera y se cantan valses como «Contigo Perú».',
          ],
          facts: [{ label: 'Ciudad', value: 'Nacional' }],
          image: { src: `${IMG}/fiestas-patrias.svg`, alt: 'Bandera del Perú en un asta y una escarapela' },
          tags: ['nacional', 'civica'],
        },
        {
          title: 'Inti Raymi',
          badge: '4',
          subtitle: '24 de junio',
          paragraphs: [
            'La Fiesta del Sol de los incas, dedicada al dios Inti en el solsticio de invierno. Desde 1944 se escenifica cada 24 de junio en tres escenarios del Cusco: el Qorikancha, la Plaza de Armas y la explanada de Sacsayhuamán, con un actor que representa al Inca.',
          ],
          facts: [{ label: 'Ciudad', value: 'Cusco' }],
          image: { src: `${IMG}/inti-raymi.svg`, alt: 'Sol dorado con rostro sobre montañas verdes' },
          tags: ['andina'],
        },
        {
          title: 'Corpus Christi',
          badge: '5',
          subtitle: 'Jueves, 60 días después del Domingo de Resurrección',
          paragraphs: [
            'Fiesta católica del Cuerpo de Cristo. En el Cusco, las imágenes de santos y vírgenes de las parroquias de la ciudad llegan en procesión a la Catedral y recorren la Plaza de Armas. Ese día se come el chiriuchu, un plato frío con cuy, gallina, charqui y otros ingredientes.',
          ],
          facts: [{ label: 'Ciudad', value: 'Cusco' }],
          image: { src: `${IMG}/corpus-christi.svg`, alt: 'Custodia dorada en forma de sol' },
          tags: ['religiosa'],
        },
        {
          title: 'Señor de los Milagros',
          badge: '6',
          subtitle: 'Octubre, el «mes morado»',
          paragraphs: [
            'A mediados del siglo XVII un esclavo de origen angoleño pintó la imagen de Cristo crucificado en una pared del barrio de Pachacamilla, en Lima. El muro resistió el terremoto de 1655 y desde entonces crece su devoción.',
            'Durante octubre sale en varias procesiones por las calles de Lima, llevado en andas por la Hermandad desde el Santuario de las Nazarenas; los fieles visten hábito morado. Es típico el turrón de Doña Pepa.',
          ],
          facts: [{ label: 'Ciudad', value: 'Lima' }],
          image: { src: `${IMG}/senor-de-los-milagros.svg`, alt: 'Anda morada con una cruz dorada y velas' },
          tags: ['religiosa'],
        },
        {
          title: 'Carnavales',
          badge: '7',
          subtitle: 'Febrero y marzo, antes de la Cuaresma',
          paragraphs: [
            'Se celebran en todo el país con juegos con agua y talco, comparsas y la yunza o cortamonte: un árbol adornado con regalos alrededor del cual se baila hasta derribarlo a hachazos. El carnaval de Cajamarca es el más famoso del Perú.',
          ],
          facts: [{ label: 'Ciudad', value: 'Nacional' }],
          image: { src: `${IMG}/carnavales.svg`, alt: 'Árbol de yunza adornado con regalos y serpentinas' },
          tags: ['nacional'],
        },
        {
          title: 'Danzas típicas',
          badge: '8',
          subtitle: 'Todo el año',
          paragraphs: [
            'Cada región tiene sus danzas: la marinera (con su Concurso Nacional en Trujillo cada enero), el tondero de Piura, el huaylas de Junín, la diablada de Puno, el festejo afroperuano de Chincha y la danza de tijeras de Ayacucho, Huancavelica y Apurímac, inscrita por la UNESCO en 2010 como Patrimonio Cultural Inmaterial de la Humanidad.',
          ],
          facts: [{ label: 'Ciudad', value: 'Nacional' }],
          image: { src: `${IMG}/danzas.svg`, alt: 'Sombrero de paja y pañuelo blanco de marinera' },
          tags: ['nacional'],
        },
      ],
    },
    {
      kind: 'gallery',
      id: 'galeria',
      title: 'Galería',
      images: [
        { src: `${IMG}/candelaria.svg`, alt: 'Máscara roja de diablada con cuernos dorados', caption: 'Virgen de la Candelaria (Puno)' },
        { src: `${IMG}/chapi.svg`, alt: 'Imagen de la Virgen con manto azul y corona ante un santuario blanco', caption: 'Virgen de Chapi (Arequipa)' },
        { src: `${IMG}/fiestas-patrias.svg`, alt: 'Bandera del Perú en un asta y una escarapela', caption: 'Fiestas Patrias (todo el Perú)' },
        { src: `${IMG}/inti-raymi.svg`, alt: 'Sol dorado con rostro sobre montañas verdes', caption: 'Inti Raymi (Cusco)' },
        { src: `${IMG}/corpus-christi.svg`, alt: 'Custodia dorada en forma de sol', caption: 'Corpus Christi (Cusco)' },
        { src: `${IMG}/senor-de-los-milagros.svg`, alt: 'Anda morada con una cruz dorada y velas', caption: 'Señor de los Milagros (Lima)' },
        { src: `${IMG}/carnavales.svg`, alt: 'Árbol de yunza adornado con regalos y serpentinas', caption: 'Carnavales (todo el Perú)' },
        { src: `${IMG}/danzas.svg`, alt: 'Sombrero de paja y pañuelo blanco de marinera', caption: 'Danzas típicas (todo el año)' },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 8, label: 'tradiciones principales', countOf: { block: 'tradiciones' } },
        { value: 4, label: 'fiestas religiosas', countOf: { block: 'tradiciones', tag: 'religiosa' } },
        { value: 3, label: 'de alcance nacional', countOf: { block: 'tradiciones', tag: 'nacional' } },
      ],
    },
    {
      kind: 'table',
      id: 'calendario',
      title: 'El calendario en una tabla',
      columns: ['Cuándo', 'Festividad', 'Dónde'],
      rows: [
        ['Febrero (día central: 2 de febrero)', 'Virgen de la Candelaria', 'Puno'],
        ['Febrero y marzo', 'Carnavales', 'Todo el país (el más famoso, Cajamarca)'],
        ['1 de mayo', 'Virgen de Chapi', 'Arequipa'],
        ['Mayo o junio (jueves, 60 días después de Pascua)', 'Corpus Christi', 'Cusco'],
        ['24 de junio', 'Inti Raymi', 'Cusco'],
        ['28 y 29 de julio', 'Fiestas Patrias', 'Todo el país'],
        ['Octubre', 'Señor de los Milagros', 'Lima'],
        ['Todo el año', 'Danzas típicas', 'Todo el país'],
      ],
    },
    {
      kind: 'callout',
      id: 'fechas-senor-de-los-milagros',
      tone: 'info',
      title: 'Las procesiones cambian cada año',
      text: 'El Señor de los Milagros sale en procesión varias veces a lo largo de octubre, pero los días y los recorridos no son fijos: los anuncia cada año la Hermandad del Señor de los Milagros de Nazarenas. Lo que no cambia es el mes: octubre.',
      checkedAt: '2026-11-22',
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Candelaria: Puno, febrero (2 de febrero), Patrimonio Inmaterial de la Humanidad desde 2014. Chapi: Arequipa, 1 de mayo. Inti Raymi: Cusco, 24 de junio. Fiestas Patrias: 28 y 29 de julio. Señor de los Milagros: Lima, octubre.',
    },
  ],
  closing: {
    title: 'Tradiciones vivas',
    text: 'Estas fiestas no son recuerdos del pasado: cada año reúnen a millones de peruanos. Relaciona cada una con su fecha y su ciudad, y tendrás resuelto este tema del balotario.',
  },
  sources: [
    { label: 'UNESCO: Patrimonio cultural inmaterial del Perú', url: 'https://ich.unesco.org/es/estado/peru-PE' },
    { label: 'Ministerio de Cultura del Perú', url: 'https://www.gob.pe/cultura' },
    { label: 'PromPerú: Perú Travel', url: 'https://www.peru.travel/es' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
