/** 10.1 Artistas Peruanos (Escritores, Poetas, Músicos, Cantantes) — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Escritores, poetas, compositores y cantantes que dieron al Perú un lugar en la cultura del mundo: quiénes fueron y cuáles son sus obras más conocidas.',
  blocks: [
    {
      kind: 'text',
      id: 'panorama',
      title: 'Un panorama en cuatro grupos',
      paragraphs: [
        'La literatura peruana empieza con un mestizo cusqueño, el Inca Garcilaso de la Vega, y llega al Premio Nobel con Mario Vargas Llosa. En el camino, Ricardo Palma inventó las «tradiciones», y Ciro Alegría y José María Arguedas contaron la vida del mundo andino.',
        'En la poesía brilla César Vallejo, uno de los grandes poetas en lengua castellana. En la música, el Perú dio al mundo «El cóndor pasa», el vals criollo y las voces de Yma Sumac, Susana Baca y Juan Diego Flórez.',
        'Para el examen, asocia cada nombre con una o dos obras y un dato distintivo: el lugar de nacimiento, un premio o un apodo.',
      ],
    },
    {
      kind: 'cards',
      id: 'escritores',
      title: 'Escritores',
      columns: 2,
      cards: [
        {
          title: 'Inca Garcilaso de la Vega',
          subtitle: 'Cusco, 1539 – Córdoba (España), 1616',
          badge: 'Cronista',
          paragraphs: [
            'Hijo de un capitán español y de la ñusta Isabel Chimpu Ocllo, es considerado el primer gran escritor mestizo de América. Escribió en España la historia del Tahuantinsuyo que oyó contar a su familia materna.',
          ],
          points: ['Comentarios Reales de los Incas (1609)', 'La Florida del Inca (1605)'],
        },
        {
          title: 'Ricardo Palma',
          subtitle: 'Lima, 1833 – Lima, 1919',
          badge: 'Narrador',
          paragraphs: [
            'Creó un género propio, la «tradición»: relatos breves, con humor, sobre la historia y las costumbres de Lima. Tras la Guerra del Pacífico reconstruyó la Biblioteca Nacional, saqueada durante la ocupación; por pedir libros a todos lo llamaron «el bibliotecario mendigo».',
          ],
          points: ['Tradiciones peruanas'],
        },
        {
          title: 'Clorinda Matto de Turner',
          subtitle: 'Cusco, 1852 – Buenos Aires, 1909',
          badge: 'Novelista',
          paragraphs: [
            'Escritora y periodista cusqueña, denunció los abusos contra los indígenas. Su novela es una precursora del indigenismo en la literatura peruana.',
          ],
          points: ['Aves sin nido (1889)'],
        },
        {
          title: 'Ciro Alegría',
          subtitle: 'Huamachuco (La Libertad), 1909 – Lima, 1967',
          badge: 'Novelista',
          paragraphs: [
            'Gran novelista del indigenismo: retrató la vida de las comunidades campesinas del norte andino y sus luchas por la tierra.',
          ],
          points: ['La serpiente de oro (1935)', 'Los perros hambrientos (1939)', 'El mundo es ancho y ajeno (1941)'],
        },
        {
          title: 'José María Arguedas',
          subtitle: 'Andahuaylas (Apurímac), 1911 – Lima, 1969',
          badge: 'Novelista y antropólogo',
          paragraphs: [
            'Creció entre comuneros quechuahablantes y escribió desde dentro el mundo andino. Fue también antropólogo y estudioso del folclore.',
          ],
          points: ['Yawar Fiesta (1941)', 'Los ríos profundos (1958)', 'Todas las sangres (1964)', 'El zorro de arriba y el zorro de abajo (1971, póstuma)'],
        },
        {
          title: 'Julio Ramón Ribeyro',
          subtitle: 'Lima, 1929 – Lima, 1994',
          badge: 'Cuentista',
          paragraphs: [
            'Maestro del cuento peruano: escribió sobre personajes comunes de la Lima que crecía. Recibió el Premio Juan Rulfo en 1994.',
          ],
          points: ['Los gallinazos sin plumas (1955)', 'La palabra del mudo (sus cuentos reunidos)', 'Prosas apátridas'],
        },
        {
          title: 'Alfredo Bryce Echenique',
          subtitle: 'Lima, 1939',
          badge: 'Novelista',
          paragraphs: [
            'Narrador de la Lima de las clases altas, con humor y ternura. Su primera novela es un clásico de la literatura peruana.',
          ],
          points: ['Un mundo para Julius (1970)'],
        },
        {
          title: 'Mario Vargas Llosa',
          subtitle: 'Arequipa, 1936 – Lima, 2025',
          badge: 'Premio Nobel 2010',
          paragraphs: [
            'Novelista y ensayista, recibió entre muchos otros premios el Premio Cervantes (1994) y el Premio Nobel de Literatura (2010), el único Nobel peruano. Murió en Lima el 13 de abril de 2025.',
          ],
          points: ['La ciudad y los perros (1963)', 'La casa verde (1966)', 'Conversación en La Catedral (1969)', 'La fiesta del Chivo (2000)'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'poetas',
      title: 'Poetas',
      columns: 2,
      cards: [
        {
          title: 'Mariano Melgar',
          subtitle: 'Arequipa, 1790 – Umachiri (Puno), 1815',
          badge: 'Poeta y prócer',
          paragraphs: [
            'Poeta de los yaravíes, canciones de amor de raíz andina. Se unió a la rebelión de Pumacahua y fue fusilado tras la batalla de Umachiri, en 1815.',
          ],
          points: ['Yaravíes', 'Carta a Silvia'],
        },
        {
          title: 'José Santos Chocano',
          subtitle: 'Lima, 1875 – Santiago de Chile, 1934',
          badge: 'Modernista',
          paragraphs: ['Poeta modernista de tono épico, cantó la naturaleza y la historia del continente; lo llamaron «el Cantor de América».'],
          points: ['Alma América (1906)'],
        },
        {
          title: 'José María Eguren',
          subtitle: 'Lima, 1874 – Lima, 1942',
          badge: 'Simbolista',
          paragraphs: ['Poeta de imágenes delicadas y misteriosas, considerado el iniciador de la poesía moderna en el Perú.'],
          points: ['Simbólicas (1911)', 'La canción de las figuras (1916)'],
        },
        {
          title: 'César Vallejo',
          subtitle: 'Santiago de Chuco (La Libertad), 1892 – París, 1938',
          badge: 'Vanguardia',
          paragraphs: [
            'El poeta peruano más universal y uno de los grandes renovadores de la poesía en castellano. Vivió sus últimos años en Europa y murió en París.',
          ],
          points: ['Los heraldos negros (1918)', 'Trilce (1922)', 'Poemas humanos (1939, póstumo)'],
        },
        {
          title: 'Blanca Varela',
          subtitle: 'Lima, 1926 – Lima, 2009',
          badge: 'Premio Reina Sofía 2007',
          paragraphs: [
            'Una de las voces mayores de la poesía latinoamericana del siglo XX. En 2007 recibió el Premio Reina Sofía de Poesía Iberoamericana.',
          ],
          points: ['Ese puerto existe (1959)'],
        },
        {
          title: 'Javier Heraud',
          subtitle: 'Lima, 1942 – Puerto Maldonado, 1963',
          badge: 'Generación del 60',
          paragraphs: ['Poeta joven de versos sencillos y luminosos. Murió en 1963 en Puerto Maldonado, con solo 21 años.'],
          points: ['El río (1960)', 'El viaje (1961)'],
        },
        {
          title: 'Antonio Cisneros',
          subtitle: 'Lima, 1942 – Lima, 2012',
          badge: 'Generación del 60',
          paragraphs: ['Poeta de tono irónico y conversacional; ganó el Premio Casa de las Américas de Cuba.'],
          points: ['Canto ceremonial contra un oso hormiguero (1968)'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'musicos',
      title: 'Músicos y compositores',
      columns: 2,
      cards: [
        {
          title: 'Daniel Alomía Robles',
          subtitle: 'Huánuco, 1871 – Lima, 1942',
          badge: 'Compositor',
          paragraphs: [
            'Recopiló melodías andinas por todo el país. Compuso «El cóndor pasa», pieza de la zarzuela del mismo nombre estrenada en Lima en 1913 y declarada Patrimonio Cultural de la Nación en 2004. La versión del dúo Simon & Garfunkel (1970) la hizo famosa en todo el mundo.',
          ],
          points: ['El cóndor pasa'],
        },
        {
          title: 'Felipe Pinglo Alva',
          subtitle: 'Lima, 1899 – Lima, 1936',
          badge: 'Vals criollo',
          paragraphs: ['Llamado «el bardo inmortal», es la gran figura del vals criollo limeño y de la música criolla.'],
          points: ['El plebeyo'],
        },
        {
          title: 'Chabuca Granda',
          subtitle: 'Cotabambas (Apurímac), 1920 – Miami, 1983',
          badge: 'Compositora',
          paragraphs: ['María Isabel Granda, la gran compositora de la música criolla: sus valses cantan a la Lima antigua.'],
          points: ['La flor de la canela', 'Fina estampa', 'José Antonio'],
        },
        {
          title: 'Augusto Polo Campos',
          subtitle: '1932 – 2018',
          badge: 'Compositor',
          paragraphs: ['Autor de algunas de las canciones criollas más queridas por los peruanos, que se cantan en cada Fiestas Patrias.'],
          points: ['Contigo Perú', 'Y se llama Perú'],
        },
        {
          title: 'Nicomedes Santa Cruz',
          subtitle: 'Lima, 1925 – Madrid, 1992',
          badge: 'Decimista',
          paragraphs: ['Decimista, músico e investigador: rescató y difundió la música y la cultura afroperuanas.'],
          points: ['Cumanana'],
        },
        {
          title: 'Victoria Santa Cruz',
          subtitle: 'Lima, 1922 – Lima, 2014',
          badge: 'Compositora y coreógrafa',
          paragraphs: ['Compositora, coreógrafa y directora del Conjunto Nacional de Folklore; hermana de Nicomedes, revalorizó la danza afroperuana.'],
          points: ['Me gritaron negra'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'cantantes',
      title: 'Cantantes',
      columns: 2,
      cards: [
        {
          title: 'Yma Sumac',
          subtitle: 'Ichocán (Cajamarca), 1922 – Los Ángeles, 2008',
          badge: 'Soprano',
          paragraphs: [
            'Su voz, de más de cuatro octavas, la hizo famosa en Estados Unidos y en el mundo con canciones de inspiración andina.',
          ],
          points: ['Voice of the Xtabay (1950)'],
        },
        {
          title: 'Lucha Reyes',
          subtitle: 'Lima, 1936 – Lima, 1973',
          badge: 'Música criolla',
          paragraphs: ['Conocida como «la Morena de Oro del Perú», una de las voces más queridas del vals criollo.'],
          points: ['Regresa'],
        },
        {
          title: 'Arturo «Zambo» Cavero',
          subtitle: 'Lima, 1940 – Lima, 2009',
          badge: 'Música criolla',
          paragraphs: ['Cantante criollo y afroperuano; junto al guitarrista Óscar Avilés popularizó las canciones patrióticas de Augusto Polo Campos.'],
          points: ['Contigo Perú', 'Y se llama Perú'],
        },
        {
          title: 'Susana Baca',
          subtitle: 'Lima, 1944',
          badge: 'Grammy Latino',
          paragraphs: [
            'Gran voz de la música afroperuana. Ganó el Grammy Latino en 2002 (mejor álbum folclórico, «Lamento negro»), en 2011 (junto al grupo Calle 13) y en 2020. En 2011 fue ministra de Cultura.',
          ],
          points: ['Lamento negro', 'María Landó'],
        },
        {
          title: 'Eva Ayllón',
          subtitle: 'Lima, 1956',
          badge: 'Criolla y afroperuana',
          paragraphs: ['Una de las grandes intérpretes de la música criolla y afroperuana, con una larga carrera internacional.'],
        },
        {
          title: 'Juan Diego Flórez',
          subtitle: 'Lima, 1973',
          badge: 'Tenor',
          paragraphs: [
            'Tenor de ópera aclamado en los grandes teatros del mundo, especialista en Rossini y el bel canto. Fundó Sinfonía por el Perú, que forma orquestas y coros de niños y jóvenes.',
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En esta página',
      stats: [
        { value: 8, label: 'escritores', countOf: { block: 'escritores' } },
        { value: 7, label: 'poetas', countOf: { block: 'poetas' } },
        { value: 6, label: 'músicos y compositores', countOf: { block: 'musicos' } },
        { value: 6, label: 'cantantes', countOf: { block: 'cantantes' } },
      ],
    },
    {
      kind: 'table',
      id: 'obras-clave',
      title: 'Obras que debes asociar',
      columns: ['Obra', 'Autor', 'Tipo'],
      rows: [
        ['Comentarios Reales de los Incas', 'Inca Garcilaso de la Vega', 'Crónica'],
        ['Tradiciones peruanas', 'Ricardo Palma', 'Relatos'],
        ['El mundo es ancho y ajeno', 'Ciro Alegría', 'Novela'],
        ['Los ríos profundos', 'José María Arguedas', 'Novela'],
        ['La ciudad y los perros', 'Mario Vargas Llosa', 'Novela'],
        ['Los heraldos negros', 'César Vallejo', 'Poesía'],
        ['Alma América', 'José Santos Chocano', 'Poesía'],
        ['El cóndor pasa', 'Daniel Alomía Robles', 'Música'],
        ['La flor de la canela', 'Chabuca Granda', 'Vals criollo'],
        ['Contigo Perú', 'Augusto Polo Campos', 'Canción criolla'],
      ],
    },
  ],
  closing: {
    title: 'La cultura peruana en el mundo',
    text: 'Del Inca Garcilaso a Vargas Llosa, de «El cóndor pasa» a la voz de Juan Diego Flórez: cada nombre es una puerta a la historia del Perú. Repasa las obras de la tabla y las reconocerás en el examen.',
  },
  sources: [
    { label: 'Premio Nobel de Literatura 2010: Mario Vargas Llosa (NobelPrize.org)', url: 'https://www.nobelprize.org/prizes/literature/2010/summary/' },
    { label: 'Biblioteca Nacional del Perú', url: 'https://www.bnp.gob.pe/' },
    { label: 'Ministerio de Cultura del Perú', url: 'https://www.gob.pe/cultura' },
    { label: 'Wikipedia: Literatura del Perú', url: 'https://es.wikipedia.org/wiki/Literatura_del_Per%C3%BA' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
