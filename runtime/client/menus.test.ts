// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissMenus, SCROLL_CLOSE_PX } from './menus.ts';

let stop: () => void;
let header: HTMLElement;
const menu = (id: string) => document.getElementById(id) as HTMLDetailsElement;

beforeEach(() => {
  document.body.innerHTML = `
    <header id="header">
      <details id="products" data-menu="dropdown"><summary id="products-button">Products</summary><ul><li><a id="first" href="/us/a">A</a></li><li><a id="last" href="#specs">B</a></li></ul></details>
      <details id="support" data-menu="dropdown"><summary>Support</summary><ul><li><a href="/us/b">C</a></li></ul></details>
      <details id="panel" data-menu="panel"><summary id="panel-button">Menu</summary><div data-menu-panel><details><summary id="panel-first">Products</summary></details></div></details>
    </header>
    <main><a id="outside" href="/us">Outside</a><p id="text">Text</p></main>`;
  header = document.getElementById('header')!;
  stop = dismissMenus(header);
});
afterEach(() => stop());

const open = (id: string) => {
  menu(id).open = true;
  menu(id).dispatchEvent(new Event('toggle'));
};

describe('dismissMenus', () => {
  it('closes an open menu on a pointer press outside it, not inside it', () => {
    open('products');
    document.getElementById('first')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu('products').open).toBe(true);
    document.getElementById('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu('products').open).toBe(false);
  });

  it('closes on Escape wherever focus is, and returns focus to the menu button when it was inside', () => {
    open('products');
    document.getElementById('first')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu('products').open).toBe(false);
    expect(document.activeElement?.id).toBe('products-button');

    open('support');
    document.getElementById('outside')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu('support').open).toBe(false);
    expect(document.activeElement?.id).toBe('outside');
  });

  it('closes when focus leaves the menu, not when it moves inside or goes nowhere', () => {
    open('products');
    const last = document.getElementById('last')!;
    last.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('first') }));
    expect(menu('products').open).toBe(true);
    last.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    expect(menu('products').open).toBe(true);
    last.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('outside') }));
    expect(menu('products').open).toBe(false);
  });

  it('closes the dropdowns on page scroll, not the panel', () => {
    open('products');
    menu('panel').open = true;
    window.scrollTo(0, 300);
    window.dispatchEvent(new Event('scroll'));
    expect(menu('products').open).toBe(false);
    expect(menu('panel').open).toBe(true);
    window.scrollTo(0, 0);
  });

  it('keeps a dropdown open through a scroll event that barely moves the page (a late layout adjustment)', () => {
    window.scrollTo(0, 0);
    open('products');
    window.scrollTo(0, SCROLL_CLOSE_PX);
    window.dispatchEvent(new Event('scroll'));
    expect(menu('products').open).toBe(true);
    window.scrollTo(0, 0);
  });

  it('keeps one menu open at a time', () => {
    open('products');
    open('support');
    expect(menu('products').open).toBe(false);
    expect(menu('support').open).toBe(true);
  });

  it('moves focus into the panel when it opens', () => {
    open('panel');
    expect(document.activeElement?.id).toBe('panel-first');
  });

  it('closes a menu when one of its links is followed (a same-page #anchor too)', () => {
    open('products');
    document.getElementById('last')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(menu('products').open).toBe(false);
  });

  it('removes its listeners when stopped', () => {
    stop();
    open('products');
    document.getElementById('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu('products').open).toBe(true);
    stop = () => {};
  });
});
