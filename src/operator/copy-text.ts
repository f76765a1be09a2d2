// Copying a one-time secret (a setup link, recovery codes) to the clipboard.

/** Whether the text reached the clipboard (false without one: an insecure page, permission refused). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A link that saves `text` as a .txt file, without a request. */
export function textFileHref(text: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
