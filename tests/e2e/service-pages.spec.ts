import business from '../../content/site/business.json';
import { expect, test } from './fixtures';
import { phoneOnlyTest } from './one-width';

// What each page holds is the same HTML at every width, read on a phone; how it is laid out at each
// width is visual.spec.ts's and layout.spec.ts's. The in-page links, which scroll under the top
// bar, run at both.

test(
  '/ez-cater shows the three tiers with prices per person per day, and the service days',
  phoneOnlyTest,
  async ({ page, openPage }) => {
    await openPage('/ez-cater');
    const tiers = page
      .getByRole('region', { name: 'Choose your fuel' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(tiers).toHaveCount(3);
    const expected = [
      ['Espresso Fuel', '$5', /Espresso bar.*fixings.*Multiple coffee options/s],
      ['Breakfast Fuel', '$10', /breakfast sandwich or a baked good/],
      ['Premium Fuel', '$15', /sandwich and a baked good.*extra espresso shot/s],
    ] as const;
    for (const [index, [name, price, includes]] of expected.entries()) {
      const tier = tiers.nth(index);
      await expect(tier.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(tier).toContainText(`${price} per person per day`);
      await expect(tier).toContainText(includes);
    }
    await expect(tiers.nth(1)).toContainText('Most Popular');
    await expect(tiers.nth(0)).not.toContainText('Most Popular');
    const serviceDays = page.getByRole('region', { name: 'Service days' });
    await expect(serviceDays).toContainText('Monday to Friday');
    await expect(serviceDays).toContainText('1 to 5 days a week');
    await expect(page.locator('#request')).toContainText('Request Office Fuel');
  },
);

test(
  '/wholesale shows the benefits and the Retail, Restaurant and Enterprise partnerships',
  phoneOnlyTest,
  async ({ page, openPage }) => {
    await openPage('/wholesale');
    const benefits = page.getByRole('region', { name: 'Why partner with us' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4);
    const partnerships = page.getByRole('region', { name: 'Partnership types' });
    await expect(partnerships.getByRole('heading', { level: 3 })).toHaveText([
      'Retail',
      'Restaurant',
      'Enterprise',
    ]);
    await expect(page.getByRole('form', { name: 'Wholesale inquiry' })).toBeVisible();
  },
);

test('/catering shows four service cards and the request form', phoneOnlyTest, async ({ page, openPage }) => {
  await openPage('/catering');
  const services = page.getByRole('region', { name: 'What we bring' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('form', { name: 'Request catering' })).toBeVisible();
});

test.describe('/logistics', () => {
  test(
    'shows both audiences, three steps, the prices, the schedule and reasons to join',
    phoneOnlyTest,
    async ({ page, openPage }) => {
      await openPage('/logistics');
      await expect(page.getByRole('region', { name: 'For cafes and restaurants' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'For suppliers' })).toBeVisible();
      const steps = page.getByRole('region', { name: 'How it works' });
      await expect(steps.getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(steps).toContainText('Step 1');
      const pricing = page.getByRole('region', { name: 'Pricing' });
      await expect(pricing).toContainText('$40 per delivery');
      await expect(pricing).toContainText('Occasional or weekly');
      await expect(pricing).toContainText('$30 to $35 per delivery');
      await expect(pricing).toContainText('Multi-day contracts');
      await expect(pricing).toContainText(/commission .* marketing trade/);
      await expect(pricing).toContainText('in the morning, five days a week');
      await expect(
        page.getByRole('region', { name: 'Why join' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(3);
    },
  );

  test('its buttons lead to the contact page, an email and the right section', async ({ page, openPage }) => {
    await openPage('/logistics');
    await expect(page.getByRole('link', { name: 'Email us to partner' })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    await page.getByRole('link', { name: 'For suppliers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'For suppliers' })).toBeInViewport();
    await page.getByRole('link', { name: 'See pricing' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInViewport();
    await page.getByRole('link', { name: 'Book a delivery' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  });
});

test.describe('/contact', phoneOnlyTest, () => {
  test('has a card with a real action for the location, phone, email and hours', async ({
    page,
    openPage,
  }) => {
    await openPage('/contact');
    const card = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

    const location = card('Location');
    await expect(location).toContainText(business.address.street);
    const directions = location.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    await expect(directions).toHaveAttribute('href', business.address.mapUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);

    const phone = card('Phone');
    await expect(phone).toContainText(business.phone);
    await expect(phone.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15550142200');

    const email = card('Email');
    await expect(email).toContainText(business.email);
    await expect(email.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );

    const hours = card('Opening hours');
    await expect(hours).toContainText('Mon-Fri 6:00 AM to 6:00 PM');
    await expect(hours).toContainText('Sat-Sun 7:00 AM to 7:00 PM');
    await expect(hours.getByRole('link', { name: /^Plan your visit/ })).toHaveAttribute(
      'href',
      business.address.mapUrl,
    );
  });

  test('has social buttons with accessible names, and the subscribe field', async ({ page, openPage }) => {
    await openPage('/contact');
    const social = page.getByRole('region', { name: 'Follow us' });
    for (const profile of business.social) {
      const link = social.getByRole('link', { name: `${profile.network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', profile.url);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const subscribe = page.getByRole('form', { name: 'News from the bar' });
    await expect(subscribe.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(subscribe.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});

test.describe('without JavaScript', phoneOnlyTest, () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered pages already show their forms, tiers and prices', async ({ page }) => {
    await page.goto('/ez-cater');
    await expect(page.getByRole('form', { name: 'Request Office Fuel' })).toBeVisible();
    await expect(page.getByText('$10', { exact: true })).toBeVisible();
    // The tier button is a link to the form, so it still leads there.
    await expect(page.getByRole('link', { name: 'Choose Breakfast Fuel' })).toHaveAttribute(
      'href',
      '#request',
    );
    await page.goto('/logistics');
    await expect(page.getByText('$30 to $35', { exact: true })).toBeVisible();
  });
});
