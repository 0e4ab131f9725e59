/**
 * How to reach the academy, where a screen sends the student to it (issue 32): its email as a
 * mailto: link and its WhatsApp as https://wa.me/…, from the server's ACADEMY_EMAIL and
 * ACADEMY_WHATSAPP (README). With neither configured, or offline, it shows nothing: no phrase that
 * asks for contact without a way to make it.
 */
import { Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../lib/api/api-client';

interface Contact {
  email: string | null;
  whatsapp: string | null;
}

/** Asked once per app session; a failed request is asked again next time. */
let asked: Promise<Contact | null> | null = null;

function academyContact(): Promise<Contact | null> {
  asked ??= fetch(`${API_BASE}/academy`)
    .then((res) => (res.ok ? (res.json() as Promise<Contact>) : null))
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
}

/** `lead`: what the contact is for, e.g. 'Para renovarlo, escribe a la academia:'. */
export default function AcademyContact({ lead }: { lead: string }) {
  const [contact, setContact] = useState<Contact | null>(null);
  useEffect(() => {
    let live = true;
    void academyContact().then((found) => live && setContact(found));
    return () => {
      live = false;
    };
  }, []);
  if (!contact?.email && !contact?.whatsapp) return null;
  const { email, whatsapp } = contact;
  return (
    <Text data-testid="academy-contact">
      {lead}{' '}
      {email && (
        <Link href={`mailto:${email}`} color="colorPalette.fg" textDecoration="underline">
          {email}
        </Link>
      )}
      {email && whatsapp && ' o '}
      {whatsapp && (
        <Link href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" color="colorPalette.fg" textDecoration="underline">
          WhatsApp
        </Link>
      )}
      .
    </Text>
  );
}
