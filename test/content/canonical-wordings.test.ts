/**
 * One fact, one wording (issue 51). The 2026-11-29 audit found claims that a change of law had made
 * wrong ('congresista' as an office after July 2026) and claims another page of the course
 * contradicts (Junín 'sin uso de armas de fuego' against 'casi sin disparos'). These rules read every
 * statement of every study page and every banked question (support/statements.ts) and list each one
 * that says a known fact in a wording the course does not hold, so the next edit that brings one back
 * fails here, wherever it is written.
 */
import { describe, expect, it } from 'vitest';
import { studyPages } from '@/content/course';
import { loadPageBody } from '@/content/page-bodies';
import { questionBank } from '@/content/question-bank';
import { pageStatements, questionStatement, type Statement } from './support/statements';

const statements: Statement[] = [];
for (const meta of studyPages) {
  const body = await loadPageBody(meta.path);
  if (body) statements.push(...pageStatements(meta.path, body));
}
// Retired questions too: an old attempt still shows them with their explanation.
statements.push(...questionBank.map(questionStatement));

/**
 * A known fact: a statement that matches every `about` pattern speaks of it, and then must match
 * every `says` pattern and none of the `never` patterns. `why` gives the canonical wording and its
 * source (DECISIONS.md, the Constitution, the audit of issue 51).
 */
interface Canon {
  fact: string;
  about: RegExp[];
  says?: RegExp[];
  never?: RegExp[];
  why: string;
}

const CANON: readonly Canon[] = [
  {
    fact: 'Junín, a cavalry battle',
    about: [/Junín/, /disparo|armas de fuego|\btiros?\b/i],
    says: [/casi sin disparos/],
    never: [/sin (uso de )?armas de fuego|sin un (solo )?(disparo|tiro)/i],
    why: 'Lances and sabres, «casi sin disparos» (independencia#batallas-finales, heroes/batallas): one wording, the defensible one.',
  },
  {
    fact: 'The official languages (art. 48)',
    about: [/\b(quechua|aimara)\b/i, /\boficial(es)?\b/i],
    says: [/predomin/i],
    never: [/junto con el castellano/i],
    why: 'Art. 48: the castellano is official everywhere; quechua, aimara and the other native languages where they predominate.',
  },
  {
    fact: 'The Senate of the 1979 Constitution',
    about: [/\b(1979|1980)\b/, /Senado/, /\b60\b/],
    says: [/vitalici/i],
    why: 'Art. 166 of the 1979 Constitution: 60 elected senators plus the former constitutional presidents as life senators.',
  },
  {
    fact: 'Art. 110: who may be President',
    about: [/art(ículo|\.)\s*110\b/i],
    never: [/peruano de nacimiento/i],
    why: 'Art. 110 says «ser peruano por nacimiento» (DECISIONS.md).',
  },
  {
    fact: 'Where the Constitution sets who may be senator or deputy',
    about: [/senador|diputado/i, /art(ículo|\.)\s*90/i],
    never: [/art(ículo|\.)\s*90-A/i],
    why: 'Law 31988 put the requirements for senator and deputy in the amended art. 90; art. 90-A (Law 30906) was about re-election, not nationality.',
  },
  {
    fact: 'Law 26574 until Law 32421 is regulated',
    about: [/26574/],
    never: [/\brigió\b|fue reemplazada|\breemplazó\b|derogad|ya no (rige|se aplica)/i],
    why: 'Law 32421 applies from the day after its regulation is published; until then Migraciones applies its former procedure (DECISIONS.md).',
  },
  {
    fact: 'Who elects the TC, the Defensor del Pueblo and the Contralor',
    about: [/Defensor del Pueblo|Tribunal Constitucional|Contralor/, /\b(elige|eligen|elegid[oa]s?|designa|nombra)\b/i],
    says: [/Senado/],
    why: 'Since July 2026 the Senate elects the TC magistrates and the Defensor del Pueblo and designates the Contralor (Law 31988, DECISIONS.md).',
  },
  {
    fact: 'The unicameral Congress of 1993',
    about: [/unicameral|una sola cámara/i, /\b120\b/],
    says: [/1993/],
    why: '120 members only from 1993 to 2011; 130 from 2011 until July 2026 (DECISIONS.md).',
  },
  {
    fact: 'Lake Titicaca’s altitude',
    about: [/Titicaca/, /\b\d[,.]?\d{3} m\b/],
    says: [/3[,.]?812/],
    why: '3,812 m (DECISIONS.md).',
  },
  {
    fact: 'Rupa-Rupa’s altitudes',
    about: [/Rupa-Rupa[^.;]*\b\d{3}\b/],
    says: [/\b400\b/, /\b1[,.]?000\b/],
    why: 'Rupa-Rupa 400–1,000 m (DECISIONS.md).',
  },
  {
    fact: 'Omagua’s altitudes',
    about: [/Omagua[^.;]*\b\d{2,3}\b/],
    says: [/\b400\b/],
    why: 'Omagua 80–400 m (DECISIONS.md).',
  },
  {
    fact: 'The Señor de los Milagros',
    about: [/Señor de los Milagros/],
    never: [/\b\d{1,2}( y \d{1,2})? de octubre\b/],
    why: 'Processions throughout October; their days change every year (DECISIONS.md).',
  },
  {
    fact: 'The Pacific Alliance’s founding',
    about: [/Declaración de Lima/, /\b20\d\d\b/],
    says: [/\b2011\b/],
    why: 'Lima Declaration 28 April 2011; framework agreement 6 June 2012 (DECISIONS.md).',
  },
  {
    fact: 'Peru and UNASUR',
    about: [/UNASUR/, /suspend/i],
    says: [/\b2018\b/],
    why: 'Peru suspended its participation in 2018 (DECISIONS.md).',
  },
  {
    fact: 'The size of Caral',
    about: [/\b626\b/, /hect[áa]reas|\bha\b/],
    says: [/protegid|Patrimonio|\bbien\b|zona/i],
    never: [/núcleo urbano (de|mide|ocupa)[^.]*626/i],
    why: '626 ha is the protected World Heritage zone; the urban core is about 66 ha (DECISIONS.md).',
  },
  {
    fact: 'The escarapela is not a symbol of the patria',
    about: [/escarapela/i, /s[ií]mbolos? (de la patria|patrios?)/i],
    never: [/(son|es) (un |uno de los )?s[ií]mbolos? (de la patria|patrios?)[^.?]*escarapela|escarapela (es|son) (un |uno de los |el cuarto )?s[ií]mbolos? (de la patria|patrios?)/i],
    why: 'Art. 49 names only the flag, the shield and the anthem; the escarapela is an emblem of the Nation under Decreto Ley 11323 (simbolos/bandera#escarapela).',
  },
  {
    fact: 'The law on the symbols of the patria',
    about: [/11323/],
    never: [/\b(regula|reglamenta|rige)\b/i],
    why: 'Since January 2025 Law 32251 unifies the regulation of the symbols of the patria, of the State and the national emblems; Decreto Ley 11323 (1950) is told in the past (simbolos/escudo#ley-de-simbolos).',
  },
  {
    fact: 'Tacna’s return to Peru',
    about: [/Tacna/, /volvi[óo]|reincorpor/i],
    says: [/1929/],
    why: 'The Treaty of Lima of 3 June 1929; Tacna rejoined Peru on 28 August 1929 (tratados#fronteras).',
  },
  {
    fact: 'Compulsory voting ends at 70',
    about: [/\bvot(o|ar)\b/i, /obligatori/i],
    says: [/\b70\b|setenta/],
    why: 'Art. 31: the vote is compulsory until the age of seventy and optional after it (organizacion-politica#ciudadania).',
  },
  {
    fact: 'The maritime boundary with Chile',
    about: [/La Haya|Corte Internacional de Justicia/, /Chile|marítim/i],
    says: [/\b2014\b/],
    why: 'The International Court of Justice ruled on 27 January 2014 (tratados#fronteras).',
  },
  {
    fact: 'The capital and the historic capital (art. 49)',
    about: [/capital histórica/i],
    says: [/Cusco/],
    never: [/capital histórica,? (del Perú,? )?(es |era )?(la ciudad de |el |la )?(Lima|Arequipa)\b/i],
    why: 'Art. 49 of the Constitution: the capital of the Republic is Lima; its historic capital, the Cusco.',
  },
  {
    fact: 'The presidential succession of February 2026',
    about: [/Balcázar/, /asumi|juró|presidente de la República/i],
    says: [/18 de febrero de 2026/],
    why: 'José María Balcázar took office on 18 February 2026 (DECISIONS.md).',
  },
];

