/**
 * 'Tu racha de estudio' on Mi progreso (issue 35, opt-in): the days in a row with the daily goal met,
 * the week's día libre, and a calendar of the last 12 weeks, all from the device's log
 * (shared/learning/streak.ts; offline first). The calendar is a real table, a week per row and a
 * weekday per column, so a screen reader reads it in date order and says each day's date, answers
 * and whether the goal was met. Loaded only when the student turned the streak on.
 */
import { Box, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { activeQuestions } from '../../content/question-bank';
import type { LearningData } from '../../learning/learning-store';
import { mondayOf, studyStreak, type StudyDay } from '../../shared/learning/streak';
import { countOf, formatLongDate } from '../../shared/spanish-format';

const QUESTION_IDS: ReadonlySet<string> = new Set(activeQuestions.map((q) => q.id));
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const WEEKDAY_LETTERS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'];
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'set', 'oct', 'nov', 'dic'];

/** A local day number's calendar date (YYYY-MM-DD): day numbers count local dates, read as UTC. */
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOfMonth = (day: number) => new Date(day * DAY_MS).getUTCDate();
const shortDate = (day: number) => `${dayOfMonth(day)} ${SHORT_MONTHS[new Date(day * DAY_MS).getUTCMonth()]}`;
/** 'martes 24 de noviembre' (the year only where it helps: the calendar spans at most two). */
const longDate = (day: number, weekday: number) => `${WEEKDAYS[weekday]} ${formatLongDate(isoOf(day)).replace(/ de \d{4}$/, '')}`;

type Look = 'met' | 'some' | 'free' | 'none' | 'future';

function lookOf(d: StudyDay): Look {
  if (d.future) return 'future';
  if (d.met) return 'met';
  if (d.free) return 'free';
  return d.answers > 0 ? 'some' : 'none';
}

/** Colors with enough contrast in both modes: white on green.700 (5:1), the subtle ones framed by a border of 3:1. */
const LOOKS: Record<Look, Record<string, unknown>> = {
  met: { bg: 'green.700', color: 'white', borderColor: 'green.700' },
  some: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.solid' },
  free: { bg: 'blue.subtle', color: 'blue.fg', borderColor: 'blue.solid', borderStyle: 'dashed' },
  none: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
  future: { bg: 'transparent', color: 'transparent', borderColor: 'transparent' },
};

const LEGEND: [Look, string][] = [
  ['met', 'Meta cumplida'],
  ['some', 'Respondiste, sin llegar a la meta'],
  ['free', 'Día libre'],
  ['none', 'Sin respuestas'],
];

/** What a cell says to a screen reader: its date, its answers and whether the goal was met. */
function cellText(d: StudyDay, weekday: number, today: number): string {
  const date = `${d.day === today ? 'hoy, ' : ''}${longDate(d.day, weekday)}`;
  if (d.future) return `${date}: todavía no llega`;
  const answers = d.answers === 0 ? 'sin respuestas' : countOf(d.answers, 'respuesta', 'respuestas');
  const goal = d.goal > 0 ? ` de ${d.goal}` : '';
  const state = d.met ? 'meta cumplida' : d.free ? 'día libre' : d.day === today ? 'meta por cumplir' : 'meta no cumplida';
  return `${date}: ${d.answers === 0 ? answers : answers + goal}, ${state}`;
}

const CELL = { width: { base: '8', md: '9' }, height: { base: '8', md: '9' } } as const;

