// @vitest-environment jsdom
import '../../../test/dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { ConfirmFinish } from './ConfirmFinish';

// The first render loads the dialog's modules: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

async function show(props: { missing: number; nine: 0 | 9 | null }, language = 'en') {
  const i18n = createI18n(englishResources);
  if (language !== 'en') {
    await loadLanguage(i18n, language as 'ru');
    await i18n.changeLanguage(language);
  }
  const onFinish = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmFinish open onOpenChange={() => {}} busy={false} onFinish={onFinish} {...props} />
    </I18nextProvider>,
  );
  return onFinish;
}

describe('finishing with holes that have no score', () => {
  it.each([
    { language: 'en', missing: 1, text: '1 hole has no score.' },
    { language: 'en', missing: 14, text: '14 holes have no score.' },
    { language: 'ru', missing: 1, text: '1 лунка без результата.' },
    { language: 'ru', missing: 3, text: '3 лунки без результата.' },
    { language: 'ru', missing: 14, text: '14 лунок без результата.' },
    { language: 'fr', missing: 1, text: '1 trou n’a pas de score.' },
    { language: 'ja', missing: 14, text: '14ホールにスコアがありません。' },
  ])('says "$text" ($language, $missing)', async ({ language, missing, text }) => {
    await show({ missing, nine: null }, language);
    expect(screen.getByRole('alertdialog').textContent).toContain(text);
  });

  it('offers the complete front nine as a 9-hole round, or to finish as it stands', async () => {
    const onFinish = await show({ missing: 9, nine: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Record the front nine (9 holes)' }));
    expect(onFinish).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: 'Finish as it stands' }));
    expect(onFinish).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Keep playing' })).toBeDefined();
  });

  it('offers no nine when none is complete', async () => {
    await show({ missing: 14, nine: null });
    expect(screen.queryByRole('button', { name: /Record the/ })).toBeNull();
    expect(screen.getByRole('alertdialog').textContent).toContain('They will be recorded as not played.');
  });
});
