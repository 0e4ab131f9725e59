/** Shared pieces of the study routes: loading a page by path and its pending state. */
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { notFound } from '@tanstack/react-router';
import { findPage, type PageMeta } from '../../content/course';
import { loadPageBody } from '../../content/page-bodies';
import type { StudyPageBody } from '../../content/types';

export async function loadStudyPage(path: string): Promise<{ meta: PageMeta; body: StudyPageBody }> {
  const meta = findPage(path);
  const body = meta && (await loadPageBody(path));
  if (!meta || !body) throw notFound();
  return { meta, body };
}

export function StudyPending() {
  return (
    <Stack direction="row" gap="3" alignItems="center" role="status" padding="4">
      <Spinner size="sm" />
      <Text>Cargando el material...</Text>
    </Stack>
  );
}