/** Course page titles ('Congresistas y Ministros', topic 11's page): a name, not a claim about an office. */
const PAGE_TITLES = new RegExp(studyPages.map((p) => p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
/** What places 'congresista' before July 2026: the unicameral Congress, a former member, a year before 2026. */
const BEFORE_JULY_2026 = /unicameral|una sola cámara|haber sido|ya fue|\bantes\b|hasta (julio de )?2026|\b(19\d\d|20[01]\d|202[0-5])\b/i;

function breaches(canon: Canon): string[] {
  return statements
    .filter((s) => canon.about.every((re) => re.test(s.text)))
    .flatMap((s) => {
      const missing = (canon.says ?? []).filter((re) => !re.test(s.text));
      const found = (canon.never ?? []).filter((re) => re.test(s.text));
      return missing.length + found.length === 0 ? [] : [`${s.where}: «${s.text}»`];
    });
}

describe('one wording per known fact', () => {
  for (const canon of CANON) {
    it(`${canon.fact}: ${canon.why}`, () => {
      expect(breaches(canon)).toEqual([]);
    });
  }

  it('every rule still reads a statement of the course (none is stale)', () => {
    const unused = CANON.filter((c) => !statements.some((s) => c.about.every((re) => re.test(s.text)))).map((c) => c.fact);
    expect(unused).toEqual([]);
  });
});

describe('offices that no longer exist', () => {
  it('says «congresista» only of the unicameral Congress (until July 2026), never where senador or diputado is meant', () => {
    const present = statements
      .filter((s) => /congresista/i.test(s.text.replace(PAGE_TITLES, '')))
      .filter((s) => !BEFORE_JULY_2026.test(s.text))
      .map((s) => `${s.where}: «${s.text}»`);
    expect(present).toEqual([]);
  });

  it('the rule tells a statement about today from one about the unicameral Congress', () => {
    const today = 'Por ejemplo, la Constitución exige ser peruano por nacimiento para ser presidente de la República o congresista.';
    const before = 'Antes de esa fecha fue unicameral, con 130 congresistas.';
    expect(BEFORE_JULY_2026.test(today)).toBe(false);
    expect(BEFORE_JULY_2026.test(before)).toBe(true);
    expect('Congresistas y Ministros'.replace(PAGE_TITLES, '')).toBe('');
  });
});
