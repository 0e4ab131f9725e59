/**
 * What a full `npm run bench` writes into BENCHMARKS.md: its own report in place of the sections an
 * earlier run wrote, and after it, in their order, every other section the file holds, which no run
 * regenerates: the scale section (`--scale` writes it apart, between its markers) and the records
 * written by hand (traces, A/B runs of two builds, `npm run calibration`).
 */

/** The report's own sections: 'Machine and run' and the numbered ones ('## 1.', '## 1b.' …). */
const REPORT_HEADING = /^## (Machine and run|\d+[a-z]?\. )/;

/** `report` followed by the sections of `previous` (the file as it was) that the report does not write. */
export function withKeptSections(report: string, previous: string): string {
  const kept = previous
    // Before each heading, or before the scale section's start marker, which opens its section.
    .split(/\n(?=<!-- scale:start -->)|(?<!<!-- scale:start -->)\n(?=## )/)
    .filter((chunk) => {
      const heading = chunk.split('\n').find((line) => line.startsWith('## '));
      return heading !== undefined && !REPORT_HEADING.test(heading);
    })
    .map((chunk) => chunk.trim());
  return `${[report.trimEnd(), ...kept].join('\n\n')}\n`;
}
