/**
 * /admin/contenido: the study pages and their sections as published now (issue 48 §2), in the
 * course's order, each with its version, whether the academy edited it, a saved draft and its
 * 'Verificado el'; 'Editar' opens the section's editor. A filter narrows the long list by words.
 */
import { Box, Flex, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { Badge } from "../../../components/chakra/badge";
import { formatLongDate } from "../../../shared/spanish-format";
import { ScreenHeader } from "../console-layout";
import { Empty, LinkText, LoadError, Loading, errorText, useAdmin } from "../console-parts";
import { consoleKeys, useConsoleQuery } from "../console-queries";

const folded = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function SectionsPage() {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.contentSections, () =>
    admin.contentSections(),
  );
  const [filter, setFilter] = useState("");
  const words = folded(filter.trim());
  const pages = (load.data?.pages ?? [])
    .map((page) => {
      const pageMatches = folded(`${page.number} ${page.title}`).includes(words);
      return {
        ...page,
        sections: pageMatches
          ? page.sections
          : page.sections.filter((s) => folded(`${s.title ?? ""} ${s.anchor}`).includes(words)),
      };
    })
    .filter((page) => page.sections.length > 0);

  return (
    <>
      <ScreenHeader
        title="Páginas de estudio"
        description="Cada sección de cada página, como la leen hoy los estudiantes. Al publicar una corrección se crea una versión nueva con la fecha de «Verificado el» del día; los estudiantes la reciben en su siguiente sincronización."
      />
      <Box marginBottom="4" maxWidth="28rem">
        <Input
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Buscar una página o sección"
          aria-label="Buscar una página o sección"
          bg="bg"
        />
      </Box>
      {load.isPending && <Loading label="Cargando las páginas de estudio..." />}
      {load.isError && (
        <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />
      )}
      {load.isSuccess && pages.length === 0 && <Empty>Ninguna página o sección coincide con la búsqueda.</Empty>}
      <Stack gap="4">
        {pages.map((page) => (
          <Box key={page.path} as="section" aria-label={page.title} bg="bg" borderWidth="1px" rounded="lg" padding={{ base: "3", md: "4" }}>
            <Heading as="h2" size="sm" marginBottom="2">
              {page.number ? `${page.number} ` : ""}
              {page.title}
            </Heading>
            <Stack as="ul" gap="0" listStyle="none" padding="0">
              {page.sections.map((section) => (
                <Flex
                  as="li"
                  key={section.key}
                  gap="2"
                  columnGap="4"
                  paddingBlock="2"
                  borderTopWidth="1px"
                  alignItems="center"
                  justifyContent="space-between"
                  wrap="wrap"
                >
                  <Box minWidth="0" flex="1 1 16rem">
                    <Text fontWeight="medium">{section.title ?? `#${section.anchor}`}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Versión {section.version}
                      {section.checkedAt ? ` · Verificado el ${formatLongDate(section.checkedAt)}` : ""}
                    </Text>
                  </Box>
                  <Flex gap="2" alignItems="center" wrap="wrap">
                    {section.origin === "academy" && (
                      <Badge colorPalette="blue" variant="subtle">
                        Editada por la academia
                      </Badge>
                    )}
                    {section.hasDraft && (
                      <Badge colorPalette="orange" variant="subtle">
                        Borrador
                      </Badge>
                    )}
                    <RouterLink to="/admin/contenido" search={{ seccion: section.key }} aria-label={`Editar ${section.title ?? section.anchor} (${page.title})`}>
                      <LinkText>Editar</LinkText>
                    </RouterLink>
                  </Flex>
                </Flex>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
