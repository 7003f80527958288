import fs from "node:fs";
import { createRequire } from "node:module";
import { expect } from "vitest";
import type { Page } from "playwright-core";

/**
 * WCAG 2.2 AA checks of the screen a browser test shows, with IBM's Equal
 * Access engine (accessibility-checker-engine, Apache-2.0). axe-core, named
 * in issue 12, is MPL-2.0 and so outside the licences the project accepts;
 * this engine runs the same kind of rules (names, roles, contrast, target
 * size, keyboard) in the page; a definite failure of a WCAG rule is a
 * result valued ["VIOLATION", "FAIL"] (a "potential" one needs a person).
 */

const require = createRequire(import.meta.url);
let engine: string | undefined;
/** The engine's browser build, read once per test file. */
const engineSource = () =>
  (engine ??= fs.readFileSync(
    require.resolve("accessibility-checker-engine/ace.js"),
    "utf8",
  ));

export interface Violation {
  rule: string;
  message: string;
  snippet: string;
  /** The element's path in the page, to find it. */
  path: string;
}

/**
 * Rules of the engine's WCAG 2.2 set that are not failures of the app:
 * - `element_tabbable_visible`: react-admin keeps a "skip to content" link
 *   off-screen until it takes focus, as WCAG's own skip links do;
 * - `aria_content_in_landmark` and friends are IBM's own recommendations
 *   in that set and never "violation" level, listed here only as a reminder.
 */
const NOT_FAILURES = new Set<string>(["element_tabbable_visible"]);

/**
 * The menu states (language, direction, size, open groups) of each page
 * that the checker has gone over in full (accessibilityViolations).
 */
const checkedFrames = new WeakMap<Page, Set<string>>();

/**
 * Every definite WCAG 2.2 A/AA violation on the page as it is now.
 *
 * The rules cost time in proportion to the elements they go over, and the
 * desktop sidebar with its groups open is some 450 elements, up to half of
 * a screen's. So the whole page is checked the first time a page shows a
 * menu state (language, direction, window size, which groups are open and
 * which links show); once that state has passed, the checker goes over
 * everything but the menu (the app bar with the screen's title, the screen,
 * the popovers and dialogs) and the menu's marked entry, which is what
 * changes from screen to screen. A page without the sidebar (a phone's
 * closed drawer, the sign-in page) is always checked whole.
 */
export async function accessibilityViolations(
  page: Page,
): Promise<Violation[]> {
  // A fading notice or a sliding drawer is checked at its final colours:
  // half-way through a fade its text has too little contrast (up to 1 s).
  // A spinner's endless animation is not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  const loaded = await page.evaluate(() => "ace" in window);
  if (!loaded)
    // Evaluated through the debugging protocol: the app's CSP does not apply.
    await page.evaluate(`${engineSource()}\n;window.ace = ace;`);
  let checked = checkedFrames.get(page);
  if (!checked) checkedFrames.set(page, (checked = new Set()));
  const { frame, whole, results } = await page.evaluate(
    async (checkedBefore) => {
      const w = window as unknown as {
        ace: {
          Checker: new () => {
            check(
              node: Node,
              policies: string[],
            ): Promise<{
              results: {
                ruleId: string;
                value: [string, string];
                message: string;
                snippet: string;
                path: { dom: string };
              }[];
            }>;
          };
        };
      };
      const menu = document.querySelector(
        "#root .RaMenu-open, #root .RaMenu-closed",
      );
      const frame = menu
        ? [
            document.documentElement.lang,
            document.documentElement.dir,
            `${innerWidth}x${innerHeight}`,
            ...[...menu.querySelectorAll("a[href], [aria-expanded]")].map(
              (el) =>
                `${el.getAttribute("href")}:${el.getAttribute("aria-expanded")}:${el.checkVisibility()}`,
            ),
          ].join("|")
        : null;
      const whole = !frame || !checkedBefore.includes(frame);
      const nodes: Node[] = [];
      if (whole || !menu) nodes.push(document);
      else {
        // Everything but the menu: the siblings of the menu and of each of
        // its ancestors up to <body>, then the menu's marked entry.
        for (let el: Element = menu; el.parentElement; el = el.parentElement) {
          for (const sibling of el.parentElement.children)
            if (
              sibling !== el &&
              !/^(SCRIPT|NOSCRIPT|STYLE|HEAD)$/.test(sibling.tagName)
            )
              nodes.push(sibling);
          if (el.parentElement === document.body) break;
        }
        nodes.push(...menu.querySelectorAll('[aria-current="page"]'));
      }
      const found = [];
      for (const node of nodes) {
        const report = await new w.ace.Checker().check(node, ["WCAG_2_2"]);
        found.push(
          ...report.results
            .filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL")
            .map((r) => ({
              rule: r.ruleId,
              message: r.message,
              snippet: r.snippet,
              path: r.path.dom,
            })),
        );
      }
      return { frame, whole, results: found };
    },
    [...checked],
  );
  const violations = results.filter((r) => !NOT_FAILURES.has(r.rule));
  // A menu with a violation is checked whole again, so each report shows it.
  if (frame && whole && !violations.length) checked.add(frame);
  return violations;
}

/** One line per violation, grouped so that a shared cause reads once. */
export const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.rule}: ${v.message} — ${v.snippet}`);

/** Fails with every violation of the screen now shown (`where` names it). */
export async function expectAccessible(page: Page, where: string) {
  const violations = await accessibilityViolations(page);
  expect(
    describeViolations(violations),
    `${where} has accessibility violations`,
  ).toEqual([]);
}

/**
 * Controls smaller than 24 × 24 CSS px (WCAG 2.2 2.5.8), other than links
 * inside a line of text, which the criterion exempts. Each is described
 * by its tag, name and size.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=tab], [role=menuitem], [role=option], [tabindex="0"]';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      // A modal's focus-trap sentinels (MUI): empty, never a pointer target.
      if (/^sentinel(Start|End)$/.test(el.dataset.testid ?? "")) continue;
      let box = el.getBoundingClientRect();
      if (!box.width && !box.height) continue;
      // Off-screen until focused (the skip link): measured when shown.
      if (box.bottom <= 0 || box.right <= 0) continue;
      // A native input drawn inside a larger control (MUI checkboxes).
      if (el instanceof HTMLInputElement && el.parentElement) {
        const outer = el.parentElement.getBoundingClientRect();
        if (outer.width > box.width) box = outer;
      }
      if (style.display === "inline" && el.tagName === "A") continue;
      // Precision: sub-pixel layout rounds a 24 px control to 23.99.
      if (box.width >= 23.5 && box.height >= 23.5) continue;
      const name =
        el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40);
      found.push(
        `<${el.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return found;
  });
}

/**
 * Screens sampled at desktop width, on a 375 px phone and in Arabic for WCAG
 * violations and small targets (menuScreens.e2e.ts, phoneEnglish.e2e.ts).
 */
export const SAMPLE_SCREENS = [
  "/",
  "/clients",
  "/clients/create",
  "/services",
  "/team-members",
  "/products",
  "/teams/working-hours",
  "/business-details",
  "/settings",
];

/** The controls under 24 px of the screen now shown, one line each. */
export const smallTargetProblems = async (page: Page, where: string) =>
  (await smallTargets(page)).map((t) => `${where}: target under 24 px ${t}`);

/** The WCAG violations and small targets of the screen now shown, one line each. */
export async function accessibilityProblems(page: Page, where: string) {
  return [
    ...describeViolations(await accessibilityViolations(page)).map(
      (line) => `${where}: ${line}`,
    ),
    ...(await smallTargetProblems(page, where)),
  ];
}
