import type { Post, UploadedImage } from '@fairway/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../app';
import { courses } from '../db/schema';

interface DemoGolfer {
  id: string;
  token: string;
}

/** A landscape "photo" (a sky over a fairway), made here so the demo needs no image files. */
async function demoPhoto(sky: string, grass: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${sky}"/>
    <ellipse cx="600" cy="900" rx="900" ry="420" fill="${grass}"/>
    <circle cx="930" cy="190" r="70" fill="#fff7c2"/>
    <rect x="700" y="420" width="6" height="140" fill="#eee"/><polygon points="706,420 770,440 706,460" fill="#d33"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The demo's posts (issue #22): the demo golfer's friends share photos, public and friends-only, with hashtags, a
 * mention and a course; the demo golfer posted once; likes and comments between them. Through the public API,
 * as a golfer would. `golfers[0]` is the demo golfer, the others their friends.
 */
export async function loadPostsDemo(app: App, golfers: DemoGolfer[]): Promise<void> {
  const [demo, lea, tom, yuki] = golfers;
  if (!demo || !lea || !tom || !yuki) return;
  const call = async <T>(user: DemoGolfer, method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode >= 400)
      throw new Error(`posts demo: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const upload = async (user: DemoGolfer, sky: string, grass: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/media/images?purpose=post',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/jpeg' },
      payload: await demoPhoto(sky, grass),
    });
    if (response.statusCode !== 201) throw new Error(`posts demo: upload answered ${response.statusCode}`);
    const image = response.json<UploadedImage>();
    return { type: 'image', url: image.url, thumbnailUrl: null, width: image.width, height: image.height };
  };
  const [course] = await app.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.holes, 18))
    .orderBy(asc(courses.id))
    .limit(1);

  const first = await call<Post>(demo, 'POST', '/api/posts', {
    caption: 'First round of the season done. Greens were quick! #golf #spring',
    audience: 'public',
  });
  const sunrise = await call<Post>(lea, 'POST', '/api/posts', {
    caption: 'Sunrise tee time, nobody else on the course. Worth the alarm. #golf #earlybird',
    audience: 'public',
    courseId: course?.id ?? null,
    media: [await upload(lea, '#f6b26b', '#3d8c40'), await upload(lea, '#9fc5e8', '#2e7d32')],
  });
  const birdie = await call<Post>(tom, 'POST', '/api/posts', {
    caption: 'Birdie on 7 after a great drive. Thanks @demo for the putting tip! #birdie',
    audience: 'friends',
    media: [await upload(tom, '#6fa8dc', '#38761d')],
  });
  await call(yuki, 'POST', '/api/posts', {
    caption: 'Practice day: 200 balls and a new grip. #practice #golf',
    audience: 'public',
  });
  await call(demo, 'POST', `/api/posts/${sunrise.id}/likes`);
  await call(tom, 'POST', `/api/posts/${sunrise.id}/likes`);
  await call(demo, 'POST', `/api/posts/${birdie.id}/likes`);
  await call(demo, 'POST', `/api/posts/${birdie.id}/comments`, { content: 'Great shot, well played!' });
  await call(lea, 'POST', `/api/posts/${first.id}/comments`, { content: 'See you on the course next week.' });
  await call(tom, 'POST', `/api/posts/${first.id}/likes`);
}
