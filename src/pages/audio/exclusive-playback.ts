// One preview plays at a time: starting one pauses any other that is playing. Media events do not
// bubble, so every player reports its own play/pause/ended here.
const playing = new Set<HTMLMediaElement>();

export function claimPlayback(element: HTMLMediaElement): void {
  for (const other of playing) {
    if (other !== element) other.pause();
  }
  playing.clear();
  playing.add(element);
}

export function releasePlayback(element: HTMLMediaElement): void {
  playing.delete(element);
}
