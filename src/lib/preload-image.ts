// Starts an image download before the element that shows it exists (the home page's first
// banner, while the page's code is still arriving), so that the largest paint is not held up.
const preloaded = new Set<string>();

export function preloadImage(url: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
