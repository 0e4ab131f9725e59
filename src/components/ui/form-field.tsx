/**
 * A labelled input with its error, for the forms around signing in (sign-in, forgot password, the
 * reset link, change password): what Chakra's Field gives them (the label tied to the input, the
 * error tied to it and announced, the input marked invalid), drawn with the field recipe's tokens.
 * Chakra's Field, and the Ark field its Input is built on, bring every component's anatomy along
 * (~4 KB gzip) onto the first screen; the console's forms use them.
 */
import { Stack, Text, chakra } from '@chakra-ui/react';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function FormField(props: { label: string; control: ReactElement<FieldControlProps>; error?: string; invalid?: boolean; children?: ReactNode }) {
  const { label, control, error, children } = props;
  const invalid = props.invalid ?? Boolean(error);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap="1.5" width="full" alignItems="flex-start">
      <chakra.label htmlFor={id} display="flex" alignItems="center" textAlign="start" textStyle="sm" fontWeight="medium" gap="1" userSelect="none">
        {label}
      </chakra.label>
      {cloneElement(control, { id, 'aria-invalid': invalid || undefined, 'aria-describedby': error ? errorId : undefined })}
      {/* red.fg, not Chakra's fg.error: red.500 on white is 3.8:1 at 12 px (issue 50 §8); red.700 is 6.5:1, red.300 on black 11:1. */}
      <Text id={errorId} aria-live="polite" display={error ? 'inline-flex' : 'none'} alignItems="center" gap="1" fontWeight="medium" color="red.fg" textStyle="xs">
        {error}
      </Text>
      {children}
    </Stack>
  );
}
