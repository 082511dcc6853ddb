/**
 * Shows the open or the closed sentence of each IntakeLead on the page for the time `now`
 * (`data-admissions-closes`: the instant the deadline or the batch's last date to apply ends; open before it, as
 * src/domain/admissions-deadline.ts and src/domain/next-intake.ts decide on the server, without their imports on a
 * static page).
 */
export function showAdmissionsState(now: Date): void {
  for (const holder of document.querySelectorAll<HTMLElement>('[data-admissions-closes]')) {
    const open = now.getTime() < Date.parse(holder.dataset.admissionsCloses ?? '');
    for (const part of holder.querySelectorAll<HTMLElement>('[data-admissions-when]')) {
      part.hidden = (part.dataset.admissionsWhen === 'open') !== open;
    }
  }
}
