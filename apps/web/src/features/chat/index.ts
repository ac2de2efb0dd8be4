/** What other parts of the app use of the chat feature: the unread dot, live updates, the profile's button. */
export { MessageButton } from './components/MessageButton';
export { useChatsLive, useHasUnreadChats } from './queries';
