import { render } from '@testing-library/react';
import { BreakableAddress } from './breakable-address';

describe('BreakableAddress', () => {
  it('offers a break after the @ and before each full stop, and nowhere else', () => {
    const { container } = render(<BreakableAddress text="ciao@vicolo-espresso.example.com" />);
    expect(container.innerHTML).toBe('ciao@<wbr>vicolo-espresso<wbr>.example<wbr>.com');
  });

  it('leaves the text as it is, so it reads and copies the same', () => {
    const { container } = render(<BreakableAddress text="ciao@vicoloespresso.example" />);
    expect(container.textContent).toBe('ciao@vicoloespresso.example');
  });
});
