/** 20.1 Personalidades peruanas — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Una compositora, un cocinero, un escritor, un fotógrafo y un escultor cuya obra llevó el nombre del Perú a todo el mundo, y otros peruanos de la ciencia, la historia, la política, la diplomacia, la cocina y el deporte que todo residente debe conocer.',
  blocks: [
    {
      kind: 'cards',
      id: 'perfiles',
      title: 'Cinco peruanos reconocidos en el mundo',
      columns: 2,
      cards: [
        {
          title: 'Chabuca Granda',
          subtitle: 'Compositora y cantante',
          badge: 'Arte y Cultura',
          paragraphs: [
            'María Isabel Granda Larco nació el 3 de septiembre de 1920 en Cotabambas (Apurímac), en un asiento minero que administraba su padre. De niña se mudó con su familia a Lima y creció en Barranco.',
            'Compuso valses criollos y, más tarde, canciones con ritmos afroperuanos. Falleció en Miami en 1983.',
          ],
          points: [
            '«La flor de la canela» (1950), su vals más famoso, dedicado a su amiga Victoria Angulo.',
            'Otras canciones: «Fina estampa», «José Antonio» y «El puente de los suspiros».',
            'Sus canciones fueron grabadas por intérpretes de muchos países.',
          ],
          tags: ['arte'],
        },
        {
          title: 'Gastón Acurio',
          subtitle: 'Cocinero y empresario',
          badge: 'Gastronomía',
          paragraphs: [
            'Nació en Lima en 1967. Empezó a estudiar Derecho, pero lo dejó por la cocina y se formó en Le Cordon Bleu de París, donde conoció a la cocinera alemana Astrid Gutsche, su esposa.',
            'Es el cocinero que más ha difundido la cocina peruana en el mundo, con restaurantes dentro y fuera del Perú.',
          ],
          points: [
            'En 1994 abrió en Lima, con Astrid Gutsche, el restaurante Astrid & Gastón.',
            'Creó marcas de cocina peruana como la cevichería La Mar, presentes en varios países.',
            'Impulsó la feria gastronómica Mistura, que reunió a cocineros y productores de todo el país.',
          ],
          tags: ['gastronomia'],
        },
        {
          title: 'Mario Vargas Llosa',
          subtitle: 'Escritor',
          badge: 'Literatura',
          paragraphs: [
            'Nació en Arequipa el 28 de marzo de 1936 y falleció en Lima el 13 de abril de 2025. Novelista, ensayista y periodista, es uno de los grandes autores en lengua española.',
            'En 1990 fue candidato a la Presidencia de la República. En 2010 recibió el Premio Nobel de Literatura, el único Nobel obtenido por un peruano.',
          ],
          points: [
            'Novelas: «La ciudad y los perros» (1963), «Conversación en La Catedral» (1969), «La fiesta del Chivo» (2000).',
            'Premio Cervantes (1994).',
            'Premio Nobel de Literatura (2010).',
            'Miembro de la Academia Francesa.',
          ],
          tags: ['literatura'],
        },
        {
          title: 'Mario Testino',
          subtitle: 'Fotógrafo',
          badge: 'Arte y Cultura',
          paragraphs: [
            'Nació en Lima en 1954. En 1976 se fue a Londres, donde se formó como fotógrafo y se convirtió en uno de los fotógrafos de moda más conocidos del mundo, con trabajos para revistas como Vogue y Vanity Fair.',
            'Es famoso por sus retratos de la realeza británica, en especial los de la princesa Diana de Gales.',
          ],
          points: [
            'Retrató a Diana de Gales para Vanity Fair en 1997, pocos meses antes de su muerte.',
            'Hizo los retratos oficiales de compromiso del príncipe Guillermo y Catalina Middleton (2010).',
            'En 2012 abrió en Barranco (Lima) MATE, museo y asociación cultural que lleva su nombre.',
          ],
          tags: ['arte'],
        },
        {
          title: 'Víctor Delfín',
          subtitle: 'Escultor y pintor',
          badge: 'Arte y Cultura',
          paragraphs: [
            'Nació el 20 de diciembre de 1927 en Lobitos (Piura). Estudió en la Escuela Nacional de Bellas Artes de Lima. Su casa-taller está en Barranco, sobre el acantilado frente al mar (las fuentes fechan su llegada a Barranco en 1965 y la casa en la década de 1970).',
            'Ha trabajado el metal, la madera, la pintura y el grabado; son célebres sus grandes esculturas de aves, caballos y otros animales en metal.',
          ],
          points: [
            '«El Beso» (1993), la gran escultura del Parque del Amor en Miraflores, que lo representa con su compañera.',
            'Primer premio en la Bienal de Arte Popular de Lima (1967).',
          ],
          tags: ['arte'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'categorias',
      title: 'Categorías',
      columns: 3,
      cards: [
        {
          title: 'Arte y Cultura',
          paragraphs: ['Música, fotografía y escultura.'],
          points: ['Chabuca Granda', 'Mario Testino', 'Víctor Delfín'],
        },
        {
          title: 'Literatura',
          paragraphs: ['La novela peruana en el mundo.'],
          points: ['Mario Vargas Llosa'],
        },
        {
          title: 'Gastronomía',
          paragraphs: ['La cocina peruana como embajadora del país.'],
          points: ['Gastón Acurio'],
        },
      ],
    },
    {
      kind: 'text',
      id: 'impacto',
      title: 'Impacto internacional y legado cultural',
      paragraphs: [
        'Impacto internacional: las novelas de Vargas Llosa se leen en muchos idiomas; las fotografías de Testino aparecen en las grandes revistas de moda; los restaurantes de Acurio llevaron el ceviche y el lomo saltado a otras capitales; «La flor de la canela» se canta fuera del Perú.',
        'Legado cultural: dentro del país, sus obras forman parte de la vida diaria. El Beso de Delfín es un símbolo de Miraflores, los valses de Chabuca Granda identifican a la música criolla y el auge de la cocina peruana inspiró a una nueva generación de cocineros.',
      ],
    },
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
    {
      kind: 'list',
      id: 'reconocimientos',
      title: 'Reconocimientos internacionales',
      items: [
        { label: 'Premio Nobel de Literatura 2010', text: 'Otorgado a Mario Vargas Llosa por la Academia Sueca.' },
        { label: 'Premio Cervantes 1994', text: 'El mayor premio de las letras en español, también para Vargas Llosa.' },
        { label: 'Fotógrafo de la realeza', text: 'Mario Testino retrató a la princesa Diana (1997) y a otros miembros de la familia real británica.' },
        { label: 'National Portrait Gallery', text: 'En 2002 este museo de Londres presentó la exposición «Portraits» de Mario Testino.' },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 5, label: 'personalidades', countOf: { block: 'perfiles' } },
        { value: 3, label: 'categorías', countOf: { block: 'categorias' } },
        { value: 1, label: 'Premio Nobel (Vargas Llosa, 2010)' },
      ],
    },
  ],
  closing: {
    title: 'Orgullo peruano',
    text: 'Desde un asiento minero de Apurímac, una caleta de Piura o una casa de Arequipa, estos peruanos demostraron que el talento del Perú puede conquistar el mundo.',
  },
  sources: [
    { label: 'Premio Nobel de Literatura 2010', url: 'https://www.nobelprize.org/prizes/literature/2010/summary/' },
    { label: 'Ministerio de Cultura', url: 'https://www.gob.pe/cultura' },
    { label: 'Chabuca Granda (Wikipedia)', url: 'https://es.wikipedia.org/wiki/Chabuca_Granda' },
    { label: 'Víctor Delfín (Wikipedia)', url: 'https://es.wikipedia.org/wiki/V%C3%ADctor_Delf%C3%ADn' },
    { label: 'Wikipedia: Javier Pérez de Cuéllar', url: 'https://es.wikipedia.org/wiki/Javier_P%C3%A9rez_de_Cu%C3%A9llar' },
    { label: 'Wikipedia: Daniel Alcides Carrión', url: 'https://es.wikipedia.org/wiki/Daniel_Alcides_Carri%C3%B3n' },
    { label: 'UNMSM: Daniel Alcides Carrión, mártir de la medicina peruana (5 de octubre, Día de la Medicina Peruana)', url: 'https://www.unmsm.edu.pe/noticias/ver/daniel-alcides-carrion-martir-de-la-medicina-peruana' },
    { label: 'Wikipedia: Jorge Basadre', url: 'https://es.wikipedia.org/wiki/Jorge_Basadre' },
    { label: 'Wikipedia: José Carlos Mariátegui', url: 'https://es.wikipedia.org/wiki/Jos%C3%A9_Carlos_Mari%C3%A1tegui' },
    { label: 'Wikipedia: María Rostworowski', url: 'https://es.wikipedia.org/wiki/Mar%C3%ADa_Rostworowski' },
    { label: 'Casa de la Literatura Peruana (Ministerio de Educación): «Historia del Tahuantinsuyu» (IEP, 1988)', url: 'https://casadelaliteratura.gob.pe/libro-de-maria-rostworowski-es-la-publicacion-de-la-semana' },
    { label: 'Wikipedia: Antonio Raimondi', url: 'https://es.wikipedia.org/wiki/Antonio_Raimondi' },
    { label: 'Andina (agencia oficial): Antonio Raimondi, nacido en Milán el 19 de setiembre de 1824', url: 'https://andina.pe/agencia/noticia-antonio-raimondi-quien-es-este-celebre-personaje-y-cual-es-su-gran-legado-al-peru-955064.aspx' },
    { label: 'Wikipedia: Pedro Paulet', url: 'https://es.wikipedia.org/wiki/Pedro_Paulet' },
    { label: 'Bicentenario del Perú (gob.pe): Santiago Antúnez de Mayolo, el ancashino que iluminó el Perú', url: 'https://bicentenario.gob.pe/135-mayolo-ancashino-ilumino-peru/' },
    { label: 'Infobae: Santiago Antúnez de Mayolo y las hidroeléctricas del Perú (8 de enero de 2025)', url: 'https://infobae.com/peru/2025/01/08/santiago-antunez-de-mayolo-el-minero-del-bicentenario-que-transformo-la-ciencia-y-la-ingenieria-en-el-peru' },
    { label: 'Wikipedia: Sofía Mulánovich', url: 'https://es.wikipedia.org/wiki/Sof%C3%ADa_Mul%C3%A1novich' },
    { label: 'Wikipedia: Teófilo Cubillas', url: 'https://es.wikipedia.org/wiki/Te%C3%B3filo_Cubillas' },
    { label: 'Wikipedia: Selección femenina de voleibol del Perú', url: 'https://es.wikipedia.org/wiki/Selecci%C3%B3n_femenina_de_voleibol_del_Per%C3%BA' },
    { label: 'Wikipedia: Víctor Raúl Haya de la Torre', url: 'https://es.wikipedia.org/wiki/V%C3%ADctor_Ra%C3%BAl_Haya_de_la_Torre' },
    { label: 'La Mula: Haya de la Torre y la Constitución de 1979 (la Asamblea Constituyente de 1978)', url: 'https://agoraabierta.lamula.pe/2017/01/23/haya-de-la-torre-y-la-constitucion-de-1979/rafaelrodriguez/' },
    { label: 'Listín Diario (EFE): el peruano Central, número 1 de The World’s 50 Best Restaurants 2023', url: 'https://listindiario.com/la-vida/gastronomia/20230621/peruano-central-reconocido-mejor-restaurante-mundo_759861.html' },
    { label: 'RPP: Kina Malpartida, campeona mundial de la Asociación Mundial de Boxeo desde febrero de 2009', url: 'https://rpp.pe/multideportes/mas-deportes/kina-malpartida-la-dinamita-del-boxeo-peruano-noticia-227401' },
    { label: 'Cosas: Víctor Delfín en su casa-taller de Barranco (llegada en 1965, casa desde los setenta)', url: 'https://cosas.pe/casas/299244/victor-delfin-la-casa-es-como-una-piel-donde-uno-disfruta-de-esa-corteza-que-ha-creado' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
