// @vitest-environment jsdom
import '../../../test/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowFrame } from './FlowFrame';

const back = { label: 'Back', onClick: () => undefined };

describe('the round screens’ frame keeps a focused control clear of its sticky bars (WCAG 2.4.11)', () => {
  it('pads the page’s scrolling while a frame that the page scrolls is shown, and stops when it goes', () => {
    const frame = render(
      <FlowFrame title="Settings" back={back} footer={<button type="button">Next</button>}>
        <p>Content</p>
      </FlowFrame>,
    );
    expect(document.documentElement.style.scrollPaddingTop).toBe('6rem');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('8rem');
    frame.unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('pads its own scrolling when it is full screen', () => {
    render(
      <FlowFrame title="New round" back={back} fullScreen footer={<button type="button">Next</button>}>
        <p>Content</p>
      </FlowFrame>,
    );
    expect(screen.getByRole('dialog').className).toMatch(/scroll-pb-32/);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
