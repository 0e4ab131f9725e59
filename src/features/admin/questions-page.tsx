/**
 * /admin/preguntas: item analysis over each student's first attempt at each exam (CONSOLE-API.md):
 * answers, facility and discrimination per question, 'Revisar' where the figures say the question
 * may be broken; each row opens its options with how often each was chosen, and its study section,
 * and 'Editar' opens the question's editor (issue 48).
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../components/chakra/badge';
import { Table } from '../../components/chakra/table';
import { BadgeCheck, ChevronRight, ChevronUp, SquareArrowOutUpRight } from 'lucide-react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { COURSE_ROOT } from '../../content/course';
import { formatDecimal } from '../../shared/spanish-format';
import type { QuestionSort, QuestionStat, SortDir } from './admin-api';
import { ScreenHeader } from './console-layout';
import { GroupSelect } from './group-select';
import { ActionsHeader, Empty, LinkText, LoadError, Loading, SortHeader, TableFrame, errorText, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';
import { percentText } from './format';

const COLUMNS = 7;

/** Discrimination as the page's text writes it: '0,45' (es-PE decimal comma, issue 54 §13). */
function decimal(value: number): string {
  return formatDecimal(value);
}

function discriminationText(value: number | null): string {
  return value === null ? '—' : decimal(value);
}

/** A figure's 90 % range under it, small: '(0,05 a 0,71)'. */
function Range({ low, high, format }: { low: number | null; high: number | null; format: (v: number) => string }) {
  if (low === null || high === null) return null;
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      <Text as="span" srOnly>
        rango del 90&nbsp;%:{' '}
      </Text>
      ({format(low)} a {format(high)})
    </Text>
  );
}

function Options({ question }: { question: QuestionStat }) {
  return (
    <Stack gap="2" paddingBlock="2">
      <Box as="ul" listStyle="none" display="grid" gap="1.5" maxWidth="40rem">
        {question.options.map((option, i) => {
          const share = question.answers > 0 ? option.chosen / question.answers : 0;
          return (
            <Flex as="li" key={i} gap="2" columnGap="4" alignItems="center" justifyContent="space-between" wrap="wrap">
              <Flex gap="2" alignItems="center" flex="1" minWidth="14rem">
                <Box color={option.correct ? 'green.fg' : 'fg.muted'} flexShrink={0} width="4">
                  {option.correct && <BadgeCheck size={16} aria-hidden />}
                </Box>
                <Text fontWeight={option.correct ? 'semibold' : 'normal'}>
                  {String.fromCharCode(97 + i)}) {option.text}
                  {option.correct && (
                    <Text as="span" srOnly>
                      {' '}
                      (correcta)
                    </Text>
                  )}
                </Text>
              </Flex>
              <Flex gap="2" alignItems="center">
                <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" minWidth="5rem" textAlign="end">
                  {option.chosen} ({percentText(share)})
                </Text>
                <Box width="8rem" height="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                  <Box height="full" width={`${Math.round(share * 100)}%`} bg={option.correct ? 'green.solid' : 'orange.solid'} />
                </Box>
              </Flex>
            </Flex>
          );
        })}
      </Box>
      <Box>
        <a href={`${COURSE_ROOT}/${question.source.path}#${question.source.anchor}`} target="_blank" rel="noopener noreferrer">
          <Flex as="span" alignItems="center" gap="1" fontSize="sm" color="colorPalette.fg" fontWeight="semibold" textDecoration="underline">
            Ver su sección en el material
            <SquareArrowOutUpRight size={14} aria-hidden />
            <Text as="span" srOnly>
              (se abre en otra pestaña)
            </Text>
          </Flex>
        </a>
      </Box>
    </Stack>
  );
}

