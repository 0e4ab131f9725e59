/**
 * The inputs of the forms around signing in: the email (sign-in, forgot password; EmailField with its
 * label and error) and a password with a show/hide toggle (sign-in, change password, the reset link),
 * inside a FormField (form-field.tsx).
 * A plain <input> with Chakra's input recipe (the `chakra` factory): Chakra's Input is built on Ark's
 * field, whose code and anatomies the first screen would otherwise load. One module, so that every one
 * of those screens reaches it through the same chunk.
 */
import { Box, IconButton, chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { forwardRef, useState, type ComponentProps, type Ref } from 'react';
import { FormField } from './form-field';

export const TextInput = chakra('input', inputRecipe);
type InputProps = ComponentProps<typeof TextInput>;

/** The email field's input, as the sign-in form has it (the password manager fills it as the user name). */
export const EmailInput = forwardRef<HTMLInputElement, InputProps>(function EmailInput(props, ref) {
  return <TextInput ref={ref} type="email" name="email" autoComplete="username" inputMode="email" placeholder="tu@correo.com" {...props} />;
});

/** A password field with a show/hide toggle that keeps the field's label and error wiring. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <TextInput ref={ref} type={visible ? 'text' : 'password'} paddingEnd="12" {...props} />
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
      </IconButton>
    </Box>
  );
});

/** 'Correo electrónico' with its error, as the sign-in and forgot-password forms ask for it. */
export function EmailField(props: { value: string; onChange: (value: string) => void; error?: string; readOnly?: boolean; inputRef?: Ref<HTMLInputElement> }) {
  const { value, onChange, error, readOnly, inputRef } = props;
  return <FormField label="Correo electrónico" error={error} control={<EmailInput ref={inputRef} readOnly={readOnly} value={value} onChange={(e) => onChange(e.target.value)} />} />;
}

/**
 * Lucide's 'eye' and 'eye-off' (the paths and attributes lucide-react draws), written out as SVG:
 * the sign-in screen's only icons, so /login need not load lucide's icon factory (about 1.5 KB
 * gzipped) for them.
 */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      {crossed ? (
        <>
          <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
          <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
          <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
          <path d="m2 2 20 20" />
        </>
      ) : (
        <>
          <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}
