/** 18.2 El Conflicto Armado Interno (1980–2000) and what the CVR found — reviewed 2026-11-29. Split from 18.1 so each page's first paint arrives in one round trip. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Entre 1980 y 2000 el Perú vivió un conflicto armado interno: cómo empezó, sus hechos más conocidos y lo que encontró la Comisión de la Verdad y Reconciliación (CVR).',
  blocks: [
    {
      kind: 'text',
      id: 'conflicto-armado',
      title: 'El conflicto armado interno (1980–2000)',
      paragraphs: [
        'Entre 1980 y 2000 el Perú vivió un conflicto armado interno. Lo inició el Partido Comunista del Perú – Sendero Luminoso (PCP-SL), que el 17 de mayo de 1980, víspera de las elecciones generales, quemó las ánforas electorales en Chuschi (Cangallo, Ayacucho). En los años ochenta actuó también el Movimiento Revolucionario Túpac Amaru (MRTA). El Estado respondió con las Fuerzas Armadas y la Policía.',
        'El 12 de septiembre de 1992 agentes del Grupo Especial de Inteligencia (GEIN) de la Policía capturaron en Lima a Abimael Guzmán, cabecilla de Sendero Luminoso. El 17 de diciembre de 1996 un comando del MRTA tomó la residencia del embajador del Japón en Lima con cientos de rehenes; el 22 de abril de 1997 la operación militar Chavín de Huántar rescató a 71 de los 72 rehenes que quedaban.',
      ],
    },
    {
      kind: 'list',
      id: 'cvr',
      title: 'Lo que encontró la Comisión de la Verdad y Reconciliación (CVR)',
      intro: 'El Estado creó una comisión para esclarecer la violencia de mayo de 1980 a noviembre de 2000. Sus conclusiones principales:',
      items: [
        { label: 'Creación', text: 'La creó en junio de 2001 el gobierno de transición de Valentín Paniagua; el presidente Alejandro Toledo la ratificó ese año con el nombre de Comisión de la Verdad y Reconciliación. La presidió Salomón Lerner Febres.' },
        { label: 'Informe Final', text: 'Lo entregó al presidente Alejandro Toledo el 28 de agosto de 2003.' },
        { label: 'Víctimas', text: 'Estimó que la cifra más probable de víctimas fatales (muertos y desaparecidos) es de 69,280 personas: más que las pérdidas humanas de todas las guerras externas y civiles del Perú independiente. Fue el episodio de violencia más intenso, extenso y prolongado de la historia de la República.' },
        { label: 'Dónde', text: 'En el departamento de Ayacucho, donde empezó la violencia, se concentró más del 40 % de los muertos y desaparecidos reportados a la CVR.' },
        { label: 'Quiénes', text: 'La población campesina fue la principal víctima: el 79 % de las víctimas reportadas vivía en zonas rurales, y el 75 % de las víctimas fatales tenía el quechua u otra lengua nativa como idioma materno.' },
        { label: 'Responsables', text: 'Sendero Luminoso fue el principal perpetrador de crímenes y violaciones de los derechos humanos: le atribuyó el 54 % de las víctimas fatales reportadas. La CVR documentó también graves violaciones de los derechos humanos cometidas por agentes del Estado.' },
      ],
    },
    {
      kind: 'links',
      id: 'fuentes-cvr',
      title: 'Para leer más',
      links: [
        { label: 'Comisión de la Verdad y Reconciliación: Informe Final y conclusiones', url: 'https://www.cverdad.org.pe/ifinal/', description: 'El informe completo y sus conclusiones generales (2003).' },
        { label: 'CVR: discurso de presentación del Informe Final', url: 'https://www.cverdad.org.pe/informacion/discursos/en_ceremonias05.php', description: 'Salomón Lerner Febres, 28 de agosto de 2003.' },
      ],
    },
  ],
  closing: {
    title: 'Memoria para no repetir',
    text: 'La CVR recomendó recordar a las víctimas y reparar a sus familias: conocer lo que pasó es parte de la vida democrática del Perú.',
  },
  sources: [
    { label: 'El Comercio: Chuschi (17 de mayo de 1980) y la captura de Abimael Guzmán (12 de septiembre de 1992), según la CVR', url: 'https://elcomercio.pe/peru/25-anos-captura-abimael-guzman-crimenes-asolaron-regiones-pais-noticia-457425' },
    { label: 'Municipalidad de Miraflores: la operación Chavín de Huántar (22 de abril de 1997)', url: 'https://www.miraflores.gob.pe/chavin-de-huantar-la-operacion-militar-de-rescate-que-libero-al-peru/' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
