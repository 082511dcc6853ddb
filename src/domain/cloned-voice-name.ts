const stampFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/**
 * The name of a newly cloned voice: "My voice 23 Nov 2026, 1:10:05 pm", to the second, with "(2)", "(3)"… added
 * when a voice of the list already has that name, so two voices made in the same minute are told apart.
 */
export function clonedVoiceName(existingNames: readonly string[], now: Date): string {
  const base = `My voice ${stampFormat.format(now)}`;
  const taken = new Set(existingNames);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} (${n})`)) n += 1;
  return `${base} (${n})`;
}
