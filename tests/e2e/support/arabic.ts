import type { Page } from 'playwright-core';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { axeSource } from 'lighthouse/core/lib/axe.js';

// What the Arabic walk (tests/e2e/arabic.test.ts) checks on each screen, each check returning the
// problems it found (empty when none), precise enough to say what to fix and where.

/** A French (or any Latin-script) interface string: the words, the text they are in, and where. */
export interface LatinText {
  where: string;
  text: string;
  words: string[];
}

/**
 * Interface text in Latin letters on an Arabic page: text nodes, the accessible names and hints
 * (aria-label, placeholder, title, alt, aria-description…), button values and the document's
 * title. Left out: member-written text (inside [dir=auto] or <bdi>, and where an attribute or the
 * title quotes what the page shows so), parts marked as another language ([lang] other than ar),
 * script and style, the values of fields, URLs, e-mail addresses and the brand "DzDeals" (and
 * its logo's "Dz"). What remains, a word of two Latin letters or more, is taken for French.
 */
export function latinInterfaceText(page: Page): Promise<LatinText[]> {
  return page.evaluate(() => {
    const LATIN_WORD = /\p{Script=Latin}{2,}/gu;
    const IGNORED = [
      /\bhttps?:\/\/\S*/gi,
      /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
      // A host name (dzdeals.dz, exemple.com/page).
      /\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}\b(?:\/\S*)?/gi,
      // The brand and its logo's mark.
      /DzDeals|\bDz\b/g,
    ];
    const ATTRIBUTES = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'aria-placeholder',
      'placeholder',
      'title',
      'alt',
    ];
    const OUT_OF_SCOPE = 'script, style, template, noscript, [dir="auto" i], bdi, code';

    const excluded = (el: Element) => {
      if (el.closest(OUT_OF_SCOPE)) return true;
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
      return !/^ar(-|$)/i.test(lang);
    };
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = el;
        node && node !== document.body && parts.length < 5;
        node = node.parentElement
      ) {
        const id = node.id ? `#${node.id}` : '';
        const cls =
          !id && typeof node.className === 'string' && node.className.trim()
            ? `.${node.className.trim().split(/\s+/)[0]}`
            : '';
        parts.unshift(`${node.localName}${id}${cls}`);
        if (id) break;
      }
      return parts.join(' > ');
    };
    // Member text as the page shows it (titles, usernames…): an attribute or the title may quote it.
    const memberTexts = [...document.querySelectorAll('[dir="auto" i], bdi')]
      .map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '')
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
    const withoutMemberText = (text: string) =>
      memberTexts.reduce((rest, quoted) => rest.split(quoted).join(' '), text.replace(/\s+/g, ' '));
    const found = new Map<string, { where: string; text: string; words: string[] }>();
    const check = (el: Element, text: string, what = '') => {
      let rest = (what ? withoutMemberText(text) : text).replace(/\s+/g, ' ').trim();
      for (const pattern of IGNORED) rest = rest.replace(pattern, ' ');
      const words = rest.match(LATIN_WORD);
      if (!words) return;
      const where = `${describe(el)}${what}`;
      const shown = text.replace(/\s+/g, ' ').trim().slice(0, 120);
      found.set(`${where}\u0000${shown}`, { where, text: shown, words: [...new Set(words)] });
    };

    check(document.documentElement, document.title, ' <title>');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !excluded(parent)) check(parent, node.nodeValue ?? '');
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (excluded(el)) continue;
      for (const name of ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value) check(el, value, ` [${name}]`);
      }
      if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type) && el.value)
        check(el, el.value, ' [value]');
    }
    return [...found.values()];
  });
}

