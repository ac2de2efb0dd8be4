import { z } from 'zod';
import { GameResults } from '../games';
import {
  Comment,
  CommentList,
  CreateCommentBody,
  CreatePostBody,
  HashtagDetail,
  HashtagSearchQuery,
  LikeList,
  NewPostsCount,
  NewPostsQuery,
  Post,
  PostIdParams,
  PostLikes,
  PostsPage,
  PostsQuery,
} from '../posts';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { postsPaths } from './posts.paths';

const tags = ['posts'];
const refusals = errorAnswers(400, 401, 404);

export const postsRoutes = defineRoutes(postsPaths, {
  posts: {
    access: 'signed-in',
    tags,
    summary: 'A page of posts the signed-in golfer may see: followed, discover, a golfer’s or a hashtag’s',
    query: PostsQuery,
    answers: { 200: PostsPage, ...refusals },
  },
  newPosts: {
    access: 'signed-in',
    tags,
    summary: 'How many posts of a feed came after a time (the new-posts check)',
    query: NewPostsQuery,
    answers: { 200: NewPostsCount, ...refusals },
  },
  post: {
    access: 'signed-in',
    tags,
    summary: 'One post (404 when its audience leaves the golfer out)',
    params: PostIdParams,
    answers: { 200: Post, ...refusals },
  },
  postResult: {
    access: 'signed-in',
    tags,
    summary:
      'The shared round of a game_result post, as its author played it (their line only; 404 for another kind)',
    params: PostIdParams,
    answers: { 200: GameResults, ...refusals },
  },
  createPost: {
    access: 'signed-in',
    tags,
    summary: 'Publish a post: caption, audience, course, photos and videos already uploaded to Fairway',
    body: CreatePostBody,
    answers: { 201: Post, ...refusals, ...errorAnswers(403, 409) },
  },
  deletePost: {
    access: 'signed-in',
    tags,
    summary: 'Delete a post and its files (its author only)',
    params: PostIdParams,
    answers: { 204: z.null(), ...refusals, ...errorAnswers(403) },
  },
  likePost: {
    access: 'signed-in',
    tags,
    summary: 'Like a post (again is no change)',
    params: PostIdParams,
    answers: { 200: PostLikes, ...refusals },
  },
  unlikePost: {
    access: 'signed-in',
    tags,
    summary: 'Take back a like',
    params: PostIdParams,
    answers: { 200: PostLikes, ...refusals },
  },
  postLikes: {
    access: 'signed-in',
    tags,
    summary: 'Who liked a post, newest first',
    params: PostIdParams,
    answers: { 200: LikeList, ...refusals },
  },
  postComments: {
    access: 'signed-in',
    tags,
    summary: 'A post’s comments, oldest first',
    params: PostIdParams,
    answers: { 200: CommentList, ...refusals },
  },
  createComment: {
    access: 'signed-in',
    tags,
    summary: 'Comment on a post (not empty, at most 1024 characters)',
    params: PostIdParams,
    body: CreateCommentBody,
    answers: { 201: Comment, ...refusals },
  },
  deleteComment: {
    access: 'signed-in',
    tags,
    summary: 'Delete a comment (its author or the post’s author)',
    params: PostIdParams,
    answers: { 204: z.null(), ...refusals, ...errorAnswers(403) },
  },
  likeComment: {
    access: 'signed-in',
    tags,
    summary: 'Like a comment',
    params: PostIdParams,
    answers: { 200: PostLikes, ...refusals },
  },
  unlikeComment: {
    access: 'signed-in',
    tags,
    summary: 'Take back a comment like',
    params: PostIdParams,
    answers: { 200: PostLikes, ...refusals },
  },
  hashtag: {
    access: 'signed-in',
    tags,
    summary: 'A hashtag and how many posts the golfer may see under it',
    params: z.object({ topic: z.string().min(1).max(64) }),
    answers: { 200: HashtagDetail, ...refusals },
  },
  searchHashtags: {
    access: 'signed-in',
    tags,
    summary: 'Hashtags starting with the text typed after #, most used first',
    query: HashtagSearchQuery,
    answers: { 200: z.array(HashtagDetail), ...refusals },
  },
});
