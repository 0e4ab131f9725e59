/** 16.1 Tratados internacionales: MERCOSUR, Comunidad Andina, UNASUR — reviewed 2026-11-22. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'El Perú participa en bloques de integración y acuerdos comerciales que unen su economía con Sudamérica, el Pacífico y Europa: conoce cuándo nacieron, quiénes los integran y qué papel tiene el Perú en cada uno.',
  blocks: [
    {
      kind: 'text',
      id: 'integracion',
      title: '¿Qué es la integración regional?',
      paragraphs: [
        'Los países firman tratados para comerciar con menos aranceles, facilitar el paso de personas y coordinar políticas. Algunos tratados crean organizaciones permanentes, con sede y órganos propios (como la Comunidad Andina); otros son acuerdos comerciales entre países o bloques (como el acuerdo con la Unión Europea).',
        'No todos los vínculos son iguales: un país puede ser miembro pleno de un bloque, estado asociado (participa en reuniones y acuerdos, pero no es miembro pleno) o haber suspendido su participación.',
      ],
    },
    {
      kind: 'cards',
      id: 'bloques',
      title: 'Bloques y acuerdos del Perú',
      columns: 2,
      cards: [
        {
          title: 'Comunidad Andina (CAN)',
          subtitle: 'Acuerdo de Cartagena, 26 de mayo de 1969',
          badge: '1969',
          paragraphs: [
            'Nació como Pacto Andino con el Acuerdo de Cartagena, firmado el 26 de mayo de 1969 por Bolivia, Chile, Colombia, Ecuador y el Perú. Venezuela se unió en 1973 y se retiró en 2006; Chile se retiró en 1976.',
            'Busca el desarrollo equilibrado de sus miembros mediante la integración económica y social. Su Secretaría General tiene sede en Lima.',
          ],
          facts: [
            { label: 'Miembros', value: 'Bolivia, Colombia, Ecuador y Perú' },
            { label: 'Número de miembros', value: '4' },
            { label: 'Sede', value: 'Lima (Secretaría General)' },
            { label: 'Papel del Perú', value: 'Miembro pleno y fundador' },
          ],
          tags: ['miembro'],
        },
        {
          title: 'MERCOSUR',
          subtitle: 'Tratado de Asunción, 26 de marzo de 1991',
          badge: '1991',
          paragraphs: [
            'El Mercado Común del Sur fue creado por el Tratado de Asunción, firmado el 26 de marzo de 1991 por Argentina, Brasil, Paraguay y Uruguay. Bolivia completó su incorporación como miembro pleno en 2024; Venezuela se encuentra suspendida.',
            'El Perú no es miembro pleno: es Estado Asociado del MERCOSUR desde diciembre de 2003, cuando fue admitido en la cumbre de Montevideo, tras firmar un acuerdo de libre comercio con el bloque.',
          ],
          facts: [
            { label: 'Fundadores', value: 'Argentina, Brasil, Paraguay y Uruguay' },
            { label: 'Número de fundadores', value: '4' },
            { label: 'Papel del Perú', value: 'Estado Asociado desde 2003' },
          ],
        },
        {
          title: 'UNASUR',
          subtitle: 'Tratado Constitutivo, 23 de mayo de 2008',
          badge: '2008',
          paragraphs: [
            'La Unión de Naciones Suramericanas nació con el Tratado Constitutivo firmado en Brasilia el 23 de mayo de 2008 por los doce países de América del Sur. Su objetivo era la integración política, social y económica de la región.',
            'En 2018 el Perú suspendió su participación en UNASUR, junto con otros países de la región.',
          ],
          facts: [
            { label: 'Firmantes', value: 'Los 12 países de América del Sur' },
            { label: 'Número de firmantes', value: '12' },
            { label: 'Papel del Perú', value: 'Participación suspendida desde 2018' },
          ],
        },
        {
          title: 'Alianza del Pacífico',
          subtitle: 'Declaración de Lima, 28 de abril de 2011',
          badge: '2011',
          paragraphs: [
            'Se creó con la Declaración de Lima del 28 de abril de 2011 y se formalizó con el Acuerdo Marco firmado el 6 de junio de 2012 en el observatorio de Paranal (Antofagasta, Chile).',
            'Es un área de integración profunda que busca avanzar hacia la libre circulación de bienes, servicios, capitales y personas, con la mirada puesta en el Asia-Pacífico.',
          ],
          facts: [
            { label: 'Fundadores', value: 'Chile, Colombia, México y Perú' },
            { label: 'Número de fundadores', value: '4' },
            { label: 'Acuerdo Marco', value: '6 de junio de 2012' },
            { label: 'Papel del Perú', value: 'Miembro fundador' },
          ],
          tags: ['miembro'],
        },
        {
          title: 'Acuerdo Comercial con la Unión Europea',
          subtitle: 'Firmado el 26 de junio de 2012',
          badge: '2012',
          paragraphs: [
            'Acuerdo comercial entre la Unión Europea, el Perú y Colombia, firmado en Bruselas el 26 de junio de 2012. Con el Perú se aplica desde el 1 de marzo de 2013; Ecuador se incorporó después.',
            'Abre el mercado europeo a los productos peruanos (industriales, pesqueros y agrícolas) con menos aranceles, y el mercado peruano a los europeos.',
          ],
          facts: [
            { label: 'Partes', value: 'Unión Europea, Perú y Colombia (luego Ecuador)' },
            { label: 'Aplicación con el Perú', value: 'Desde el 1 de marzo de 2013' },
          ],
        },
        {
          title: 'APEC',
          subtitle: 'Foro de Cooperación Económica Asia-Pacífico',
          badge: '1998',
          paragraphs: [
            'Foro creado en 1989 que reúne a 21 economías de la cuenca del Pacífico, entre ellas Estados Unidos, China, Japón, Chile y México. El Perú es miembro desde 1998.',
            'El Perú fue sede de las reuniones de APEC en 2008, 2016 y 2024.',
          ],
          facts: [
            { label: 'Economías miembro', value: '21' },
            { label: 'Papel del Perú', value: 'Miembro desde 1998' },
          ],
          tags: ['miembro'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Resumen',
      columns: ['Bloque o acuerdo', 'Fecha clave', 'Papel del Perú'],
      rows: [
        ['Comunidad Andina', '26 de mayo de 1969', 'Miembro pleno (sede en Lima)'],
        ['MERCOSUR', '26 de marzo de 1991', 'Estado Asociado (2003)'],
        ['UNASUR', '23 de mayo de 2008', 'Participación suspendida (2018)'],
        ['Alianza del Pacífico', '28 de abril de 2011 / 6 de junio de 2012', 'Miembro fundador'],
        ['Acuerdo con la Unión Europea', '26 de junio de 2012', 'Parte (aplicado desde el 1 de marzo de 2013)'],
        ['APEC', '1998 (ingreso del Perú)', 'Economía miembro'],
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 6, label: 'bloques y acuerdos en esta página', countOf: { block: 'bloques' } },
        { value: 3, label: 'bloques y foros de los que el Perú es miembro', countOf: { block: 'bloques', tag: 'miembro' } },
      ],
    },
    {
      kind: 'callout',
      id: 'recuerda',
      tone: 'tip',
      title: 'Para recordar',
      text: 'CAN: Cartagena, 1969, sede en Lima. MERCOSUR: el Perú es Estado Asociado, no miembro pleno. UNASUR: 2008, el Perú suspendió su participación en 2018. Alianza del Pacífico: Lima 2011, Paranal 2012, cuatro fundadores.',
    },
  ],
  closing: {
    title: 'Un país abierto al mundo',
    text: 'Del Pacto Andino de 1969 a APEC, el Perú ha tejido alianzas con sus vecinos y con las grandes economías del mundo.',
  },
  sources: [
    { label: 'Comunidad Andina', url: 'https://www.comunidadandina.org' },
    { label: 'MERCOSUR', url: 'https://www.mercosur.int' },
    { label: 'MERCOSUR/CMC/DEC. N.º 39/03: el Perú, Estado Asociado del MERCOSUR (diciembre de 2003, texto en SICE-OEA)', url: 'https://sice.oas.org/Trade/MRCSRS/Decisions/dec3903p.asp' },
    { label: 'Alianza del Pacífico', url: 'https://alianzapacifico.net' },
    { label: 'Acuerdos comerciales del Perú (MINCETUR)', url: 'https://www.acuerdoscomerciales.gob.pe' },
  ],
  reviewedAt: '2026-11-22',
};

export default page;
