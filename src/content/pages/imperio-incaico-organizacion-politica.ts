/** 1.1 Organización política del Imperio Incaico — reviewed 2026-11-24. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'El Tahuantinsuyo era gobernado por un solo soberano, el Sapa Inca, con el apoyo de una cadena de autoridades que llegaba hasta cada familia.',
  blocks: [
    {
      kind: 'text',
      id: 'como-se-gobernaba',
      title: '¿Cómo se gobernaba el Tahuantinsuyo?',
      paragraphs: [
        'En la cima del poder estaba el Sapa Inca («el único Inca»), a quien se consideraba hijo del Sol (Inti). Sus órdenes se transmitían de arriba hacia abajo: de los gobernadores de los suyos a los de las provincias, luego a los curacas de cada comunidad y, finalmente, a los jefes de familia.',
        'Para controlar un territorio tan grande, el Estado inca combinaba la fuerza del ejército, la religión, los caminos del Qhapaq Ñan y un registro minucioso de la población y de los tributos en los quipus.',
      ],
    },
    {
      kind: 'cards',
      id: 'caracteristicas',
      title: 'Cinco características del gobierno inca',
      intro: 'El gobierno inca se describe con cinco rasgos: absolutista, monárquico, teocrático, hereditario y militarista.',
      columns: 2,
      cards: [
        {
          title: 'Absolutista',
          paragraphs: ['Todo el poder (dictar leyes, gobernar, juzgar y dirigir la guerra) se concentraba en el Sapa Inca. Su autoridad no tenía límites ni contrapesos.'],
        },
        {
          title: 'Monárquico',
          paragraphs: ['El Estado era gobernado por una sola persona, el Inca, que ejercía el cargo de por vida.'],
        },
        {
          title: 'Teocrático',
          paragraphs: ['El poder del Inca tenía origen divino: era considerado hijo del Sol (Inti). Por eso gobernar y dirigir el culto estaban unidos, y obedecer al Inca era también un deber religioso.'],
        },
        {
          title: 'Hereditario',
          paragraphs: ['El poder se transmitía dentro de la familia real. El Inca elegía como sucesor a uno de sus hijos, al que consideraba más capaz, y no necesariamente al mayor.'],
        },
        {
          title: 'Militarista',
          paragraphs: ['El ejército fue el instrumento de la expansión del imperio: con él se conquistaron nuevos pueblos y se sofocaron rebeliones. Los hombres del pueblo cumplían servicio militar por turnos.'],
        },
      ],
    },
    {
      kind: 'list',
      id: 'piramide',
      title: 'La pirámide política: siete niveles',
      intro: 'De la cúspide a la base, estas eran las autoridades del Tahuantinsuyo:',
      ordered: true,
      items: [
        { label: 'Sapa Inca', text: 'Soberano absoluto, considerado hijo del Sol. Gobernaba desde el Cusco.' },
        { label: 'Auqui', text: 'El príncipe heredero, elegido por el Inca entre sus hijos. Gobernaba junto a su padre para aprender el oficio de gobernar.' },
        { label: 'Consejo Imperial', text: 'Consejo que asesoraba al Inca, formado por los cuatro gobernadores de los suyos (los apus o suyuyoc apu).' },
        { label: 'Tucricuc', text: 'Gobernador de una provincia: cobraba los tributos, organizaba el trabajo y administraba justicia en su territorio.' },
        { label: 'Tucuyricuc', text: '«El que todo lo ve»: funcionario visitador o inspector enviado por el Inca para vigilar a las autoridades y recorrer las provincias; informaba directamente al soberano.' },
        { label: 'Curaca', text: 'Jefe local de uno o varios ayllus. Hacía cumplir las órdenes del Estado, organizaba el trabajo y el pago del tributo en su comunidad.' },
        { label: 'Jefe de familia', text: 'Hombre casado del pueblo, cabeza de su hogar. Con su familia trabajaba la tierra y cumplía el tributo en trabajo (la mita).' },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 5, label: 'características del gobierno inca', countOf: { block: 'caracteristicas' } },
        { value: 7, label: 'niveles en la pirámide política', countOf: { block: 'piramide' } },
        { value: 4, label: 'gobernadores de suyo en el Consejo Imperial' },
      ],
    },
    {
      kind: 'text',
      id: 'organizacion-decimal',
      title: 'Una administración por decenas',
      paragraphs: [
        'Para organizar el tributo y el trabajo, los incas agrupaban a las familias de forma decimal: en grupos de 10, 100, 1,000 y 10,000 familias, cada uno con su responsable. En quechua, chunka es 10, pachaka es 100, waranqa es 1,000 y hunu es 10,000.',
        'Gracias a este sistema y a los quipus, el Estado sabía cuántas personas podía llamar a la mita o al ejército y cuántos productos guardaba en sus depósitos.',
      ],
    },
    {
      kind: 'callout',
      id: 'no-confundir',
      tone: 'tip',
      title: 'No los confundas',
      text: 'Tucricuc y Tucuyricuc se parecen mucho. El Tucricuc era el gobernador de una provincia; el Tucuyricuc, «el que todo lo ve», era el inspector que vigilaba a las autoridades e informaba al Inca. Y el Auqui era el príncipe heredero.',
    },
  ],
  closing: {
    title: 'Un Estado muy organizado',
    text: 'Un soberano considerado divino, autoridades en cada nivel y un registro detallado de la población permitieron a los incas gobernar millones de personas sin escritura alfabética ni moneda.',
  },
  sources: [
    {
      label: 'Ministerio de Cultura, Proyecto Qhapaq Ñan – Sede Nacional: el sistema vial que unió el Tawantinsuyu',
      url: 'https://qhapaqnan.cultura.pe/node/621',
    },
    { label: 'UNESCO: Qhapaq Ñan, Sistema Vial Andino (Patrimonio Mundial, 2014)', url: 'https://whc.unesco.org/es/list/1459' },
    { label: 'Ministerio de Cultura del Perú', url: 'https://www.gob.pe/cultura' },
    { label: 'Wikipedia: Imperio incaico', url: 'https://es.wikipedia.org/wiki/Imperio_incaico' },
    { label: 'Wikipedia: Sapa Inca', url: 'https://es.wikipedia.org/wiki/Sapa_Inca' },
  ],
  reviewedAt: '2026-11-24',
};

export default page;
