// The deployment the portal talks to (CONTRACT.md "Money"): its currency, country and the §9 figures
// that follow them, and the zone of its business days. Every amount is shown in this currency,
// whatever the UI language.
//
// It starts synchronously with the build mode's deployment (contract/currency-rules.ts), so the first
// paint already shows the right currency, and is confirmed by GET /p/api/deployment once the page
// has loaded and the browser is idle, fetched only when a screen shows money or a §9 figure or uploads
// (whether the host offers resumable uploads, issue 22). A host
// without that path (the company's API may not have it: 404) or a failed call keeps the build's.
//
// Deliberately free of the app's own modules (the axios client, zustand, the API paths table): the
// home route loads it in a chunk next to code the entry also imports, and an import back into the
// entry made the bundler split the entry apart (+2 kB gzip on the home route's budget, which is
// spent). The call follows CONTRACT.md's transport rules by hand; it is public, so it needs no token.
// (Loading the call's code lazily was tried: the extra chunk weighed more than it saved.)
import { useEffect, useSyncExternalStore } from 'react';
import {
  buildModeDeployment,
  deploymentSettings,
  isCountry,
  isCurrency,
  type Currency,
  type DeploymentSettings,
} from '../../contract/currency-rules';
import { afterFirstPaint } from '../lib/after-first-paint';

type Listener = () => void;

/** The deployment's settings, plus the optional features the host says it offers (issue 22). */
export type PortalDeployment = DeploymentSettings & { resumableUploads?: boolean };

/** apiPaths.deployment of contract/paths.ts, written out: importing that table here split it out of the entry chunk. */
export const DEPLOYMENT_PATH = '/p/api/deployment';

let settings: PortalDeployment = buildModeDeployment(import.meta.env.MODE);
const listeners = new Set<Listener>();

/** The store: read, replace and subscribe (the shape of a zustand store's API, without zustand). */
export const useDeploymentStore = {
  getState: (): PortalDeployment => settings,
  setState(next: PortalDeployment): void {
    settings = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// 'idle': not asked yet; 'scheduled'/'asking': on its way; 'done': answered, refused for good
// (404) or set by hand.
let status: 'idle' | 'scheduled' | 'asking' | 'done' = 'idle';
// A later setDeployment/resetDeployment wins over an answer that was already on its way.
let generation = 0;
let cancelScheduled: (() => void) | null = null;

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The settings of the answer's currency and country, with the server's own figures where it sends
 * sensible ones; null when it names no currency or country this portal knows.
 */
function fromAnswer(data: unknown): PortalDeployment | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (!isCurrency(d.currency) || !isCountry(d.country)) return null;
  const result: PortalDeployment = deploymentSettings(d.currency, d.country);
  if (isPositive(d.minimumWithdrawal)) result.minimumWithdrawal = d.minimumWithdrawal;
  if (isPositive(d.payoutBusinessDays)) result.payoutBusinessDays = d.payoutBusinessDays;
  if (isPositive(d.adultAge)) result.adultAge = d.adultAge;
  // Checked where it is used (business-time-zone.ts), off the home route's first download.
  if (typeof d.timeZone === 'string' && d.timeZone) result.timeZone = d.timeZone;
  if (d.resumableUploads === true) result.resumableUploads = true;
  return result;
}

/** GET /p/api/deployment as CONTRACT.md's transport says: `_t`, no-cache headers, the language. */
async function askApi(): Promise<{ status: number; data: unknown }> {
  // Empty: the page's own origin (src/lib/env.ts reads the same key).
  const host = (import.meta.env.VITE_API_HOST ?? '').trim().replace(/\/+$/, '') || window.location.origin;
  try {
    const response = await fetch(`${host}${DEPLOYMENT_PATH}?_t=${Date.now()}`, {
      headers: {
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        Expires: '0',
        'Accept-Language': document.documentElement.lang === 'en' ? 'en' : 'ko',
      },
    });
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    return { status: response.status, data: response.ok ? (body?.data ?? null) : null };
  } catch {
    return { status: 0, data: null };
  }
}

/**
 * Asks the API now and applies its answer. A 404 (a host that does not know the path) or an answer
 * of another shape keeps the current settings for good; another failure (offline, 503) lets a later
 * screen ask again.
 */
export async function confirmDeployment(): Promise<void> {
  status = 'asking';
  const asked = generation;
  const answer = await askApi();
  if (asked !== generation) return;
  if (answer.data === null && answer.status !== 404) {
    status = 'idle';
    return;
  }
  status = 'done';
  const next = fromAnswer(answer.data);
  if (next) useDeploymentStore.setState(next);
}

/** Schedules the confirmation after the first paint, once per page load. */
export function ensureDeploymentConfirmed(): void {
  if (status !== 'idle') return;
  status = 'scheduled';
  cancelScheduled = afterFirstPaint(() => {
    cancelScheduled = null;
    void confirmDeployment();
  });
}

function startOver(next: typeof status): void {
  generation += 1;
  status = next;
  cancelScheduled?.();
  cancelScheduled = null;
}

/** Uses these settings from now on (and asks the API no more). */
export function setDeployment(next: PortalDeployment): void {
  startOver('done');
  useDeploymentStore.setState(next);
}

/** Back to the build mode's settings, not yet confirmed (tests). */
export function resetDeployment(): void {
  startOver('idle');
  useDeploymentStore.setState(buildModeDeployment(import.meta.env.MODE));
}

function useSettings<T>(pick: (current: PortalDeployment) => T): T {
  useEffect(ensureDeploymentConfirmed, []);
  return useSyncExternalStore(useDeploymentStore.subscribe, () => pick(settings));
}

const whole = (current: PortalDeployment) => current;
const currencyOf = (current: PortalDeployment) => current.currency;

/** The deployment's settings for a screen; the first screen that asks starts the confirmation. */
export function useDeployment(): PortalDeployment {
  return useSettings(whole);
}

/** The deployment's currency for a screen that shows amounts. */
export function useCurrency(): Currency {
  return useSettings(currencyOf);
}
