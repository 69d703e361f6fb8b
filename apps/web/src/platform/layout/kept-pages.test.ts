import { describe, expect, it } from 'vitest';
import { closedAfter, mayKeep, pagesToDrop } from './kept-pages.ts';

describe('kept pages', () => {
  it('drops a page the moment its tab closes, while the address is still its own (the navigation away not rendered yet)', () => {
    const tabs = { paths: ['/home', '/system/user'], closed: closedAfter([], ['/home', '/system/user', '/system/user-add'], ['/home', '/system/user']) };
    expect(tabs.closed).toEqual(['/system/user-add']);
    expect(pagesToDrop(['/system/user', '/system/user-add'], '/system/user-add', tabs)).toEqual(['/system/user-add']);
    // Nor is it kept again (mounted into the closed tab) before the address changes.
    expect(mayKeep('/system/user-add', tabs)).toBe(false);
  });

  it('keeps a page opened again, and the current page whose tab is being opened', () => {
    const tabs = { paths: ['/home', '/system/user', '/system/user-add'], closed: closedAfter(['/system/user-add'], ['/home', '/system/user'], ['/home', '/system/user', '/system/user-add']) };
    expect(tabs.closed).toEqual([]);
    expect(mayKeep('/system/user-add', tabs)).toBe(true);
    expect(pagesToDrop(['/system/user', '/system/user-add'], '/system/user-add', tabs)).toEqual([]);
    // Opened by its address: shown before its tab is added, never closed.
    expect(pagesToDrop(['/system/user', '/base/room'], '/base/room', { paths: ['/home', '/system/user'], closed: [] })).toEqual([]);
  });

  it('drops pages whose tabs went with "close others" or "close all"', () => {
    const before = ['/home', '/a', '/b', '/c'];
    const closed = closedAfter([], before, ['/home', '/b']);
    expect(closed).toEqual(['/a', '/c']);
    expect(pagesToDrop(['/a', '/b', '/c'], '/a', { paths: ['/home', '/b'], closed })).toEqual(['/a', '/c']);
  });
});
