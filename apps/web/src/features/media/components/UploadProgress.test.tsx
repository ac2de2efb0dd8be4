// @vitest-environment jsdom
import '../../../test/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { UploadProgress, type UploadProgressProps } from './UploadProgress';

const mount = (props: UploadProgressProps) =>
  render(
    <I18nextProvider i18n={createI18n(englishResources)}>
      <UploadProgress {...props} />
    </I18nextProvider>,
  );

describe('UploadProgress', () => {
  it('is a named progress bar with its percentage in words, and cancels while it runs', async () => {
    const onCancel = vi.fn();
    mount({ name: 'swing.mp4', fraction: 0.424, state: 'uploading', onCancel });
    const bar = screen.getByRole('progressbar', { name: 'Uploading swing.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 % uploaded');
    expect(screen.getByText('42 % uploaded').getAttribute('aria-live')).toBe('polite');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says when it resumes and when it failed, with no cancel once it is over', () => {
    const { rerender } = mount({ name: 'swing.mp4', fraction: 0.5, state: 'resuming', onCancel: () => {} });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Connection lost. Resuming…');
    rerender(
      <I18nextProvider i18n={createI18n(englishResources)}>
        <UploadProgress name="swing.mp4" fraction={0.5} state="failed" onCancel={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Upload failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
  });
});
