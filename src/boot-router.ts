/**
 * The router and the state machines, evaluated in a task of their own before the app (src/main.tsx).
 * Only what the first screen uses anyway, so nothing extra is loaded.
 */
export { RouterProvider, createRouter } from '@tanstack/react-router';
export { createActor } from 'xstate';
