import { deliveryFields } from '#model/form-delivery';

/**
 * The editor's test request to the form service (test-request.tsx): the same URL-encoded POST a
 * form sends, marked as a test (`form-name` "test"), and what became of it, said for the owner.
 */
export async function testRequestResult(address: string): Promise<string> {
  const message = 'A test request from the editor: no reply needed.';
  try {
    const response = await fetch(address, {
      method: 'POST',
      body: new URLSearchParams({ [deliveryFields.formName]: 'test', message }),
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok
      ? `Accepted: the service took the test request (it answered ${response.status}). Look for it where its requests reach you.`
      : `Refused: the service answered ${response.status}. Check the address, and the form's settings at the service.`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError'
      ? 'No answer within 10 seconds: the service did not take the test request.'
      : 'Not sent: the service could not be reached. Check the address and the connection.';
  }
}
