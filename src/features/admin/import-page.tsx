/**
 * /admin/estudiantes/importar: 'Importar estudiantes' (issue 36 §1). The operator picks the class
 * list as a CSV; the browser sends its bytes and the server detects its encoding (issue 54 §1), and
 * the preview says which it read and shows every row as it will be saved, with its problem, before
 * anything is written; 'Crear N estudiantes' then creates the valid rows at once, with the server's
 * progress on screen, and ends with the welcome links sent or the passwords to download. Accounts
 * whose access did not reach anyone (an import cut half-way, a file never downloaded) wait in
 * 'Importaciones anteriores' below (issue 54 §2).
 */
import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/chakra/badge';
import StatusAlert from '../../components/ui/status-alert';
import type { ImportEvent, ImportPreview, ImportStep, UploadEncoding } from './admin-api';
import { BackTo, ScreenHeader } from './console-layout';
import { ConsoleTable, errorText, useAdmin } from './console-parts';
import { consoleKeys, useRefresh } from './console-queries';
import { shortDate } from './format';
import { ImportBatches, savePasswords } from './import-batches';

type Phase =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading' }
  | { kind: 'preview'; preview: ImportPreview; file: File }
  | { kind: 'importing'; preview: ImportPreview; step: ImportStep; done: number; total: number }
  | { kind: 'done'; result: Extract<ImportEvent, { type: 'done' }>; saved: boolean }
  | { kind: 'failed'; message: string };

const STEP_TEXT: Record<ImportStep, string> = {
  passwords: 'Preparando las cuentas',
  saving: 'Guardando los estudiantes',
  mail: 'Enviando los enlaces de bienvenida',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How the preview names the encoding the server read the file in. */
export const ENCODING_TEXT: Record<UploadEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (Texto Unicode)',
  'utf-16be': 'UTF-16 (Texto Unicode)',
  'windows-1252': 'Windows-1252',
  'iso-8859-1': 'Latin-1 (ISO-8859-1)',
};

export function ImportPage() {
  const admin = useAdmin();
  const refresh = useRefresh();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const inputId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    setPhase({ kind: 'reading' });
    try {
      setPhase({ kind: 'preview', preview: await admin.previewImport(file), file });
    } catch (error) {
      setPhase({ kind: 'choose', error: errorText(error) });
    }
  }

  async function create(preview: ImportPreview, file: File) {
    setPhase({ kind: 'importing', preview, step: 'passwords', done: 0, total: preview.valid });
    try {
      const last = await admin.importStudents(file, file.name, (event) => {
        if (event.type === 'progress') setPhase({ kind: 'importing', preview, step: event.step, done: event.done, total: event.total });
      });
      setPhase(last.type === 'done' ? { kind: 'done', result: last, saved: false } : { kind: 'failed', message: last.type === 'error' ? last.message : errorText(undefined) });
    } catch (error) {
      setPhase({ kind: 'failed', message: errorText(error) });
    }
    await refresh(consoleKeys.imports.all);
  }

  async function download(result: Extract<ImportEvent, { type: 'done' }>) {
    setSaveError(null);
    try {
      await savePasswords(admin, result.batchId, result.generation!, result.passwordsCsv!);
      setPhase({ kind: 'done', result, saved: true });
    } catch (error) {
      setSaveError(errorText(error));
    }
    await refresh(consoleKeys.imports.all);
  }

  const picker = (
    <Stack gap="2" alignItems="flex-start">
      <chakra.label htmlFor={inputId} fontWeight="semibold">
        Archivo CSV de la clase
      </chakra.label>
      <chakra.input
        id={inputId}
        type="file"
        accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
        onChange={(e) => void choose(e.currentTarget.files?.[0])}
        disabled={phase.kind === 'reading'}
        fontSize="sm"
        maxWidth="full"
        css={{ '&::file-selector-button': { marginEnd: '3', paddingInline: '3', paddingBlock: '2', borderRadius: 'l2', borderWidth: '1px', borderColor: 'border', background: 'bg', color: 'fg', fontWeight: 'semibold', cursor: 'pointer' } }}
      />
    </Stack>
  );

  return (
    <>
      <ScreenHeader
        back={<BackTo label="Volver a estudiantes" />}
        title="Importar estudiantes"
        description="Crea las cuentas de una clase desde una hoja de cálculo: revisas cada fila antes de que se cree nada."
      />
      <Stack gap="5">
        {(phase.kind === 'choose' || phase.kind === 'reading') && (
          <Box bg="bg" borderWidth="1px" borderRadius="l3" padding={{ base: '4', md: '6' }}>
            <Stack gap="4">
              <Text>
                Guarda la hoja como CSV (en Excel: «Guardar como» → «CSV UTF-8» o «CSV (delimitado por comas)»; en Google Sheets: «Archivo» → «Descargar» →
                «CSV»). La primera fila debe nombrar las columnas <strong>Nombre</strong> (o <strong>Nombres</strong> y <strong>Apellidos</strong>, en
                cualquier orden) y <strong>Correo</strong>; puedes añadir <strong>Acceso hasta</strong> (31/12/2026) y <strong>Grupo</strong> (el nombre de un
                grupo que ya existe en Grupos).
              </Text>
              {picker}
              {phase.kind === 'reading' && <Text color="fg.muted" role="status">Leyendo el archivo...</Text>}
              {phase.kind === 'choose' && phase.error && <StatusAlert status="error" role="alert" title={phase.error} />}
            </Stack>
          </Box>
        )}

        {phase.kind === 'preview' && <PreviewView phase={phase} onCreate={() => void create(phase.preview, phase.file)} onOther={() => setPhase({ kind: 'choose' })} />}

        {phase.kind === 'importing' && (
          <Box bg="bg" borderWidth="1px" borderRadius="l3" padding={{ base: '4', md: '6' }}>
            <Stack gap="3">
              <Text fontWeight="semibold" role="status">
                {STEP_TEXT[phase.step]}: {phase.done} de {phase.total}
              </Text>
              <Box
                role="progressbar"
                aria-label="Progreso de la importación"
                aria-valuemin={0}
                aria-valuemax={phase.total}
                aria-valuenow={phase.done}
                height="3"
                borderRadius="full"
                bg="bg.muted"
                overflow="hidden"
              >
                <Box height="full" bg="colorPalette.solid" width={`${phase.total ? (phase.done / phase.total) * 100 : 0}%`} transition="width 0.2s" />
              </Box>
              <Text color="fg.muted" fontSize="sm">
                No cierres esta página hasta que termine.
              </Text>
            </Stack>
          </Box>
        )}

        {phase.kind === 'done' && (
          <Stack gap="4" alignItems="flex-start">
            <StatusAlert status="success" role="status" title={`Se ${phase.result.created === 1 ? 'creó' : 'crearon'} ${plural(phase.result.created, 'estudiante', 'estudiantes')} con acceso al curso.`} />
            {phase.result.linksSent > 0 && <Text>{plural(phase.result.linksSent, 'estudiante recibió', 'estudiantes recibieron')} por correo un enlace para crear su contraseña (vale 7 días).</Text>}
            {phase.result.passwordsCsv && phase.result.generation !== null && (
              <>
                {phase.saved ? (
                  <StatusAlert status="success" role="status" title="Contraseñas descargadas: entrégalas a cada estudiante. Cada uno puede cambiarla después." />
                ) : (
                  <StatusAlert
                    status="warning"
                    title="Descarga ahora las contraseñas y entrégalas a cada estudiante. Hasta que las descargues, sus cuentas esperan en «Importaciones anteriores»."
                  />
                )}
                <Button variant={phase.saved ? 'outline' : 'solid'} onClick={() => void download(phase.result)}>
                  <Download aria-hidden />
                  Descargar contraseñas (CSV)
                </Button>
                {saveError && (
                  <Text role="alert" color="red.fg">
                    {saveError}
                  </Text>
                )}
              </>
            )}
            <Button variant="outline" onClick={() => setPhase({ kind: 'choose' })}>
              <FileUp aria-hidden />
              Importar otro archivo
            </Button>
          </Stack>
        )}

        {phase.kind === 'failed' && (
          <Stack gap="4" alignItems="flex-start">
            <StatusAlert status="error" role="alert" title={phase.message} />
            <Button variant="outline" onClick={() => setPhase({ kind: 'choose' })}>
              Volver a elegir el archivo
            </Button>
          </Stack>
        )}

        {phase.kind !== 'importing' && <ImportBatches />}
      </Stack>
    </>
  );
}

