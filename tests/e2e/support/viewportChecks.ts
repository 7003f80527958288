import { TIMEOUTS } from "../../support/timeouts";
import type { Locator, Page } from "playwright-core";

/**
 * What a user of a narrow screen sees, measured in the page.
 *
 * The sideways-overflow rule: the page itself must never scroll sideways
 * (document.scrollingElement.scrollWidth <= innerWidth + 1), and no visible
 * element may stick out past the left or right edge of the viewport, except
 * inside a container that scrolls sideways on purpose (overflow-x auto or
 * scroll: the wrapper around a wide table, a tab bar), lies within the
 * page's content (#main-content itself or a box around it does not count)
 * and fits the viewport: the user reaches that content by scrolling the
 * container, not the page. Content cut off by overflow hidden or clip is
 * NOT excused (a form field past the screen edge is unusable whether the
 * page scrolls or not), except inline text whose box fits the viewport and
 * ends it with an ellipsis (text-overflow: ellipsis), which the user sees
 * as deliberately shortened. Invisible elements (display none, visibility
 * hidden, opacity 0, at most 1 px such as visually hidden inputs) are
 * ignored, and so is the inside of an element already reported.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${scrollWidth} > ${width}`);
    const fits = (r: DOMRect) => r.left >= -1 && r.right <= width + 1;
    const describe = (el: Element, r: DOMRect) => {
      const cls = [...el.classList].slice(0, 3).join(".");
      const text = (el.textContent ?? "").trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? "." + cls : ""}> "${text}" spans ${Math.round(r.left)}..${Math.round(r.right)}`;
    };
    const scrollsSideways = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX === "auto" || overflowX === "scroll";
    };
    const shortened = (el: Element) => {
      if (getComputedStyle(el).display !== "inline") return false;
      // The nearest box around inline text decides how it is cut.
      for (
        let a = el.parentElement;
        a && a !== document.body;
        a = a.parentElement
      ) {
        const style = getComputedStyle(a);
        if (style.textOverflow === "ellipsis" && style.overflowX !== "visible")
          return fits(a.getBoundingClientRect());
        if (style.display !== "inline") return false;
      }
      return false;
    };
    const content = document.getElementById("main-content");
    const reported: Element[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (reported.some((r) => r.contains(el))) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || fits(r)) continue;
      if (
        !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        continue;
      if (shortened(el)) continue;
      let scroller: Element | null = el.parentElement;
      while (scroller && scroller !== document.body) {
        if (scrollsSideways(scroller)) break;
        scroller = scroller.parentElement;
      }
      if (
        scroller &&
        scroller !== document.body &&
        !scroller.contains(content) &&
        fits(scroller.getBoundingClientRect())
      )
        continue;
      reported.push(el);
      problems.push(describe(el, r));
    }
    return problems.slice(0, 12);
  });
}

/**
 * Waits (up to 10 s) until no loading indicator is shown: an indeterminate
 * progress bar slides past its own edges while a call is pending.
 */
const settled = (page: Page) =>
  page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll("[role=progressbar]")].some((el) =>
          el.checkVisibility({ opacityProperty: true }),
        ),
      undefined,
      { timeout: TIMEOUTS.condition },
    )
    .catch(() => {});

/** Why `control` is not usable on screen: missing, hidden or past an edge (null when fine). */
export async function notReachable(
  control: Locator,
  name: string,
): Promise<string | null> {
  const first = control.first();
  // Forms of lazily loaded screens may still be rendering.
  await first
    .waitFor({ state: "attached", timeout: TIMEOUTS.condition })
    .catch(() => {});
  if (!(await control.count())) return `no ${name}`;
  if (!(await first.isVisible())) return `the ${name} is hidden`;
  const box = await first.boundingBox();
  const width = await first.evaluate(() => window.innerWidth);
  if (!box || box.x < -1 || box.x + box.width > width + 1)
    return `the ${name} spans ${box?.x}..${box && box.x + box.width}, outside 0..${width}`;
  return null;
}

/** Catalogue keys shown as text, e.g. "resources.deals.fields.name" or "ra.action.save". */
export const RAW_KEY = /\b(?:ra|app|resources)\.[\w-]+\.[\w.-]+/;

/**
 * The English catalogue strings that the other catalogue translates
 * differently: seeing one of them as a label, heading, button or column
 * header means a string escaped translation.
 */
export function englishOnlyStrings(en: unknown, other: unknown): string[] {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === "string") {
      if (
        a !== b &&
        !a.includes("%{") &&
        !a.includes("||||") &&
        /[A-Za-z]{3}/.test(a)
      )
        out.push(a);
      return;
    }
    if (a && typeof a === "object")
      for (const [key, value] of Object.entries(a))
        walk(value, (b as Record<string, unknown> | undefined)?.[key]);
  };
  walk(en, other);
  return [...new Set(out)];
}

/** Interface texts (labels, headings, buttons, tabs, column headers) of the page that are in `english`. */
export async function englishInterfaceTexts(
  page: Page,
  english: string[],
): Promise<string[]> {
  return page.evaluate((strings) => {
    const known = new Set(strings);
    const selector =
      "label, legend, h1, h2, h3, h4, h5, h6, button, [role=tab], th, .MuiFormHelperText-root, #react-admin-title";
    const found = new Set<string>();
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility()) continue;
      const text = el.innerText.replace(/\s*\*$/, "").trim();
      if (known.has(text)) found.add(text);
    }
    return [...found];
  }, english);
}
