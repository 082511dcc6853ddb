import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncFromStorage } from '../../src/stores/local-storage';

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
});
afterEach(() => vi.unstubAllGlobals());

const storageEvent = (key: string | null, newValue: string | null) =>
  Object.assign(new Event('storage'), { key, newValue });
const parseText = (text: string | null) => `read ${text}`;

describe('syncFromStorage', () => {
  it('keeps the default until the parser has loaded, then reads the key and follows other tabs', async () => {
    stored.set('key', 'saved');
    const store = atom('default');
    let arrive: (parse: typeof parseText) => void = () => {};
    syncFromStorage(store, 'key', () => new Promise((resolve) => (arrive = resolve)));
    window.dispatchEvent(storageEvent('key', 'ignored until the parser is here'));
    expect(store.get()).toBe('default');
    arrive(parseText);
    await vi.waitFor(() => expect(store.get()).toBe('read saved'));
    window.dispatchEvent(storageEvent('other', 'x'));
    expect(store.get()).toBe('read saved');
    window.dispatchEvent(storageEvent('key', 'changed'));
    expect(store.get()).toBe('read changed');
    window.dispatchEvent(storageEvent(null, null));
    expect(store.get()).toBe('read null');
  });

  it('does nothing on the server, where there is no window: the page is rendered with the defaults', async () => {
    vi.stubGlobal('window', undefined);
    stored.set('key', 'saved');
    const store = atom('default');
    const loadParser = vi.fn(async () => parseText);
    syncFromStorage(store, 'key', loadParser);
    await Promise.resolve();
    expect(loadParser).not.toHaveBeenCalled();
    expect(store.get()).toBe('default');
  });

  it('keeps the default when the parser cannot be loaded', async () => {
    stored.set('key', 'saved');
    const store = atom('default');
    const loadParser = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    syncFromStorage(store, 'key', loadParser);
    await vi.waitFor(() => expect(loadParser).toHaveBeenCalledOnce());
    await Promise.resolve();
    window.dispatchEvent(storageEvent('key', 'changed'));
    expect(store.get()).toBe('default');
  });
});
