/**
 * A simulacro's 'Resultado por materia' (issue 50 §6): correct of asked in each subject the law lists
 * (content/simulacro.ts SIMULACRO_SUBJECTS), as a table read in words; the bars only repeat the
 * percent beside them, and a subject under the pass mark says so in text ('Repasar').
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Badge } from '../../components/chakra/badge';
import { Table } from '../../components/chakra/table';
import type { SubjectScore } from '../../content/simulacro';
import { PASS_PERCENT } from '../../shared/scoring';
import { percent } from '../../shared/spanish-format';

const shareOf = (s: SubjectScore) => Math.round((s.correct / s.asked) * 100);

export function SubjectBreakdown({ scores }: { scores: readonly SubjectScore[] }) {
  return (
    <Box as="section" aria-labelledby="por-materia" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" id="por-materia" marginBottom="1">
        Resultado por materia
      </Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="3">
        Tus respuestas correctas en cada materia que fija la Ley N.° 32421. Repasa primero las que no llegan al {percent(PASS_PERCENT)}.
      </Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Materia</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Correctas</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Acierto</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {scores.map((s) => {
            const share = shareOf(s);
            const weak = share < PASS_PERCENT;
            return (
              <Table.Row key={s.subject}>
                {/* The row's header, styled as its cells. */}
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  <Flex gap="2" alignItems="center" wrap="wrap">
                    {s.subject}
                    {weak && (
                      <Badge colorPalette="orange" size="sm">
                        Repasar
                      </Badge>
                    )}
                  </Flex>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {s.correct} de {s.asked}
                </Table.Cell>
                <Table.Cell>
                  <Flex alignItems="center" gap="2" minWidth={{ sm: '8rem' }}>
                    <Box flex="1" height="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden hideBelow="sm">
                      <Box height="full" width={`${share}%`} bg={weak ? 'orange.solid' : 'green.solid'} />
                    </Box>
                    {/* As wide as '100 %', so the bars line up. */}
                    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" minWidth="3.25em" textAlign="end">
                      {percent(share)}
                    </Text>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
