/**
 * /admin/contenido?seccion=<page>#<anchor>: the academy corrects a study-page section from the console
 * (issue 48 §2). Every text of the section (content-editor/section-text.ts), a preview at a phone's
 * width drawn by the study page's own block template (handed in by the route: a feature never imports
 * another), 'Verificado el' set to the day of the publish,
 * and the draft, note, conflict and publish controls the question editor uses (content-edit.tsx).
 */
import { Box, Flex, Input, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "@tanstack/react-router";
import { Field } from "../../../components/chakra/field";
import { Textarea } from "../../../components/chakra/textarea";
import { parseSectionKey } from "../../../content/content-versions";
import { findPage } from "../../../content/course";
import type { Block } from "../../../content/types";
import { limaDate } from "../../../shared/course-access";
import type { ContentItem } from "../../../shared/content-api";
import { formatDateTime, formatLongDate } from "../../../shared/spanish-format";
import { ScreenHeader } from "../console-layout";
import { LinkText, LoadError, Loading, errorText, useAdmin } from "../console-parts";
import { consoleKeys, useConsoleQuery } from "../console-queries";
import { CurrentLine, PhonePreview, PublishControls, useContentEdit } from "./content-edit";
import { sectionDiff, sectionTexts, withText } from "./section-text";

/** Draws a section as the study page does (features/study/blocks.tsx `BlockView`, composed by the route). */
export type BlockRenderer = (block: Block) => ReactNode;

/** The section as the student will see it once published: the study page's template, a phone's width. */
export function SectionPreview({ block, render }: { block: Block; render: BlockRenderer }) {
  return <PhonePreview>{render(block)}</PhonePreview>;
}

function Editor({ sectionKey, item, render }: { sectionKey: string; item: ContentItem<Block>; render: BlockRenderer }) {
  const admin = useAdmin();
  const edit = useContentEdit(item, {
    queryKey: consoleKeys.contentSection(sectionKey),
    save: (baseVersion, block) => admin.saveSectionDraft(sectionKey, { baseVersion, block }),
    discard: () => admin.discardSectionDraft(sectionKey),
    publish: (baseVersion, block, note) => admin.publishSection(sectionKey, { baseVersion, block, note }),
    alsoRefresh: [consoleKeys.contentSections],
  });
  const today = limaDate(Date.now());
  // What publishing would make of it: the server sets 'Verificado el' to the day of the edit (Lima).
  const edited = edit.body;
  const onPublish: Block = { ...edited, checkedAt: today };
  const diff = (before: Block, after: Block) =>
    sectionDiff(before, { ...after, checkedAt: today });

  return (
    <Flex gap="6" alignItems="flex-start" wrap="wrap">
      <Box asChild flex="1" minWidth="min(20rem, 100%)" maxWidth="44rem">
        <form onSubmit={edit.submit} noValidate aria-label={`Editar la sección ${edited.title ?? edited.id}`}>
          <Stack gap="4">
            <CurrentLine edit={edit} formatAt={formatDateTime} />
            <Text fontSize="sm">
              {edit.current.body.checkedAt
                ? `Verificado el ${formatLongDate(edit.current.body.checkedAt)}; `
                : "Sin fecha de verificación; "}
              al publicar quedará «Verificado el {formatLongDate(today)}».
            </Text>
            {sectionTexts(edited).map((text) => {
              const problem = text.value.trim() === "" && text.long;
              return (
                <Field.Root key={text.path.join(".")} invalid={problem}>
                  <Field.Label>{text.label}</Field.Label>
                  {text.long ? (
                    <Textarea
                      value={text.value}
                      rows={Math.min(8, Math.max(2, Math.ceil(text.value.length / 70)))}
                      onChange={(e) => edit.setBody((old) => withText(old, text.path, e.target.value))}
                      bg="bg"
                    />
                  ) : (
                    <Input
                      value={text.value}
                      onChange={(e) => edit.setBody((old) => withText(old, text.path, e.target.value))}
                      bg="bg"
                    />
                  )}
                </Field.Root>
              );
            })}
            {edit.problems.length > 0 && (
              <Stack as="ul" gap="0.5" listStyle="none" padding="0" data-testid="problemas">
                {edit.problems.map((problem) => (
                  <Text as="li" key={problem} color="red.fg" fontSize="sm" fontWeight="medium">
                    {problem}
                  </Text>
                ))}
              </Stack>
            )}
            <PublishControls edit={edit} diff={diff} />
          </Stack>
        </form>
      </Box>
      <SectionPreview block={onPublish} render={render} />
    </Flex>
  );
}

export function SectionEditorPage({ sectionKey, renderBlock }: { sectionKey: string; renderBlock: BlockRenderer }) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.contentSection(sectionKey), () => admin.contentSection(sectionKey));
  const where = parseSectionKey(sectionKey);
  const page = where ? findPage(where.path) : undefined;
  return (
    <>
      <ScreenHeader
        title={`Editar una sección${page ? `: ${page.title}` : ""}`}
        description="Cada publicación es una versión nueva: nada se sobrescribe. Los estudiantes la reciben en su siguiente sincronización."
      />
      <Text fontSize="sm" marginBottom="4">
        <RouterLink to="/admin/contenido">
          <LinkText>Volver a Páginas de estudio</LinkText>
        </RouterLink>
      </Text>
      {load.isPending && <Loading label="Cargando la sección..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {/* Keyed by the section: the form keeps the edit on screen while its item is read again. */}
      {load.isSuccess && <Editor key={sectionKey} sectionKey={sectionKey} item={load.data} render={renderBlock} />}
    </>
  );
}
