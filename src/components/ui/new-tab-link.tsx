/** A link to another site: new tab, no opener or referrer, and it says so to screen readers. */
import { Link, Text, type LinkProps } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';

export function NewTabLink({ href, children, iconSize = 14, ...props }: LinkProps & { href: string; iconSize?: number }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="colorPalette.fg" {...props}>
      {children}
      <ExternalLink size={iconSize} aria-hidden />{' '}
      <Text as="span" srOnly>
        (se abre en una pestaña nueva)
      </Text>
    </Link>
  );
}
