/** preloadRouteComponents: the current page's route code is asked for one route per task. */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { preloadRouteComponents } from '@/router';

/** A route tree like the built app's: each route's component in a file of its own (code splitting). */
function routerAt(path: string) {
  const asked: string[] = [];
  const lazy = (name: string) => lazyRouteComponent(() => (asked.push(name), Promise.resolve({ default: () => null })));
  const root = createRootRoute({ component: lazy('root') });
  const app = createRoute({ getParentRoute: () => root, id: '_app', component: lazy('app') });
  const course = createRoute({ getParentRoute: () => app, path: 'courses/$course', component: lazy('course') });
  const exams = createRoute({ getParentRoute: () => course, path: 'exams' });
  const exam = createRoute({ getParentRoute: () => exams, path: '$exam', component: lazy('exam') });
  const login = createRoute({ getParentRoute: () => root, path: 'login', component: lazy('login') });
  const routeTree = root.addChildren([app.addChildren([course.addChildren([exams.addChildren([exam])])]), login]);
  return { router: createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) }), asked };
}

describe('preloadRouteComponents', () => {
  it("asks for the code of every route component of the page, outermost first, and of no other page's", async () => {
    const { router, asked } = routerAt('/courses/naturalizacion/exams/principal-01');
    await preloadRouteComponents(router, () => Promise.resolve());
    expect(asked).toEqual(['root', 'app', 'course', 'exam']);
  });

  it('leaves the routes `skip` names to the router (the console, for a student: issue 20)', async () => {
    const { router, asked } = routerAt('/courses/naturalizacion/exams/principal-01');
    await preloadRouteComponents(router, () => Promise.resolve(), (routeId) => routeId.startsWith('/_app/courses'));
    expect(asked).toEqual(['root', 'app']);
  });

  it('asks for one route per task', async () => {
    const { router, asked } = routerAt('/courses/naturalizacion/exams/principal-01');
    const tasks: Array<() => void> = [];
    const done = preloadRouteComponents(router, () => new Promise<void>((resolve) => tasks.push(resolve)));
    const seen: number[] = [asked.length];
    while (tasks.length > 0) {
      tasks.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
      seen.push(asked.length);
    }
    await done;
    expect(seen).toEqual([1, 2, 3, 4, 4]);
  });
});
