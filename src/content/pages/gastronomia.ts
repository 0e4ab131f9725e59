/** 19.1 Gastronomía peruana: platos y frutas típicas — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const G = '/illustrations/gastronomia';

const page: StudyPageBody = {
  intro:
    'La cocina peruana une productos de la costa, la sierra y la selva con herencias andinas, españolas, africanas, chinas y japonesas: conoce sus frutas, sus platos y sus símbolos.',
  blocks: [
    {
      kind: 'text',
      id: 'cocina-mestiza',
      title: 'Una cocina de encuentros',
      paragraphs: [
        'La gastronomía peruana es mestiza. A los productos andinos y amazónicos (papa, maíz, ají, quinua, frutas nativas) se sumaron los ingredientes y técnicas que trajeron los españoles, los africanos, los inmigrantes chinos (de ahí la cocina chifa) y los japoneses (la cocina nikkei).',
        'La variedad de climas, del mar frío de la costa a los Andes y la Amazonía, permite cultivar y pescar una enorme diversidad de alimentos durante todo el año.',
      ],
    },
    {
      kind: 'list',
      id: 'frutas',
      title: 'Frutas típicas y su región',
      items: [
        { label: 'Lúcuma', text: 'Sierra (valles interandinos). Fruta nativa de pulpa amarilla, harinosa y dulce, muy usada en helados y postres.' },
        { label: 'Chirimoya', text: 'Sierra (valles interandinos). Fruta nativa de cáscara verde con escamas y pulpa blanca, cremosa y dulce.' },
        { label: 'Aguaymanto', text: 'Sierra. Pequeña baya anaranjada envuelta en un capuchón de hojas secas; se come fresca o en mermelada.' },
        { label: 'Granadilla', text: 'Sierra y ceja de selva. Cáscara anaranjada y dura; por dentro, semillas envueltas en una pulpa gelatinosa y dulce.' },
        { label: 'Camu camu', text: 'Selva (Amazonía). Fruto rojo-morado de las orillas de los ríos, muy ácido y extraordinariamente rico en vitamina C.' },
        { label: 'Cocona', text: 'Selva. Fruto ácido y aromático; se usa en refrescos, mermeladas y en el ají de cocona.' },
        { label: 'Aguaje', text: 'Selva. Fruto de una palmera amazónica, de cáscara escamosa rojiza y pulpa anaranjada.' },
        { label: 'Pacae', text: 'Valles de la costa y de los Andes. Vaina larga que guarda semillas cubiertas de una pulpa blanca, algodonosa y dulce.' },
      ],
    },
    {
      kind: 'table',
      id: 'platos',
      title: 'Platos típicos y su acompañamiento',
      columns: ['Plato', 'Qué es', 'Se acompaña con'],
      rows: [
        ['Ceviche', 'Pescado crudo marinado en jugo de limón, con ají, cebolla roja y sal.', 'Camote, choclo y cancha; para beber, chicha morada.'],
        ['Lomo saltado', 'Tiras de carne de res salteadas al fuego vivo con cebolla y tomate, de influencia chifa.', 'Papas fritas y arroz blanco.'],
        ['Ají de gallina', 'Gallina deshilachada en una crema de ají amarillo, pan y leche.', 'Arroz blanco, papa sancochada, huevo y aceituna.'],
        ['Causa limeña', 'Masa de papa amarilla sazonada con ají amarillo y limón, rellena de pollo o atún.', 'Palta, huevo duro y aceituna.'],
        ['Rocoto relleno', 'Plato arequipeño: rocoto relleno de carne picada y horneado con queso.', 'Pastel de papa.'],
        ['Papa a la huancaína', 'Papa sancochada bañada en salsa de queso fresco y ají amarillo.', 'Huevo duro, aceituna y hojas de lechuga.'],
        ['Anticuchos', 'Brochetas de corazón de res macerado en ají panca, asadas a la parrilla.', 'Papa dorada y choclo; para beber, chicha morada.'],
        ['Pachamanca', 'Carnes, papas, habas y humitas cocidas bajo tierra con piedras calientes, plato de la sierra.', 'Chicha de jora.'],
        ['Juane', 'Plato de la selva: arroz con gallina, huevo y aceituna envuelto en hojas de bijao; se come en la fiesta de San Juan (24 de junio).', 'Ají de cocona.'],
        ['Tacacho con cecina', 'Plato de la selva: plátano verde asado y machacado con manteca de cerdo.', 'Cecina (carne de cerdo ahumada) o chorizo.'],
      ],
    },
    {
      kind: 'gallery',
      id: 'galeria',
      title: 'Galería de sabores',
      images: [
        { src: `${G}/ceviche.svg`, alt: 'Ilustración de un plato de ceviche con camote y choclo', caption: 'Ceviche' },
        { src: `${G}/causa.svg`, alt: 'Ilustración de una causa limeña de papa amarilla', caption: 'Causa limeña' },
        { src: `${G}/anticuchos.svg`, alt: 'Ilustración de dos brochetas de anticuchos con papa y choclo', caption: 'Anticuchos' },
        { src: `${G}/rocoto-relleno.svg`, alt: 'Ilustración de un rocoto relleno con pastel de papa', caption: 'Rocoto relleno' },
        { src: `${G}/lucuma.svg`, alt: 'Ilustración de una lúcuma entera y otra partida', caption: 'Lúcuma' },
        { src: `${G}/chirimoya.svg`, alt: 'Ilustración de una chirimoya', caption: 'Chirimoya' },
        { src: `${G}/camu-camu.svg`, alt: 'Ilustración de frutos de camu camu en una rama', caption: 'Camu camu' },
        { src: `${G}/aguaymanto.svg`, alt: 'Ilustración de aguaymantos con su capuchón de hojas', caption: 'Aguaymanto' },
      ],
    },
    {
      kind: 'cards',
      id: 'regiones',
      title: 'Sabores de cada región',
      columns: 3,
      cards: [
        {
          title: 'Costa',
          subtitle: 'Mar y valles',
          paragraphs: ['Pescados y mariscos del Pacífico, arroz y ají amarillo.'],
          points: ['Ceviche', 'Causa limeña', 'Ají de gallina', 'Arroz con pato (norte)'],
        },
        {
          title: 'Sierra',
          subtitle: 'Andes',
          paragraphs: ['Papas, maíz, quesos y carnes, cocinados con técnicas antiguas.'],
          points: ['Pachamanca', 'Rocoto relleno (Arequipa)', 'Papa a la huancaína', 'Cuy'],
        },
        {
          title: 'Selva',
          subtitle: 'Amazonía',
          paragraphs: ['Plátano, yuca, pescados de río y frutas amazónicas; muchos platos se envuelven en hojas de bijao.'],
          points: ['Juane', 'Tacacho con cecina', 'Patarashca (pescado en hojas de bijao)'],
        },
      ],
    },
    {
      kind: 'text',
      id: 'ceviche-unesco',
      title: 'El ceviche, patrimonio de la humanidad',
      paragraphs: [
        'El ceviche (también escrito cebiche) es el plato bandera del Perú. En 2004 fue declarado Patrimonio Cultural de la Nación y desde 2008 se celebra el Día Nacional del Cebiche cada 28 de junio.',
        'En diciembre de 2023 la UNESCO inscribió las «Prácticas y significados asociados a la preparación y el consumo del ceviche, expresión de la cocina tradicional peruana» en la Lista Representativa del Patrimonio Cultural Inmaterial de la Humanidad. La decisión se tomó el 6 de diciembre de 2023, en la reunión del comité celebrada en Kasane (Botsuana).',
      ],
    },
    {
      kind: 'text',
      id: 'pisco',
      title: 'El pisco y otras bebidas',
      paragraphs: [
        'El pisco es un aguardiente de uva con denominación de origen peruana y Patrimonio Cultural de la Nación. Se produce en los valles de la costa de Lima, Ica, Arequipa, Moquegua y Tacna. Con él se prepara el pisco sour (pisco, limón, jarabe de goma, clara de huevo y amargo de angostura) y el chilcano.',
        'El Día Nacional del Pisco se celebra el cuarto domingo de julio y el Día del Pisco Sour, el primer sábado de febrero. Otra bebida emblemática es la chicha morada, refresco de maíz morado; en los Andes se bebe además la chicha de jora, de maíz fermentado.',
      ],
    },
    {
      kind: 'text',
      id: 'papa',
      title: 'La tierra de la papa',
      paragraphs: [
        'La papa fue domesticada en los Andes hace miles de años. Según el Ministerio de Desarrollo Agrario y Riego (MIDAGRI), el Perú tiene más de 3,000 variedades de papa, la mayor diversidad del mundo, y cada 30 de mayo celebra el Día Nacional de la Papa.',
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 8, label: 'frutas típicas en esta página', countOf: { block: 'frutas' } },
        { value: 10, label: 'platos típicos en esta página', countOf: { block: 'platos' } },
        { value: 3, label: 'regiones gastronómicas', countOf: { block: 'regiones' } },
        { value: 3000, suffix: '+', label: 'variedades de papa (MIDAGRI)' },
      ],
    },
  ],
  closing: {
    title: 'Buen provecho',
    text: 'Cada plato cuenta una historia de encuentros. Probar la cocina peruana es también conocer su geografía y su gente.',
  },
  sources: [
    { label: 'UNESCO: Patrimonio Cultural Inmaterial', url: 'https://ich.unesco.org/es/listas' },
    { label: 'Ministerio de Desarrollo Agrario y Riego (MIDAGRI)', url: 'https://www.gob.pe/midagri' },
    { label: 'Ministerio de Cultura', url: 'https://www.gob.pe/cultura' },
    { label: 'Perú Travel (PROMPERÚ)', url: 'https://www.peru.travel' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
