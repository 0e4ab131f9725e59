/**
 * The material's search field: in the course header (from tablet width up; a 'Buscar' button on
 * phones, where the search page has its own field) and on the search page. Enter opens
 * 'buscar?q=…'. Without the app (a prerendered page before it starts) the header's form still
 * works: a plain GET to the same address.
 */
import { Box, IconButton, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { COURSE_ROOT } from '../../content/course';

export const SEARCH_PATH = `${COURSE_ROOT}/buscar` as const;

/**
 * Drawn like Chakra's <Input> from plain styles: the Input component in a course page would split it
 * out of the sign-in page's code into a chunk of its own, a request and bytes more there.
 */
const FIELD = {
  width: 'full',
  paddingStart: '9',
  paddingEnd: '3',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  _placeholder: { color: 'fg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-1px' },
} as const;

/** A search box with its magnifier; `size` 'sm' in the header, 'md' on the search page. */
export function SearchBox({ size = 'md', ...props }: HTMLChakraProps<'input'> & { size?: 'sm' | 'md'; ref?: Ref<HTMLInputElement> }) {
  return (
    <Box position="relative" width="full">
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" display="flex">
        <Search size={16} aria-hidden />
      </Box>
      <chakra.input type="search" name="q" enterKeyHint="search" autoComplete="off" height={size === 'sm' ? '9' : '10'} fontSize={size === 'sm' ? 'sm' : 'md'} css={FIELD} {...props} />
    </Box>
  );
}

export function CourseSearchField() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({ to: SEARCH_PATH, search: { q: q || undefined } });
  };
  return (
    <>
      <chakra.form role="search" aria-label="Buscar en el material" action={SEARCH_PATH} method="get" onSubmit={submit} hideBelow="md" width="full" maxWidth="sm">
        <SearchBox size="sm" placeholder="Buscar en el material" aria-label="Buscar en el material" />
      </chakra.form>
      <IconButton asChild variant="ghost" hideFrom="md" aria-label="Buscar en el material">
        <RouterLink to={SEARCH_PATH}>
          <Search aria-hidden />
        </RouterLink>
      </IconButton>
    </>
  );
}
