/** 5.1 Culturas Preincas — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const icon = (name: string, alt: string) => ({ src: `/illustrations/culturas-preincas/${name}.svg`, alt });

const page: StudyPageBody = {
  intro:
    'Miles de años antes de los incas, en la costa, la sierra y el altiplano florecieron culturas que construyeron ciudades, templos y canales, con una cerámica y unos tejidos admirados en el mundo.',
  blocks: [
    {
      kind: 'text',
      id: 'introduccion',
      title: 'Antes del Tahuantinsuyo',
      paragraphs: [
        'Se llama culturas preincas a los pueblos que se desarrollaron en el territorio del actual Perú antes del Imperio de los incas. Algunas fueron señoríos locales; otras, como Wari, llegaron a dominar grandes territorios.',
        'Para estudiarlas conviene fijarse en cuatro cosas, como en el examen: dónde estaban (ubicación), qué las distingue (características), qué esculpieron y cómo era su cerámica. Las fechas son aproximadas y varían según los autores; lo importante es el orden: Caral es la más antigua y Chimú una de las últimas antes de los incas.',
        'Buena parte de lo que sabemos se debe a arqueólogos peruanos como Julio C. Tello, considerado el padre de la arqueología peruana, Ruth Shady (Caral) y Walter Alva (Sipán).',
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En esta página',
      stats: [
        { value: 9, label: 'culturas estudiadas', countOf: { block: 'culturas' } },
        { value: 5000, suffix: ' años', label: 'de antigüedad de Caral, aprox.' },
      ],
    },
    {
      kind: 'cards',
      id: 'culturas',
      title: 'Las culturas, de la más antigua a la más reciente',
      columns: 2,
      cards: [
        {
          title: 'Caral',
          subtitle: 'Valle de Supe, provincia de Barranca (Lima)',
          badge: 'c. 3000 a. C.',
          image: icon('caral', 'Pirámide escalonada con una plaza circular hundida, símbolo de Caral'),
          paragraphs: [
            'Es la civilización más antigua de América: su ciudad principal, la Ciudad Sagrada de Caral, tiene unos 5,000 años, contemporánea de las primeras civilizaciones de Egipto y Mesopotamia. La arqueóloga Ruth Shady dirige su investigación desde la década de 1990.',
            'Construyó pirámides de piedra y plazas circulares hundidas. Su economía se basaba en la agricultura (algodón, zapallo, frijol) y en el intercambio con los pescadores de la costa.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Valle de Supe, Barranca, región Lima' },
            { label: 'Escultura y arte', value: 'Arquitectura monumental; flautas hechas con huesos de aves' },
            { label: 'Cerámica', value: 'No conoció la cerámica: es anterior a ella (periodo precerámico)' },
            { label: 'Dato clave', value: 'Zona protegida de 626 ha; núcleo urbano de unas 66 ha' },
          ],
        },
        {
          title: 'Chavín',
          subtitle: 'Chavín de Huántar (Áncash)',
          badge: 'c. 1200–200 a. C.',
          image: icon('chavin', 'Cabeza clava de piedra con rasgos de felino, símbolo de Chavín'),
          paragraphs: [
            'Cultura de la sierra, con su gran templo en Chavín de Huántar, en el Callejón de Conchucos. Julio C. Tello la llamó «cultura matriz» de las civilizaciones andinas, porque su estilo y su religión se difundieron por gran parte del territorio.',
            'Su arte está lleno de felinos, serpientes y aves rapaces; su religión giraba en torno a un dios felínico.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Chavín de Huántar, provincia de Huari, Áncash' },
            { label: 'Escultura', value: 'El Lanzón monolítico, la Estela Raimondi, el Obelisco Tello y las cabezas clavas' },
            { label: 'Cerámica', value: 'Monócroma (gris o negra), con asa estribo y decoración en relieve' },
            { label: 'Investigador', value: 'Julio C. Tello' },
          ],
        },
        {
          title: 'Paracas',
          subtitle: 'Península de Paracas (Ica)',
          badge: 'c. 700 a. C.–200 d. C.',
          image: icon('paracas', 'Manto textil con figuras geométricas, símbolo de Paracas'),
          paragraphs: [
            'Cultura de la costa sur, dada a conocer por Julio C. Tello en la década de 1920. Se divide en dos fases según sus tumbas: Paracas Cavernas y Paracas Necrópolis.',
            'Es famosa por sus mantos, considerados entre los mejores textiles del mundo antiguo, y por su medicina: practicaban trepanaciones craneanas (operaciones en el cráneo) y la deformación del cráneo.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Península de Paracas, región Ica' },
            { label: 'Textilería', value: 'Mantos bordados de colores en las tumbas de Necrópolis' },
            { label: 'Cerámica', value: 'Decorada con incisiones y pintada; en Necrópolis, más sencilla y de un solo color' },
            { label: 'Dato clave', value: 'Trepanaciones craneanas' },
          ],
        },
        {
          title: 'Nasca',
          subtitle: 'Valles del Río Grande (Ica)',
          badge: 'c. 100 a. C.–700 d. C.',
          image: icon('nazca', 'Colibrí dibujado con una sola línea, como los geoglifos de Nasca'),
          paragraphs: [
            'Heredera de Paracas en la costa sur. Trazó en el desierto las Líneas de Nasca: enormes figuras de animales, plantas y formas geométricas que se ven desde el aire. La alemana María Reiche dedicó su vida a estudiarlas.',
            'Para vencer la sequía construyó acueductos subterráneos, como los de Cantalloc, que aún llevan agua. Su gran centro ceremonial fue Cahuachi.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Provincias de Nasca y Palpa, región Ica' },
            { label: 'Escultura y arte', value: 'Geoglifos: el colibrí, el mono, la araña' },
            { label: 'Cerámica', value: 'Polícroma: una de las más coloridas del antiguo Perú, con muchos colores en una misma pieza' },
            { label: 'Ingeniería', value: 'Acueductos de Cantalloc' },
          ],
        },
        {
          title: 'Moche o Mochica',
          subtitle: 'Costa norte (La Libertad y Lambayeque)',
          badge: 'c. 100–800 d. C.',
          image: icon('moche', 'Huaco retrato con rostro humano y asa estribo, símbolo de Moche'),
          paragraphs: [
            'Cultura de la costa norte, con grandes templos de adobe como la Huaca del Sol y la Huaca de la Luna, cerca de Trujillo. Fueron grandes agricultores, con canales de riego, y excelentes orfebres.',
            'En 1987 el arqueólogo Walter Alva descubrió en Huaca Rajada (Sipán, Lambayeque) la tumba intacta del Señor de Sipán, un gobernante mochica enterrado con joyas de oro, plata y piedras preciosas. Hoy se exhibe en el Museo Tumbas Reales de Sipán, en Lambayeque.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Valles de la costa norte, sobre todo La Libertad y Lambayeque' },
            { label: 'Cerámica', value: 'Realista y escultórica: los huacos retrato muestran rostros humanos; escenas pintadas en dos colores (crema y rojo)' },
            { label: 'Arquitectura', value: 'Huacas del Sol y de la Luna' },
            { label: 'Hallazgo', value: 'Señor de Sipán (1987, Walter Alva)' },
          ],
        },
        {
          title: 'Tiahuanaco',
          subtitle: 'Altiplano del lago Titicaca',
          badge: 'c. 200–1100 d. C.',
          image: icon('tiahuanaco', 'Portada de piedra con una figura central, símbolo de la Puerta del Sol'),
          paragraphs: [
            'Cultura del altiplano, con su centro en Tiahuanaco, al sur del lago Titicaca (en la actual Bolivia); su influencia llegó a Puno y al sur del Perú. Dominó la agricultura de altura con campos elevados (waru waru o camellones).',
            'Fueron grandes tallistas de piedra: su obra más famosa es la Puerta del Sol, una portada de un solo bloque con la figura del «dios de los báculos».',
          ],
          facts: [
            { label: 'Ubicación', value: 'Altiplano del Titicaca (Bolivia y Puno)' },
            { label: 'Escultura', value: 'La Puerta del Sol y grandes monolitos' },
            { label: 'Cerámica', value: 'Vasos ceremoniales llamados keros, con felinos y cóndores' },
          ],
        },
        {
          title: 'Wari o Huari',
          subtitle: 'Ayacucho',
          badge: 'c. 600–1000 d. C.',
          image: icon('wari', 'Rostro geométrico con báculos, estilo Wari'),
          paragraphs: [
            'Desde su capital, cerca de la actual ciudad de Ayacucho, formó el primer imperio andino: unió buena parte de la sierra y la costa mucho antes que los incas.',
            'Construyó centros administrativos planificados como Pikillaqta (Cusco) y Wiracochapampa (La Libertad), y caminos que luego aprovecharon los incas. Recibió influencias de Tiahuanaco en su arte.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Ayacucho; su dominio se extendió por la sierra y la costa' },
            { label: 'Característica', value: 'Primer imperio andino; ciudades planificadas' },
            { label: 'Cerámica', value: 'Polícroma, con grandes urnas y figuras de influencia Tiahuanaco' },
          ],
        },
        {
          title: 'Lambayeque o Sicán',
          subtitle: 'Costa norte (Lambayeque)',
          badge: 'c. 750–1375 d. C.',
          paragraphs: [
            'Según la leyenda, fue fundada por Naylamp, un señor llegado por el mar. Construyó pirámides de adobe, como las de Túcume y Batán Grande.',
            'Fue una gran cultura de orfebres: a ella pertenece el tumi, cuchillo ceremonial de oro con forma de media luna coronado por una figura humana, hoy símbolo del Perú.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Región Lambayeque' },
            { label: 'Orfebrería', value: 'El tumi de oro' },
            { label: 'Cerámica', value: 'Principalmente negra, con la figura del señor de Sicán' },
          ],
        },
        {
          title: 'Chimú',
          subtitle: 'Costa norte (La Libertad)',
          badge: 'c. 900–1470 d. C.',
          image: icon('chimu', 'Vasija negra con asa estribo, símbolo de la cerámica chimú'),
          paragraphs: [
            'El reino Chimú dominó la costa norte desde su capital, Chan Chan, cerca de Trujillo: la ciudad de barro más grande de la América prehispánica, con muros decorados con peces, aves y redes.',
            'Fue conquistado por los incas hacia 1470. Los chimúes fueron hábiles orfebres y constructores de canales.',
          ],
          facts: [
            { label: 'Ubicación', value: 'Valle de Moche, La Libertad' },
            { label: 'Capital', value: 'Chan Chan' },
            { label: 'Cerámica', value: 'Negra y brillante, hecha en moldes' },
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Cuadro resumen',
      columns: ['Cultura', 'Ubicación', 'Características', 'Escultura y cerámica'],
      rows: [
        ['Caral', 'Valle de Supe (Barranca, Lima)', 'Civilización más antigua de América (unos 5,000 años); pirámides y plazas circulares', 'Sin cerámica (precerámico); flautas de hueso'],
        ['Chavín', 'Chavín de Huántar (Áncash)', '«Cultura matriz» según Tello; religión del dios felino', 'Lanzón, Estela Raimondi, cabezas clavas; cerámica monócroma'],
        ['Paracas', 'Península de Paracas (Ica)', 'Mantos textiles; trepanaciones craneanas', 'Cerámica incisa y pintada'],
        ['Nasca', 'Nasca y Palpa (Ica)', 'Líneas de Nasca; acueductos de Cantalloc', 'Cerámica polícroma'],
        ['Moche', 'La Libertad y Lambayeque', 'Huacas del Sol y de la Luna; Señor de Sipán', 'Huacos retrato; cerámica realista'],
        ['Tiahuanaco', 'Altiplano del Titicaca', 'Agricultura de altura (waru waru)', 'Puerta del Sol, monolitos; keros'],
        ['Wari', 'Ayacucho', 'Primer imperio andino; Pikillaqta', 'Cerámica polícroma, grandes urnas'],
        ['Lambayeque', 'Lambayeque', 'Leyenda de Naylamp; pirámides de Túcume', 'Tumi de oro; cerámica negra'],
        ['Chimú', 'La Libertad', 'Capital Chan Chan; conquistado por los incas', 'Cerámica negra brillante'],
      ],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Caral: la más antigua (Ruth Shady). Chavín: cultura matriz, Lanzón y cabezas clavas (Tello). Paracas: mantos y trepanaciones. Nasca: líneas y cerámica polícroma. Moche: huacos retrato y Señor de Sipán (Walter Alva, 1987). Tiahuanaco: Puerta del Sol. Wari: primer imperio andino. Chimú: Chan Chan.',
    },
    {
      kind: 'callout',
      id: 'fechas',
      tone: 'info',
      title: 'Sobre las fechas',
      text: 'Las fechas son aproximadas: cambian con nuevos hallazgos y los libros no siempre coinciden. En el examen suele bastar con saber el orden y la ubicación de cada cultura.',
    },
  ],
  closing: {
    title: 'Raíces de cinco mil años',
    text: 'El Perú tuvo grandes civilizaciones miles de años antes de los incas.',
  },
  sources: [
    { label: 'Zona Arqueológica Caral (Ministerio de Cultura)', url: 'https://www.zonacaral.gob.pe' },
    { label: 'UNESCO: Sitio arqueológico de Chavín', url: 'https://whc.unesco.org/es/list/330' },
    { label: 'UNESCO: Ciudad Sagrada de Caral-Supe', url: 'https://whc.unesco.org/es/list/1269' },
    { label: 'Ministerio de Cultura del Perú', url: 'https://www.gob.pe/cultura' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
