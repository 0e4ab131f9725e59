/**
 * What the question editor and the study-section editor share (issue 48 §2): the edit's state over
 * the current version (draft saved and discarded, publish with a required note, 409 when someone
 * else published first, the server's Spanish problems), and the controls under each form ('Por qué
 * cambia', the conflict with its difference, 'Publicar' / 'Guardar borrador' / 'Descartar borrador',
 * the difference against the current version). One place, so both editors behave the same.
 */
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Field } from "../../../components/chakra/field";
import { Textarea } from "../../../components/chakra/textarea";
import { notify } from "../../../components/ui/notify";
import { NOTE_REQUIRED } from "../../../content/content-versions";
import { ApiError } from "../../../lib/api/api-client";
import type { ContentItem, VersionView } from "../../../shared/content-api";
import { errorText } from "../console-parts";

/** One changed field as the editors show it ('Antes' / 'Ahora'). */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The problems and 409 answer the server sends with a refusal (CONSOLE-API.md 'Content versions'). */
export function refusalOf<Body>(error: unknown): {
  problems: string[];
  current: VersionView<Body> | null;
} {
  const body =
    error instanceof ApiError &&
    typeof error.body === "object" &&
    error.body !== null
      ? (error.body as { problems?: unknown; current?: unknown })
      : {};
  const problems = Array.isArray(body.problems)
    ? body.problems.filter((p): p is string => typeof p === "string")
    : [];
  const current =
    error instanceof ApiError &&
    error.status === 409 &&
    typeof body.current === "object" &&
    body.current !== null
      ? (body.current as VersionView<Body>)
      : null;
  return { problems, current };
}

