import type {
  Chat,
  ChatList,
  ChatMember,
  ChatMessage,
  ChatMessagePage,
  ChatRead,
  CreateChatBody,
  RealtimeEvent,
  SendMessageBody,
} from '@fairway/contract';
import { DEFAULT_GROUP_NAME, Uuid, topicOf } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import { notifyNobody } from '../notifications';
import type { Notify } from '../notifications';
import type { ChatListRow, ChatRepository, MemberRow, MessageRow } from './chat.repository';
import { directKeyOf } from './chat.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

function memberOf(row: MemberRow): ChatMember {
  return {
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    imageUrl: row.image_url,
    online: row.online,
    lastSeen: row.last_seen === null ? null : iso(row.last_seen),
    joinedAt: iso(row.joined_at),
  };
}

function chatOf(viewerId: string, row: ChatListRow, members: ChatMember[]): Chat {
  const lastMessage =
    row.message_id && row.message_sender_id && row.message_created_at
      ? {
          id: row.message_id,
          senderId: row.message_sender_id,
          text: row.message_text ?? '',
          hasImage: row.message_image_url !== null,
          createdAt: iso(row.message_created_at),
        }
      : null;
  const lastReadAt = iso(row.last_read_at);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    imageUrl: row.image_url,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    members,
    lastMessage,
    lastReadAt,
    unread:
      lastMessage !== null &&
      lastMessage.senderId !== viewerId &&
      new Date(lastMessage.createdAt) > new Date(lastReadAt),
  };
}

function messageOf(row: MessageRow, reactions: Record<string, string> = {}): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    text: row.text,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    reactions,
  };
}

const chatNotFound = () => new AppError('chat_not_found', 404, 'No such chat');
const notMember = () => new AppError('not_a_chat_member', 403, 'Only the chat’s members may do this');
const messageNotFound = () => new AppError('message_not_found', 404, 'No such message in this chat');

export type ChatService = ReturnType<typeof createChatService>;

/**
 * Chats (platform.md §2.7, §5, §6): only participants read, send, react or see members; only a message's sender
 * deletes it; a group's creator renames it and removes members; anyone leaves; a chat nobody is left in is deleted.
 * Every change is published on the chat's topic (`chat:{id}`) or the golfer's (`user:{id}`) after it is saved, and
 * a golfer taken out of a chat leaves its topic before anything else is published there.
 */
