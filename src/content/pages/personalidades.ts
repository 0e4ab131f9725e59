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
    { label: 'Wikipedia: Sofía Mulánovich', url: 'https://es.wikipedia.org/wiki/Sof%C3%ADa_Mul%C3%A1novich' },
    { label: 'Wikipedia: Teófilo Cubillas', url: 'https://es.wikipedia.org/wiki/Te%C3%B3filo_Cubillas' },
    { label: 'Wikipedia: Selección femenina de voleibol del Perú', url: 'https://es.wikipedia.org/wiki/Selecci%C3%B3n_femenina_de_voleibol_del_Per%C3%BA' },
    { label: 'Cosas: Víctor Delfín en su casa-taller de Barranco (llegada en 1965, casa desde los setenta)', url: 'https://cosas.pe/casas/299244/victor-delfin-la-casa-es-como-una-piel-donde-uno-disfruta-de-esa-corteza-que-ha-creado' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