function PreviewView(props: { phase: Extract<Phase, { kind: 'preview' }>; onCreate: () => void; onOther: () => void }) {
  const { preview, file } = props.phase;
  // A file's 'Grupo' column names an existing group (an unknown one is the row's problem).
  const grouped = preview.rows.some((row) => row.group);
  return (
    <Stack gap="4">
      <Flex gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">Vista previa de «{file.name}»</Text>
          <Text color="fg.muted" fontSize="sm">
            Leído como {ENCODING_TEXT[preview.encoding]}: los nombres se guardarán como se ven aquí.
          </Text>
          <Text color="fg.muted" role="status">
            {plural(preview.valid, 'fila lista', 'filas listas')} para importar · {plural(preview.invalid, 'fila con problemas', 'filas con problemas')} (no se importarán)
          </Text>
          {grouped && (
            <Text color="fg.muted" fontSize="sm">
              Cada estudiante entra al grupo que indica su columna Grupo; un grupo que no existe es un problema de la fila (créalo antes en Grupos).
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            {preview.delivery === 'link'
              ? 'Cada estudiante recibirá por correo un enlace para crear su contraseña.'
              : 'Sin correo configurado: al terminar descargarás las contraseñas generadas para entregarlas.'}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" onClick={props.onOther}>
            Elegir otro archivo
          </Button>
          <Button onClick={props.onCreate} disabled={preview.valid === 0}>
            Crear {plural(preview.valid, 'estudiante', 'estudiantes')}
          </Button>
        </Flex>
      </Flex>
      <ConsoleTable label="Filas del archivo" columns={['Fila', 'Nombre', 'Correo', 'Acceso hasta', grouped && 'Grupo', 'Estado']}>
        {preview.rows.map((row) => (
          <tr key={row.row}>
            <td>{row.row}</td>
            <td>{row.name || '—'}</td>
            <td>{row.email || '—'}</td>
            <td>{row.endsAt ? shortDate(row.endsAt) : 'Sin fecha de fin'}</td>
            {grouped && <td>{row.group ?? '—'}</td>}
            <td>
              {row.problems.length === 0 ? (
                <Badge colorPalette="green">Lista</Badge>
              ) : (
                <Text color="red.fg" fontWeight="medium">
                  {row.problems.join(' ')}
                </Text>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </Stack>
  );
}
