/**
 * Fetches a file and saves it under the server's file name (Content-Disposition), so a failed download (401, 404)
 * can be reported on the page instead of saving an error body as a file. Throws Error(status) on failure.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `${response.status}: ${response.statusText}`);
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Saves a blob made in the page (a CSV export, a downloaded PDF) under a file name. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
