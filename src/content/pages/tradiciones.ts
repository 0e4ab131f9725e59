/** 14.1 Tradiciones Peruanas (Costumbres y Festividades) — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const IMG = '/illustrations/tradiciones';

const page: StudyPageBody = {
  intro:
    'Ocho tradiciones que marcan el calendario del Perú: fiestas religiosas, celebraciones andinas, la fiesta nacional y las danzas que se bailan todo el año; y los 16 feriados nacionales con otras fechas que todo el país conoce.',
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
      kind: 'table',
      id: 'feriados',
      title: 'Los feriados nacionales',
      caption:
        'Son los 16 días feriados del año que fija el artículo 6 del Decreto Legislativo 713, con los cambios de las leyes de 2021 a 2023: días de descanso remunerado para los trabajadores del sector público y del privado. El Gobierno puede declarar además días no laborables, que no son feriados.',
      checkedAt: '2026-11-29',
      columns: ['Fecha', 'Feriado', 'Qué se recuerda'],
      rows: [
        ['1 de enero', 'Año Nuevo', 'El comienzo del año.'],
        ['Marzo o abril (fechas movibles)', 'Jueves Santo y Viernes Santo', 'La Semana Santa católica: la pasión y muerte de Jesucristo.'],
        ['1 de mayo', 'Día del Trabajo', 'Los trabajadores.'],
        ['7 de junio', 'Batalla de Arica y Día de la Bandera', 'La defensa del Morro de Arica (1880); ese día las entidades públicas renuevan el juramento de fidelidad a la bandera.'],
        ['29 de junio', 'San Pedro y San Pablo', 'Los apóstoles San Pedro y San Pablo.'],
        ['23 de julio', 'Día de la Fuerza Aérea del Perú', 'El capitán FAP José Abelardo Quiñones, muerto en combate el 23 de julio de 1941, en el conflicto con el Ecuador.'],
        ['28 y 29 de julio', 'Fiestas Patrias', 'La proclamación de la independencia (28 de julio de 1821); el 29, la Gran Parada Militar.'],
        ['6 de agosto', 'Batalla de Junín', 'La victoria patriota dirigida por Bolívar en la pampa de Junín (1824).'],
        ['30 de agosto', 'Santa Rosa de Lima', 'La primera santa de América.'],
        ['8 de octubre', 'Combate de Angamos', 'El combate naval de 1879 en que murió Miguel Grau, a bordo del Huáscar.'],
        ['1 de noviembre', 'Todos los Santos', 'La fiesta católica de todos los santos.'],
        ['8 de diciembre', 'Inmaculada Concepción', 'La fiesta católica de la Inmaculada Concepción de la Virgen María.'],
        ['9 de diciembre', 'Batalla de Ayacucho', 'La victoria de Sucre en la pampa de la Quinua (1824), que selló la independencia.'],
        ['25 de diciembre', 'Navidad', 'El nacimiento de Jesús.'],
      ],
    },
    {
      kind: 'list',
      id: 'feriados-nuevos',
      title: 'Los cuatro feriados más nuevos',
      intro: 'Entre 2021 y 2023 el Congreso añadió cuatro feriados de historia patria, que llevaron el total a 16 días al año:',
      ordered: true,
      checkedAt: '2026-11-29',
      items: [
        { label: '9 de diciembre, Batalla de Ayacucho', text: 'Ley 31381, publicada el 31 de diciembre de 2021.' },
        { label: '6 de agosto, Batalla de Junín', text: 'Ley 31530, publicada el 26 de julio de 2022: fue feriado por primera vez el 6 de agosto de 2022, dos años antes del bicentenario de la batalla.' },
        { label: '7 de junio, Batalla de Arica y Día de la Bandera', text: 'Ley 31788, publicada el 15 de junio de 2023: fue feriado por primera vez el 7 de junio de 2024.' },
        { label: '23 de julio, Día de la Fuerza Aérea del Perú', text: 'Ley 31822, de 2023.' },
      ],
    },
    {
      kind: 'cards',
      id: 'otras-fechas',
      title: 'Más fechas del calendario popular',
      intro: 'No son feriados, pero todo el Perú las conoce.',
      columns: 2,
      cards: [
        {
          title: 'Día del Pisco Sour',
          subtitle: 'Primer sábado de febrero',
          paragraphs: [
            'Desde 2004 el Perú dedica el primer sábado de febrero al pisco sour, su cóctel más famoso: pisco, jugo de limón, jarabe de goma, clara de huevo y unas gotas de amargo de angostura.',
          ],
          tags: ['gastronomica'],
        },
        {
          title: 'Señor de Qoyllur Rit’i',
          subtitle: 'Mayo o junio, unos días antes del Corpus Christi',
          paragraphs: [
            'Peregrinación al santuario del Señor de Qoyllur Rit’i, en el paraje de Sinakara, al pie de un nevado del distrito de Ocongate (provincia de Quispicanchi, Cusco), a unos 4,500 metros de altura. Une ritos católicos y andinos: decenas de miles de peregrinos, organizados en ocho «naciones», suben con músicos y danzantes, como los ukumaris.',
            'En 2011 la UNESCO inscribió la peregrinación al santuario del Señor de Qoyllur Rit’i en la Lista del Patrimonio Cultural Inmaterial de la Humanidad.',
          ],
          facts: [{ label: 'Región', value: 'Cusco' }],
          tags: ['religiosa'],
        },
        {
          title: 'Día Nacional del Pisco',
          subtitle: 'Cuarto domingo de julio',
          paragraphs: [
            'Desde 1999 el cuarto domingo de julio celebra el pisco, el aguardiente de uva peruano, Patrimonio Cultural de la Nación, que se produce en la costa de Lima, Ica, Arequipa, Moquegua y Tacna.',
          ],
          tags: ['gastronomica'],
        },
        {
          title: 'Día de la Canción Criolla',
          subtitle: '31 de octubre',
          paragraphs: [
            'El presidente Manuel Prado Ugarteche lo creó por resolución suprema del 18 de octubre de 1944, para difundir la música criolla de la costa, como el vals «El plebeyo» de Felipe Pinglo Alva. Ese día hay conciertos y festivales de música criolla en todo el país.',
          ],
          tags: ['musical'],
        },
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
    {
      label: 'La República: la Ley 31530 declara feriado el 6 de agosto, Batalla de Junín (publicada el 26 de julio de 2022)',
      url: 'https://larepublica.pe/sociedad/2022/07/28/feriado-6-de-agosto-por-que-la-batalla-de-junin-se-conmemora-desde-este-2022-independencia-del-peru-fiestas-patrias-bicentenario',
    },
    { label: 'Tax Partners: la Ley 31381 declara feriado el 9 de diciembre, Batalla de Ayacucho (2021)', url: 'https://taxpartners.com.pe/declaran-el-09-de-diciembre-como-dia-feriado-no-laborable' },
    { label: 'Turiweb: la Ley 31788 declara feriado el 7 de junio y lista los feriados del artículo 6 del D. Leg. 713', url: 'https://www.turiweb.pe/publican-ley-que-declara-el-7-de-junio-como-feriado-nacional/' },
    { label: 'Infobae: cuatro nuevos feriados elevan a 16 los días feriados (julio de 2023)', url: 'https://infobae.com/peru/2023/07/10/cuatro-nuevos-feriados-elevan-a-16-los-dias-no-laborables-por-fechas-festivas' },
    { label: 'Agencia Andina: diez años de la declaratoria de la UNESCO al Qoyllur Rit’i', url: 'https://andina.pe/agencia/noticia-qoyllor-riti-celebran-10-anos-declaratoria-como-patrimonio-de-humanidad-869348.aspx' },
    { label: 'El Comercio: el Día Nacional del Pisco (1999) y el Día del Pisco Sour (2004)', url: 'https://elcomercio.pe/respuestas/dia-nacional-del-pisco-desde-cuando-y-por-que-se-celebra-el-cuarto-domingo-de-julio-pisco-pisco-sour-revtli-noticia' },
    { label: 'Sociedad de Beneficencia del Callao: 31 de octubre, Día de la Canción Criolla', url: 'https://sbcallao.pe/2023/10/27/31-de-octubre-dia-de-la-cancion-criolla' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
