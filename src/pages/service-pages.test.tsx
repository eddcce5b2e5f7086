/**
 * What the service pages and the contact page show (site-spec §2 and §9), as the build renders
 * them from content/. How they are laid out is tests/e2e/visual.spec.ts's and layout.spec.ts's.
 */
import { screen, within } from '@testing-library/react';
import business from '#content/site/business.json';
import { renderRoute } from '#tests/unit-support/render-route';

/** A region of the page by its heading, once the page's code has loaded. */
const region = (name: string) => screen.findByRole('region', { name });

describe('/ez-cater', () => {
  it('shows the three tiers with prices per person per day, the popular one marked, and the service days', async () => {
    await renderRoute('/ez-cater');
    const tiers = within(await region('Choose your fuel'))
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { level: 3 }));
    const expected = [
      ['Espresso Fuel', '$5', /Espresso bar.*fixings.*Multiple coffee options/s],
      ['Breakfast Fuel', '$10', /breakfast sandwich or a baked good/],
      ['Premium Fuel', '$15', /sandwich and a baked good.*extra espresso shot/s],
    ] as const;
    expect(tiers).toHaveLength(3);
    for (const [index, [name, price, includes]] of expected.entries()) {
      const tier = tiers[index]!;
      expect(within(tier).getByRole('heading', { level: 3 })).toHaveTextContent(name);
      expect(tier).toHaveTextContent(`${price} per person per day`);
      expect(tier).toHaveTextContent(includes);
      expect(tier).toHaveTextContent(index === 1 ? /Most Popular/ : /^(?!.*Most Popular)/s);
      // Without JavaScript the tier's button still leads to the form.
      expect(within(tier).getByRole('link', { name: `Choose ${name}` })).toHaveAttribute('href', '#request');
    }
    const serviceDays = await region('Service days');
    expect(serviceDays).toHaveTextContent('Monday to Friday');
    expect(serviceDays).toHaveTextContent('1 to 5 days a week');
  });
});

it('/wholesale shows the benefits and the Retail, Restaurant and Enterprise partnerships', async () => {
  await renderRoute('/wholesale');
  expect(within(await region('Why partner with us')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  const partnerships = within(await region('Partnership types')).getAllByRole('heading', { level: 3 });
  expect(partnerships.map((heading) => heading.textContent)).toEqual(['Retail', 'Restaurant', 'Enterprise']);
});

it('/catering shows four service cards', async () => {
  await renderRoute('/catering');
  expect(within(await region('What we bring')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
});

it('/logistics shows both audiences, three steps, the prices, the schedule, reasons to join and its email', async () => {
  await renderRoute('/logistics');
  for (const name of ['For cafes and restaurants', 'For suppliers']) {
    expect(await region(name)).toBeInTheDocument();
  }
  const steps = await region('How it works');
  expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  expect(steps).toHaveTextContent('Step 1');
  const pricing = await region('Pricing');
  for (const text of [
    '$40 per delivery',
    'Occasional or weekly',
    '$30 to $35 per delivery',
    'Multi-day contracts',
    /commission .* marketing trade/,
    'in the morning, five days a week',
  ]) {
    expect(pricing).toHaveTextContent(text);
  }
  expect(within(await region('Why join')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Email us to partner' })).toHaveAttribute(
    'href',
    `mailto:${business.email}`,
  );
});

describe('/contact', () => {
  it.each([
    {
      title: 'Location',
      text: business.address.street,
      action: 'Get directions (opens in a new tab)',
      href: business.address.mapUrl,
    },
    { title: 'Phone', text: business.phone, action: 'Call us', href: 'tel:+15550142200' },
    { title: 'Email', text: business.email, action: 'Write to us', href: `mailto:${business.email}` },
    {
      title: 'Opening hours',
      text: 'Mon-Fri 6:00 AM to 6:00 PM',
      action: /^Plan your visit/,
      href: business.address.mapUrl,
    },
  ])('has a card for the $title, with a real action', async ({ title, text, action, href }) => {
    await renderRoute('/contact');
    const card = (await screen.findByRole('heading', { level: 2, name: title })).closest('li')!;
    expect(card).toHaveTextContent(text);
    expect(within(card).getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('opens the map in a new tab, and shows the weekend’s hours', async () => {
    await renderRoute('/contact');
    const directions = screen.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringMatching(/noopener/));
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' }).closest('li')).toHaveTextContent(
      'Sat-Sun 7:00 AM to 7:00 PM',
    );
  });

  it('has social buttons with accessible names, opening in a new tab', async () => {
    await renderRoute('/contact');
    const social = await region('Follow us');
    for (const profile of business.social) {
      const link = within(social).getByRole('link', { name: `${profile.network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
