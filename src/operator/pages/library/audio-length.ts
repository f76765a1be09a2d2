// A chosen audio file's length as this browser reads it (an <audio> element's metadata on an object
// URL), shown beside the file for the operator to recognise it. Only shown: the server reads the
// length from the bytes and stores that. Its own module because jsdom cannot decode audio: the tests
// replace it alone.

/** A file the browser has not read by then counts as unreadable. */
const READ_TIMEOUT_MS = 10_000;

/** Whole seconds, or null when this browser cannot read the file's length. */
export function readAudioLength(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = document.createElement('audio');
    const finish = (seconds: number | null) => {
      window.clearTimeout(timer);
      audio.removeEventListener('loadedmetadata', onMetadata);
      audio.removeEventListener('error', onError);
      // Detach the source before revoking, so the element lets go of the file.
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const onMetadata = () => {
      const seconds = audio.duration;
      finish(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null);
    };
    const onError = () => finish(null);
    const timer = window.setTimeout(() => finish(null), READ_TIMEOUT_MS);
    audio.addEventListener('loadedmetadata', onMetadata);
    audio.addEventListener('error', onError);
    audio.preload = 'metadata';
    audio.src = url;
  });
}
