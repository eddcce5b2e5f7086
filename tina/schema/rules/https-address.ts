/** Whether a text is a complete https:// web address (it parses as a URL and names a host). */
export function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value)) {
    return false;
  }
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A web address on another site, such as a map or a social media profile. */
export function checkHttpsAddress(value: string): string | undefined {
  return isHttpsAddress(value)
    ? undefined
    : `Write a complete web address starting with https://, as copied from the browser's address bar; found ${JSON.stringify(value)}.`;
}
