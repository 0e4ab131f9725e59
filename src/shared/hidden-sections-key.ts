/**
 * The localStorage key, and the id of the <style> it holds, for the study sections hidden before the
 * first paint (src/lib/content/hidden-sections.ts). Its own module, not prerender-markers.ts: that one
 * is in the app's entry chunk, and a constant the lazy study code imports from it would be kept there,
 * on the sign-in path.
 */
export const HIDDEN_SECTIONS_KEY = 'hidden-sections';
