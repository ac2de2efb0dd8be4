/** Posts, likes, comments and hashtags (apps/server/src/features/posts/posts.routes.ts). */
export const postsPaths = {
  posts: 'GET /posts',
  newPosts: 'GET /posts/new',
  post: 'GET /posts/:id',
  postResult: 'GET /posts/:id/result',
  createPost: 'POST /posts',
  deletePost: 'DELETE /posts/:id',
  likePost: 'POST /posts/:id/likes',
  unlikePost: 'DELETE /posts/:id/likes',
  postLikes: 'GET /posts/:id/likes',
  postComments: 'GET /posts/:id/comments',
  createComment: 'POST /posts/:id/comments',
  deleteComment: 'DELETE /comments/:id',
  likeComment: 'POST /comments/:id/likes',
  unlikeComment: 'DELETE /comments/:id/likes',
  hashtag: 'GET /hashtags/:topic',
  searchHashtags: 'GET /hashtags',
} as const;
