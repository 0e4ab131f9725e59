/**
 * Calls `fn` whenever the page returns to the foreground (issue 54 §12: a device shows new notices
 * when the app is opened again, not only when Mis Cursos is loaded). Returns the function that stops.
 */
export function onForeground(doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>, fn: () => void): () => void {
  const listener = () => {
    if (doc.visibilityState === 'visible') fn();
  };
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}
