import { z } from 'zod';
import {
  Chat,
  ChatIdParams,
  ChatImageBody,
  ChatList,
  ChatMemberParams,
  ChatMessage,
  ChatMessagePage,
  ChatMessageParams,
  ChatMessagesQuery,
  ChatRead,
  CreateChatBody,
  ReactionBody,
  RenameChatBody,
  SendMessageBody,
} from '../chats';
import { chatsPaths } from './chats.paths';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';

const tags = ['chats'];
const refusals = errorAnswers(400, 401, 403, 404);

export const chatsRoutes = defineRoutes(chatsPaths, {
  chatList: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in golfer’s chats, the latest message first, with unread state',
    answers: { 200: ChatList, ...errorAnswers(401) },
  },
  createChat: {
    access: 'signed-in',
    tags,
    summary: 'Start a chat: one golfer makes the direct chat (reused when it exists), more a group',
    body: CreateChatBody,
    answers: { 200: Chat, ...refusals },
  },
  chatDetail: {
    access: 'signed-in',
    tags,
    summary: 'A chat and its members, for its participants only',
    params: ChatIdParams,
    answers: { 200: Chat, ...refusals },
  },
  renameChat: {
    access: 'signed-in',
    tags,
    summary: 'Rename a group chat (its creator only)',
    params: ChatIdParams,
    body: RenameChatBody,
    answers: { 200: Chat, ...refusals },
  },
  setChatImage: {
    access: 'signed-in',
    tags,
    summary: 'Set or remove a group chat’s picture (its creator only); members see it live',
    params: ChatIdParams,
    body: ChatImageBody,
    answers: { 200: Chat, ...refusals },
  },
  removeChatMember: {
    access: 'signed-in',
    tags,
    summary:
      'Leave a chat (oneself), or remove a member of a group (its creator only); a chat with nobody left is deleted',
    params: ChatMemberParams,
    answers: { 204: z.null(), ...refusals },
  },
  chatMessages: {
    access: 'signed-in',
    tags,
    summary: 'A page of a chat’s messages, newest first, older pages by cursor',
    params: ChatIdParams,
    query: ChatMessagesQuery,
    answers: { 200: ChatMessagePage, ...refusals },
  },
  sendMessage: {
    access: 'signed-in',
    tags,
    summary: 'Send a message (text, a photo or both) to a chat',
    params: ChatIdParams,
    body: SendMessageBody,
    answers: { 201: ChatMessage, ...refusals },
  },
  deleteMessage: {
    access: 'signed-in',
    tags,
    summary: 'Delete a message (its sender only); it disappears for everyone',
    params: ChatMessageParams,
    answers: { 204: z.null(), ...refusals },
  },
  reactToMessage: {
    access: 'signed-in',
    tags,
    summary: 'Set the signed-in golfer’s one reaction on a message (replaces theirs)',
    params: ChatMessageParams,
    body: ReactionBody,
    answers: { 200: ChatMessage, ...refusals },
  },
  removeReaction: {
    access: 'signed-in',
    tags,
    summary: 'Remove the signed-in golfer’s reaction from a message',
    params: ChatMessageParams,
    answers: { 200: ChatMessage, ...refusals },
  },
  markChatRead: {
    access: 'signed-in',
    tags,
    summary: 'Mark a chat read now, on every device of the golfer',
    params: ChatIdParams,
    answers: { 200: ChatRead, ...refusals },
  },
});
