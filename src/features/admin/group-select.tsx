/**
 * The console's group selector ('Grupos', issue 36 §2): a native select of the academy's groups,
 * read once per mount. Its first choice is `noneLabel` (no group, everyone, or every student).
 */
import { NativeSelect } from '../../components/chakra/native-select';
import { Field } from '../../components/chakra/field';
import { errorText, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';

export function GroupSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  noneLabel: string;
  /** Adds 'Sin grupo' (value 'none') after the first choice: the students in no group. */
  withoutGroup?: boolean;
  helper?: string;
  maxWidth?: string;
  disabled?: boolean;
}) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.groups.options, () => admin.groupOptions());
  const groups = load.isSuccess ? load.data.groups : [];
  return (
    <Field.Root maxWidth={props.maxWidth ?? 'xs'} disabled={props.disabled || load.isPending}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} bg="bg">
          <option value="">{props.noneLabel}</option>
          {props.withoutGroup && <option value="none">Sin grupo</option>}
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {load.isError && <Field.HelperText color="fg.error">No se pudieron cargar los grupos: {errorText(load.error)}</Field.HelperText>}
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** A select's value as the API's group filter. */
export function groupFilterOf(value: string): number | 'none' | undefined {
  if (value === 'none') return 'none';
  return value ? Number(value) : undefined;
}
