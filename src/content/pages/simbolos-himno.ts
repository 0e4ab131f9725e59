/** 8.3 El Himno Nacional — reviewed 2026-11-24. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    '«Somos libres, seámoslo siempre»: conoce a los autores del Himno Nacional del Perú, cómo nació en 1821, su coro y la historia de la estrofa que hoy se canta en las ceremonias oficiales.',
  blocks: [
    {
      kind: 'cards',
      id: 'autores',
      title: 'Los autores',
      columns: 2,
      cards: [
        {
          title: 'José Bernardo Alcedo',
          subtitle: 'Autor de la música',
          badge: 'Música',
          paragraphs: ['Compositor limeño. Su marcha ganó el concurso convocado por San Martín en 1821 y se convirtió en la música del himno.'],
        },
        {
          title: 'José de la Torre Ugarte',
          subtitle: 'Autor de la letra',
          badge: 'Letra',
          paragraphs: ['Abogado nacido en Ica. Escribió la letra: el coro y seis estrofas.'],
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'historia',
      title: 'Cómo nació el himno',
      events: [
        {
          date: 'Agosto de 1821',
          title: 'El concurso de San Martín',
          text: 'Pocos días después de proclamar la independencia (28 de julio de 1821), José de San Martín convocó un concurso público para elegir la marcha nacional del Perú. Se presentaron varias composiciones; ganó la de José Bernardo Alcedo, con letra de José de la Torre Ugarte. Según la tradición, al escucharla San Martín exclamó: «¡He aquí el himno nacional del Perú!».',
        },
        {
          date: 'Septiembre de 1821',
          title: 'El estreno',
          text: 'El himno se estrenó en el teatro de Lima, cantado por la soprano Rosa Merino. Las fuentes dan como fecha el 23 o el 24 de septiembre de 1821.',
        },
        {
          date: '1913',
          title: 'Ley N.º 1801',
          text: 'El Congreso oficializó la letra y la música del himno y declaró que no pueden alterarse.',
        },
        {
          date: '2005',
          title: 'Sentencia del Tribunal Constitucional',
          text: 'En el expediente N.º 0044-2004-AI/TC (sentencia del 18 de mayo de 2005), el Tribunal reconoció que la estrofa «Largo tiempo el peruano oprimido» es de autor anónimo (no la escribió Torre Ugarte), ordenó añadir la quinta estrofa de Torre Ugarte, «Excitemos los celos de España», que la ley de 1913 había omitido, y señaló que corresponde al Congreso decidir qué estrofas se cantan en los actos oficiales.',
        },
        {
          date: '2009',
          title: 'Se canta «En su cima los Andes sostengan»',
          text: 'Desde ese año, en las ceremonias oficiales se entona el coro y «En su cima los Andes sostengan» (sexta estrofa de Torre Ugarte; séptima en el texto oficial), en lugar de «Largo tiempo el peruano oprimido».',
        },
      ],
    },
    {
      kind: 'text',
      id: 'coro',
      title: 'El coro',
      intro: 'El coro se canta al inicio y se repite después de cada estrofa.',
      paragraphs: [
        'Somos libres, seámoslo siempre,\ny antes niegue sus luces el Sol,\nque faltemos al voto solemne\nque la Patria al Eterno elevó.',
      ],
    },
    {
      kind: 'text',
      id: 'sexta-estrofa',
      title: 'La estrofa que se canta en los actos oficiales',
      intro: 'Es la sexta y última estrofa escrita por José de la Torre Ugarte. En el texto oficial, que empieza con la estrofa anónima, es la séptima: por eso unas fuentes la llaman «sexta estrofa» y otras «séptima estrofa».',
      paragraphs: [
        'En su cima los Andes sostengan\nla bandera o pendón bicolor,\nque a los siglos anuncie el esfuerzo\nque ser libres, por siempre nos dio.\nA su sombra vivamos tranquilos,\ny al nacer por sus cumbres el sol,\nrenovemos el gran juramento\nque rendimos al Dios de Jacob.',
      ],
    },
    {
      kind: 'text',
      id: 'estrofa-apocrifa',
      title: 'La estrofa «Largo tiempo el peruano oprimido»',
      paragraphs: [
        'Durante casi un siglo, la estrofa más conocida del himno fue «Largo tiempo el peruano oprimido / la ominosa cadena arrastró…». Sin embargo, no forma parte de la letra original de Torre Ugarte: se añadió en el siglo XIX y su autor es desconocido, por lo que se la llama estrofa apócrifa.',
        'La letra original de Torre Ugarte tiene seis estrofas; la primera empieza «Ya el estruendo de broncas cadenas» y la sexta, «En su cima los Andes sostengan». El texto oficial pone primero la estrofa anónima y, desde la sentencia de 2005, incluye las seis de Torre Ugarte: son siete estrofas, y «En su cima los Andes sostengan» es la séptima.',
        'Muchos críticos consideraban que la estrofa apócrifa presentaba a los peruanos como un pueblo sumiso. Por eso, tras la sentencia del Tribunal Constitucional, en las ceremonias oficiales se pasó a cantar «En su cima los Andes sostengan».',
      ],
    },
    {
      kind: 'callout',
      id: 'respeto',
      tone: 'info',
      title: 'Cómo se canta',
      text: 'Al entonar el himno nacional todos se ponen de pie, en actitud de respeto; los hombres se descubren la cabeza. Es el mismo respeto que se debe a la bandera y al escudo, los otros símbolos de la patria.',
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'Música: José Bernardo Alcedo. Letra: José de la Torre Ugarte. Concurso convocado por San Martín en 1821; estreno en septiembre de 1821 con Rosa Merino. Hoy se canta el coro («Somos libres, seámoslo siempre») y «En su cima los Andes sostengan»: sexta estrofa de Torre Ugarte, séptima en el texto oficial.',
    },
  ],
  closing: {
    title: 'Somos libres',
    text: 'El himno nació con la independencia y nos recuerda el juramento de ser libres. Cantarlo con respeto es honrar a quienes lucharon por esa libertad.',
  },
  sources: [
    { label: 'Tribunal Constitucional del Perú', url: 'https://www.tc.gob.pe/' },
    {
      label: 'Sentencia del Tribunal Constitucional, Exp. N.º 0044-2004-AI/TC, sobre la letra del Himno Nacional (texto reproducido por LP Derecho)',
      url: 'https://lpderecho.pe/sentencia-del-tc-quinta-estrofa-version-original-himno-nacional',
    },
    { label: 'Himno Nacional del Perú (Wikipedia)', url: 'https://es.wikipedia.org/wiki/Himno_Nacional_del_Per%C3%BA' },
    { label: 'Congreso de la República del Perú (Constitución Política y leyes)', url: 'https://www.congreso.gob.pe/' },
  ],
  reviewedAt: '2026-11-24',
};

export default page;
