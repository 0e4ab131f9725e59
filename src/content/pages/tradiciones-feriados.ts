/** 14.2 Feriados y Fechas Cívicas (the civic and festive calendar) — reviewed 2026-11-29. Split from 14.1 so each page's first paint arrives in one round trip. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Los 16 feriados nacionales que fija la ley, los cuatro más nuevos y otras fechas que todo el Perú celebra aunque no sean feriado.',
  blocks: [
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
  ],
  closing: {
    title: 'Un calendario compartido',
    text: 'Los feriados recuerdan la historia patria y las fiestas religiosas que el país comparte; saber qué se recuerda cada día es parte de conocer el Perú.',
  },
  sources: [
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
