/** A password field with a show/hide toggle that keeps the field's label and error wiring. */
import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';

export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} paddingEnd="12" {...props} />
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
        {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </IconButton>
    </Box>
  );
});
