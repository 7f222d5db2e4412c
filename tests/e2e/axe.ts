// axe-core in the end-to-end tests (issue 19): the route walk runs every rule axe enables by
// default on each page, the theme pass only color-contrast. A finding is serious or critical
// (design.md section 10: none on any route, for any role, in any theme); each comes back as one
// line naming the route, the rule and the element, so a failure says where to look.
//
// Speed: AxeBuilder (@axe-core/playwright) sends and parses the whole axe-core source on every
// check and finishes each run in a new blank page; over the walk's ~200 pages that cost minutes.
// So axe-core's minified build is loaded once per document by the context's init script, and
// AxeBuilder runs it in the page (legacy mode: the app has no cross-origin frames to visit)
// returning only the violations.
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const axeScript = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const alreadyLoaded =
  "if (!window.axe) throw new Error('axe-core is not in the page: call withAxe(context) first');";

/** Loads axe-core into every document the context opens from now on. */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeScript });
}

// What a page shows while it waits for its code or data, and Bootstrap's fade and collapse
// before their transition starts (reactstrap adds `show` a moment after an alert mounts).
const unsettled = [
  '.spinner-border',
  '.placeholder-glow',
  '[aria-busy="true"]',
  '.fade:not(.show)',
  '.collapsing',
].join(', ');

/**
 * Waits, at most 5 s, until nothing is loading or moving (an infinite spinner aside), so axe
 * reads the page as drawn: not a skeleton, not an alert or dialog halfway through its fade.
 */
export async function untilSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (selector) =>
        !document.querySelector(selector) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      unsettled,
      { timeout: 5000 },
    )
    .catch(() => undefined); // a page may keep a spinner; the caller's checks still run
}

const failingImpacts = new Set(['serious', 'critical']);

export type AxeOptions = {
  /** Only these rules (e.g. ['color-contrast']); every default rule when absent. */
  rules?: string[];
};

/**
 * Runs axe on the page as it is now; returns one line per serious or critical violation
 * ("<route> <rule> <target>: <summary>"), empty when there is none.
 */
export async function axeProblems(page: Page, route: string, options: AxeOptions = {}) {
  let builder = new AxeBuilder({ page, axeSource: alreadyLoaded })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (options.rules) builder = builder.withRules(options.rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `${route} ${violation.id} ${node.target.join(' ')}: ${summary}`;
      }),
    );
}
