import { render, screen } from '@testing-library/react';
import { PriceLine } from './price-line';

describe('PriceLine', () => {
  it('reads as the amount followed by its unit, each opening its own field in the editor', () => {
    render(
      <PriceLine amount="$10" unit="per person per day" size="large" amountTinaField="a" unitTinaField="u" />,
    );
    const line = screen.getByText('$10').closest('p');
    expect(line).toHaveTextContent('$10 per person per day');
    expect(screen.getByText('$10')).toHaveAttribute('data-tina-field', 'a');
    expect(screen.getByText('per person per day')).toHaveAttribute('data-tina-field', 'u');
  });
});
