// @vitest-environment jsdom
import '../../../test/dom';
import type { ChatMessage } from '@fairway/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { MessageList } from './MessageList';

const me = 'user-me';
const message = (n: number, senderId = 'user-ann'): ChatMessage => ({
  id: `m${n}`,
  chatId: 'chat-1',
  senderId,
  text: `message ${n}`,
  imageUrl: null,
  createdAt: new Date(Date.UTC(2026, 5, 1, 12, n)).toISOString(),
  reactions: {},
});

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createI18n(englishResources)}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function renderList(messages: ChatMessage[]) {
  const list = (shown: ChatMessage[]) => (
    <MessageList
      messages={shown}
      me={me}
      members={[]}
      isGroup={false}
      hasOlder={false}
      loadingOlder={false}
      loadOlder={() => {}}
      onReact={() => {}}
      onDelete={() => {}}
    />
  );
  const utils = render(list(messages), { wrapper: Wrapper });
  const log = screen.getByRole('log', { name: 'Messages' });
  // jsdom lays nothing out: the list's geometry is what a 600 px high phone screen would give.
  let scrollTop = 0;
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 5000 });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = value;
    },
  });
  const scrollTo = (top: number) => {
    scrollTop = top;
    fireEvent.scroll(log);
  };
  return { ...utils, log, scrollTo, rerenderWith: (shown: ChatMessage[]) => utils.rerender(list(shown)) };
}

const toNewest = /^Jump to the newest messages/;

describe('the newest-messages button', () => {
  it('appears once the reader is more than a screen up, with the count of messages that came meanwhile', async () => {
    const first = Array.from({ length: 60 }, (_, n) => message(n));
    const { scrollTo, rerenderWith, log } = renderList(first);
    scrollTo(4400);
    expect(screen.queryByRole('button', { name: toNewest })).toBeNull();

    // less than a screen up: no button yet
    scrollTo(3900);
    expect(screen.queryByRole('button', { name: toNewest })).toBeNull();

    scrollTo(1000);
    expect(screen.getByRole('button', { name: 'Jump to the newest messages' })).toBeTruthy();

    rerenderWith([...first, message(60), message(61, 'user-ben')]);
    const withCount = screen.getByRole('button', { name: 'Jump to the newest messages, 2 new' });
    expect(withCount.textContent).toBe('2');

    await userEvent.click(withCount);
    expect(screen.queryByRole('button', { name: toNewest })).toBeNull();
    expect(document.activeElement).toBe(log);

    // away again: the count starts from nothing
    scrollTo(1000);
    expect(screen.getByRole('button', { name: 'Jump to the newest messages' })).toBeTruthy();
  });

  it('counts nothing while the reader is at the newest, and forgets the count on scrolling back down', () => {
    const first = Array.from({ length: 60 }, (_, n) => message(n));
    const { scrollTo, rerenderWith } = renderList(first);
    scrollTo(4400);
    rerenderWith([...first, message(60)]);
    scrollTo(1000);
    expect(screen.getByRole('button', { name: 'Jump to the newest messages' })).toBeTruthy();

    rerenderWith([...first, message(60), message(61)]);
    expect(screen.getByRole('button', { name: 'Jump to the newest messages, 1 new' })).toBeTruthy();
    scrollTo(4400);
    expect(screen.queryByRole('button', { name: toNewest })).toBeNull();
    scrollTo(1000);
    expect(screen.getByRole('button', { name: 'Jump to the newest messages' })).toBeTruthy();
  });
});
