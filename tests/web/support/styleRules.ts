/**
 * Less style work per render: jsdom's getComputedStyle matches every CSS
 * rule of the page against the element (and, for inherited properties, its
 * ancestors), and MUI's Emotion inserts hundreds of rules, so a screen's
 * `getByRole` (which asks every candidate whether it is hidden) spent most
 * of a web test's time there. jsdom computes no layout, so the only
 * properties a web test can observe through CSS rules are the ones that hide
 * things: `display`, `visibility` and `opacity` (Testing Library's
 * accessibility tree, jest-dom's toBeVisible). Emotion's rules that set
 * none of them are therefore left out of the document; a rule that sets one
 * of them is kept whole, so their cascade is exactly the browser's.
 *
 * A test file that reads another property (a colour) calls
 * `keepAllStyleRules()` before it renders (each file has its own modules).
 */

const HIDING = /(?:^|[{;])\s*(?:display|visibility|opacity)\s*:/;

/** WEB_STYLE_RULES=all keeps every rule in every file (to compare, or to rule the filter out). */
let keepAll = process.env.WEB_STYLE_RULES === "all";

/** Keeps every Emotion rule from now on, for tests that read colours or sizes. */
export function keepAllStyleRules() {
  keepAll = true;
}

const isEmotionSheet = (node: Node | null | undefined) =>
  node instanceof HTMLStyleElement && node.hasAttribute("data-emotion");

/** Installs the filter on Emotion's two ways of inserting a rule. */
export function filterStyleRules() {
  const append = Node.prototype.appendChild;
  // Development mode: one <style data-emotion> per rule, its text a node.
  HTMLStyleElement.prototype.appendChild = function <T extends Node>(
    this: HTMLStyleElement,
    child: T,
  ): T {
    if (
      !keepAll &&
      child instanceof Text &&
      isEmotionSheet(this) &&
      !HIDING.test(child.data)
    )
      child.data = "";
    return append.call(this, child) as T;
  };
  // Speedy mode: rules go through the sheet's insertRule.
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    if (!keepAll && isEmotionSheet(this.ownerNode) && !HIDING.test(rule))
      return index ?? this.cssRules.length;
    return insertRule.call(this, rule, index);
  };
}
