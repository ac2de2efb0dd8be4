/** What other features use of the posts feature: the home's feeds, a profile's photos, the create-post modal. */
export { HomeFeed } from './components/HomeFeed';
export { ProfileMedia } from './components/ProfileMedia';
export { CreatePostButton, CreatePostModal } from './components/CreatePost';
export type { SharedRound } from './components/CreatePost';