export function DiffList({
  changes,
  title,
}: {
  changes: FieldChange[];
  title: string;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="sm" marginBottom="2">
        {title}
      </Heading>
      {changes.length === 0 ? (
        <Text color="fg.muted">Sin cambios.</Text>
      ) : (
        <Stack as="dl" gap="2">
          {changes.map((change) => (
            <Box key={change.field}>
              <Text as="dt" fontWeight="semibold">
                {change.label}
              </Text>
              <Text as="dd" fontSize="sm" whiteSpace="pre-wrap" color="red.fg">
                Antes: {change.before}
              </Text>
              <Text
                as="dd"
                fontSize="sm"
                whiteSpace="pre-wrap"
                color="green.fg"
              >
                Ahora: {change.after}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** What an editor tells the shared state: how to reach the server for its kind of item. */
export interface ContentEditCalls<Body, Answer> {
  queryKey: QueryKey;
  save: (baseVersion: number, body: Body) => Promise<ContentItem<Body>>;
  discard: () => Promise<unknown>;
  publish: (baseVersion: number, body: Body, note: string) => Promise<Answer>;
  /** A line under 'Versión N publicada' (e.g. how many reports it resolved). */
  publishedDetail?: (answer: Answer) => string | undefined;
  /** Other console screens the publish changes. */
  alsoRefresh?: QueryKey[];
}

/** The edit of one item over its current version: the body on screen, the draft, the note, a refusal. */
export function useContentEdit<
  Body,
  Answer extends { version: VersionView<Body>; item: ContentItem<Body> },
>(item: ContentItem<Body>, calls: ContentEditCalls<Body, Answer>) {
  const client = useQueryClient();
  const [body, setBody] = useState<Body>(() =>
    structuredClone(item.draft?.body ?? item.current.body),
  );
  const [baseVersion, setBaseVersion] = useState(
    item.draft?.baseVersion ?? item.current.version,
  );
  const [current, setCurrent] = useState(item.current);
  const [hasDraft, setHasDraft] = useState(item.draft !== null);
  const [problems, setProblems] = useState<string[]>(
    item.draft?.problems ?? [],
  );
  const [note, setNote] = useState("");
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<VersionView<Body> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = (next: ContentItem<Body>) =>
    client.setQueryData(calls.queryKey, next);

  const save = useMutation({
    mutationFn: () => calls.save(baseVersion, body),
    onSuccess: (next) => {
      refresh(next);
      setHasDraft(true);
      setProblems(next.draft?.problems ?? []);
      setFailure(null);
      notify({ type: "success", title: "Borrador guardado" });
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const discard = useMutation({
    mutationFn: () => calls.discard(),
    onSuccess: () => {
      setHasDraft(false);
      setBody(structuredClone(current.body));
      setBaseVersion(current.version);
      setProblems([]);
      setFailure(null);
      void client.invalidateQueries({ queryKey: calls.queryKey });
      notify({ type: "success", title: "Borrador descartado" });
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const publish = useMutation({
    mutationFn: () => calls.publish(baseVersion, body, note.trim()),
    onSuccess: (answer) => {
      refresh(answer.item);
      setCurrent(answer.item.current);
      setBaseVersion(answer.item.current.version);
      setBody(structuredClone(answer.item.current.body));
      setHasDraft(false);
      setProblems([]);
      setNote("");
      setConflict(null);
      setFailure(null);
      for (const queryKey of calls.alsoRefresh ?? [])
        void client.invalidateQueries({ queryKey });
      notify({
        type: "success",
        title: `Versión ${answer.version.version} publicada`,
        description: calls.publishedDetail?.(answer),
      });
    },
    onError: (error) => {
      const refusal = refusalOf<Body>(error);
      setProblems(refusal.problems);
      setConflict(refusal.current);
      setFailure(errorText(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === "") {
      setNoteProblem(NOTE_REQUIRED);
      return;
    }
    setNoteProblem(null);
    publish.mutate();
  }

  /** Take the version another operator published as the base, keeping this edit on screen. */
  function rebase(to: VersionView<Body>) {
    setCurrent(to);
    setBaseVersion(to.version);
    setConflict(null);
    setFailure(null);
  }

  return {
    body,
    setBody,
    current,
    baseVersion,
    hasDraft,
    problems,
    note,
    setNote,
    noteProblem,
    conflict,
    failure,
    save,
    discard,
    publish,
    busy: save.isPending || discard.isPending || publish.isPending,
    submit,
    rebase,
  };
}

export type ContentEdit<Body> = Pick<
  ReturnType<typeof useContentEdit<Body, { version: VersionView<Body>; item: ContentItem<Body> }>>,
  | "body"
  | "current"
  | "hasDraft"
  | "note"
  | "setNote"
  | "noteProblem"
  | "conflict"
  | "failure"
  | "save"
  | "discard"
  | "publish"
  | "busy"
  | "rebase"
>;

/** 'Versión actual: 3 (de la academia, …).' with whether a draft is saved. */
export function CurrentLine<Body>({
  edit,
  formatAt,
}: {
  edit: ContentEdit<Body>;
  formatAt: (at: string) => string;
}) {
  const { current } = edit;
  return (
    <Text fontSize="sm" color="fg.muted">
      Versión actual: {current.version} (
      {current.origin === "academy" ? "de la academia" : "del repositorio"},{" "}
      {formatAt(current.at)}
      {current.state === "retired" ? ", retirada" : ""}).{" "}
      {edit.hasDraft ? "Hay un borrador guardado." : ""}
    </Text>
  );
}

/**
 * Under an editor's fields: 'Por qué cambia', what the editor adds (`extra`), the refusal, the
 * version someone else published with the difference, the buttons, and the difference against the
 * current version.
 */
export function PublishControls<Body>({
  edit,
  diff,
  extra,
}: {
  edit: ContentEdit<Body>;
  diff: (before: Body, after: Body) => FieldChange[];
  extra?: ReactNode;
}) {
  const { conflict } = edit;
  return (
    <>
      <Field.Root required invalid={!!edit.noteProblem}>
        <Field.Label>Por qué cambia</Field.Label>
        <Textarea
          value={edit.note}
          rows={2}
          onChange={(e) => edit.setNote(e.target.value)}
          placeholder="Queda en el registro de actividad."
          bg="bg"
        />
        {edit.noteProblem && (
          <Field.ErrorText>{edit.noteProblem}</Field.ErrorText>
        )}
      </Field.Root>
      {extra}
      {edit.failure && (
        <Text role="alert" color="red.fg" fontWeight="medium">
          {edit.failure}
        </Text>
      )}
      {conflict && (
        <Box
          borderWidth="1px"
          borderColor="orange.emphasized"
          rounded="lg"
          padding="3"
          bg="orange.subtle"
          data-testid="conflicto"
        >
          <Text fontWeight="semibold" marginBottom="2">
            Versión {conflict.version} publicada
            {conflict.by ? ` por ${conflict.by.name}` : ""}
            {conflict.note ? `: «${conflict.note}»` : ""}
          </Text>
          <DiffList
            title="Tu cambio frente a esa versión"
            changes={diff(conflict.body, edit.body)}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            marginTop="3"
            onClick={() => edit.rebase(conflict)}
          >
            Revisar mi cambio sobre la versión {conflict.version}
          </Button>
        </Box>
      )}
      <Flex gap="2" wrap="wrap">
        <Button
          type="submit"
          loading={edit.publish.isPending}
          loadingText="Publicando..."
          disabled={edit.busy || conflict !== null}
        >
          Publicar
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => edit.save.mutate()}
          loading={edit.save.isPending}
          loadingText="Guardando..."
          disabled={edit.busy}
        >
          Guardar borrador
        </Button>
        {edit.hasDraft && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => edit.discard.mutate()}
            loading={edit.discard.isPending}
            disabled={edit.busy}
          >
            Descartar borrador
          </Button>
        )}
      </Flex>
      <DiffList
        title={`Cambios frente a la versión ${edit.current.version}`}
        changes={diff(edit.current.body, edit.body)}
      />
    </>
  );
}

/** What the student will see, framed at a phone's width (the section and question editors' previews). */
export function PhonePreview({ children }: { children: ReactNode }) {
  return (
    <Box as="section" aria-label="Vista previa en el celular" width="full" maxWidth="360px" borderWidth="1px" rounded="2xl" padding="4" bg="bg" boxShadow="sm" overflow="hidden">
      <Text fontSize="xs" color="fg.muted" marginBottom="2">
        Vista previa (ancho de un celular)
      </Text>
      {children}
    </Box>
  );
}
