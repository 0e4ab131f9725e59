/**
 * /admin/preguntas/:id: the academy corrects a question from the console (issue 48 §2). The fields a
 * version holds, a preview at phone width as the student sees it, the server's Spanish problems under
 * the field they are about, a required 'Por qué cambia' note, the difference against the current
 * version, and 'Guardar borrador' / 'Descartar borrador' / 'Publicar'. A publish refused because
 * someone else published first (409) shows that version and the difference and overwrites nothing.
 */
import { Box, Button, Flex, Input, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { Badge } from "../../../components/chakra/badge";
import { Field } from "../../../components/chakra/field";
import { Textarea } from "../../../components/chakra/textarea";
import type { QuestionFields } from "../../../content/content-versions";
import type { TopicId } from "../../../content/types";
import type { ContentItem } from "../../../shared/content-api";
import { formatDateTime } from "../../../shared/spanish-format";
import { ScreenHeader } from "../console-layout";
import {
  LinkText,
  LoadError,
  Loading,
  errorText,
  useAdmin,
} from "../console-parts";
import { consoleKeys, useConsoleQuery } from "../console-queries";
import { CurrentLine, PhonePreview, PublishControls, useContentEdit } from "./content-edit";
import { problemField, questionDiff, type QuestionField } from "./question-diff";
import { RegradePanel } from "./regrade-panel";

const letter = (index: number) => String.fromCharCode(65 + index);

function Problems({
  field,
  problems,
}: {
  field: QuestionField;
  problems: string[];
}) {
  const mine = problems.filter((problem) => problemField(problem) === field);
  if (mine.length === 0) return null;
  return (
    <Stack
      as="ul"
      gap="0.5"
      listStyle="none"
      padding="0"
      data-testid={`problemas-${field}`}
    >
      {mine.map((problem) => (
        <Text
          as="li"
          key={problem}
          color="red.fg"
          fontSize="sm"
          fontWeight="medium"
        >
          {problem}
        </Text>
      ))}
    </Stack>
  );
}

/** The question as a student sees it in an exam, then in its review, at a phone's width. */
export function QuestionPreview({ fields }: { fields: QuestionFields }) {
  return (
    <PhonePreview>
      <Text fontWeight="semibold" marginBottom="3" whiteSpace="pre-wrap">
        {fields.text || "(sin enunciado)"}
      </Text>
      <Stack as="ul" gap="2" listStyle="none" padding="0">
        {fields.options.map((option, i) => (
          <Box
            as="li"
            key={i}
            borderWidth="1px"
            rounded="md"
            padding="2"
            borderColor={
              fields.correct.includes(i) ? "green.emphasized" : "border"
            }
          >
            <Text>
              {letter(i).toLowerCase()}) {option || "(vacía)"}
              {fields.correct.includes(i) && (
                <Badge
                  colorPalette="green"
                  variant="subtle"
                  marginInlineStart="2"
                >
                  Correcta en la revisión
                </Badge>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" marginTop="3" color="fg.muted" whiteSpace="pre-wrap">
        {fields.explanation}
      </Text>
    </PhonePreview>
  );
}

function Editor({
  questionId,
  item,
}: {
  questionId: string;
  item: ContentItem<QuestionFields>;
}) {
  const admin = useAdmin();
  const [resolveReports, setResolveReports] = useState(item.openReports > 0);
  const edit = useContentEdit(item, {
    queryKey: consoleKeys.contentQuestion(questionId),
    save: (baseVersion, question) =>
      admin.saveQuestionDraft(questionId, { baseVersion, question }),
    discard: () => admin.discardQuestionDraft(questionId),
    publish: (baseVersion, question, note) =>
      admin.publishQuestion(questionId, {
        baseVersion,
        question,
        note,
        resolveReports: resolveReports && item.openReports > 0,
      }),
    publishedDetail: (answer) =>
      answer.resolvedReports > 0
        ? `${answer.resolvedReports === 1 ? "1 reporte resuelto" : `${answer.resolvedReports} reportes resueltos`} con la nota.`
        : undefined,
    alsoRefresh: [["console", "reports"]],
  });
  const { body: fields, problems } = edit;
  const set = (change: Partial<QuestionFields>) =>
    edit.setBody((old) => ({ ...old, ...change }));

  const setOption = (index: number, text: string) =>
    set({ options: fields.options.map((o, i) => (i === index ? text : o)) });
  const toggleKey = (index: number, on: boolean) =>
    set({
      correct: on
        ? [...fields.correct, index].sort((a, b) => a - b)
        : fields.correct.filter((k) => k !== index),
    });
  const removeOption = (index: number) =>
    set({
      options: fields.options.filter((_, i) => i !== index),
      correct: fields.correct
        .filter((k) => k !== index)
        .map((k) => (k > index ? k - 1 : k)),
    });

  return (
    <Flex gap="6" alignItems="flex-start" wrap="wrap">
      <Box flex="1" minWidth="20rem" maxWidth="44rem">
        <form
          onSubmit={edit.submit}
          noValidate
          aria-label={`Editar la pregunta ${questionId}`}
        >
          <Stack gap="4">
            <CurrentLine edit={edit} formatAt={formatDateTime} />
            <Field.Root
              invalid={problems.some((p) => problemField(p) === "text")}
            >
              <Field.Label>Enunciado</Field.Label>
              <Textarea
                value={fields.text}
                rows={3}
                onChange={(e) => set({ text: e.target.value })}
                bg="bg"
              />
              <Problems field="text" problems={problems} />
            </Field.Root>
            <Box as="fieldset">
              <Text as="legend" fontWeight="medium" marginBottom="2">
                Opciones (marca la correcta)
              </Text>
              <Stack gap="2">
                {fields.options.map((option, i) => (
                  <Flex key={i} gap="2" alignItems="center">
                    <Box
                      as="label"
                      display="flex"
                      alignItems="center"
                      gap="1"
                      whiteSpace="nowrap"
                    >
                      <input
                        type="checkbox"
                        checked={fields.correct.includes(i)}
                        onChange={(e) => toggleKey(i, e.target.checked)}
                        aria-label={`Opción ${letter(i)} correcta`}
                      />
                      <Text as="span">{letter(i)})</Text>
                    </Box>
                    <Input
                      value={option}
                      onChange={(e) => setOption(i, e.target.value)}
                      aria-label={`Opción ${letter(i)}`}
                      bg="bg"
                    />
                    <Button
                      type="button"
                      size="xs"
                      variant="ghost"
                      onClick={() => removeOption(i)}
                      aria-label={`Quitar la opción ${letter(i)}`}
                    >
                      Quitar
                    </Button>
                  </Flex>
                ))}
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() => set({ options: [...fields.options, ""] })}
                  disabled={fields.options.length >= 8}
                >
                  Añadir opción
                </Button>
              </Stack>
              <Problems field="options" problems={problems} />
              <Problems field="correct" problems={problems} />
            </Box>
            <Field.Root
              invalid={problems.some((p) => problemField(p) === "explanation")}
            >
              <Field.Label>Explicación</Field.Label>
              <Textarea
                value={fields.explanation}
                rows={3}
                onChange={(e) => set({ explanation: e.target.value })}
                bg="bg"
              />
              <Problems field="explanation" problems={problems} />
            </Field.Root>
            <Flex gap="3" wrap="wrap">
              <Field.Root
                width="auto"
                invalid={problems.some((p) => problemField(p) === "topic")}
              >
                <Field.Label>Tema</Field.Label>
                <Input
                  type="number"
                  width="24"
                  value={String(fields.topic)}
                  onChange={(e) =>
                    set({ topic: Number(e.target.value) as TopicId })
                  }
                  bg="bg"
                />
                <Problems field="topic" problems={problems} />
              </Field.Root>
              <Field.Root
                flex="1"
                minWidth="14rem"
                invalid={problems.some((p) => problemField(p) === "source")}
              >
                <Field.Label>Sección de estudio (página)</Field.Label>
                <Input
                  value={fields.source.path}
                  onChange={(e) =>
                    set({ source: { ...fields.source, path: e.target.value } })
                  }
                  bg="bg"
                />
                <Field.Label marginTop="2">Ancla de la sección</Field.Label>
                <Input
                  value={fields.source.anchor}
                  onChange={(e) =>
                    set({
                      source: { ...fields.source, anchor: e.target.value },
                    })
                  }
                  bg="bg"
                />
                <Problems field="source" problems={problems} />
              </Field.Root>
            </Flex>
            <PublishControls
              edit={edit}
              diff={questionDiff}
              extra={
              item.openReports > 0 && (
              <Box
                as="label"
                display="flex"
                alignItems="center"
                gap="2"
                alignSelf="flex-start"
              >
                <input
                  type="checkbox"
                  checked={resolveReports}
                  onChange={(e) => setResolveReports(e.target.checked)}
                />
                <Text as="span">
                  {item.openReports === 1
                    ? "Resolver el reporte abierto de esta pregunta con la nota"
                    : `Resolver los ${item.openReports} reportes abiertos de esta pregunta con la nota`}
                </Text>
              </Box>
            )
              }
            />
          </Stack>
        </form>
        <Box marginTop="6">
          {/* Keyed by the version: a publish shows the new dry run with its note as the reason. */}
          <RegradePanel
            key={edit.current.version}
            questionId={questionId}
            version={edit.current.version}
            lastNote={edit.current.note}
          />
        </Box>
      </Box>
      <QuestionPreview fields={fields} />
    </Flex>
  );
}

export function QuestionEditorPage({ questionId }: { questionId: string }) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.contentQuestion(questionId), () =>
    admin.contentQuestion(questionId),
  );
  return (
    <>
      <ScreenHeader
        title={`Editar la pregunta ${questionId}`}
        description="Cada publicación es una versión nueva: nada se sobrescribe. Los estudiantes la reciben en su siguiente sincronización."
      />
      <Text fontSize="sm" marginBottom="4">
        <RouterLink to="/admin/preguntas">
          <LinkText>Volver a Preguntas</LinkText>
        </RouterLink>
      </Text>
      {load.isPending && <Loading label="Cargando la pregunta..." />}
      {load.isError && (
        <LoadError
          message={errorText(load.error)}
          onRetry={() => void load.refetch()}
        />
      )}
      {/* Keyed by the question: the form keeps the edit on screen while its item is read again. */}
      {load.isSuccess && (
        <Editor key={questionId} questionId={questionId} item={load.data} />
      )}
    </>
  );
}
