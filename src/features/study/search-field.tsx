/**
 * The course header's search: a field from tablet width up, a 'Buscar' button on phones (the search
 * page has its own field). Enter opens 'buscar?q=…'. Without the app (a prerendered page before it
 * starts) the form still works: a plain GET to the same address.
 */
import { Box, IconButton, Input, chakra } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { COURSE_ROOT } from '../../content/course';

const SEARCH_PATH = `${COURSE_ROOT}/buscar` as const;

export function CourseSearchField() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({ to: SEARCH_PATH, search: { q: q || undefined } });
  };
  return (
    <>
      <chakra.form role="search" aria-label="Buscar en el material" action={SEARCH_PATH} method="get" onSubmit={submit} hideBelow="md" position="relative" width="full" maxWidth="sm">
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" display="flex">
          <Search size={16} aria-hidden />
        </Box>
        <Input type="search" name="q" size="sm" paddingStart="9" placeholder="Buscar en el material" aria-label="Buscar en el material" enterKeyHint="search" autoComplete="off" />
      </chakra.form>
      <IconButton asChild variant="ghost" hideFrom="md" aria-label="Buscar en el material">
        <RouterLink to={SEARCH_PATH}>
          <Search aria-hidden />
        </RouterLink>
      </IconButton>
    </>
  );
}
