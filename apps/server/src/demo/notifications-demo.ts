import type { App } from '../app';

/**
 * The demo golfer's notifications are made by the demo's own actions (friends accepting, friends joining rounds, a
 * friend request received, a friend's round invitation). Called once the history is in place and before today's
 * invitation: the golfer has read what came before, so /notifications shows older ones read, the friend request
 * still waiting for an answer, and the new invitation unread (the dot on the home header and the side navigation).
 */
export async function loadNotificationsDemo(app: App, demo: { token: string }): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: { authorization: `Bearer ${demo.token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`demo data: marking notifications read answered ${response.statusCode} ${response.body}`);
}
