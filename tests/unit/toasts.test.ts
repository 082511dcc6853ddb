import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../src/i18n/messages/en';
import { displayTitle } from '../../src/stores/toast-title';
import { $toasts, dismiss, TOAST_DURATION_MS, TOAST_LIMIT, toast } from '../../src/stores/toasts';

beforeEach(() => dismiss());

describe('toast()', () => {
  it('adds a default toast with the 5000 ms default duration and returns its id', () => {
    const id = toast({ title: 'Login Successful', description: 'Welcome to your investor dashboard.' });
    expect($toasts.get()).toEqual([
      {
        id,
        title: 'Login Successful',
        description: 'Welcome to your investor dashboard.',
        variant: 'default',
        duration: TOAST_DURATION_MS,
      },
    ]);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps variant, custom duration and action', () => {
    const onClick = vi.fn();
    toast({ title: 'Download Failed', variant: 'destructive', duration: 1000, action: { label: 'Retry', onClick } });
    const [t] = $toasts.get();
    expect(t?.variant).toBe('destructive');
    expect(t?.duration).toBe(1000);
    expect(t?.action?.label).toBe('Retry');
    expect(t).not.toHaveProperty('description');
  });

  it('gives every toast a unique id and shows the newest first', () => {
    const a = toast({ title: 'A' });
    const b = toast({ title: 'B' });
    expect(a).not.toBe(b);
    expect($toasts.get().map((t) => t.title)).toEqual(['B', 'A']);
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    for (let i = 1; i <= TOAST_LIMIT + 2; i++) toast({ title: `T${i}` });
    const titles = $toasts.get().map((t) => t.title);
    expect(titles).toHaveLength(TOAST_LIMIT);
    expect(titles[0]).toBe(`T${TOAST_LIMIT + 2}`);
    expect(titles).not.toContain('T1');
  });

  it('replaces the earlier toasts on the same topic, and only those', () => {
    toast({ title: 'Login Failed', variant: 'destructive', topic: 'login' });
    toast({ title: 'Statement Downloaded', topic: 'statement' });
    toast({ title: 'Unrelated' });
    toast({ title: 'Login Successful', topic: 'login' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Login Successful', 'Unrelated', 'Statement Downloaded']);
  });

  it('notifies subscribers', () => {
    const seen: number[] = [];
    const unsubscribe = $toasts.listen((list) => seen.push(list.length));
    toast({ title: 'One' });
    dismiss();
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });
});

describe('dismiss()', () => {
  it('removes only the given toast', () => {
    const a = toast({ title: 'A' });
    toast({ title: 'B' });
    dismiss(a);
    expect($toasts.get().map((t) => t.title)).toEqual(['B']);
  });

  it('ignores an unknown id', () => {
    toast({ title: 'A' });
    dismiss('nope');
    expect($toasts.get()).toHaveLength(1);
  });

  it('removes everything without an id', () => {
    toast({ title: 'A' });
    toast({ title: 'B' });
    dismiss();
    expect($toasts.get()).toEqual([]);
  });
});

describe('displayTitle()', () => {
  it('prefixes destructive titles with "Error: "', () => {
    expect(displayTitle({ title: 'Login Failed', variant: 'destructive' }, en.toasts)).toBe('Error: Login Failed');
  });

  it('leaves default titles alone', () => {
    expect(displayTitle({ title: 'Statement Downloaded', variant: 'default' }, en.toasts)).toBe('Statement Downloaded');
  });

  it('does not double the prefix', () => {
    expect(displayTitle({ title: 'Error', variant: 'destructive' }, en.toasts)).toBe('Error');
    expect(displayTitle({ title: 'Error: Already', variant: 'destructive' }, en.toasts)).toBe('Error: Already');
  });
});
