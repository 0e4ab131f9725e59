/** axe-core in the page: its serious and critical violations, described (issue 7's accessibility bar). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Let data-driven re-renders and their colour transitions (~200 ms) settle before measuring contrast.
  await page.waitForLoadState('networkidle');
  // The pointer rests where the last click left it; a button drawn under it would be measured in its
  // hover colour. Axe measures the page at rest.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}
