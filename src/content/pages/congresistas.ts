/** 11.1 Congresistas y Ministros (Autoridades Actuales) — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'Cómo está formado el Congreso bicameral que funciona desde julio de 2026 y cómo se organiza el Consejo de Ministros; los nombres de quienes ocupan hoy esos cargos se consultan en las fuentes oficiales.',
  blocks: [
    {
      kind: 'text',
      id: 'poder-legislativo',
      title: 'El Poder Legislativo',
      paragraphs: [
        'El Poder Legislativo reside en el Congreso de la República, que tiene su sede en el Palacio Legislativo, frente a la Plaza Bolívar, en el Centro de Lima. Entre sus tareas principales están dar leyes, aprobar el presupuesto de la República, aprobar tratados y fiscalizar al Poder Ejecutivo.',
        'La Ley 31988, Ley de reforma constitucional publicada en marzo de 2024, restableció la bicameralidad: desde julio de 2026 el Congreso está formado por dos cámaras, el Senado y la Cámara de Diputados, elegidos en las Elecciones Generales de 2026. La Presidencia del Congreso la ejercen, de manera alternada, los presidentes de cada cámara.',
        'Senadores y diputados son elegidos por cinco años y pueden ser reelegidos de manera inmediata en el mismo cargo. Representan a la Nación y no están sujetos a mandato imperativo.',
      ],
    },
    {
      kind: 'cards',
      id: 'camaras',
      title: 'Las dos cámaras',
      columns: 2,
      cards: [
        {
          title: 'Senado',
          subtitle: 'Cámara revisora',
          badge: '60 senadores',
          paragraphs: [
            'Tiene como mínimo 60 senadores (una ley orgánica puede aumentar el número). Se elige por lo menos un senador por cada circunscripción electoral y el resto en un distrito único nacional.',
            'Revisa las leyes aprobadas por la Cámara de Diputados: puede aprobarlas, modificarlas o rechazarlas. También aprueba tratados, autoriza al presidente de la República a salir del país y resuelve las acusaciones que formula la Cámara de Diputados contra altos funcionarios.',
          ],
          facts: [
            { label: 'Miembros', value: '60 senadores (mínimo)', checkedAt: '2026-11-24' },
            { label: 'Periodo', value: '5 años' },
            { label: 'Edad mínima', value: '45 años (o haber sido congresista o diputado)' },
          ],
        },
        {
          title: 'Cámara de Diputados',
          subtitle: 'Aprueba las leyes en primera instancia',
          badge: '130 diputados',
          paragraphs: [
            'Tiene como mínimo 130 diputados; su número puede crecer por ley orgánica según el aumento de la población.',
            'Aprueba las leyes en primera instancia, fiscaliza al Poder Ejecutivo y puede acusar ante el Senado a los altos funcionarios por infracción de la Constitución o por delitos cometidos en el ejercicio de sus funciones.',
          ],
          facts: [
            { label: 'Miembros', value: '130 diputados (mínimo)', checkedAt: '2026-11-24' },
            { label: 'Periodo', value: '5 años' },
            { label: 'Edad mínima', value: '25 años' },
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'El Congreso en números',
      stats: [
        { value: 2, label: 'cámaras', countOf: { block: 'camaras' } },
        { value: 60, label: 'senadores' },
        { value: 130, label: 'diputados' },
        { value: 5, label: 'años de mandato' },
      ],
    },
    {
      kind: 'timeline',
      id: 'historia',
      title: 'De dos cámaras a una, y otra vez a dos',
      events: [
        {
          date: '1980–1992',
          title: 'Congreso bicameral',
          text: 'Con la Constitución de 1979 el Congreso tenía un Senado de 60 senadores elegidos, más los expresidentes constitucionales de la República como senadores vitalicios, y una Cámara de Diputados de 180.',
          checkedAt: '2026-11-29',
        },
        { date: '5 de abril de 1992', title: 'Disolución del Congreso', text: 'El presidente Alberto Fujimori disolvió el Congreso; en su lugar se eligió el Congreso Constituyente Democrático, que redactó la Constitución de 1993.' },
        { date: '1993', title: 'Congreso unicameral', text: 'La Constitución de 1993 creó un Congreso de una sola cámara, con 120 congresistas.' },
        { date: '2011', title: '130 congresistas', text: 'Desde el periodo 2011–2016 el Congreso unicameral pasó a tener 130 miembros.' },
        { date: '2018', title: 'Referéndum', text: 'En el referéndum de diciembre de 2018 la ciudadanía rechazó la propuesta de bicameralidad planteada en ese momento.' },
        { date: 'Marzo de 2024', title: 'Ley 31988', text: 'Se publica la reforma constitucional que restablece la bicameralidad.' },
        { date: 'Julio de 2026', title: 'Vuelve el Congreso bicameral', text: 'Se instalan el Senado (60 senadores) y la Cámara de Diputados (130 diputados) elegidos en las Elecciones Generales de 2026.' },
      ],
    },
    {
      kind: 'table',
      id: 'antes-y-ahora',
      title: 'Antes y ahora',
      columns: ['Aspecto', 'Congreso unicameral (2011–2026)', 'Congreso bicameral (desde 2026)'],
      rows: [
        ['Cámaras', 'Una', 'Dos: Senado y Cámara de Diputados'],
        ['Miembros', '130 congresistas', '60 senadores y 130 diputados'],
        ['Mandato', '5 años', '5 años'],
        ['Base legal', 'Constitución de 1993', 'Constitución de 1993 reformada por la Ley 31988'],
      ],
    },
    {
      kind: 'text',
      id: 'consejo-de-ministros',
      title: 'El Consejo de Ministros',
      paragraphs: [
        'El Poder Ejecutivo lo encabeza el presidente de la República. La dirección y la gestión de los servicios públicos están a cargo del Consejo de Ministros, formado por el presidente del Consejo de Ministros (conocido como «premier» o jefe del Gabinete) y por los ministros, cada uno al frente de un ministerio o cartera (por ejemplo, Economía y Finanzas, Relaciones Exteriores, Educación o Salud).',
        'El presidente de la República nombra y remueve al presidente del Consejo de Ministros; a los demás ministros los nombra y remueve a propuesta del presidente del Consejo. Los actos del presidente de la República necesitan la firma (refrendo) de un ministro: sin ella son nulos.',
        'Dentro de los 30 días de haber asumido sus funciones, el presidente del Consejo de Ministros se presenta ante el Poder Legislativo con los demás ministros para exponer la política general del gobierno y pedir un voto de confianza (la «investidura»). Los ministros pueden ser interpelados y censurados: un ministro censurado debe renunciar.',
        'La organización del Poder Ejecutivo la regula la Ley 29158, Ley Orgánica del Poder Ejecutivo (LOPE). La Presidencia del Consejo de Ministros (PCM) es el ministerio que coordina las políticas de todo el Ejecutivo.',
      ],
    },
    {
      kind: 'list',
      id: 'requisitos-ministro',
      title: 'Para ser ministro de Estado',
      intro: 'La Constitución (artículo 124) pide:',
      items: [
        { text: 'Ser peruano de nacimiento.' },
        { text: 'Ser ciudadano en ejercicio.' },
        { text: 'Haber cumplido 25 años de edad.' },
      ],
    },
    {
      kind: 'callout',
      id: 'autoridades-actuales',
      tone: 'warning',
      title: 'Autoridades actuales: verifica siempre',
      text: 'Quienes ocupan los cargos (presidente del Consejo de Ministros, ministros, senadores, diputados y las mesas directivas de cada cámara) cambian con frecuencia por renuncias, censuras o nuevas elecciones. Por eso esta página no da nombres: antes del examen consulta las listas vigentes en las fuentes oficiales de abajo.',
      checkedAt: '2026-11-22',
    },
    {
      kind: 'links',
      id: 'fuentes-oficiales',
      title: 'Fuentes oficiales',
      links: [
        { label: 'Consejo de Ministros', url: 'https://www.gob.pe/pcm', description: 'Presidencia del Consejo de Ministros (PCM): el Gabinete y sus integrantes.' },
        { label: 'Senadores y diputados', url: 'https://www.congreso.gob.pe/', description: 'Portal del Congreso de la República: Senado, Cámara de Diputados y sus miembros.' },
      ],
    },
  ],
  closing: {
    title: 'Estructura estable, nombres cambiantes',
    text: 'Para el examen memoriza lo que no cambia: dos cámaras, 60 senadores, 130 diputados, mandato de cinco años y un Consejo de Ministros presidido por el premier. Los nombres, consúltalos siempre en las fuentes oficiales.',
  },
  sources: [
    { label: 'Congreso de la República del Perú', url: 'https://www.congreso.gob.pe/' },
    { label: 'Presidencia del Consejo de Ministros (PCM)', url: 'https://www.gob.pe/pcm' },
    { label: 'Archivo Digital de la Legislación del Perú (Congreso): Constituciones de 1979 (artículo 166, el Senado) y de 1993', url: 'https://www.leyes.congreso.gob.pe/' },
    {
      label: 'Ley 31988, reforma constitucional que restablece la bicameralidad (El Peruano, 20 de marzo de 2024; texto en LP Derecho)',
      url: 'https://lpderecho.pe/ley-31988-reforma-constitucional-bicameralidad-reeleccion-parlamentaria/',
    },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
