/** How long a simulated submission takes (site-spec §9). */
export const submissionDelayMs = 1000;

/**
 * The site's only "send": nothing leaves the browser (site-spec §7). It takes
 * the form's values so that a real endpoint could replace it in one place,
 * waits one second and resolves.
 */
export function simulateSubmission(_values: Readonly<Record<string, unknown>>): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, submissionDelayMs);
  });
}
