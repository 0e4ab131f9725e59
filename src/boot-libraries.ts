/**
 * The libraries under the app, evaluated in a task of their own before the app (src/main.tsx):
 * the router, the state machines, and Chakra's styling engine (its createSystem() call is the next
 * task). Only what the first screen uses anyway, so nothing extra is loaded.
 */
export { RouterProvider, createRouter } from '@tanstack/react-router';
export { createActor } from 'xstate';
export { createSystem } from '@chakra-ui/react';
