/** How far the page must scroll (px) before an open dropdown closes. */
export const SCROLL_CLOSE_PX = 24;

/**
 * How the header's disclosure menus close (a <details> left to itself stays open until its own summary is pressed again).
 * The menus are <details data-menu="dropdown|panel"> elements, so they open
 * and close without JavaScript (and `name` keeps one open at a time there);
 * this adds what a polished site does on top, once, for the whole header:
 *
 * - a click or tap outside an open menu closes it;
 * - Escape closes the open menus wherever focus is, and puts focus back on the
 *   menu's button when it was inside;
 * - focus leaving a menu (tabbing past its last item) closes it;
 * - scrolling the page closes the desktop dropdowns (not the panel, whose page
 *   is locked while it is open);
 * - following a link inside a menu closes it (a same-page #anchor included);
 * - opening one menu closes the others (for browsers without `<details name>`);
 * - opening the panel moves focus to its first control.
 *
 * @example
 * useEffect(() => dismissMenus(headerElement), []);
 * @returns a function that removes every listener.
 */
export function dismissMenus(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const openMenus = () => [...root.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')];
  const close = (menu: HTMLDetailsElement, restoreFocus: boolean) => {
    const hadFocus = menu.contains(doc.activeElement);
    menu.open = false;
    if (restoreFocus && hadFocus) menu.querySelector<HTMLElement>(':scope > summary')?.focus();
  };

  const onPointerDown = (event: Event) => {
    const target = event.target as Node | null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) close(menu, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = openMenus();
    if (open.length === 0) return;
    for (const menu of open) close(menu, true);
    event.preventDefault();
  };
  const onFocusOut = (event: FocusEvent) => {
    // relatedTarget is null when focus goes nowhere (a click on plain text inside the menu): that is no leaving.
    const next = event.relatedTarget as Node | null;
    if (!next) return;
    for (const menu of openMenus()) if (menu.contains(event.target as Node) && !menu.contains(next)) close(menu, false);
  };
  // A scroll closes a dropdown once the page has really moved since it opened: a late layout
  // adjustment (scroll anchoring, a picture arriving) fires scroll events that are not the visitor's.
  const onScroll = () => {
    for (const menu of openMenus()) {
      if (menu.dataset.menu !== 'dropdown') continue;
      if (Math.abs(win.scrollY - Number(menu.dataset.openedAt ?? win.scrollY)) > SCROLL_CLOSE_PX) close(menu, false);
    }
  };
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    for (const menu of openMenus()) if (menu.contains(link)) close(menu, false);
  };
  // toggle does not bubble: listen in the capture phase to see every menu's.
  const onToggle = (event: Event) => {
    const menu = event.target as HTMLElement;
    if (!(menu instanceof win.HTMLDetailsElement) || !menu.open || !menu.dataset.menu) return;
    for (const other of openMenus()) if (other !== menu) close(other, false);
    menu.dataset.openedAt = String(win.scrollY);
    if (menu.dataset.menu === 'panel') {
      // The panel fills the screen below the bar, wherever the bar is (a banner may sit above it).
      const top = Math.max(0, root.getBoundingClientRect().top);
      root.style.setProperty('--header-offset', `${top}px`);
      menu.querySelector<HTMLElement>('[data-menu-panel] summary, [data-menu-panel] a[href]')?.focus();
    }
  };

  const listening = new AbortController();
  const { signal } = listening;
  doc.addEventListener('pointerdown', onPointerDown, { capture: true, signal });
  doc.addEventListener('keydown', onKeyDown, { signal });
  root.addEventListener('focusout', onFocusOut, { signal });
  root.addEventListener('click', onClick, { signal });
  root.addEventListener('toggle', onToggle, { capture: true, signal });
  win.addEventListener('scroll', onScroll, { passive: true, signal });
  return () => listening.abort();
}
