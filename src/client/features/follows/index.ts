/** Follow an event (issue 30): paste a results address, its races arrive as runs by themselves. */
export { FollowPage } from './components/follow-page';
