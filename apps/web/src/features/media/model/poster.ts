/** How long a video may take to show its first frame before it goes without a poster. */
const FRAME_TIMEOUT_MS = 10_000;

/**
 * A frame of a video (a tenth of a second in, past a black first frame) as a JPEG, drawn by the browser with a
 * `<video>` and a canvas: the server has no video decoder. Null when the browser cannot decode the video.
 */
export async function captureVideoFrame(file: Blob): Promise<Blob | null> {
  if (typeof document === 'undefined') return null;
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const event = (name: 'loadeddata' | 'seeked') =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FRAME_TIMEOUT_MS);
      video.addEventListener(name, () => (clearTimeout(timer), resolve(true)), { once: true });
      video.addEventListener('error', () => (clearTimeout(timer), resolve(false)), { once: true });
    });
  try {
    const loaded = event('loadeddata');
    video.src = url;
    if (!(await loaded) || !video.videoWidth) return null;
    const seeked = event('seeked');
    video.currentTime = Math.min(0.1, (video.duration || 0) / 2);
    if (!(await seeked)) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
