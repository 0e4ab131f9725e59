/** 20.2 Otros Peruanos Destacados (science, history, politics, sport) — reviewed 2026-11-29. Split from 20.1 so each page's first paint arrives in one round trip. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Peruanos de la ciencia, la historia, la diplomacia, la política, la cocina y el deporte cuyo nombre todo residente debe reconocer.',
  blocks: [
    {
      kind: 'cards',
      id: 'otros-peruanos',
      title: 'Otros peruanos que debes conocer',
      intro: 'Nombres que se aprenden en la escuela y que dan nombre a calles, colegios y fechas del calendario: qué hizo cada uno.',
      columns: 2,
      cards: [
        {
          title: 'Javier Pérez de Cuéllar',
          subtitle: 'Diplomático · Lima, 1920 – Lima, 2020',
          badge: 'Naciones Unidas',
          paragraphs: [
            'Fue secretario general de las Naciones Unidas (ONU) durante dos periodos, de 1982 a 1991: el primer latinoamericano en ese cargo.',
            'En el Perú fue presidente del Consejo de Ministros y ministro de Relaciones Exteriores en el gobierno de transición de Valentín Paniagua (2000–2001).',
          ],
        },
        {
          title: 'Daniel Alcides Carrión',
          subtitle: 'Estudiante de medicina · Cerro de Pasco, 1857 – Lima, 1885',
          badge: 'Mártir de la medicina peruana',
          paragraphs: [
            'En 1885, siendo estudiante de medicina, se inoculó la sangre de un enfermo de verruga peruana para estudiar la enfermedad. Contrajo la fiebre de La Oroya y murió el 5 de octubre de 1885: así se supo que la verruga y la fiebre son una misma enfermedad, que hoy lleva su nombre (enfermedad de Carrión).',
            'Es el mártir de la medicina peruana. En su memoria, cada 5 de octubre se celebra el Día de la Medicina Peruana.',
          ],
        },
        {
          title: 'Jorge Basadre',
          subtitle: 'Historiador · Tacna, 1903 – Lima, 1980',
          badge: 'Historia',
          paragraphs: [
            'Escribió la «Historia de la República del Perú», la gran obra sobre el Perú independiente; por eso se le llama «el historiador de la República». Fue también ministro de Educación.',
          ],
        },
        {
          title: 'José Carlos Mariátegui',
          subtitle: 'Ensayista y periodista · Moquegua, 1894 – Lima, 1930',
          badge: 'Pensamiento',
          paragraphs: [
            'Fundó la revista «Amauta» (1926) y escribió «7 ensayos de interpretación de la realidad peruana» (1928), uno de los libros más influyentes del pensamiento peruano.',
          ],
        },
        {
          title: 'María Rostworowski',
          subtitle: 'Historiadora · Lima, 1915 – Lima, 2016',
          badge: 'Historia andina',
          paragraphs: [
            'Estudió el mundo andino a partir de documentos coloniales. Su libro «Historia del Tahuantinsuyu» (1988) es una obra clásica sobre los incas.',
          ],
        },
        {
          title: 'Antonio Raimondi',
          subtitle: 'Naturalista · Milán (Italia), 1824 – San Pedro de Lloc (La Libertad), 1890',
          badge: 'Ciencia',
          paragraphs: [
            'Llegó al Perú en 1850 y durante casi veinte años recorrió el país estudiando su geografía, sus plantas, sus animales y sus minerales. Publicó la obra «El Perú». La Puya raimondii, planta gigante de los Andes, lleva su nombre.',
          ],
        },
        {
          title: 'Pedro Paulet',
          subtitle: 'Científico e ingeniero · Arequipa, 1874 – Buenos Aires, 1945',
          badge: 'Ciencia',
          paragraphs: [
            'Es considerado un precursor de la astronáutica y de la propulsión a cohete: a fines del siglo XIX experimentó en París con un motor de cohete de combustible líquido, según dio a conocer él mismo en 1927.',
          ],
        },
        {
          title: 'Santiago Antúnez de Mayolo',
          subtitle: 'Ingeniero, físico y matemático · Aija (Áncash), 1887 – Lima, 1967',
          badge: 'Ciencia',
          paragraphs: [
            'Es el pionero de las centrales hidroeléctricas del Perú: estudió la fuerza del río Santa en el Cañón del Pato y los ríos Vilcanota, Urubamba y Mantaro para electrificar el país. La central principal del complejo hidroeléctrico del Mantaro, en Huancavelica, lleva su nombre.',
            'En 1924 propuso la existencia de un «elemento neutro» de la materia, ocho años antes de que se descubriera el neutrón.',
          ],
          checkedAt: '2026-11-29',
        },
        {
          title: 'Sofía Mulánovich',
          subtitle: 'Surfista · Lima, 1983',
          badge: 'Deporte',
          paragraphs: [
            'En 2004 ganó el campeonato mundial de surf: fue la primera persona de Sudamérica, hombre o mujer, en ser campeona mundial de ese deporte.',
          ],
        },
        {
          title: 'Teófilo Cubillas',
          subtitle: 'Futbolista · Lima, 1949',
          badge: 'Deporte',
          paragraphs: [
            '«El Nene» Cubillas, ídolo de Alianza Lima, jugó con la selección peruana los Mundiales de 1970, 1978 y 1982 y marcó 10 goles en Mundiales: es el máximo goleador del Perú en la Copa del Mundo.',
          ],
        },
        {
          title: 'La selección femenina de vóley',
          subtitle: 'Subcampeona mundial (1982) y olímpica (Seúl 1988)',
          badge: 'Deporte',
          paragraphs: [
            'Con jugadoras como Cecilia Tait y Gabriela Pérez del Solar, dirigidas por el entrenador coreano Man Bok Park, ganó la medalla de plata en los Juegos Olímpicos de Seúl 1988, tras perder la final ante la Unión Soviética.',
          ],
        },
        {
          title: 'Víctor Raúl Haya de la Torre',
          subtitle: 'Político · Trujillo, 1895 – Lima, 1979',
          badge: 'Política',
          paragraphs: [
            'Fundó el APRA (Alianza Popular Revolucionaria Americana) en 1924, desterrado en México; de él nació el Partido Aprista Peruano, que lideró hasta su muerte.',
            'Presidió la Asamblea Constituyente de 1978–1979, que redactó una nueva Constitución, y firmó la Constitución de 1979 en julio de ese año, pocas semanas antes de morir.',
          ],
          checkedAt: '2026-11-29',
        },
        {
          title: 'Virgilio Martínez y Pía León',
          subtitle: 'Cocineros · restaurante Central (Lima)',
          badge: 'Gastronomía',
          paragraphs: [
            'En junio de 2023 su restaurante Central, en Lima, fue elegido el mejor del mundo por la lista The World’s 50 Best Restaurants: el primer restaurante latinoamericano en lograrlo. Su menú recorre los pisos ecológicos del Perú, desde el mar hasta las alturas de los Andes.',
          ],
          checkedAt: '2026-11-29',
        },
        {
          title: 'Kina Malpartida',
          subtitle: 'Boxeadora · Lima, 1980',
          badge: 'Deporte',
          paragraphs: [
            'En febrero de 2009 ganó en el Madison Square Garden (Nueva York) el título mundial superpluma de la Asociación Mundial de Boxeo: fue la primera peruana campeona mundial de boxeo.',
          ],
          checkedAt: '2026-11-29',
        },
      ],
    },
  ],
  closing: {
    title: 'Nombres que el país reconoce',
    text: 'Saber quiénes son y por qué se los recuerda ayuda a entender la historia y la vida del Perú de hoy.',
  },
  sources: [
    { label: 'Bicentenario del Perú (gob.pe): Santiago Antúnez de Mayolo, el ancashino que iluminó el Perú', url: 'https://bicentenario.gob.pe/135-mayolo-ancashino-ilumino-peru/' },
    { label: 'Infobae: Santiago Antúnez de Mayolo y las hidroeléctricas del Perú (8 de enero de 2025)', url: 'https://infobae.com/peru/2025/01/08/santiago-antunez-de-mayolo-el-minero-del-bicentenario-que-transformo-la-ciencia-y-la-ingenieria-en-el-peru' },
    { label: 'Wikipedia: Víctor Raúl Haya de la Torre', url: 'https://es.wikipedia.org/wiki/V%C3%ADctor_Ra%C3%BAl_Haya_de_la_Torre' },
    { label: 'La Mula: Haya de la Torre y la Constitución de 1979 (la Asamblea Constituyente de 1978)', url: 'https://agoraabierta.lamula.pe/2017/01/23/haya-de-la-torre-y-la-constitucion-de-1979/rafaelrodriguez/' },
    { label: 'Listín Diario (EFE): el peruano Central, número 1 de The World’s 50 Best Restaurants 2023', url: 'https://listindiario.com/la-vida/gastronomia/20230621/peruano-central-reconocido-mejor-restaurante-mundo_759861.html' },
    { label: 'RPP: Kina Malpartida, campeona mundial de la Asociación Mundial de Boxeo desde febrero de 2009', url: 'https://rpp.pe/multideportes/mas-deportes/kina-malpartida-la-dinamita-del-boxeo-peruano-noticia-227401' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