function Calendar({ calendar, today }: { calendar: StudyDay[]; today: number }) {
  const weeks = useMemo(() => Array.from({ length: calendar.length / 7 }, (_, w) => calendar.slice(w * 7, w * 7 + 7)), [calendar]);
  return (
    <Stack gap="3">
      <chakra.table borderCollapse="separate" borderSpacing="3px" fontSize="xs" data-testid="streak-calendar" alignSelf={{ base: 'center', md: 'flex-start' }}>
        <chakra.caption textAlign="start" fontSize="sm" color="fg.muted" marginBottom="2" captionSide="top">
          Tus últimas 12 semanas, de lunes a domingo: cada casilla muestra tus respuestas de ese día y su color, si cumpliste la meta.
        </chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" fontWeight="normal" textAlign="start">
              <Text as="span" srOnly>
                Semana
              </Text>
            </chakra.th>
            {WEEKDAY_LETTERS.map((letter, i) => (
              <chakra.th key={i} scope="col" fontWeight="semibold" color="fg.muted" textAlign="center">
                <span aria-hidden="true">{letter}</span>
                <Text as="span" srOnly>
                  {WEEKDAYS[i]}
                </Text>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].day}>
              <chakra.th scope="row" fontWeight="normal" color="fg.muted" textAlign="end" paddingEnd="1" whiteSpace="nowrap">
                <span aria-hidden="true">{shortDate(week[0].day)}</span>
                <Text as="span" srOnly>
                  {`Semana del ${longDate(week[0].day, 0).replace(/^lunes /, '')}`}
                </Text>
              </chakra.th>
              {week.map((d, weekday) => {
                const look = lookOf(d);
                return (
                  <chakra.td key={d.day} padding="0" data-look={look} data-date={isoOf(d.day)}>
                    <Flex
                      {...CELL}
                      alignItems="center"
                      justifyContent="center"
                      rounded="md"
                      borderWidth="1px"
                      fontVariantNumeric="tabular-nums"
                      fontWeight={look === 'met' ? 'bold' : 'normal'}
                      outline={d.day === today ? '2px solid' : undefined}
                      outlineColor="fg"
                      outlineOffset="1px"
                      {...LOOKS[look]}
                    >
                      <span aria-hidden="true" data-testid="streak-cell-answers">
                        {d.future || d.answers === 0 ? '' : d.answers}
                      </span>
                      <Text as="span" srOnly>
                        {cellText(d, weekday, today)}
                      </Text>
                    </Flex>
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <Flex as="ul" gap="3" wrap="wrap" fontSize="xs" listStyle="none" aria-label="Leyenda del calendario">
        {LEGEND.map(([look, label]) => (
          <Flex as="li" key={look} alignItems="center" gap="1.5">
            <Box width="3.5" height="3.5" rounded="sm" borderWidth="1px" aria-hidden="true" {...LOOKS[look]} />
            {label}
          </Flex>
        ))}
      </Flex>
    </Stack>
  );
}

export function StudyStreak({ data }: { data: LearningData }) {
  const streak = useMemo(
    () => studyStreak(data.events, { now: data.now, questionIds: QUESTION_IDS, examDate: data.examDate, timeZone: data.timeZone }),
    [data.events, data.now, data.examDate, data.timeZone],
  );
  const free = streak.freeDayThisWeek;
  return (
    <Box as="section" aria-labelledby="racha" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="racha" marginBottom="3">
        Tu racha de estudio
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Stack gap="2">
          <Text fontSize="2xl" fontWeight="bold" data-testid="streak-count">
            {streak.count === 0
              ? 'Tu racha empieza el día que cumplas tu meta.'
              : streak.count === 1
                ? '1 día con tu meta cumplida'
                : `${streak.count} días seguidos con tu meta cumplida`}
          </Text>
          <Text fontWeight="semibold" data-testid="streak-today">
            {streak.todayMet
              ? 'Meta de hoy cumplida. ¡Buen trabajo!'
              : `Hoy: ${countOf(streak.todayLeft, 'respuesta', 'respuestas')} más y tu meta queda cumplida.`}
          </Text>
          <Text>
            Tienes un día libre por semana (de lunes a domingo): si un día no llegas a tu meta, tu racha sigue.{' '}
            {free === null ? 'El de esta semana sigue disponible.' : `El de esta semana fue el ${longDate(free, free - mondayOf(free))}.`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            La meta de un día se fija al empezar el día: lo que toca repasar y las preguntas nuevas de ese día. Cada respuesta cuenta, en el repaso o en
            un examen, en este o en tus otros dispositivos, y una respuesta incorrecta no la aleja. Cada día va de medianoche a medianoche, hora de Lima.
          </Text>
        </Stack>
        <Calendar calendar={streak.calendar} today={streak.today} />
      </SimpleGrid>
    </Box>
  );
}
