// Navigation for code outside React (the axios interceptor, store actions). The router registers
// itself at bootstrap; importing the router here would create an import cycle
// (router -> pages -> api client -> router).

export interface NavigateOptions {
  replace?: boolean;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

let current: NavigateFn | null = null;

/** Returns a function that unregisters `navigate` (tests render many routers in one run). */
export function registerNavigate(navigate: NavigateFn): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = null;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (current) {
    current(to, options);
    return;
  }
  // No router yet (a call failed during bootstrap): a full page load still gets the user there.
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
