import businessJson from '#content/site/business.json';
import { checkEmailAddress } from './email-address';
import { checkHttpsAddress } from './https-address';
import { checkPhoneNumber } from './phone-number';

describe('checkEmailAddress', () => {
  it('accepts the stored address and usual shapes', () => {
    for (const email of [businessJson.email, 'first.last+bar@mail.example.co.uk']) {
      expect(checkEmailAddress(email)).toBeUndefined();
    }
  });

  it.each([
    'not-an-email',
    'ciao@',
    '@bar.example',
    'ciao@bar',
    'ciao @bar.example',
    'ciao@bar.example>',
    'a@b@c.example',
  ])('refuses %p', (email) => {
    expect(checkEmailAddress(email)).toBe(
      `Write an email address such as ciao@vicoloespresso.com (a name, @, then the domain); found ${JSON.stringify(email)}.`,
    );
  });
});

describe('checkPhoneNumber', () => {
  it.each([businessJson.phone, '+39 06 1234 5678', '555.014.2200'])('accepts %p', (phone) => {
    expect(checkPhoneNumber(phone)).toBeUndefined();
  });

  it.each([
    ['words', 'call the bar'],
    ['letters among the digits', '+1 555 CALL NOW'],
    ['too few digits', '014-22'],
    ['too many digits', '+1 555 014 2200 1234 5678'],
    ['markup', '+1 <b>555</b> 0142200'],
  ])('refuses %s', (_kind, phone) => {
    expect(checkPhoneNumber(phone)).toMatch(
      /^Write a phone number with 7 to 15 digits, using only digits, spaces and \+ \( \) - \./,
    );
  });
});

describe('checkHttpsAddress, for the map link and social profiles', () => {
  it('accepts the stored addresses', () => {
    const addresses = [businessJson.address.mapUrl, ...businessJson.social.map((profile) => profile.url)];
    expect(addresses.filter((address) => checkHttpsAddress(address) !== undefined)).toEqual([]);
  });

  it.each([
    'the bar on the map',
    'www.openstreetmap.org/x',
    'http://www.instagram.com/bar',
    'https://',
    'https://exa mple.com',
    'https://[nope',
  ])('refuses %p', (address) => {
    expect(checkHttpsAddress(address)).toBe(
      `Write a complete web address starting with https://, as copied from the browser's address bar; found ${JSON.stringify(address)}.`,
    );
  });
});
