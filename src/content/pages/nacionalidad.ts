/** 6.1 Nacionalidad Peruana: Marco Legal — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Quién es peruano, cómo se adquiere la nacionalidad peruana y qué normas la regulan: la Constitución de 1993 y la nueva Ley de Nacionalidad, la Ley N.º 32421, que rige desde que se publique su reglamento.',
  blocks: [
    {
      kind: 'text',
      id: 'que-es',
      title: '¿Qué es la nacionalidad?',
      paragraphs: [
        'La nacionalidad es el vínculo jurídico y político que une a una persona con un Estado. De ella nacen derechos (por ejemplo, votar al cumplir la mayoría de edad) y deberes (honrar al Perú, respetar la Constitución y las leyes).',
        'En el Perú hay dos grandes caminos para ser peruano: por nacimiento o por voluntad, es decir, cuando una persona extranjera pide y obtiene la nacionalidad peruana. La naturalización, para la que te preparas con este curso, es la más conocida de las formas por voluntad.',
      ],
    },
    {
      kind: 'cards',
      id: 'constitucion',
      title: 'La Constitución Política de 1993',
      intro: 'La base de todo el régimen de nacionalidad está en el capítulo «Del Estado, la Nación y el territorio».',
      columns: 2,
      cards: [
        {
          title: 'Artículo 52',
          subtitle: 'Quiénes son peruanos',
          paragraphs: [
            'Son peruanos por nacimiento los nacidos en el territorio de la República, y también los nacidos en el exterior de padre o madre peruanos que estén inscritos en el registro correspondiente.',
            'Son asimismo peruanos quienes adquieren la nacionalidad por naturalización o por opción, siempre que tengan residencia en el Perú.',
          ],
          facts: [{ label: 'Reforma', value: 'En 2018 (Ley N.º 30738) se eliminó el límite de la minoría de edad para inscribir a los hijos de peruanos nacidos en el exterior.' }],
        },
        {
          title: 'Artículo 53',
          subtitle: 'Cómo se adquiere y cómo se pierde',
          paragraphs: [
            'La ley regula las formas en que se adquiere o recupera la nacionalidad.',
            '«La nacionalidad peruana no se pierde, salvo por renuncia expresa ante autoridad peruana».',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'ley-vigente',
      title: 'La nueva ley: Ley N.º 32421, Ley de Nacionalidad',
      checkedAt: '2026-11-29',
      paragraphs: [
        'La Ley N.º 32421, publicada en el diario oficial El Peruano el 14 de agosto de 2025, es la nueva Ley de Nacionalidad y reemplaza a la Ley N.º 26574, de 1996. Pero se aplica desde el día siguiente a la publicación de su reglamento: hasta entonces, Migraciones sigue su procedimiento anterior (ver «Dos años hoy, cinco con la nueva ley»).',
        'La nueva ley regula cómo se obtiene, se recupera y se renuncia a la nacionalidad peruana, y la expedición de los títulos de nacionalidad. Distingue dos grandes vías: la nacionalidad por nacimiento y la nacionalidad por voluntad.',
        'Las personas extranjeras que obtienen la nacionalidad por voluntad tienen los mismos derechos y obligaciones que los peruanos nacidos en el territorio, salvo las limitaciones que fijan la Constitución y la ley. Por ejemplo, la Constitución exige ser peruano por nacimiento para ser presidente de la República (artículo 110) y, desde julio de 2026, para ser senador o diputado (artículo 90, modificado por la Ley 31988).',
      ],
    },
    {
      kind: 'callout',
      id: 'requisitos',
      tone: 'warning',
      title: 'Dos años hoy, cinco con la nueva ley',
      checkedAt: '2026-11-27',
      text: 'La Ley N.º 32421 pide 5 años de residencia para la naturalización, pero entra en vigencia al día siguiente de la publicación de su reglamento; Migraciones sometió un proyecto de reglamento a consulta pública. En enero de 2026 el procedimiento de Migraciones aún pedía 2 años consecutivos de residencia legal (El Comercio, 8 de enero de 2026). Al 27 de noviembre de 2026 este curso no pudo confirmar en una fuente oficial que el reglamento se haya publicado. Aprende las dos cifras y, antes de iniciar tu trámite, confirma en Migraciones cuál se aplica hoy a tu caso.',
    },
    {
      kind: 'list',
      id: 'por-nacimiento',
      title: 'Peruanos por nacimiento (Ley N.º 32421)',
      items: [
        { label: 'Nacidos en el Perú', text: 'Las personas nacidas en el territorio de la República, sea cual fuere la nacionalidad de sus padres.' },
        { label: 'Nacidos en el exterior', text: 'Los hijos de padre o madre peruanos de nacimiento inscritos en el registro del estado civil (en el consulado del Perú o en el registro civil en el Perú). Este derecho alcanza hasta la tercera generación.' },
        { label: 'Adoptados', text: 'Los niños adoptados por padre o madre peruanos de nacimiento.' },
        { label: 'Menores en abandono', text: 'Los menores de edad en estado de abandono que residen en el Perú y son hijos de padres desconocidos.' },
      ],
    },
    {
      kind: 'cards',
      id: 'por-voluntad',
      title: 'Nacionalidad por voluntad: las cinco modalidades',
      intro: 'La Ley N.º 32421 establece que una persona extranjera solo puede adquirir la nacionalidad peruana por voluntad mediante estas modalidades:',
      columns: 3,
      cards: [
        {
          title: 'Naturalización',
          badge: '1',
          paragraphs: ['La vía general para la persona extranjera que reside en el Perú, tiene arraigo en el país y solicita ser peruana. Incluye una evaluación de conocimientos sobre el Perú, como la que preparas en este curso.'],
        },
        {
          title: 'Opción',
          badge: '2',
          paragraphs: ['Vía para personas extranjeras con un vínculo especial con el Perú que la ley precisa. Es la vía que suelen usar, por ejemplo, quienes están casados con una persona peruana.'],
        },
        {
          title: 'Doble nacionalidad',
          badge: '3',
          paragraphs: ['La ley la incluye entre las modalidades para adquirir la nacionalidad peruana sin perder la de origen, en los casos que ella regula.'],
        },
        {
          title: 'Distinción meritoria',
          badge: '4',
          paragraphs: ['Para personas extranjeras a quienes el Estado reconoce méritos o servicios destacados al Perú.'],
        },
        {
          title: 'Deportista calificado',
          badge: '5',
          paragraphs: ['Para deportistas extranjeros calificados, según los supuestos que fija la ley.'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'residencia-por-modalidad',
      title: 'Años de residencia que exige la nueva ley, según la modalidad',
      intro: 'La Ley N.º 32421 pide residencia migratoria en el Perú, continua e inmediatamente anterior a la solicitud, y fija su duración según la vía. Con la Ley N.º 26574 y el procedimiento que Migraciones aplicaba en enero de 2026, bastaban dos años para la naturalización.',
      caption: 'Residencia mínima por modalidad de nacionalidad por voluntad (Ley N.º 32421).',
      checkedAt: '2026-11-27',
      columns: ['Modalidad', 'Residencia mínima', 'Otras condiciones propias'],
      rows: [
        ['Naturalización', '5 años', 'Ingresos lícitos de al menos 10 UIT al año, con tributación formal en el Perú.'],
        ['Opción (por ejemplo, por matrimonio con persona peruana)', '4 años', 'En el caso del matrimonio, cuatro años de unión con residencia migratoria.'],
        ['Distinción meritoria', '2 años', 'La otorga el Congreso, con opinión técnica favorable de Migraciones.'],
        ['Deportista calificado', '2 años', 'La otorga el Poder Ejecutivo, con opinión técnica favorable de Migraciones.'],
        ['Doble nacionalidad', 'Consúltala en Migraciones', 'Solvencia económica lícita de al menos 10 UIT al año y cumplimiento tributario.'],
      ],
    },
    {
      kind: 'list',
      id: 'requisitos-comunes',
      title: 'Requisitos comunes a todas las vías por voluntad',
      intro: 'Además de la residencia de su modalidad, la ley pide a toda persona extranjera que solicite la nacionalidad por voluntad:',
      checkedAt: '2026-11-24',
      items: [
        { label: 'Capacidad', text: 'Plena capacidad jurídica para ejercer sus derechos.' },
        { label: 'Residencia vigente', text: 'Calidad migratoria de residente vigente al presentar la solicitud.' },
        {
          label: 'Idioma',
          text: 'Conocer el castellano o alguno de los otros idiomas oficiales que reconoce la Constitución (artículo 48: el castellano y, donde predominen, el quechua, el aimara y las demás lenguas aborígenes).',
        },
        {
          label: 'Evaluación de conocimientos',
          text: 'Aprobar la evaluación sobre historia, geografía, Constitución Política, arte, cultura y actualidad del Perú. Se exige en todas las modalidades por voluntad, no solo en la naturalización: es el examen para el que te prepara este curso.',
        },
        { label: 'Ingresos', text: 'Ingresos lícitos que permitan vivir en el Perú; para la naturalización y la doble nacionalidad, al menos 10 UIT al año, con tributación formal.' },
        { label: 'Antecedentes', text: 'No tener antecedentes policiales, penales ni judiciales, ni alertas internacionales (se verifican también a través de INTERPOL).' },
        { label: 'Documentos', text: 'Pasaporte vigente; los documentos extranjeros, apostillados o legalizados y traducidos al castellano.' },
        { label: 'Trámite personal', text: 'La persona interesada hace el trámite por sí misma; el procedimiento dura como máximo 18 meses (prorrogables 6) y termina con el juramento y la entrega del título.' },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En resumen',
      checkedAt: '2026-11-24',
      stats: [
        { value: 5, label: 'modalidades de nacionalidad por voluntad', countOf: { block: 'por-voluntad' } },
        { value: 4, label: 'supuestos de nacionalidad por nacimiento', countOf: { block: 'por-nacimiento' } },
        { value: 5, label: 'años de residencia para la naturalización (Ley N.º 32421)' },
      ],
    },
    {
      kind: 'text',
      id: 'migraciones',
      title: '¿Quién tramita la naturalización?',
      paragraphs: [
        'La Superintendencia Nacional de Migraciones (Migraciones) es la entidad que tramita los procedimientos de nacionalidad de las personas extranjeras, entre ellos la naturalización, y expide el título de nacionalidad.',
        'Los trámites son personales: la ley dispone que la persona interesada los realice por sí misma y solo admite representación en casos excepcionales.',
      ],
    },
    {
      kind: 'timeline',
      id: 'historia',
      title: 'Historia de la ley de nacionalidad',
      events: [
        { date: '1993', title: 'Constitución Política del Perú', text: 'Sus artículos 52 y 53 regulan la nacionalidad: por nacimiento, por naturalización y por opción; solo se pierde por renuncia expresa.' },
        { date: '21 de diciembre de 1995', title: 'Ley N.º 26574, Ley de Nacionalidad', text: 'Promulgada en 1995 y vigente desde 1996. Reconocía la naturalización, la opción (que incluía, entre otros casos, al extranjero casado con peruana o peruano) y la naturalización por servicios distinguidos, que concedía el Congreso mediante resolución legislativa.' },
        { date: '2018', title: 'Reforma del artículo 52 (Ley N.º 30738)', text: 'Los hijos de peruanos nacidos en el exterior pueden inscribirse como peruanos de nacimiento también después de cumplir la mayoría de edad.' },
        { date: '14 de agosto de 2025', title: 'Ley N.º 32421, nueva Ley de Nacionalidad', text: 'Se publica en El Peruano. Reemplaza a la Ley N.º 26574, endurece los requisitos (cinco años de residencia para la naturalización) y fija cinco modalidades de nacionalidad por voluntad.' },
      ],
    },
  ],
  closing: {
    title: 'Ser peruano por voluntad',
    text: 'La nacionalidad por naturalización es un compromiso con el Perú: con su historia, su cultura y su Constitución. Conocer su marco legal es el primer paso de ese compromiso.',
  },
  sources: [
    { label: 'Superintendencia Nacional de Migraciones', url: 'https://www.gob.pe/migraciones' },
    {
      label: 'El Comercio: cómo solicitar la naturalización, 2 años de residencia según Migraciones (8 de enero de 2026)',
      url: 'https://elcomercio.pe/respuestas/tramites/como-solicitar-la-nacionalidad-peruana-por-naturalizacion-mira-aqui-como-debes-hacer-el-tramite-tdpe-noticia/',
    },
    { label: 'Diario oficial El Peruano: normas legales (busca «Ley 32421» para leer su texto oficial)', url: 'https://busquedas.elperuano.pe/' },
    { label: 'Congreso de la República del Perú', url: 'https://www.congreso.gob.pe/' },
    {
      label: 'Ley 31988, reforma constitucional de la bicameralidad: artículo 90 modificado, requisitos para ser senador o diputado (texto publicado en El Peruano el 20 de marzo de 2024, en LP Derecho)',
      url: 'https://lpderecho.pe/ley-31988-reforma-constitucional-bicameralidad-reeleccion-parlamentaria/',
    },
    {
      label: 'Gestión: el Gobierno promulgó la Ley 32421, publicada el 14 de agosto de 2025 en El Peruano (requisitos por modalidad)',
      url: 'https://gestion.pe/peru/gobierno-promulgo-ley-para-obtener-ciudadania-peruana-cuales-son-los-nuevos-requisitos-noticia/',
    },
    {
      label: 'El Comercio: los nuevos requisitos de la Ley de Nacionalidad, según Migraciones',
      url: 'https://elcomercio.pe/lima/migraciones-estos-son-los-nuevos-requisitos-que-trae-la-ley-de-nacionalidad-ultimas-noticia/',
    },
    {
      label: 'La República: la Ley 32421 entra en vigencia al día siguiente de publicado su reglamento',
      url: 'https://larepublica.pe/sociedad/2025/08/15/nueva-ley-de-nacionalidad-peruana-es-oficial-extranjeros-deberan-cumplir-estos-requisitos-para-obtenerla-evat-483435',
    },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