export function QuestionsPage() {
  const admin = useAdmin();
  const [sort, setSort] = useState<QuestionSort>('id');
  const [dir, setDir] = useState<SortDir>('asc');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [onlyReview, setOnlyReview] = useState(false);
  const [group, setGroup] = useState('');
  // Issue 48 §4: each version of a question has its own figures; the earlier ones on request.
  const [allVersions, setAllVersions] = useState(false);
  const params = { sort, dir, group: group ? Number(group) : undefined, versions: allVersions ? ('all' as const) : undefined };
  const load = useConsoleQuery(consoleKeys.questions(params), () => admin.questions(params));
  const onSort = (column: QuestionSort, next: SortDir) => {
    setSort(column);
    setDir(next);
  };
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const questions = load.isSuccess ? load.data.questions : [];
  const toReview = questions.filter((q) => q.review).length;
  const shown = onlyReview ? questions.filter((q) => q.review) : questions;

  return (
    <>
      <ScreenHeader
        title="Preguntas"
        description="Análisis de cada pregunta en el primer intento de cada estudiante en cada examen; una pregunta dejada en blanco cuenta como error, como en la nota del examen. Bajo cada cifra, su rango del 90&nbsp;%: con pocas respuestas es ancho. «Revisar», con al menos 20 respuestas: acierto por debajo del azar (1 entre las opciones) o discriminación menor a 0,2, aun en lo más alto de su rango."
      />
      <Box marginBottom="4">
        <GroupSelect label="Estudiantes" value={group} onChange={setGroup} noneLabel="Todos los estudiantes" helper="Con un grupo, el análisis cuenta solo los primeros intentos de sus estudiantes." />
      </Box>
      {load.isPending && <Loading label="Calculando el análisis de las preguntas..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && questions.length === 0 && <Empty>Aún no hay respuestas: el análisis aparece cuando los estudiantes terminen exámenes.</Empty>}
      {load.isSuccess && questions.length > 0 && (
        <>
          <Flex gap="3" alignItems="center" marginBottom="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {questions.length === 1 ? '1 pregunta en primeros intentos' : `${questions.length} preguntas en primeros intentos`}, {toReview === 1 ? '1 para revisar' : `${toReview} para revisar`}.
            </Text>
            <Button size="xs" variant={onlyReview ? 'solid' : 'outline'} aria-pressed={onlyReview} onClick={() => setOnlyReview((v) => !v)}>
              Solo las que hay que revisar
            </Button>
            <Button size="xs" variant={allVersions ? 'solid' : 'outline'} aria-pressed={allVersions} onClick={() => setAllVersions((v) => !v)}>
              Ver versiones anteriores
            </Button>
          </Flex>
          <TableFrame label="Análisis de preguntas">
            <Table.Root size="sm" native opacity={load.isFetching ? 0.6 : 1} aria-busy={load.isFetching}>
              <thead>
                <tr>
                  <SortHeader label="N.º" column="id" sort={sort} dir={dir} onSort={onSort} />
                  <th scope="col">Pregunta</th>
                  <SortHeader label="Respuestas" column="answers" sort={sort} dir={dir} onSort={onSort} numeric firstDir="desc" />
                  <SortHeader label="Acierto" column="facility" sort={sort} dir={dir} onSort={onSort} numeric />
                  <SortHeader label="Discriminación" column="discrimination" sort={sort} dir={dir} onSort={onSort} numeric />
                  <th scope="col">Estado</th>
                  <ActionsHeader />
                </tr>
              </thead>
              <tbody>
                {shown.map((q) => {
                  const row = `${q.id}@${q.version}`;
                  const expanded = open.has(row);
                  const panelId = `opciones-${q.id}-v${q.version}`;
                  return (
                    <Fragment key={`${q.id}@${q.version}`}>
                      <tr>
                        <td style={{ whiteSpace: 'nowrap' }}>{q.id}</td>
                        <th scope="row" style={{ fontWeight: 'normal', textAlign: 'start', minWidth: '16rem' }}>
                          <Button
                            variant="plain"
                            size="sm"
                            height="auto"
                            paddingInline="0"
                            whiteSpace="normal"
                            textAlign="start"
                            justifyContent="flex-start"
                            alignItems="flex-start"
                            fontWeight="normal"
                            color="fg"
                            aria-expanded={expanded}
                            aria-controls={panelId}
                            onClick={() => toggle(row)}
                          >
                            <Box as="span" marginTop="0.5" flexShrink={0}>
                              {expanded ? <ChevronUp size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
                            </Box>
                            <span>
                              {q.text}
                              <Text as="span" display="block" fontSize="xs" color="fg.muted">
                                Tema {q.topic} · versión {q.version}
                                {q.current ? '' : ' (anterior)'}
                              </Text>
                            </span>
                          </Button>
                        </th>
                        <td style={{ textAlign: 'end' }}>{q.answers}</td>
                        <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                          {percentText(q.facility)}
                          <Range low={q.facilityLow} high={q.facilityHigh} format={percentText} />
                          <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                            azar: {percentText(q.chance)}
                          </Text>
                        </td>
                        <td style={{ textAlign: 'end' }}>
                          {discriminationText(q.discrimination)}
                          <Range low={q.discriminationLow} high={q.discriminationHigh} format={decimal} />
                        </td>
                        <td>
                          {q.review ? (
                            <Badge colorPalette="red" variant="solid">
                              Revisar
                            </Badge>
                          ) : q.answers < 20 ? (
                            <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                              Pocas respuestas
                            </Text>
                          ) : (
                            <Badge colorPalette="green" variant="subtle">
                              Bien
                            </Badge>
                          )}
                        </td>
                        <td>
                          <RouterLink to="/admin/preguntas/$questionId" params={{ questionId: q.id }}>
                            <LinkText fontSize="sm">
                              Editar
                              <Text as="span" srOnly>
                                {` la pregunta ${q.id}`}
                              </Text>
                            </LinkText>
                          </RouterLink>
                        </td>
                      </tr>
                      {expanded && (
                        <tr id={panelId}>
                          <td />
                          <td colSpan={COLUMNS - 1}>
                            <Options question={q} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </Table.Root>
          </TableFrame>
        </>
      )}
    </>
  );
}
