// The layout rules of issue 17 as one function that runs inside the page (page.evaluate).
// Playwright sends its source to the browser, so every helper lives inside its body.

export interface NavigationItem {
  /** The link's text in the page's language (locales/<lng>/common.json `nav`). */
  name: string;
  /** Its href's path. */
  path: string;
}

export interface LayoutFindings {
  /** Nothing wider than the viewport; squeezed words; header items cut at the edge. */
  problems: string[];
  /** The main navigation items that no visible, uncut link reaches (by name). */
  unreachable: string[];
}

/**
 * `layout: false` checks only the navigation (after the menu button was pressed).
 * `limit`: how many offenders of one kind to name before "…and N more".
 */
export function inspectLayout({
  layout,
  navigation,
  limit,
}: {
  layout: boolean;
  navigation: NavigationItem[];
  limit: number;
}): LayoutFindings {
  const width = window.innerWidth;
  const doc = document.documentElement;
  const tolerance = 1;
  const problems: string[] = [];

  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
    const label = el.getAttribute('aria-label');
    const text = (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const listed = (found: string[], what: string) => {
    problems.push(...found.slice(0, limit));
    if (found.length > limit) problems.push(`…and ${found.length - limit} more ${what}`);
  };

  // A box between an element and <body> that clips or scrolls its overflow. <html> and <body>
  // never count: what they cut off is lost to the reader.
  const clippedCache = new Map<Element, boolean>();
  const insideClippingBox = (el: Element): boolean => {
    const parent = el.parentElement;
    if (!parent || parent === document.body || parent === doc) return false;
    let clips = clippedCache.get(parent);
    if (clips === undefined) {
      clips = getComputedStyle(parent).overflowX !== 'visible' || insideClippingBox(parent);
      clippedCache.set(parent, clips);
    }
    return clips;
  };

  // Where a shown element is cut: partly outside a box that clips or scrolls its overflow, wholly
  // outside a box that scrolls sideways (reachable only by guessing that the bar scrolls), or
  // outside [0, innerWidth]. Wholly outside a box that hides its overflow is hidden (a closed
  // menu), not cut: null, as for a fine or unshown element.
  const cutReason = (el: Element): string | null => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return null;
    if (el.closest('[inert], [aria-hidden="true"]') || !shown(el)) return null;
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const outer = box.getBoundingClientRect();
      const left = outer.left + box.clientLeft;
      const top = outer.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const outX = clipsX && (rect.left < left - tolerance || rect.right > right + tolerance);
      const outY = clipsY && (rect.top < top - tolerance || rect.bottom > bottom + tolerance);
      if (!outX && !outY) continue;
      const whollyOutX = clipsX && (rect.right <= left || rect.left >= right);
      const whollyOutY = clipsY && (rect.bottom <= top || rect.top >= bottom);
      if (whollyOutX && /auto|scroll/.test(style.overflowX)) {
        return 'scrolled out of its bar (reachable only by scrolling the bar sideways)';
      }
      if (whollyOutX || whollyOutY) return null;
      return `cut by a box with overflow ${style.overflowX} ${style.overflowY}`;
    }
    if (rect.left < -tolerance || rect.right > width + tolerance) {
      return `cut at the viewport edge (x ${Math.round(rect.left)} to ${Math.round(rect.right)}, viewport ${width})`;
    }
    return null;
  };

  // The banner landmark: a <header> outside sectioning content, or role=banner.
  const banners = [...document.querySelectorAll('header, [role="banner"]')].filter(
    (el) =>
      el.getAttribute('role') === 'banner' ||
      !el.parentElement?.closest('article, aside, main, nav, section'),
  );

  if (layout) {
    // 1. Nothing wider than the viewport: the document, and any element or text whose right edge
    // passes the viewport outside a box that clips or scrolls it (a slider's off-screen slides, a
    // table scrolling in its own box are fine).
    if (doc.scrollWidth > width) {
      problems.push(`the page is ${doc.scrollWidth} px wide in a ${width} px viewport`);
    }
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (insideClippingBox(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + tolerance || !shown(el)) continue;
      // Name the outermost box only: its children move with it.
      if (offenders.some((outer) => outer.contains(el))) continue;
      offenders.push(el);
    }
    // Text running out of a box that does not grow with it (a long word in a narrow cell).
    const range = document.createRange();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || offenders.some((outer) => outer.contains(parent))) continue;
      if (getComputedStyle(parent).overflowX !== 'visible' || insideClippingBox(parent)) continue;
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + tolerance || !shown(parent)) continue;
      offenders.push(parent);
    }
    listed(
      offenders.map(
        (el) =>
          `past the right edge: ${describe(el)} reaches x ${Math.round(el.getBoundingClientRect().right)}`,
      ),
      'elements past the right edge',
    );

    // 2. No word of six or more letters laid over four or more lines (a column a few letters wide),
    // and no amount or number broken inside ("₩1,000,0 / 00", "243,243 / 원"); an identifier that
    // holds digits (a uuid, an email) is neither.
    const squeezed: string[] = [];
    const seen = new Set<Element>();
    const roots = document.querySelectorAll(
      'main, header, footer, [role="main"], [role="banner"], [role="contentinfo"]',
    );
    const linesOf = (node: Node, start: number, end: number) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size;
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || seen.has(parent)) continue;
        const where = () =>
          `${describe(parent)}, ${Math.round(parent.getBoundingClientRect().width)} px wide`;
        const counted = (pattern: RegExp) =>
          [...text.matchAll(pattern)].map((match) => ({
            text: match[0],
            lines: linesOf(node, match.index, match.index + match[0].length),
          }));
        const word = counted(/\p{L}[\p{L}\p{M}]{5,}/gu).find((match) => match.lines >= 4);
        // An amount stands on its own: digits inside an identifier (a uuid's "-4891-", the
        // "1795869" of a generated email) may break where the identifier does.
        const amount = counted(
          /(?<![A-Za-z0-9@_.])(?<![A-Za-z0-9]-)\p{Sc}?\d[\d,.]*\d(?:\s?[원%]|[KMB만억])?(?![A-Za-z0-9@_-])/gu,
        ).find((match) => match.text.length >= 4 && match.lines >= 2);
        if (word) squeezed.push(`squeezed word: "${word.text}" laid over ${word.lines} lines in ${where()}`);
        if (amount) squeezed.push(`number broken across lines: "${amount.text}" in ${where()}`);
        if (word || amount) seen.add(parent);
      }
    }
    listed(squeezed, 'squeezed words');

    // 3. Every shown link and button of the header whole within the viewport and its boxes.
    const cut: string[] = [];
    for (const banner of banners) {
      for (const item of banner.querySelectorAll('a[href], button, [role="button"], [role="link"]')) {
        const reason = cutReason(item);
        if (reason) cut.push(`header item cut: ${describe(item)} ${reason}`);
      }
    }
    listed(cut, 'header items cut');
  }

  // 4. Each main navigation item: a link with its path and name, outside the page's own content,
  // shown and not cut.
  const unreachable = navigation
    .filter((item) => {
      const links = [...document.querySelectorAll('a[href]')].filter((a) => {
        if (a.closest('main, footer, [role="main"], [role="contentinfo"]')) return false;
        const href = URL.parse((a as HTMLAnchorElement).href);
        if (!href) return false;
        const name = (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim();
        return href.origin === location.origin && href.pathname === item.path && name === item.name;
      });
      return !links.some((a) => {
        const rect = a.getBoundingClientRect();
        return (
          rect.width > 1 && rect.height > 1 && shown(a) && !a.closest('[inert]') && cutReason(a) === null
        );
      });
    })
    .map((item) => item.name);

  return { problems, unreachable };
}
