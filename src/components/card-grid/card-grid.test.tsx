import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('shows each card as a list item with its heading, text, badge, points and footer', () => {
    render(
      <CardGrid
        headingLevel={3}
        items={[
          {
            id: 'espresso',
            title: 'Espresso Fuel',
            description: 'The bar at your office.',
            points: ['Fixings'],
          },
          {
            id: 'breakfast',
            title: 'Breakfast Fuel',
            badge: 'Most Popular',
            highlighted: true,
            footer: <p>$10 per person per day</p>,
          },
        ]}
      />,
    );
    const cards = screen.getAllByRole('listitem').filter((item) => item.id);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Espresso Fuel' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Fixings')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$10 per person per day')).toBeInTheDocument();
  });

  // A card's picture sized as its slot's frame and loaded lazily: src/components/picture/picture.test.tsx.
});
