/**
 * An email address as visitors will use it (`mailto:`): one @, a name before it, and a
 * domain with a dot after it; no spaces or characters that a mail program would refuse.
 */
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function checkEmailAddress(value: string): string | undefined {
  return emailShape.test(value) && value.length <= 254
    ? undefined
    : `Write an email address such as ciao@vicoloespresso.com (a name, @, then the domain); found ${JSON.stringify(value)}.`;
}
