/** Framer Motion's animation code, imported only by <Motion> (motion.tsx) so it ships as a chunk of its own. */
export { domAnimation as default } from 'framer-motion';
