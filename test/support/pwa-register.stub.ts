/** Stand-in for vite-plugin-pwa's virtual module, which only exists inside a Vite build. */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}