/**
 * Sideways overflow: the page wider than its layout width (it scrolls sideways), or an element past
 * either edge of the page. The second catches what a right-to-left page cannot scroll to: content
 * past its right edge is cut off there, not scrollable. Null when all fits; else the widths and
 * the outermost elements that stick out, with their left and right edges in page pixels.
 *
 * The layout width is the root's clientWidth: on a phone (`isMobile`), a page wider than the
 * screen widens the visual viewport, so `innerWidth` grows with the overflow it should reveal.
 */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrollWidth = root.scrollWidth;
    const origin = root.getBoundingClientRect().left;
    // Inside a box that clips or scrolls sideways, an element's overflow is that box's business.
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== root; node = node.parentElement) {
        if (node !== document.body && getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const edges = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left - origin, right: r.right - origin, width: r.width, height: r.height };
    };
    const sticksOut = (el: Element) => {
      const r = edges(el);
      return r.width > 1 && r.height > 1 && (r.right > width + 1 || r.left < -1) && !clipped(el);
    };
    const outermost = [...document.body.querySelectorAll('*')].filter(
      (el) => sticksOut(el) && !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)),
    );
    if (scrollWidth <= width && outermost.length === 0) return null;
    return {
      scrollWidth,
      clientWidth: width,
      elements: outermost.slice(0, 10).map((el) => {
        const r = edges(el);
        const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
        const text = el.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${el.localName}${el.id ? `#${el.id}` : cls ? `.${cls}` : ''} (${Math.round(r.left)}..${Math.round(r.right)}) ${text}`;
      }),
    };
  });
}

/**
 * The axe-core run Lighthouse's accessibility score is made of (the site's accessibility check:
 * `npm run bench:web` holds it at 100): WCAG 2 A and AA rules with Lighthouse's own switches, as
 * in lighthouse/core/gather/gatherers/accessibility.js (Lighthouse 13.5, its axe-core).
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations', 'inapplicable'],
  rules: {
    accesskeys: { enabled: true },
    'area-alt': { enabled: false },
    'aria-allowed-role': { enabled: true },
    'aria-braille-equivalent': { enabled: false },
    'aria-conditional-attr': { enabled: true },
    'aria-deprecated-role': { enabled: true },
    'aria-dialog-name': { enabled: true },
    'aria-prohibited-attr': { enabled: true },
    'aria-roledescription': { enabled: false },
    'aria-treeitem-name': { enabled: true },
    'aria-text': { enabled: true },
    'autocomplete-valid': { enabled: true },
    'audio-caption': { enabled: false },
    blink: { enabled: false },
    'duplicate-id': { enabled: false },
    'empty-heading': { enabled: true },
    'frame-focusable-content': { enabled: false },
    'frame-title-unique': { enabled: false },
    'heading-order': { enabled: true },
    'html-xml-lang-mismatch': { enabled: true },
    'identical-links-same-purpose': { enabled: true },
    'image-redundant-alt': { enabled: true },
    'input-button-name': { enabled: true },
    'label-content-name-mismatch': { enabled: true },
    'landmark-one-main': { enabled: true },
    'link-in-text-block': { enabled: true },
    marquee: { enabled: false },
    'meta-viewport': { enabled: true },
    'nested-interactive': { enabled: false },
    'no-autoplay-audio': { enabled: false },
    'presentation-role-conflict': { enabled: true },
    'role-img-alt': { enabled: false },
    'scrollable-region-focusable': { enabled: false },
    'select-name': { enabled: true },
    'server-side-image-map': { enabled: false },
    'skip-link': { enabled: true },
    'summary-name': { enabled: false },
    'svg-img-alt': { enabled: true },
    tabindex: { enabled: true },
    'table-duplicate-name': { enabled: true },
    'table-fake-caption': { enabled: true },
    'target-size': { enabled: true },
    'td-has-header': { enabled: true },
    'aria-tab-name': { enabled: false },
  },
};

/**
 * The rules that count in that score: Lighthouse reports the others (weight 0: experimental or
 * best-practice ones such as label-content-name-mismatch) without scoring them.
 */
const SCORED_RULES = new Set(
  defaultConfig.categories!.accessibility.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
);

export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * axe-core's violations on the page as it is (scrolled back to where it was), of the scored rules
 * and of the unscored ones in `alsoRules` (target-size, label-content-name-mismatch).
 */
export async function axeViolations(page: Page, alsoRules: readonly string[] = []): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, as Lighthouse does: the page's CSP does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    interface Result {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: unknown): Promise<{ violations: Result[] }> };
    };
    const { scrollX, scrollY } = window;
    try {
      const { violations } = await axe.run(document, options);
      return violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 8).map((n) => ({
          target: n.target.join(' '),
          html: n.html.slice(0, 160),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
        })),
      }));
    } finally {
      window.scrollTo(scrollX, scrollY);
    }
  }, AXE_OPTIONS);
  return violations.filter((v) => SCORED_RULES.has(v.rule) || alsoRules.includes(v.rule));
}
