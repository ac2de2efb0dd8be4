/** Chats: their repository, service and routes. */
export { createChatRepository } from './chat.repository';
export type { ChatRepository } from './chat.repository';
export { chatRoutes } from './chat.routes';
export { createChatService } from './chat.service';
export type { ChatService } from './chat.service';
