/** 1.2 Organización social del Imperio Incaico — reviewed 2026-11-24. */
import type { StudyPageBody } from '../types';

const page: StudyPageBody = {
  intro:
    'La sociedad inca era jerárquica: cada persona pertenecía por nacimiento a un grupo con derechos y obligaciones distintos, desde el Inca hasta el pueblo.',
  blocks: [
    {
      kind: 'text',
      id: 'ayllu',
      title: 'La base de todo: el ayllu',
      paragraphs: [
        'La célula de la sociedad andina era el ayllu: un grupo de familias unidas por parentesco, que reconocían un antepasado común, compartían un territorio y trabajaban juntas. El ayllu recibía tierras para su sustento y, a cambio, entregaba al Estado su trabajo por turnos.',
        'Sobre esta base se levantaba una pirámide social con cuatro niveles: el Inca, la realeza, la nobleza y el pueblo.',
      ],
    },
    {
      kind: 'list',
      id: 'piramide-social',
      title: 'La pirámide social inca',
      intro: 'De la cúspide a la base:',
      ordered: true,
      items: [
        { label: 'El Inca', text: 'El Sapa Inca y su familia inmediata: la coya (su esposa principal) y el Auqui (el heredero).' },
        { label: 'La realeza', text: 'Los descendientes de los incas anteriores, organizados en panacas.' },
        { label: 'La nobleza', text: 'Nobleza de sangre y nobleza de privilegio, que ocupaban los altos cargos del imperio.' },
        { label: 'El pueblo', text: 'La gran mayoría de la población: hatun runa, mitimaes y yanaconas.' },
      ],
    },
    {
      kind: 'cards',
      id: 'inca-y-realeza',
      title: 'El Inca y la realeza',
      columns: 2,
      cards: [
        {
          title: 'El Inca',
          subtitle: 'La cúspide',
          paragraphs: [
            'El Sapa Inca era el soberano y era venerado como hijo del Sol. Vivía en el Cusco con su corte, vestía tejidos finos y llevaba la mascapaicha, la borla de lana roja sobre la frente que era símbolo de su poder.',
            'La coya era su esposa principal, y el Auqui, el príncipe elegido para sucederlo.',
          ],
        },
        {
          title: 'La realeza: las panacas',
          subtitle: 'Los linajes reales',
          paragraphs: [
            'Una panaca era el linaje o familia real formado por los descendientes de un Inca, con excepción del hijo que lo sucedía, que fundaba su propia panaca.',
            'Cada panaca conservaba la momia (mallqui) del Inca fundador, le rendía culto, administraba sus tierras y bienes y mantenía viva su memoria. Las panacas tenían gran influencia política en el Cusco.',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'nobleza',
      title: 'La nobleza',
      intro: 'La nobleza ocupaba los altos cargos del gobierno, el ejército y la religión, y estaba libre de tributar con su trabajo. Había dos clases:',
      columns: 2,
      cards: [
        {
          title: 'Nobleza de sangre',
          subtitle: 'Por nacimiento',
          paragraphs: [
            'La formaban los parientes del Inca, descendientes de los linajes incas del Cusco. Eran los «orejones», llamados así por los grandes adornos que llevaban en las orejas. De ella salían gobernadores, jefes militares y sacerdotes.',
          ],
        },
        {
          title: 'Nobleza de privilegio',
          subtitle: 'Por méritos',
          paragraphs: [
            'La integraban personas que no eran de sangre inca pero que recibían ese rango por sus servicios al Estado (por ejemplo, en la guerra) o por su importancia local, como los curacas de los pueblos incorporados al imperio.',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'pueblo',
      title: 'El pueblo',
      intro: 'El pueblo estaba formado por tres grupos: los hatun runa, los mitimaes y los yanaconas.',
      columns: 3,
      cards: [
        {
          title: 'Hatun runa',
          subtitle: '«Hombre grande» o común',
          paragraphs: [
            'Eran la mayoría de la población: campesinos, pastores y artesanos que vivían en sus ayllus. Trabajaban la tierra y pagaban el tributo con trabajo por turnos (la mita).',
          ],
        },
        {
          title: 'Mitimaes',
          subtitle: 'Pueblos trasladados',
          paragraphs: [
            'Eran grupos de familias que el Estado trasladaba de su lugar de origen a otra región. Servían para poblar y cultivar nuevas tierras, vigilar a pueblos recién conquistados, difundir el quechua y las costumbres cusqueñas, o alejar a grupos rebeldes de su tierra.',
          ],
        },
        {
          title: 'Yanaconas',
          subtitle: 'Servidores permanentes',
          paragraphs: [
            'Eran personas separadas de su ayllu y dedicadas de por vida al servicio del Inca, de la nobleza o de los templos. No tributaban como los hatun runa porque todo su trabajo era servicio.',
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'cifras',
      title: 'En cifras',
      stats: [
        { value: 4, label: 'niveles de la pirámide social', countOf: { block: 'piramide-social' } },
        { value: 2, label: 'clases de nobleza', countOf: { block: 'nobleza' } },
        { value: 3, label: 'grupos del pueblo', countOf: { block: 'pueblo' } },
      ],
    },
    {
      kind: 'callout',
      id: 'acllas',
      tone: 'info',
      title: 'Las acllas, las «escogidas»',
      text: 'Las acllas eran mujeres jóvenes escogidas por el Estado que vivían en el acllahuasi («casa de las escogidas»). Tejían las telas más finas y preparaban alimentos y chicha para las ceremonias. Algunas se dedicaban al culto del Sol y otras eran entregadas por el Inca como esposas a nobles o guerreros destacados.',
    },
    {
      kind: 'table',
      id: 'resumen',
      title: 'Resumen',
      columns: ['Grupo', 'Quiénes eran', 'Para recordar'],
      rows: [
        ['Inca', 'El Sapa Inca, la coya y el Auqui', 'Hijo del Sol; la mascapaicha era su símbolo'],
        ['Realeza', 'Las panacas', 'Conservaban la momia del Inca fundador'],
        ['Nobleza de sangre', 'Parientes del Inca («orejones»)', 'Por nacimiento'],
        ['Nobleza de privilegio', 'Curacas y servidores destacados', 'Por méritos o importancia local'],
        ['Hatun runa', 'Campesinos del ayllu', 'La mayoría; pagaban con trabajo'],
        ['Mitimaes', 'Familias trasladadas', 'Colonizar y controlar territorios'],
        ['Yanaconas', 'Servidores de por vida', 'Separados de su ayllu'],
      ],
    },
  ],
  closing: {
    title: 'Cada uno en su lugar',
    text: 'Del Inca al hatun runa, cada grupo tenía una función. Recuerda los tres grupos del pueblo (hatun runa, mitimaes y yanaconas) y las dos noblezas (de sangre y de privilegio): son preguntas frecuentes.',
  },
  sources: [
    {
      label: 'Ministerio de Cultura, Proyecto Qhapaq Ñan – Sede Nacional: el sistema vial que unió el Tawantinsuyu',
      url: 'https://qhapaqnan.cultura.pe/node/621',
    },
    { label: 'UNESCO: Qhapaq Ñan, Sistema Vial Andino, y las comunidades que lo mantienen', url: 'https://whc.unesco.org/es/list/1459' },
    { label: 'Ministerio de Cultura del Perú', url: 'https://www.gob.pe/cultura' },
    {
      label: 'BEROSE, enciclopedia internacional de la historia de la antropología: estudios sobre el ayllu y el parentesco en los Andes',
      url: 'https://www.berose.fr/article3303.html?lang=fr',
    },
    { label: 'Wikipedia: Imperio incaico', url: 'https://es.wikipedia.org/wiki/Imperio_incaico' },
    { label: 'Wikipedia: Ayllu', url: 'https://es.wikipedia.org/wiki/Ayllu' },
    { label: 'Wikipedia: Panaca', url: 'https://es.wikipedia.org/wiki/Panaca' },
  ],
  reviewedAt: '2026-11-24',
};

export default page;
