/** Introducción — bienvenida, el examen y cómo usar el curso — reviewed 2026-11-27. */
import { topics } from '../course';
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Bienvenido a Naturalización Perú: un curso para preparar, paso a paso, el examen escrito que rinden los extranjeros que quieren obtener la nacionalidad peruana.',
  blocks: [
    {
      kind: 'text',
      id: 'bienvenida',
      title: 'Bienvenida',
      paragraphs: [
        'Si estás aquí es porque el Perú ya es tu hogar y quieres que también sea tu patria. Este curso reúne, en un solo lugar y en lenguaje sencillo, los temas de historia, geografía, cultura y civismo que conviene dominar antes del examen.',
        `El material está ordenado en ${topics.length} temas (el balotario), del Imperio Incaico a la actualidad de 2024 a 2026. Cada página explica un tema con fechas, nombres, lugares y cifras, e incluye sus fuentes para que puedas comprobar cada dato. Al final de tu estudio te esperan los exámenes de práctica, con la explicación de cada respuesta.`,
      ],
    },
    {
      kind: 'text',
      id: 'el-examen',
      title: '¿Qué es el examen de naturalización?',
      paragraphs: [
        'Quien solicita la nacionalidad peruana por voluntad debe demostrar que conoce el país: la evaluación se exige en todas las modalidades (naturalización, opción, doble nacionalidad, distinción meritoria y deportista calificado), no solo en la naturalización. Esa evaluación la administra Migraciones, es decir, la Superintendencia Nacional de Migraciones, la entidad del Estado que también tramita las solicitudes de nacionalidad.',
        'El examen evalúa conocimientos generales sobre la historia, la geografía, la Constitución, el arte, la cultura y la actualidad del Perú, y la ley pide además conocer el castellano u otro idioma oficial. Así lo fija la Ley N.° 32421, Ley de Nacionalidad, publicada en El Peruano el 14 de agosto de 2025, que reemplaza a la Ley N.° 26574, de 1996. La nueva ley pide cinco años de residencia para la naturalización, pero rige desde el día siguiente a la publicación de su reglamento; en enero de 2026 Migraciones aún pedía dos. Lo explicamos en la página de nacionalidad.',
        'Por eso el curso no se limita a una lista de preguntas: busca que entiendas el contexto de cada dato, porque es así como se recuerda mejor y como se responde con seguridad.',
      ],
    },
    {
      kind: 'callout',
      id: 'requisitos-cambian',
      tone: 'warning',
      title: 'Los requisitos pueden cambiar',
      text: 'Los requisitos y el procedimiento para obtener la nacionalidad los fijan la Ley N.° 32421, su reglamento y Migraciones, y pueden modificarse. Antes de presentar tu solicitud, confírmalos siempre en los canales oficiales de Migraciones (enlaces al final de esta página).',
      checkedAt: '2026-11-27',
    },
    {
      kind: 'stats',
      id: 'formato-practica',
      title: 'El formato de los exámenes de práctica',
      intro: 'Cada examen de práctica del curso sigue siempre el mismo formato:',
      stats: [
        { value: 10, label: 'preguntas por examen' },
        { value: 2, label: 'puntos por pregunta (20 en total)' },
        { value: 12, label: 'puntos como mínimo para aprobar' },
        { value: 60, suffix: '%', label: 'nota mínima aprobatoria' },
        { value: 30, label: 'minutos para responder' },
      ],
    },
    {
      kind: 'list',
      id: 'examen-real',
      title: 'Lo que se sabe del examen oficial',
      intro: 'Migraciones no publica un temario ni un modelo de examen. Esto es lo que se conoce por la ley y por la prensa:',
      checkedAt: '2026-11-27',
      items: [
        { label: 'Temas.', text: 'Historia, geografía, Constitución, arte, cultura y actualidad del Perú (Ley N.° 32421).' },
        {
          label: 'Formato.',
          text: 'Las preguntas difundidas en enero de 2026 tienen tres alternativas y una sola respuesta correcta: el ayllu, el río Amazonas, el grito de Zela en Tacna (1811), el Perú como Estado asociado del Mercosur o el periodo mínimo de residencia (1, 2 o 5 años).',
        },
        { label: 'Si no apruebas.', text: 'Puedes volver a rendirlo: en enero de 2026, dos postulantes que no aprobaron tuvieron «una nueva oportunidad a fin de mes». No encontramos publicado cuántos intentos hay.' },
        { label: 'Sin publicar.', text: 'El número de preguntas, el tiempo, la nota mínima y si el examen tiene un costo propio; el derecho de trámite de la solicitud figura en gob.pe/migraciones.' },
      ],
    },
    {
      kind: 'callout',
      id: 'formato-oficial',
      tone: 'info',
      title: 'Práctica y examen real',
      text: 'Nuestros exámenes de práctica usan el formato del curso (10 preguntas de 2 puntos, 30 minutos, 60 % para aprobar) y algunas preguntas tienen 4 o 5 alternativas o varias respuestas correctas: son más exigentes que lo que se conoce del examen real, de 3 alternativas y una respuesta. El número de preguntas, el tiempo y la nota del examen oficial los fija Migraciones y pueden ser distintos.',
      checkedAt: '2026-11-27',
    },
    {
      kind: 'list',
      id: 'como-usar',
      title: 'Cómo usar el curso',
      ordered: true,
      items: [
        {
          label: 'Lee el material en orden.',
          text: 'Empieza por el balotario y avanza tema por tema con el menú lateral «Navegación» o con los enlaces de anterior y siguiente al pie de cada página.',
          href: 'balotario',
        },
        {
          label: 'Practica con los exámenes.',
          text: 'Hay 12 exámenes principales y 12 complementarios. Cada uno tiene 10 preguntas y 30 minutos; el reloj sigue corriendo aunque cierres la aplicación, como en un examen real.',
        },
        {
          label: 'Revisa cada error.',
          text: 'Al terminar, el resultado muestra la respuesta correcta y una explicación de cada pregunta. Usa el enlace «Repasar en el material» para volver a la sección exacta que enseña ese dato.',
        },
        {
          label: 'Estudia sin conexión.',
          text: 'Después de abrir el curso una vez con internet, las páginas y los exámenes funcionan sin conexión. Tu progreso se guarda en tu dispositivo y se sincroniza cuando vuelves a estar en línea.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'consejos',
      title: 'Consejos del autor',
      items: [
        { label: 'Un tema al día.', text: 'Es mejor estudiar poco y todos los días que mucho de una sola vez. Con un tema diario recorrerás el balotario en menos de un mes.' },
        { label: 'Repite hasta superar el 80 %.', text: 'Aunque para aprobar basta el 60 %, repite cada examen hasta obtener más del 80 %: ese margen te dará tranquilidad el día de la prueba.' },
        { label: 'Aprende las fechas con las líneas de tiempo.', text: 'Ubicar los hechos en orden (por ejemplo, Iquique, Angamos y Tarapacá en 1879) ayuda a no confundirlos.' },
        { label: 'Relaciona los datos con lugares.', text: 'Asocia cada batalla, región o monumento con un lugar del mapa del Perú; si vives aquí, seguramente conoces varios.' },
        {
          label: 'Lee las fuentes.',
          text: 'Cada página cita fuentes oficiales o institucionales (el Estado peruano, el Congreso, las Fuerzas Armadas, la UNESCO, universidades); algunas suman una enciclopedia solo como apoyo. Los datos que cambian (autoridades, leyes, cifras) llevan su fecha de verificación. Si un dato te genera dudas, revísalo allí.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'enlaces-oficiales',
      title: 'Fuentes oficiales',
      links: [
        {
          label: 'Superintendencia Nacional de Migraciones (gob.pe)',
          url: 'https://www.gob.pe/migraciones',
          description: 'Trámites de nacionalidad, requisitos vigentes y comunicados oficiales.',
        },
        {
          label: 'Diario Oficial El Peruano',
          url: 'https://www.elperuano.pe/',
          description: 'Donde se publican las leyes, como la Ley N.° 32421, Ley de Nacionalidad.',
        },
      ],
    },
  ],
  closing: {
    title: '¡Empecemos!',
    text: 'Tu camino hacia la nacionalidad peruana empieza hoy. Abre el balotario, elige el primer tema y avanza a tu ritmo: cada página estudiada es un paso más hacia tu meta.',
  },
  sources: [
    { label: 'Superintendencia Nacional de Migraciones', url: 'https://www.gob.pe/migraciones' },
    { label: 'Exitosa: preguntas del examen de nacionalización (8 de enero de 2026)', url: 'https://www.exitosanoticias.pe/actualidad/examen-nacionalizacion-cuantas-preguntas-prueba-podrias-responder-n166223' },
    { label: 'El Comercio: qué tan difícil es acceder a la nacionalidad peruana (enero de 2026)', url: 'https://elcomercio.pe/somos/tendencias/que-tan-dificil-es-acceder-a-la-nacionalidad-peruana-migraciones-tramites-noticia/' },
    { label: 'Diario Oficial El Peruano', url: 'https://www.elperuano.pe/' },
  ],
  reviewedAt: '2026-11-27',
};

export default page;
