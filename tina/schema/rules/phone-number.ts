/** Fewer digits than this cannot be a number a visitor can call (E.164 allows up to 15). */
const minimumDigits = 7;
const maximumDigits = 15;

/**
 * A phone number as visitors read it and as the site dials it (`tel:`): digits, spaces and
 * `+ ( ) - .` only, with enough digits to be callable.
 */
export function checkPhoneNumber(value: string): string | undefined {
  const digits = value.replace(/\D/g, '').length;
  return /^[0-9 +().-]+$/.test(value) && digits >= minimumDigits && digits <= maximumDigits
    ? undefined
    : `Write a phone number with ${minimumDigits} to ${maximumDigits} digits, using only digits, spaces and + ( ) - . (e.g. +1 (555) 014-2200); found ${JSON.stringify(value)}.`;
}
