// @vitest-environment jsdom
import '../test/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { englishResources } from '../i18n/english';
import { Button } from './Button';
import { FullScreenLoader } from './FullScreenLoader';
import { IconButton } from './IconButton';
import { SearchField } from './SearchField';
import { Spinner } from './Spinner';

describe('FullScreenLoader', () => {
  it('is a live status with a translated label, its animation hidden from assistive technology', () => {
    render(
      <I18nextProvider i18n={createI18n(englishResources)}>
        <FullScreenLoader />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    const ball = status.querySelector('.golf-ball');
    expect(ball?.closest('[aria-hidden="true"]')).toBeTruthy();
    // The animation runs only when motion is welcome.
    expect(ball?.className).toContain('motion-safe:animate-ball-bounce');
  });
});

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Tee off</Button>);
    expect(screen.getByRole('button', { name: 'Tee off' }).getAttribute('type')).toBe('button');
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/x">Scorecard</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Scorecard' });
    expect(link.className).toContain('rounded-full');
  });
});

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton label="Close" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('Spinner', () => {
  it('is decorative without a label and a status with one', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Spinner label="Saving" />);
    expect(screen.getByRole('status').textContent).toBe('Saving');
  });
});

describe('SearchField', () => {
  function Search() {
    const [query, setQuery] = useState('');
    return <SearchField label="Search golfers" value={query} onChange={setQuery} />;
  }

  it('is a search box named by its label, cleared by a named button that keeps the focus in it', async () => {
    render(
      <I18nextProvider i18n={createI18n(englishResources)}>
        <Search />
      </I18nextProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search golfers' });
    expect(box.getAttribute('placeholder')).toBe('Search golfers');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'ann');
    expect((box as HTMLInputElement).value).toBe('ann');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
