/** 15.1 Migraciones: funciones y servicios migratorios, travel within the Andean Community and border posts — reviewed 2026-11-29. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'La Superintendencia Nacional de Migraciones controla quién entra y sale del Perú, expide documentos de viaje e identidad y tramita la residencia y la nacionalidad de los extranjeros.',
  blocks: [
    {
      kind: 'text',
      id: 'que-es',
      title: '¿Qué es Migraciones?',
      paragraphs: [
        'La Superintendencia Nacional de Migraciones (MIGRACIONES) fue creada en 2012 por el Decreto Legislativo N.° 1130. Es un organismo técnico especializado adscrito al Ministerio del Interior, con autonomía administrativa, funcional y económica, y con competencia en todo el territorio nacional.',
        'Antes de su creación, estas tareas estaban a cargo de la Dirección General de Migraciones y Naturalización (DIGEMIN) del Ministerio del Interior. El decreto que creó Migraciones buscó modernizar el sistema migratorio ante el fuerte aumento del flujo de personas en la última década.',
        'Su ámbito abarca el movimiento migratorio (entradas y salidas del país), la inmigración, la naturalización y la emisión de pasaportes y otros documentos de viaje.',
      ],
    },
    {
      kind: 'text',
      id: 'ley-migraciones',
      title: 'La Ley de Migraciones',
      paragraphs: [
        'La norma principal es el Decreto Legislativo N.° 1350, Decreto Legislativo de Migraciones, de 2017, conocido como Ley de Migraciones. Regula el ingreso y la salida del territorio peruano de nacionales y extranjeros, la permanencia y la residencia de los extranjeros, el procedimiento administrativo migratorio y la emisión de documentos de viaje y de identidad para extranjeros. Su reglamento fue aprobado por el Decreto Supremo N.° 007-2017-IN.',
        'La ley llama autoridades migratorias a dos entidades que trabajan de forma conjunta: la Superintendencia Nacional de Migraciones, dentro del país, y el Ministerio de Relaciones Exteriores, que, entre otras funciones, expide visas a través de los consulados del Perú en el exterior.',
      ],
    },
    {
      kind: 'cards',
      id: 'funciones',
      title: 'Principales funciones',
      columns: 2,
      cards: [
        {
          title: 'Control migratorio',
          badge: 'Fronteras',
          paragraphs: [
            'Registra cada entrada y salida de personas en los puestos de control migratorio del país: aeropuertos internacionales, puertos y pasos de frontera terrestre.',
          ],
        },
        {
          title: 'Documentos de viaje e identidad',
          badge: 'Documentos',
          paragraphs: [
            'Expide el pasaporte a los peruanos dentro del país y el carné de extranjería, documento de identidad de los extranjeros residentes.',
          ],
        },
        {
          title: 'Calidades migratorias',
          badge: 'Residencia',
          paragraphs: [
            'Aprueba, prorroga y cambia las calidades migratorias de los extranjeros que viven en el Perú, según la Ley de Migraciones.',
          ],
        },
        {
          title: 'Nacionalidad',
          badge: 'Naturalización',
          paragraphs: [
            'Tramita los procedimientos de nacionalidad peruana, entre ellos la naturalización de extranjeros, conforme a la Ley N.° 32421, Ley de Nacionalidad, publicada el 14 de agosto de 2025.',
          ],
        },
        {
          title: 'Registro de Información Migratoria',
          badge: 'RIM',
          paragraphs: [
            'Administra el Registro de Información Migratoria (RIM), donde se guardan los movimientos migratorios y los datos de identificación de las personas extranjeras.',
          ],
        },
        {
          title: 'Verificación y sanción',
          badge: 'Fiscalización',
          paragraphs: [
            'Verifica que los extranjeros cumplan las normas migratorias y aplica las sanciones que la ley prevé, como multas, la salida obligatoria o la expulsión.',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'calidades',
      title: 'Las calidades migratorias',
      intro:
        'La calidad migratoria es la condición que el Estado peruano otorga a una persona extranjera según su situación personal o la actividad que realizará en el país. La Ley de Migraciones las agrupa en dos tipos.',
      columns: 2,
      cards: [
        {
          title: 'Temporal',
          subtitle: 'Sin ánimo de residencia',
          paragraphs: [
            'Permite el ingreso y la permanencia de un extranjero en el Perú sin ánimo de quedarse a vivir. Por ejemplo, la calidad de turista.',
          ],
        },
        {
          title: 'Residencia',
          subtitle: 'Para vivir en el Perú',
          paragraphs: [
            'Autoriza el ingreso y la residencia en el país. Por ejemplo, Trabajador, Familiar de Residente o Permanente. El residente se identifica con el carné de extranjería.',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'servicios',
      title: 'Servicios más solicitados',
      items: [
        {
          label: 'Pasaporte electrónico',
          text: 'Migraciones expide el pasaporte electrónico a los peruanos que lo tramitan dentro del país.',
        },
        {
          label: 'Carné de extranjería',
          text: 'Documento de identidad de los extranjeros con calidad migratoria de residencia en el Perú.',
        },
        {
          label: 'Cambio de calidad migratoria',
          text: 'Permite pasar de una calidad migratoria a otra cuando la persona cumple los requisitos de la nueva.',
        },
        {
          label: 'Prórroga de residencia',
          text: 'Extiende la vigencia de la residencia autorizada antes de que venza.',
        },
        {
          label: 'Certificado de movimiento migratorio',
          text: 'Documento que detalla las entradas y salidas del país registradas de una persona.',
        },
        {
          label: 'Nacionalidad peruana',
          text: 'Trámites de nacionalidad, como la naturalización. El marco legal se explica en la página de nacionalidad.',
          href: 'material/nacionalidad',
        },
        {
          label: 'Agencia digital',
          text: 'Muchos trámites se inician en línea desde la Agencia Digital de Migraciones, en la plataforma gob.pe.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'comunidad-andina',
      title: 'Viajar entre los países de la Comunidad Andina',
      paragraphs: [
        'Por la Decisión 503 de la Comunidad Andina (2001), los nacionales de Bolivia, Colombia, Ecuador y el Perú pueden entrar como turistas a cualquiera de los otros países miembros con solo su documento nacional de identidad (en el Perú, el DNI), sin pasaporte ni visa.',
        'El turista andino puede quedarse hasta 90 días, prorrogables una sola vez por el mismo tiempo. Al entrar y al salir se usa la Tarjeta Andina de Migración (TAM), el documento de control migratorio y estadístico de los países de la Comunidad Andina (Decisión 397).',
      ],
      checkedAt: '2026-11-29',
    },
    {
      kind: 'list',
      id: 'puestos-frontera',
      title: 'Algunos puestos de control migratorio en la frontera',
      intro: 'Migraciones controla las entradas y salidas por tierra y por río en puestos de control fronterizo como estos:',
      items: [
        { label: 'Santa Rosa (Tacna)', text: 'El paso terrestre con Chile, frente al complejo de Chacalluta, en Arica.' },
        { label: 'CEBAF de Tumbes', text: 'El Centro Binacional de Atención Fronteriza, junto a la frontera con el Ecuador.' },
        { label: 'Santa Rosa (Loreto)', text: 'En la triple frontera del Perú con Colombia y Brasil, sobre el río Amazonas.' },
        { label: 'Desaguadero (Puno)', text: 'El paso con Bolivia, al sur del lago Titicaca.' },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 2, label: 'tipos de calidad migratoria', countOf: { block: 'calidades' } },
        { value: 6, label: 'funciones principales', countOf: { block: 'funciones' } },
        { value: 7, label: 'servicios destacados', countOf: { block: 'servicios' } },
      ],
    },
    {
      kind: 'callout',
      id: 'autoridad-actual',
      tone: 'warning',
      title: 'Quién dirige Migraciones',
      text: 'La institución está a cargo de un superintendente nacional, cargo que cambia con el tiempo. Este curso no nombra a la persona que lo ocupa: consulta siempre la página oficial de funcionarios de Migraciones.',
      checkedAt: '2026-11-22',
    },
    {
      kind: 'links',
      id: 'enlaces-oficiales',
      title: 'Fuentes oficiales',
      links: [
        {
          label: 'Funcionarios de Migraciones',
          url: 'https://www.gob.pe/institucion/migraciones/funcionarios',
          description: 'Superintendente nacional y demás autoridades actuales.',
        },
        {
          label: 'Migraciones en gob.pe',
          url: 'https://www.gob.pe/migraciones',
          description: 'Trámites, servicios y requisitos vigentes.',
        },
      ],
    },
  ],
  closing: {
    title: 'Tu trámite empieza aquí',
    text: 'Migraciones acompaña al extranjero desde su llegada hasta la naturalización. Conocer sus funciones te ayuda en el examen y en tu propio trámite.',
  },
  sources: [
    { label: 'Superintendencia Nacional de Migraciones', url: 'https://www.gob.pe/migraciones' },
    { label: 'Migraciones: funcionarios', url: 'https://www.gob.pe/institucion/migraciones/funcionarios' },
    { label: 'Ministerio del Interior', url: 'https://www.gob.pe/mininter' },
    { label: 'Comunidad Andina: derechos del turista andino (documento de identidad, 90 días, TAM)', url: 'https://www.comunidadandina.org/derechos_ciudadanos/viajeros.html' },
    { label: 'Decisión 503 de la Comunidad Andina: reconocimiento de documentos nacionales de identificación (texto en SICE-OEA)', url: 'https://www.sice.oas.org/trade/JUNAC/Decisiones/Dec503s.asp' },
  ],
  reviewedAt: '2026-11-29',
};

export default page;
