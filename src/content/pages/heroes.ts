/** 3.1 Héroes nacionales — reviewed 2026-11-24. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Los héroes nacionales son peruanos que dieron la vida o lo mejor de sí por el país. Conocer sus nombres, fechas y hazañas es parte esencial del examen.',
  blocks: [
    {
      kind: 'text',
      id: 'por-que-heroes',
      title: 'Héroes de la patria',
      paragraphs: [
        'La mayoría de los héroes que se estudian pertenecen a tres momentos de la historia: la lucha por la independencia (1820–1824), la Guerra del Pacífico (1879–1883), en la que el Perú y Bolivia se enfrentaron a Chile, y el conflicto con el Ecuador de 1941.',
        'Los dos más importantes son Miguel Grau, el marino del Huáscar, y Francisco Bolognesi, el defensor de Arica. Sus nombres están en calles, plazas, colegios y buques de todo el país.',
      ],
    },
    {
      kind: 'cards',
      id: 'biografias',
      title: 'Biografías',
      columns: 2,
      cards: [
        {
          title: 'Miguel Grau Seminario',
          subtitle: 'Marino · 1834–1879',
          badge: 'El Caballero de los Mares',
          paragraphs: [
            'Nació en Piura y se hizo a la mar desde niño. Fue marino de guerra y también diputado por Paita. Al estallar la Guerra del Pacífico, en 1879, comandaba el monitor Huáscar, con el que durante meses burló a la escuadra chilena, más poderosa, atacando sus puertos y transportes.',
            'Murió en el Combate de Angamos, el 8 de octubre de 1879, cuando una granada enemiga impactó en la torre de mando del Huáscar.',
          ],
          facts: [
            { label: 'Nacimiento', value: 'Piura, 27 de julio de 1834' },
            { label: 'Muerte', value: 'Combate de Angamos, 8 de octubre de 1879' },
            { label: 'Buque', value: 'Monitor Huáscar' },
            { label: 'Apodo', value: '«El Caballero de los Mares»' },
          ],
          tags: ['pacifico'],
        },
        {
          title: 'Francisco Bolognesi Cervantes',
          subtitle: 'Militar · 1816–1880',
          badge: 'Héroe de Arica',
          paragraphs: [
            'Nació en Lima. Coronel del Ejército, especialista en artillería, combatió en la Batalla de Tarapacá (1879). En 1880 defendía la plaza de Arica, sitiada por un ejército chileno muy superior en número.',
            'Cuando un emisario chileno le pidió rendirse, respondió: «Tengo deberes sagrados que cumplir y los cumpliré hasta quemar el último cartucho». Murió combatiendo en el Morro de Arica el 7 de junio de 1880.',
          ],
          facts: [
            { label: 'Nacimiento', value: 'Lima, 4 de noviembre de 1816' },
            { label: 'Muerte', value: 'Batalla de Arica, 7 de junio de 1880' },
            { label: 'Frase', value: '«…hasta quemar el último cartucho»' },
          ],
          tags: ['pacifico'],
        },
        {
          title: 'Alfonso Ugarte Vernal',
          subtitle: 'Comerciante y coronel · 1847–1880',
          badge: 'Morro de Arica',
          paragraphs: [
            'Nació en Iquique, entonces territorio peruano, en una familia acaudalada; llegó a ser alcalde de su ciudad. Al comenzar la guerra organizó y pagó con su propia fortuna el batallón Iquique N.° 1, con el que luchó en Tarapacá, donde fue herido.',
            'Murió en la Batalla de Arica, el 7 de junio de 1880. Según la tradición, para que la bandera no cayera en manos enemigas se lanzó a caballo desde lo alto del Morro llevándola consigo; los historiadores aún discuten cómo fueron sus últimos momentos.',
          ],
          facts: [
            { label: 'Nacimiento', value: 'Iquique, 1847' },
            { label: 'Muerte', value: 'Batalla de Arica, 7 de junio de 1880' },
            { label: 'Hazaña', value: 'Financió y dirigió el batallón Iquique N.° 1' },
          ],
          tags: ['pacifico'],
        },
        {
          title: 'Andrés Avelino Cáceres',
          subtitle: 'Militar y presidente · murió en 1923',
          badge: 'El Brujo de los Andes',
          paragraphs: [
            'Nació en Ayacucho. Luchó en Tarapacá y en la defensa de Lima (San Juan y Miraflores, 1881), donde fue herido. Después organizó la resistencia en la sierra central con campesinos y montoneros: la Campaña de la Breña (1881–1883).',
            'Por su habilidad para aparecer y desaparecer, los chilenos lo llamaron «el Brujo de los Andes»; sus soldados le decían «Taita Cáceres». Fue derrotado en Huamachuco el 10 de julio de 1883. Luego fue presidente del Perú (1886–1890 y 1894–1895).',
          ],
          facts: [
            { label: 'Nacimiento', value: 'Ayacucho' },
            { label: 'Muerte', value: '1923' },
            { label: 'Hazaña', value: 'Campaña de la Breña (1881–1883)' },
          ],
          tags: ['pacifico'],
        },
        {
          title: 'José Olaya Balandra',
          subtitle: 'Pescador · murió en 1823',
          badge: 'Mártir de la independencia',
          paragraphs: [
            'Pescador de Chorrillos. Durante la guerra de la independencia llevaba mensajes secretos entre los patriotas del Callao y los de Lima, muchas veces nadando. Fue capturado por los realistas y, aunque lo torturaron, se negó a revelar los nombres de los patriotas.',
            'Se le atribuye la frase: «Si mil vidas tuviera, gustoso las daría por mi patria». Fue fusilado en Lima el 29 de junio de 1823.',
          ],
          facts: [
            { label: 'Origen', value: 'Chorrillos (Lima)' },
            { label: 'Muerte', value: 'Lima, 29 de junio de 1823' },
            { label: 'Hazaña', value: 'Mensajero de los patriotas; no delató a nadie' },
          ],
          tags: ['independencia'],
        },
        {
          title: 'José Abelardo Quiñones Gonzales',
          subtitle: 'Aviador militar · 1914–1941',
          badge: 'Héroe de la aviación',
          paragraphs: [
            'Nació en Pimentel (Lambayeque). Fue piloto de la aviación militar peruana. En el conflicto con el Ecuador, el 23 de julio de 1941, durante un ataque contra las posiciones enemigas en Quebrada Seca (Zarumilla, Tumbes), su avión fue alcanzado y él lo lanzó contra la batería antiaérea enemiga, perdiendo la vida.',
            'Es el héroe de la Fuerza Aérea del Perú, que celebra su día cada 23 de julio.',
          ],
          facts: [
            { label: 'Nacimiento', value: 'Pimentel (Lambayeque), 22 de abril de 1914' },
            { label: 'Muerte', value: 'Quebrada Seca (Tumbes), 23 de julio de 1941' },
            { label: 'Institución', value: 'Fuerza Aérea del Perú' },
          ],
          tags: ['1941'],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 6, label: 'héroes en esta página', countOf: { block: 'biografias' } },
        { value: 4, label: 'héroes de la Guerra del Pacífico', countOf: { block: 'biografias', tag: 'pacifico' } },
      ],
    },
    {
      kind: 'text',
      id: 'caballero-de-los-mares',
      title: '¿Por qué Grau es «el Caballero de los Mares»?',
      paragraphs: [
        'El 21 de mayo de 1879, en el Combate de Iquique, el Huáscar hundió a la corbeta chilena Esmeralda. En lugar de abandonar a los náufragos enemigos, Grau ordenó rescatarlos.',
        'Además, escribió una carta a Carmela Carvajal, viuda del comandante chileno Arturo Prat, muerto en ese combate, para devolverle la espada y los objetos personales de su esposo. Por esta nobleza con el enemigo se le llama «el Caballero de los Mares», y es considerado el máximo héroe naval del Perú.',
      ],
    },
    {
      kind: 'callout',
      id: 'frase-bolognesi',
      tone: 'tip',
      title: 'La frase más preguntada',
      text: '«Tengo deberes sagrados que cumplir y los cumpliré hasta quemar el último cartucho» es la respuesta de Francisco Bolognesi a la propuesta chilena de rendir Arica, pocos días antes de la batalla del 7 de junio de 1880. No la confundas con la de José Olaya: «Si mil vidas tuviera, gustoso las daría por mi patria».',
    },
    {
      kind: 'table',
      id: 'fechas-para-recordar',
      title: 'Fechas para recordar',
      columns: ['Fecha', 'Qué se recuerda'],
      rows: [
        ['29 de junio de 1823', 'Fusilamiento de José Olaya'],
        ['27 de julio de 1834', 'Nacimiento de Miguel Grau, en Piura'],
        ['8 de octubre de 1879', 'Combate de Angamos: muere Grau. Es feriado nacional'],
        ['7 de junio de 1880', 'Batalla de Arica: mueren Bolognesi y Ugarte. Cada 7 de junio es el Día de la Bandera'],
        ['10 de julio de 1883', 'Batalla de Huamachuco: última gran batalla de Cáceres en la Breña'],
        ['23 de julio de 1941', 'Muerte de José Quiñones; Día de la Fuerza Aérea del Perú'],
      ],
    },
  ],
  closing: {
    title: 'Su ejemplo sigue vivo',
    text: 'Grau, Bolognesi, Ugarte, Cáceres, Olaya y Quiñones pusieron el deber por encima de su propia vida. En la siguiente página verás, en orden, las batallas y combates en que participaron.',
  },
  sources: [
    {
      label: 'Agencia Andina: el combate de Angamos explicado por la Dirección de Patrimonio Histórico de la Marina de Guerra del Perú',
      url: 'https://andina.pe/agencia/noticia-combate-angamos-victoria-moral-forjo-espiritu-naval-del-peru-1047630.aspx',
    },
    {
      label: 'Escuela Superior de las Fuerzas Armadas: aniversario de la Marina de Guerra del Perú y del combate de Angamos',
      url: 'https://www.esffaa.edu.pe/8-10-23-mgp/',
    },
    { label: 'Centro de Estudios Histórico-Militares del Perú', url: 'https://cehmp.wordpress.com/' },
    { label: 'Wikipedia: Miguel Grau', url: 'https://es.wikipedia.org/wiki/Miguel_Grau' },
    { label: 'Wikipedia: Francisco Bolognesi', url: 'https://es.wikipedia.org/wiki/Francisco_Bolognesi' },
    { label: 'Wikipedia: Alfonso Ugarte', url: 'https://es.wikipedia.org/wiki/Alfonso_Ugarte' },
  ],
  reviewedAt: '2026-11-24',
};

export default page;