export function createChatService(deps: { repository: ChatRepository; hub: Hub; notify?: Notify }) {
  const { repository, hub } = deps;
  const notify = deps.notify ?? notifyNobody;

  const publish = (topic: string, event: RealtimeEvent) => hub.publish(topic, event);

  /** The chat, when the actor is one of its participants: 404 when there is no such chat, 403 when not theirs. */
  async function requireMember(actor: Actor, chatId: string) {
    const chat = await repository.chatById(chatId);
    if (!chat) throw chatNotFound();
    if (!(await repository.isParticipant(chatId, actor.userId))) throw notMember();
    return chat;
  }

  /** The group, when the actor created it: what only a group's creator may change (its name, its picture). */
  async function requireGroupCreator(actor: Actor, chatId: string, what: 'name' | 'picture') {
    const chat = await requireMember(actor, chatId);
    if (chat.type !== 'group') {
      throw new AppError('direct_chat_cannot_change', 400, `A direct chat has no ${what} to change`);
    }
    if (chat.createdBy !== actor.userId) {
      throw new AppError('not_chat_creator', 403, `Only the group’s creator may change its ${what}`);
    }
    return chat;
  }

  async function chatFor(userId: string, chatId: string): Promise<Chat> {
    const row = await repository.oneFor(userId, chatId);
    if (!row) throw chatNotFound();
    const members = (await repository.membersOf([chatId])).map(memberOf);
    return chatOf(userId, row, members);
  }

  async function requireMessage(chatId: string, messageId: string): Promise<MessageRow> {
    const message = await repository.messageById(messageId);
    if (!message || message.chatId !== chatId) throw messageNotFound();
    return message;
  }

  async function withReactions(message: MessageRow): Promise<ChatMessage> {
    const reactions = await repository.reactionsOf([message.id]);
    return messageOf(message, reactions.get(message.id));
  }

  /** Told on the chat's topic (an open conversation) and each member's own (their chat list, whatever is open). */
  async function chatUpdated(chatId: string) {
    const event: RealtimeEvent = { name: 'chat.updated', data: { chatId, version: Date.now() } };
    await publish(topicOf.chat(chatId), event);
    const members = await repository.participantIds(chatId);
    await Promise.all(members.map((id) => publish(topicOf.user(id), event)));
  }

  return {
    /** Whether a golfer may follow a chat's topic: its participants only. */
    async canFollow(userId: string, chatId: string): Promise<boolean> {
      if (!Uuid.safeParse(chatId).success) return false;
      return repository.isParticipant(chatId, userId);
    },

    /** The actor's chats, the latest activity first, each with its members and unread state. */
    async list(actor: Actor): Promise<ChatList> {
      const rows = await repository.listFor(actor.userId);
      const members = await repository.membersOf(rows.map((row) => row.id));
      const byChat = new Map<string, ChatMember[]>();
      for (const member of members) {
        const list = byChat.get(member.chat_id) ?? [];
        list.push(memberOf(member));
        byChat.set(member.chat_id, list);
      }
      return { chats: rows.map((row) => chatOf(actor.userId, row, byChat.get(row.id) ?? [])) };
    },

    /**
     * Starts a chat. One other golfer: their direct chat, reused when it exists (and whoever had left it is back in
     * it). More: a new group named "Group Chat" (or the given name) created by the actor.
     */
    async create(actor: Actor, body: CreateChatBody): Promise<Chat> {
      const others = [...new Set(body.userIds)].filter((id) => id !== actor.userId);
      if (others.length === 0) {
        throw new AppError('chat_with_self', 400, 'Choose at least one other golfer', 'userIds');
      }
      const found = new Set(await repository.withProfiles(others));
      if (others.some((id) => !found.has(id))) {
        throw new AppError('profile_not_found', 404, 'One of these golfers has no profile', 'userIds');
      }
      let chatId: string;
      let added: string[];
      if (others.length === 1) {
        const other = others[0]!;
        const key = directKeyOf(actor.userId, other);
        const existing =
          (await repository.directChat(key)) ??
          (await repository.createChat({
            type: 'direct',
            name: null,
            createdBy: actor.userId,
            directKey: key,
            memberIds: [actor.userId, other],
          })) ??
          // created by the other golfer at the same moment
          (await repository.directChat(key));
        if (!existing) throw chatNotFound();
        chatId = existing.id;
        added = [];
        for (const id of [actor.userId, other]) {
          if (await repository.addParticipant(chatId, id)) added.push(id);
        }
        if (added.length > 0) await chatUpdated(chatId);
      } else {
        const chat = await repository.createChat({
          type: 'group',
          name: body.name ?? DEFAULT_GROUP_NAME,
          createdBy: actor.userId,
          directKey: null,
          memberIds: [actor.userId, ...others],
        });
        if (!chat) throw chatNotFound();
        chatId = chat.id;
        added = [actor.userId, ...others];
      }
      await Promise.all(
        added.map((id) => publish(topicOf.user(id), { name: 'chat.added', data: { chatId } })),
      );
      return chatFor(actor.userId, chatId);
    },

    /** A chat the actor is in. */
    async detail(actor: Actor, chatId: string): Promise<Chat> {
      await requireMember(actor, chatId);
      return chatFor(actor.userId, chatId);
    },

    /** Renames a group; only its creator may. */
    async rename(actor: Actor, chatId: string, name: string): Promise<Chat> {
      await requireGroupCreator(actor, chatId, 'name');
      await repository.rename(chatId, name);
      await chatUpdated(chatId);
      return chatFor(actor.userId, chatId);
    },

    /**
     * Sets a group's picture (an image the server stored and re-encoded) or takes it off; only its creator may, as
     * with its name. Direct chats show the other golfer's avatar and have no picture of their own.
     */
    async setImage(actor: Actor, chatId: string, imageUrl: string | null): Promise<Chat> {
      await requireGroupCreator(actor, chatId, 'picture');
      await repository.setImage(chatId, imageUrl);
      await chatUpdated(chatId);
      return chatFor(actor.userId, chatId);
    },

    /**
     * Takes a member out of a chat: the actor themselves (leaving, any chat), or another member of a group the actor
     * created (a ban). Their sockets leave the chat's topic at once; a chat with nobody left is deleted.
     */
    async removeMember(actor: Actor, chatId: string, memberId: string): Promise<void> {
      const chat = await requireMember(actor, chatId);
      if (memberId !== actor.userId) {
        if (chat.type !== 'group' || chat.createdBy !== actor.userId) {
          throw new AppError('not_chat_creator', 403, 'Only a group’s creator may remove its members');
        }
      }
      const { removed, deleted } = await repository.removeParticipant(chatId, memberId);
      if (!removed) throw new AppError('not_a_chat_member', 404, 'This golfer is not in the chat');
      const topic = topicOf.chat(chatId);
      if (deleted) await hub.leave(topic);
      else await hub.leave(topic, [memberId]);
      await publish(topicOf.user(memberId), { name: 'chat.removed', data: { chatId } });
      if (!deleted) await chatUpdated(chatId);
    },

    /** A page of messages, newest first; `before` names the oldest message already shown. */
    async messages(
      actor: Actor,
      chatId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<ChatMessagePage> {
      await requireMember(actor, chatId);
      if (query.before) await requireMessage(chatId, query.before);
      const rows = await repository.messagesPage(chatId, query.before ?? null, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const reactions = await repository.reactionsOf(page.map((row) => row.id));
      return {
        messages: page.map((row) => messageOf(row, reactions.get(row.id))),
        nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** Sends a message; every other participant is told live and notified. */
    async send(actor: Actor, chatId: string, body: SendMessageBody): Promise<ChatMessage> {
      await requireMember(actor, chatId);
      const text = body.text.trim();
      const message = await repository.insertMessage({
        chatId,
        senderId: actor.userId,
        text,
        imageUrl: body.imageUrl ?? null,
      });
      await publish(topicOf.chat(chatId), {
        name: 'chat.message.created',
        data: { chatId, messageId: message.id },
      });
      const others = (await repository.participantIds(chatId)).filter((id) => id !== actor.userId);
      // Each other participant's list and unread dot follow on their own topic, whichever chat is open.
      await Promise.all(
        others.map((id) =>
          publish(topicOf.user(id), {
            name: 'chat.message.created',
            data: { chatId, messageId: message.id },
          }),
        ),
      );
      await Promise.all(
        others.map((recipientId) =>
          notify({ recipientId, actorId: actor.userId, type: 'new_message', chatId }),
        ),
      );
      return messageOf(message);
    },

    /** Deletes a message; only its sender may. It vanishes for everyone live. */
    async deleteMessage(actor: Actor, chatId: string, messageId: string): Promise<void> {
      await requireMember(actor, chatId);
      const message = await requireMessage(chatId, messageId);
      if (message.senderId !== actor.userId) {
        throw new AppError('not_message_sender', 403, 'Only its sender may delete a message');
      }
      await repository.deleteMessage(messageId);
      await publish(topicOf.chat(chatId), { name: 'chat.message.deleted', data: { chatId, messageId } });
    },

    /** Sets the actor's one reaction on a message (replacing theirs), or takes it off (`emoji` null). */
    async react(actor: Actor, chatId: string, messageId: string, emoji: string | null): Promise<ChatMessage> {
      await requireMember(actor, chatId);
      const message = await requireMessage(chatId, messageId);
      if (emoji === null) await repository.removeReaction(messageId, actor.userId);
      else await repository.setReaction(messageId, actor.userId, emoji);
      await publish(topicOf.chat(chatId), {
        name: 'chat.reaction.changed',
        data: { chatId, messageId, version: Date.now() },
      });
      return withReactions(message);
    },

    /** Marks a chat read now; every device of the actor hears it. */
    async markRead(actor: Actor, chatId: string): Promise<ChatRead> {
      await requireMember(actor, chatId);
      const at = new Date();
      await repository.markRead(chatId, actor.userId, at);
      const read = { chatId, lastReadAt: at.toISOString() };
      await publish(topicOf.user(actor.userId), { name: 'chat.read', data: read });
      return read;
    },

    /** Who may see a golfer's presence: golfers sharing a chat with them, and their friends. */
    presenceAudience(userId: string): Promise<string[]> {
      return repository.presenceAudience(userId);
    },
  };
}
