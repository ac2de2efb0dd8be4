/** Chats, their members, messages, reactions and read state (apps/server/src/features/chat/chat.routes.ts). */
export const chatsPaths = {
  chatList: 'GET /chats',
  createChat: 'POST /chats',
  chatDetail: 'GET /chats/:chatId',
  renameChat: 'PUT /chats/:chatId/name',
  setChatImage: 'PUT /chats/:chatId/image',
  removeChatMember: 'DELETE /chats/:chatId/members/:memberId',
  chatMessages: 'GET /chats/:chatId/messages',
  sendMessage: 'POST /chats/:chatId/messages',
  deleteMessage: 'DELETE /chats/:chatId/messages/:messageId',
  reactToMessage: 'PUT /chats/:chatId/messages/:messageId/reaction',
  removeReaction: 'DELETE /chats/:chatId/messages/:messageId/reaction',
  markChatRead: 'PUT /chats/:chatId/read',
} as const;
