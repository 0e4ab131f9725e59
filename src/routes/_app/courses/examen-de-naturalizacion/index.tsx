import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/')({
  beforeLoad: () => {
    throw redirect({ to: '/courses/examen-de-naturalizacion/introduccion' });
  },
});
