/**
 * A part of the header whose code loads on demand, by address (scripts/lib/chunk-url.mjs: no preload helper, no
 * ./on-demand.ts chunk): `load()` fetches it once, runs `start` and gives what it returned, or nothing when the fetch
 * failed (offline), which is forgotten so the next use tries again. A click or a submit in `area` before the code is
 * in is kept from its default action and done again once it is (a submit would close a method="dialog" form, a click
 * on a toggle would do nothing). This code is in every page's first load, where the chat page is at its budget
 * (tests/unit/size-budgets.test.ts): one helper serves both parts, and callers need no failure handling.
 */
export function onDemandPart<M, T>(
  url: string,
  area: Element,
  start: (code: M) => T | Promise<T>,
): () => Promise<T | undefined> {
  let loading: Promise<T | undefined> | undefined;
  let ready = false;
  const load = () =>
    (loading ??= (import(/* @vite-ignore */ url) as Promise<M>).then(start).then(
      (started) => {
        ready = true;
        return started;
      },
      () => {
        loading = undefined;
        return undefined;
      },
    ));
  const hold = (event: Event) => {
    if (ready) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    load().then(() => ready && (target instanceof HTMLFormElement ? target.requestSubmit() : target.click()));
  };
  area.addEventListener('click', hold);
  area.addEventListener('submit', hold);
  return load;
}
