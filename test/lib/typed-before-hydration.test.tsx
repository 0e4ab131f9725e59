// @vitest-environment jsdom
/**
 * Issue 33: text typed into a prerendered field before React adopts the page is the form's state
 * once it does (React 19 keeps the field's DOM value on hydration and reports no change).
 */
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from '../../src/lib/hooks/use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen = '';
function Form({ adopt }: { adopt: boolean }) {
  const [email, setEmail] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  // The hook is called on both sides (the same tree); `adopt` only decides what it hands over to.
  useTypedBeforeHydration(ref, adopt ? setEmail : () => undefined);
  seen = email;
  return <input ref={ref} name="email" value={email} onChange={(e) => setEmail(e.target.value)} />;
}

async function typeThenHydrate(adopt: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form adopt={adopt} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = 'estudiante@academia.pe';
  await act(async () => {
    hydrateRoot(container, <Form adopt={adopt} />);
  });
  return input;
}

describe('useTypedBeforeHydration', () => {
  it('hands the text typed before hydration to the form, which keeps it on screen', async () => {
    const input = await typeThenHydrate(true);
    expect(seen).toBe('estudiante@academia.pe');
    expect(input.value).toBe('estudiante@academia.pe');
  });

  it('without it, React leaves the form empty: what it would send is not what the student sees', async () => {
    const input = await typeThenHydrate(false);
    expect(input.value).toBe('estudiante@academia.pe');
    expect(seen).toBe('');
  });
});
