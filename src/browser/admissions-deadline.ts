/** Shows the open or the closed admissions sentence of each AdmissionsDeadline on the page for the time `now`. */
export function showAdmissionsState(now: Date): void {
  for (const holder of document.querySelectorAll<HTMLElement>('[data-admissions-closes]')) {
    const open = now.getTime() < Date.parse(holder.dataset.admissionsCloses ?? '');
    for (const part of holder.querySelectorAll<HTMLElement>('[data-admissions-when]')) {
      part.hidden = (part.dataset.admissionsWhen === 'open') !== open;
    }
  }
}
