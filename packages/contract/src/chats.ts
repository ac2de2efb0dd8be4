import { z } from 'zod';
import { UPLOADED_IMAGE_URL_PATTERN } from './media-rules';
import { UserId, Uuid } from './ids';

/*
 * Messaging (platform.md §2.7, §3, §5, §6): direct chats between two golfers (one per pair, reused) and group chats
 * with a creator who names them and removes members. Only participants read, send, react or see members.
 */

/** Messages a page of `GET /api/chats/{chatId}/messages` holds at most (and by default). */
export const CHAT_PAGE_SIZE = 50;
/** The longest message text (characters). */
export const MESSAGE_MAX_LENGTH = 4000;
/** The longest chat name. */
export const CHAT_NAME_MAX_LENGTH = 50;
/** The most golfers a new chat may start with (besides its creator). */
export const CHAT_MAX_MEMBERS = 50;
/** A new group's name until its creator renames it (platform.md §5). */
export const DEFAULT_GROUP_NAME = 'Group Chat';

export const ChatType = z.enum(['direct', 'group']).meta({ id: 'ChatType' });
export type ChatType = z.infer<typeof ChatType>;

/** A participant as chats show them; presence is visible because they share the chat. */
export const ChatMember = z
  .object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    imageUrl: z.string().nullable(),
    online: z.boolean(),
    lastSeen: z.string().nullable(),
    joinedAt: z.string(),
  })
  .meta({ id: 'ChatMember' });
export type ChatMember = z.infer<typeof ChatMember>;

/** The latest message of a chat, as the list shows it. */
export const ChatLastMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  text: z.string(),
  hasImage: z.boolean(),
  createdAt: z.string(),
});
export type ChatLastMessage = z.infer<typeof ChatLastMessage>;

/** A chat as one of its participants sees it. `name` is null for a direct chat (shown as the other golfer). */
export const Chat = z
  .object({
    id: z.string(),
    type: ChatType,
    name: z.string().nullable(),
    imageUrl: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    members: z.array(ChatMember),
    lastMessage: ChatLastMessage.nullable(),
    /** When the viewer last read it. */
    lastReadAt: z.string(),
    /** A message from someone else arrived after `lastReadAt`. */
    unread: z.boolean(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof Chat>;

export const ChatList = z.object({ chats: z.array(Chat) }).meta({ id: 'ChatList' });
export type ChatList = z.infer<typeof ChatList>;

/** A message. `reactions` maps a golfer's id to their one emoji (platform.md §3). */
export const ChatMessage = z
  .object({
    id: z.string(),
    chatId: z.string(),
    senderId: z.string(),
    text: z.string(),
    imageUrl: z.string().nullable(),
    createdAt: z.string(),
    reactions: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A page of messages, newest first; `nextCursor` fetches the older ones (null: no more). */
export const ChatMessagePage = z
  .object({ messages: z.array(ChatMessage), nextCursor: z.string().nullable() })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

export const ChatIdParams = z.object({ chatId: Uuid });
export const ChatMemberParams = z.object({ chatId: Uuid, memberId: UserId });
export const ChatMessageParams = z.object({ chatId: Uuid, messageId: Uuid });

/** `POST /api/chats`: one other golfer makes (or reopens) a direct chat, more make a group. */
export const CreateChatBody = z.object({
  userIds: z.array(UserId).min(1, 'chat_needs_members').max(CHAT_MAX_MEMBERS),
  name: z.string().trim().min(1).max(CHAT_NAME_MAX_LENGTH).optional(),
});
export type CreateChatBody = z.infer<typeof CreateChatBody>;

/** `PUT /api/chats/{chatId}/name`: the creator renames a group. */
export const RenameChatBody = z.object({
  name: z.string().trim().min(1, 'chat_name_required').max(CHAT_NAME_MAX_LENGTH, 'chat_name_too_long'),
});

/**
 * `PUT /api/chats/{chatId}/image`: the creator sets a group's picture (a photo uploaded through `/api/media`, re-encoded
 * by the server) or takes it off (`null`).
 */
export const ChatImageBody = z.object({
  imageUrl: z
    .string()
    .max(300)
    .refine((url) => UPLOADED_IMAGE_URL_PATTERN.test(url), 'invalid_image')
    .nullable(),
});
export type ChatImageBody = z.infer<typeof ChatImageBody>;

/** `GET /api/chats/{chatId}/messages?before=`: a page older than the message `before`. */
export const ChatMessagesQuery = z.object({
  before: Uuid.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});

/** `POST /api/chats/{chatId}/messages`: text (trimmed, may be empty only with a photo) and an uploaded photo. */
export const SendMessageBody = z
  .object({
    text: z.string().max(MESSAGE_MAX_LENGTH, 'message_too_long').default(''),
    imageUrl: z
      .string()
      .max(300)
      .refine((url) => UPLOADED_IMAGE_URL_PATTERN.test(url), 'invalid_image')
      .optional(),
  })
  .refine((body) => body.text.trim().length > 0 || Boolean(body.imageUrl), {
    message: 'message_empty',
    path: ['text'],
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** `PUT /api/chats/{chatId}/messages/{messageId}/reaction`: the golfer's one emoji on a message. */
export const ReactionBody = z.object({ emoji: z.string().min(1).max(16) });

/** `PUT /api/chats/{chatId}/read`: when the chat was read (answered). */
export const ChatRead = z.object({ chatId: z.string(), lastReadAt: z.string() }).meta({ id: 'ChatRead' });
export type ChatRead = z.infer<typeof ChatRead>;
