/**
 * An exam as the academy's operator previews it (issue 32): its questions and options in the bank's
 * order, the right ones marked, read-only. Nothing is started, timed, stored or sent: an operator
 * has no runs and no results.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../components/chakra/badge';
import { LinkText } from './console-parts';
import { Link as RouterLink } from '@tanstack/react-router';
import type { Exam } from '../../content/exam-catalog';
import { loadQuestionsOf } from '../../content/exam-questions';
import { findExam } from '../../content/exam-catalog';
import type { Question } from '../../content/types';

export interface ExamPreviewData {
  exam: Exam;
  questions: Question[];
}

/** A published exam and its questions (null: no such exam; a mistakes exam belongs to a student). */
export async function loadExamPreview(examId: string): Promise<ExamPreviewData | null> {
  const exam = findExam(examId);
  return exam ? { exam, questions: await loadQuestionsOf(exam) } : null;
}

export function ExamPreview({ preview }: { preview: ExamPreviewData | null }) {
  if (!preview) {
    return (
      <Stack gap="3" maxWidth="3xl" marginInline="auto">
        <Heading as="h1" size="xl">
          Examen no encontrado
        </Heading>
      </Stack>
    );
  }
  const { exam, questions } = preview;
  return (
    <Stack gap={{ base: '4', md: '5' }} maxWidth="3xl" marginInline="auto">
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {exam.title}
        </Heading>
        <Box role="note" bg="blue.subtle" color="blue.fg" rounded="lg" padding="3" data-testid="exam-preview-note">
          Vista previa para la academia: así ven los estudiantes las preguntas (en otro orden de opciones en cada intento). No se toma el tiempo ni se guarda nada.
        </Box>
        <Text fontSize="sm">
          <RouterLink to="/admin">
            <LinkText>Volver a la consola</LinkText>
          </RouterLink>
        </Text>
      </Stack>
      <Stack as="ol" gap="4" listStyle="none" padding="0">
        {questions.map((q, i) => (
          <Box as="li" key={q.id} bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '5' }}>
            <Text fontSize="sm" color="fg.muted">
              Pregunta {i + 1} de {questions.length}
              {q.correct.length > 1 ? ` · ${q.correct.length} respuestas correctas` : ''}
            </Text>
            <Heading as="h2" size="md" marginTop="1" marginBottom="3">
              {q.text}
            </Heading>
            <Stack as="ul" gap="2" listStyle="none" padding="0">
              {q.options.map((option, k) => {
                const right = q.correct.includes(k);
                return (
                  <Box as="li" key={option} display="flex" gap="2" alignItems="baseline" borderWidth="1px" rounded="md" padding="2" borderColor={right ? 'green.emphasized' : 'border'}>
                    <Text flex="1">{option}</Text>
                    {right && (
                      <Badge colorPalette="green" variant="subtle">
                        Correcta
                      </Badge>
                    )}
                  </Box>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
